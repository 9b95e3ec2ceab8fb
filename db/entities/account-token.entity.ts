import { defineBaseEntity, oneOf, p } from "./base";
import { Team } from "./team.entity";
import { User } from "./user.entity";
import { ACCOUNT_TOKEN_PURPOSES } from "@shared/forms/account.schema";

/**
 * A one-time link sent by mail: an invitation to set a first password (7 days), a password reset
 * (30 minutes), or an offer to captain `teamId` made to someone who already has an account (7 days). Only the SHA-256 of the token is stored; using it stamps `usedAt`, once.
 */
export const AccountToken = defineBaseEntity({
  name: "AccountToken",
  tableName: "account_tokens",
  properties: {
    tokenHash: p.string().unique().hidden(),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    purpose: oneOf(ACCOUNT_TOKEN_PURPOSES),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable().deleteRule("cascade"),
    expiresAt: p.datetime(),
    usedAt: p.datetime().nullable(),
  },
});
