import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/** Fixed-window counters for rate limits (per IP, per account…), shared by every app instance. */
export const RateLimit = defineEntity({
  name: "RateLimit",
  tableName: "rate_limits",
  properties: {
    key: p.text().primary(),
    count: p.integer(),
    resetAt: p.datetime(),
  },
});
