import { defineBaseEntity, p } from "./base";
import { User } from "./user.entity";

/** A REST partner's bearer token, created and revoked by an admin. It acts as the admin who created it. */
export const ApiToken = defineBaseEntity({
  name: "ApiToken",
  tableName: "api_tokens",
  properties: {
    name: p.string(),
    /** SHA-256 of the token, hex encoded; the token itself is shown once and never stored. */
    tokenHash: p.string().unique().hidden(),
    /** The token's first characters, so an admin can tell tokens apart. */
    hint: p.string(),
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").deleteRule("cascade"),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
