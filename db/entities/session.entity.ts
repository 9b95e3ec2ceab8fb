import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";
import { User } from "./user.entity";

export const Session = defineEntity({
  name: "Session",
  tableName: "sessions",
  properties: {
    /** SHA-256 of the session token, hex encoded; the token itself is never stored. */
    id: p.string().primary(),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    expiresAt: p.datetime(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
