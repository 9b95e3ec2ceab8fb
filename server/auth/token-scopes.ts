/**
 * The one place that decides what an API token may call (docs/decisions/116, 121). A token acts as the
 * admin who created it, but only within its scopes: every procedure's builder runs `tokenGuard`
 * (server/trpc.ts) before its own gate, and it refuses a token whose scopes do not cover the procedure
 * with 403, naming the scope it needed. Handlers never look at scopes.
 *
 * Every procedure is named in the table below with what a token needs to call it: one scope, several
 * (all of them), nothing (a public write: a cart, a registration form), or never a token's. A procedure
 * missing from the table is refused to every token, and server/auth/token-scopes.test.ts fails on it, so
 * a new procedure ships only with its token scope decided. An operation that answers people's names,
 * addresses or phones needs a personal-data scope (`PERSONAL_DATA_SCOPES`); test/token-personal-data.test.ts
 * walks every query with a token of each kind to hold the table to that.
 */
import type { ApiTokenScope } from "@shared/api-tokens";
import type { SessionUser } from "../trpc";

/** Never a token's, whatever its scopes: managing tokens (a token cannot mint or revoke tokens), changing a password. */
export const SESSION_ONLY = "session-only";
/** A public write, which needs nothing of anyone and so nothing of a token. */
export const NO_SCOPE = "none";
export type TokenNeed = ApiTokenScope | readonly ApiTokenScope[] | typeof SESSION_ONLY | typeof NO_SCOPE;

/** The scopes whose description says they reach people's names and contact details. */
export const PERSONAL_DATA_SCOPES: readonly ApiTokenScope[] = ["people:read", "registrations:read"];

/** Orders name their customers: both the money and the people scope. */
const CUSTOMERS = ["commerce:read", "people:read"] as const;

/** What a token needs for each procedure, by tRPC path. */
export const PROCEDURE_TOKEN_SCOPES: Record<string, TokenNeed> = {
  // Never a token's.
  "admin.tokens.list": SESSION_ONLY,
  "admin.tokens.create": SESSION_ONLY,
  "admin.tokens.revoke": SESSION_ONLY,
  "auth.changePassword": SESSION_ONLY,
  // A captain offer is the signed-in person's own answer to a mail sent to them.
  "auth.captainOffer": SESSION_ONLY,
  "auth.acceptCaptainOffer": SESSION_ONLY,

  // Public writes: forms, carts, jersey designs, signing in.
  "newsletter.subscribe": NO_SCOPE,
  "forms.contact": NO_SCOPE,
  "forms.feedback": NO_SCOPE,
  "forms.newsletter": NO_SCOPE,
  "forms.report": NO_SCOPE,
  "forms.support": NO_SCOPE,
  "forms.event": NO_SCOPE,
  "sponsors.inquire": NO_SCOPE,
  "commerce.addToCart": NO_SCOPE,
  "commerce.updateCartItem": NO_SCOPE,
  "commerce.removeCartItem": NO_SCOPE,
  "commerce.createPaymentIntent": NO_SCOPE,
  "commerce.confirmDemoPayment": NO_SCOPE,
  "jerseys.create": NO_SCOPE,
  "jerseys.update": NO_SCOPE,
  "jerseys.copy": NO_SCOPE,
  "jerseys.addPlacement": NO_SCOPE,
  "registrations.applyPlayer": NO_SCOPE,
  "registrations.applyStaff": NO_SCOPE,
  "registrations.applySponsor": NO_SCOPE,
  "registrations.applyFranchise": NO_SCOPE,
  "registrations.createUser": NO_SCOPE,
  "registrations.registerPlayer": NO_SCOPE,
  "registrations.registerStaff": NO_SCOPE,
  "registrations.registerSponsor": NO_SCOPE,
  "registrations.registerFranchise": NO_SCOPE,
  "registrations.registerCompany": NO_SCOPE,
  "auth.login": NO_SCOPE,
  "auth.logout": NO_SCOPE,
  "auth.acceptInvitation": NO_SCOPE,
  "auth.requestPasswordReset": NO_SCOPE,
  "auth.confirmPasswordReset": NO_SCOPE,

  // Reads of the tournament (what a visitor sees) and admin lists without people's contact details.
  "home.stats": "read",
  "teams.list": "read",
  "teams.byId": "read",
  "teams.detail": "read",
  "teams.texts": "read",
  "players.list": "read",
  "players.byTeam": "read",
  "players.profile": "read",
  "matches.list": "read",
  "matches.overview": "read",
  "matches.live": "read",
  "matches.tournaments": "read",
  "matches.metrics": "read",
  "matches.detail": "read",
  "matches.events": "read",
  "matches.squad": "read",
  "sponsors.list": "read",
  "content.funFacts": "read",
  "content.mediaKit": "read",
  "commerce.products": "read",
  "commerce.inventory": "read",
  "commerce.cart": "read",
  "commerce.paymentConfig": "read",
  "commerce.order": "read",
  "commerce.franchise.dashboard": "read",
  "jerseys.byTeam": "read",
  "jerseys.logo": "read",
  "staff.list": "read",
  "staff.tasks": "read",
  "staff.adminTasks": "read",
  "admin.matches": "read",
  "admin.backups": "read",
  "admin.webhooks.list": "read",
  "admin.webhooks.deliveries": "read",
  "auth.checkAccountLink": "read",
  "insights.dashboard": "read",
  "insights.matchProbabilities": "read",
  "stats.topScorers": "read",
  "stats.assists": "read",
  "stats.cleanSheets": "read",
  "stats.fairPlay": "read",
  "stats.player": "read",
  "stats.headToHead": "read",

  // People's names and contact details: accounts and officials, players' and staff's contacts, the audit
  // trail and who changed a result, sponsor inquiries, the dashboard's contacts; the token's own account
  // too (its creator's address, profile and sessions), which a token lent to a partner does not need.
  "admin.people": "people:read",
  "admin.auditEvents": "people:read",
  "matches.resultChanges": "people:read",
  "admin.dashboard": "people:read",
  "players.adminList": "people:read",
  "players.adminByTeam": "people:read",
  "staff.adminList": "people:read",
  "sponsors.inquiries": "people:read",
  "sponsors.mine": "people:read",
  "auth.me": "people:read",
  "auth.whoami": "people:read",
  "auth.profile": "people:read",
  "auth.sessions": "people:read",
  // The mail the platform wrote: addresses, and bodies that carry one-time links (Admin → Mail).
  "admin.mail.list": "people:read",
  // A mail's body carries one-time links (an invitation sets an account's password): a signed-in admin's only.
  "admin.mail.read": SESSION_ONLY,

  // Registrations, each naming its registrant, and the mail sent to people.
  "registrations.players": "registrations:read",
  "registrations.staff": "registrations:read",
  "registrations.sponsors": "registrations:read",
  "registrations.franchises": "registrations:read",
  // Mail bodies, with their one-time links: a signed-in admin's only, never a token's.
  "registrations.outbox": SESSION_ONLY,
  "admin.registrations": "registrations:read",
  "admin.registration": "registrations:read",
  "admin.registrationsCsv": "registrations:read",
  "admin.report": "registrations:read",

  // Money: orders (with their customers) and franchise pay.
  "commerce.orders": CUSTOMERS,
  "commerce.jerseyOrders": CUSTOMERS,
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

  // Every other write.
  "teams.updateTexts": "admin",
  "teams.inviteCaptain": "admin",
  "players.create": "admin",
  "players.update": "admin",
  "commerce.franchise.addRosterMember": "admin",
  "commerce.franchise.addContract": "admin",
  "commerce.franchise.updateContract": "admin",
  "commerce.franchise.endContract": "admin",
  "commerce.franchise.setStock": "admin",
  "staff.add": "admin",
  "staff.createTask": "admin",
  "staff.updateTask": "admin",
  "admin.updateMetrics": "admin",
  "admin.updateTeamStats": "admin",
  "admin.reviewRegistration": "admin",
  "admin.reviewRegistrations": "admin",
  "admin.setCompanyListed": "admin",
  "admin.webhooks.create": "admin",
  "admin.webhooks.remove": "admin",
  "admin.webhooks.resend": "admin",
  "admin.invite": "admin",
  "admin.setPersonTeams": "admin",
  "admin.mail.resend": "admin",
  "auth.updateProfile": "admin",
  "auth.signOutEverywhere": "admin",
};

/** What a token must hold to call the procedure at `path`; one the table does not name is never a token's. */
export function tokenScopeNeeded(path: string): TokenNeed {
  return Object.hasOwn(PROCEDURE_TOKEN_SCOPES, path) ? PROCEDURE_TOKEN_SCOPES[path] : SESSION_ONLY;
}

/** The first scope of `need` the caller's token lacks (null: it holds them all, or the call came without a token). */
export function scopeLacking(user: SessionUser | null | undefined, need: ApiTokenScope | readonly ApiTokenScope[]) {
  const scopes: readonly ApiTokenScope[] = typeof need === "string" ? [need] : need;
  return scopes.find((scope) => !tokenHolds(user, scope)) ?? null;
}

/**
 * Why the caller's token may not call the procedure at `path` (null: it may, or no token came): token
 * management is never a token's, anything else needs the procedure's scope.
 */
export function tokenRefusal(
  user: SessionUser | null | undefined,
  path: string,
): { key: "errors.token.sessionOnly" } | { key: "errors.token.scope"; scope: ApiTokenScope } | null {
  if (!user?.apiToken) return null;
  const need = tokenScopeNeeded(path);
  if (need === SESSION_ONLY) return { key: "errors.token.sessionOnly" };
  const lacking = need === NO_SCOPE ? null : scopeLacking(user, need);
  return lacking ? { key: "errors.token.scope", scope: lacking } : null;
}

/** Whether the caller's token (if the call came with one) holds `scope`; `admin` holds every scope. */
export function tokenHolds(user: SessionUser | null | undefined, scope: ApiTokenScope) {
  const token = user?.apiToken;
  if (!token) return true;
  return token.scopes.includes(scope) || token.scopes.includes("admin");
}
