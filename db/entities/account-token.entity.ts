import { defineBaseEntity, oneOf, p } from "./base";
import { User } from "./user.entity";
import { ACCOUNT_TOKEN_PURPOSES } from "@shared/forms/account.schema";

/**
 * A one-time link sent by mail: an invitation to set a first password (7 days) or a password reset
 * (30 minutes). Only the SHA-256 of the token is stored; using it stamps `usedAt`, once.
 */
export const AccountToken = defineBaseEntity({
  name: "AccountToken",
  tableName: "account_tokens",
  properties: {
    tokenHash: p.string().unique().hidden(),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    purpose: oneOf(ACCOUNT_TOKEN_PURPOSES),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
