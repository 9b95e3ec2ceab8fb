import type { ApiTokenScope } from "@shared/api-tokens";
import { defineBaseEntity, p } from "./base";
import { User } from "./user.entity";

/**
 * A REST partner's bearer token, created and revoked by an admin. It acts as the admin who created it,
 * within its scopes and until it expires (docs/decisions/116). db/subscribers/api-token-revocation.ts
 * revokes an admin's tokens when their password changes or they stop being an admin.
 */
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
    scopes: p.json<ApiTokenScope[]>(),
    expiresAt: p.datetime(),
    lastUsedAt: p.datetime().nullable(),
    revokedAt: p.datetime().nullable(),
  },
});
