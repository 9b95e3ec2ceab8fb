import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";

/**
 * A REST POST sent with an `Idempotency-Key` (server/idempotency.ts): the request it stood for and, once
 * answered, the answer, replayed for 24 hours to a repeat of the same key by the same caller. A row
 * without `status` is a request still being answered.
 */
export const IdempotencyKey = defineEntity({
  name: "IdempotencyKey",
  tableName: "idempotency_keys",
  indexes: [{ properties: ["createdAt"] }],
  properties: {
    /** Who sent it (an account, a token, or an anonymous caller's address): keys are theirs alone. */
    caller: p.string().length(200).primary(),
    key: p.string().length(255).primary(),
    /** `POST /api/…` and the SHA-256 of the body: a repeat must be the same request. */
    request: p.string().length(2000),
    requestHash: p.string().length(64),
    status: p.integer().nullable(),
    body: p.text().nullable(),
    headers: p.json<Record<string, string>>().nullable(),
    createdAt: p.datetime().defaultRaw("now()"),
  },
});
