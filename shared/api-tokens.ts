/**
 * What a partner's API token may do (docs/decisions/116-api-token-scopes.md). Shared by the admin
 * screen, the token form's schema and the server's one check (server/auth/token-scopes.ts).
 *
 * - `read`: every read except the two kinds below (public data, and the admin shapes of it).
 * - `registrations:read`: registrations, people's contact details, sponsor inquiries, the mail outbox.
 * - `commerce:read`: orders and franchise pay.
 * - `matches:write`: scheduling and changing matches, their events, line-ups, officials and sign-off.
 * - `admin`: everything the creating admin may do, except managing tokens (no token ever may).
 */
export const API_TOKEN_SCOPES = ["read", "matches:write", "registrations:read", "commerce:read", "admin"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token's life when the admin does not choose one, and the longest allowed. */
export const DEFAULT_TOKEN_DAYS = 90;
export const MAX_TOKEN_DAYS = 365;
