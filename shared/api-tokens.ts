/**
 * What a partner's API token may do (docs/decisions/116-api-tokens-dates-and-created.md and
 * 121-token-scopes-for-personal-data.md). Shared by the admin screen, the token form's schema and the
 * server's one check (server/auth/token-scopes.ts, which names the scope of every procedure).
 *
 * - `read`: every read without people's contact details or money (public data, and the admin lists of it).
 * - `people:read`: people's names and contact details: accounts and officials, players' and staff's
 *   contacts, the audit trail, who changed a result, sponsor inquiries, the dashboard's contacts, customers.
 * - `registrations:read`: registrations with their registrants' contact details, the report, the mail outbox.
 * - `commerce:read`: orders (their customers need `people:read` too) and franchise pay.
 * - `matches:write`: scheduling and changing matches, their events, line-ups, officials and sign-off.
 * - `admin`: everything the creating admin may do, except managing tokens (no token ever may).
 */
export const API_TOKEN_SCOPES = ["read", "people:read", "matches:write", "registrations:read", "commerce:read", "admin"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** A token's life when the admin does not choose one, and the longest allowed. */
export const DEFAULT_TOKEN_DAYS = 90;
export const MAX_TOKEN_DAYS = 365;
