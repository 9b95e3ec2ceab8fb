/**
 * The one place that decides what an API token may call (docs/decisions/116-api-token-scopes.md).
 * A token acts as the admin who created it, but only within its scopes: every procedure's builder runs
 * `tokenGuard` (server/trpc.ts) before its own gate, and it refuses a token whose scopes do not cover
 * the procedure with 403, naming the scope it needed. Handlers never look at scopes.
 *
 * What a procedure needs: the table below names the reads of registrations and commerce data, the
 * match writes and token management; any other read needs `read`, any other write `admin`; a public
 * write (a cart, a registration form) needs nothing, as it needs nothing of anyone.
 */
import type { ApiTokenScope } from "@shared/api-tokens";
import type { SessionUser } from "../trpc";

/** Never a token's, whatever its scopes: managing tokens (a token cannot mint or revoke tokens), changing a password. */
export const SESSION_ONLY = "session-only";
type Need = ApiTokenScope | typeof SESSION_ONLY | null;

/** Procedures (by tRPC path, or a path prefix ending in `.`) needing more than their kind's default. */
export const PROCEDURE_TOKEN_SCOPES: Record<string, Need> = {
  "admin.tokens.": SESSION_ONLY,
  "auth.changePassword": SESSION_ONLY,
  // Registrations and people's contact details.
  "registrations.": "registrations:read",
  "admin.registrations": "registrations:read",
  "admin.registration": "registrations:read",
  "admin.registrationsCsv": "registrations:read",
  "players.adminList": "registrations:read",
  "players.adminByTeam": "registrations:read",
  "staff.adminList": "registrations:read",
  "sponsors.inquiries": "registrations:read",
  // Money.
  "commerce.orders": "commerce:read",
  "commerce.jerseyOrders": "commerce:read",
  "commerce.franchise.adminDashboard": "commerce:read",
  // Match writes: scheduling, status and score, events, line-ups, officials, sign-off, drawing lots.
  "matches.create": "matches:write",
  "matches.update": "matches:write",
  "matches.addEvent": "matches:write",
  "matches.deleteEvent": "matches:write",
  "matches.setLineup": "matches:write",
  "matches.setOfficials": "matches:write",
  "matches.signOff": "matches:write",
  "matches.drawLots": "matches:write",
};

/** What a token must hold to call the procedure at `path` (null: nothing). */
export function tokenScopeNeeded(path: string, type: string, publicWrite: boolean): Need {
  const listed = Object.entries(PROCEDURE_TOKEN_SCOPES).find(([key]) =>
    key.endsWith(".") ? path.startsWith(key) : path === key,
  );
  if (listed?.[1] === SESSION_ONLY) return SESSION_ONLY;
  if (publicWrite) return null;
  if (listed) return listed[1];
  return type === "query" ? "read" : "admin";
}

/**
 * Why the caller's token may not call the procedure at `path` (null: it may, or no token came): token
 * management is never a token's, anything else needs the procedure's scope.
 */
export function tokenRefusal(
  user: SessionUser | null | undefined,
  path: string,
  type: string,
  publicWrite: boolean,
): { key: "errors.token.sessionOnly" } | { key: "errors.token.scope"; scope: ApiTokenScope } | null {
  if (!user?.apiToken) return null;
  const need = tokenScopeNeeded(path, type, publicWrite);
  if (need === SESSION_ONLY) return { key: "errors.token.sessionOnly" };
  return need && !tokenHolds(user, need) ? { key: "errors.token.scope", scope: need } : null;
}

/** Whether the caller's token (if the call came with one) holds `scope`; `admin` holds every scope. */
export function tokenHolds(user: SessionUser | null | undefined, scope: ApiTokenScope) {
  const token = user?.apiToken;
  if (!token) return true;
  return token.scopes.includes(scope) || token.scopes.includes("admin");
}
