import type { IncomingMessage, ServerResponse } from "node:http";
import type { EntityManager } from "@mikro-orm/postgresql";
import { ApiToken, Session, User } from "../../db/entities/index";
import type { SessionUser } from "../trpc";
import { isHttpsRequest } from "../client-address";
import { requestCookies } from "../cookies";
import {
  checkSessionExpiry,
  generateSessionToken,
  hashToken,
  isSessionToken,
  newSessionExpiry,
  SESSION_DURATION_MS,
} from "./tokens";
import { SIGNED_IN_COOKIE } from "@shared/signed-in-cookie";

/**
 * Sessions as the Lucia project documents them: a random token in an HttpOnly, SameSite=Lax cookie,
 * only its SHA-256 stored, 30-day sliding expiry. REST partners may send an API token as
 * `Authorization: Bearer …` instead.
 */
export const SESSION_COOKIE = "session";

/** A bearer token's last use is written at most this often, so reads do not turn into writes. */
const TOKEN_TOUCH_MS = 5 * 60 * 1000;

type UserRow = { id: string; email: string; role: string; firstName: string; lastName: string };
const toSessionUser = (u: UserRow): SessionUser => ({
  id: u.id,
  email: u.email,
  role: u.role,
  firstName: u.firstName,
  lastName: u.lastName,
});

/** A session's last use is written at most this often, as a bearer token's is. */
const SESSION_TOUCH_MS = TOKEN_TOUCH_MS;

/** The request's User-Agent as a session keeps it: at most 255 characters, none when absent. */
export function sessionUserAgent(req: IncomingMessage | undefined) {
  const agent = req?.headers["user-agent"]?.trim();
  return agent ? agent.slice(0, 255) : null;
}

export async function createSession(em: EntityManager, userId: string, now = new Date(), userAgent: string | null = null) {
  const token = generateSessionToken();
  const expiresAt = newSessionExpiry(now);
  await em.insert(Session, { id: hashToken(token), userId, expiresAt, createdAt: now, lastSeenAt: now, userAgent });
  return { token, expiresAt };
}

export type ValidSession = { user: SessionUser; expiresAt: Date; renewed: boolean };

/** The session's user, extending the session when it is in its second half; null when unknown or expired. */
async function validateSessionToken(em: EntityManager, token: string, now = new Date()): Promise<ValidSession | null> {
  const id = hashToken(token);
  const session = await em.findOne(Session, id, { disableIdentityMap: true });
  if (!session) return null;
  const check = checkSessionExpiry(session.expiresAt, now);
  if (check.state === "expired") {
    await em.nativeDelete(Session, { id });
    return null;
  }
  const user = await em.findOne(User, session.userId, { disableIdentityMap: true });
  if (!user) return null;
  if (check.state !== "renew" && (!session.lastSeenAt || now.getTime() - session.lastSeenAt.getTime() > SESSION_TOUCH_MS))
    await em.nativeUpdate(Session, { id }, { lastSeenAt: now });
  if (check.state === "renew") {
    await em.nativeUpdate(Session, { id }, { expiresAt: check.expiresAt, lastSeenAt: now });
    return { user: toSessionUser(user), expiresAt: check.expiresAt, renewed: true };
  }
  return { user: toSessionUser(user), expiresAt: session.expiresAt, renewed: false };
}

export async function invalidateSession(em: EntityManager, token: string) {
  await em.nativeDelete(Session, { id: hashToken(token) });
}

/** Signs a user out everywhere (password change, removed admin). */
export async function invalidateUserSessions(em: EntityManager, userId: string) {
  await em.nativeDelete(Session, { userId });
}

/** The user an API token acts for, with its scopes, or null when it is unknown, revoked or expired. */
async function validateApiToken(em: EntityManager, token: string, now = new Date()): Promise<SessionUser | null> {
  const row = await em.findOne(
    ApiToken,
    { tokenHash: hashToken(token), revokedAt: null, expiresAt: { $gt: now } },
    { disableIdentityMap: true },
  );
  if (!row) return null;
  const user = await em.findOne(User, row.userId, { disableIdentityMap: true });
  if (!user) return null;
  if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > TOKEN_TOUCH_MS) {
    await em.nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: now });
  }
  return { ...toSessionUser(user), apiToken: { id: row.id, name: row.name, scopes: row.scopes } };
}

/** The session cookie's value as sent (the `cookie` package's reading: server/cookies.ts), or null without one. */
export function readSessionToken(req: IncomingMessage) {
  return requestCookies(req)[SESSION_COOKIE] || null;
}

export function readBearerToken(req: IncomingMessage) {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : null;
}

export function sessionCookie(token: string, expiresAt: Date, secure: boolean) {
  return `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Expires=${expiresAt.toUTCString()}${secure ? "; Secure" : ""}`;
}

export function blankSessionCookie(secure: boolean) {
  return `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** The script-readable hint that a session cookie is there (shared/signed-in-cookie.ts); no expiry drops it. */
function signedInCookie(expiresAt: Date | null, secure: boolean) {
  const life = expiresAt ? `Expires=${expiresAt.toUTCString()}` : "Max-Age=0";
  return `${SIGNED_IN_COOKIE}=${expiresAt ? "1" : ""}; Path=/; SameSite=Lax; ${life}${secure ? "; Secure" : ""}`;
}

export function setSessionCookie(res: ServerResponse | undefined, token: string, expiresAt: Date) {
  if (!res || res.headersSent) return;
  const secure = isHttpsRequest(res.req);
  res.appendHeader("Set-Cookie", [sessionCookie(token, expiresAt, secure), signedInCookie(expiresAt, secure)]);
}

export function clearSessionCookie(res: ServerResponse | undefined) {
  if (!res || res.headersSent) return;
  const secure = isHttpsRequest(res.req);
  res.appendHeader("Set-Cookie", [blankSessionCookie(secure), signedInCookie(null, secure)]);
}

/** A valid session whose browser lacks the hint (a session from before the hint existed): the hint, for the longest a session lives. */
export function setSignedInHint(res: ServerResponse) {
  if (!res.headersSent)
    res.appendHeader("Set-Cookie", signedInCookie(new Date(Date.now() + SESSION_DURATION_MS), isHttpsRequest(res.req)));
}

export type RequestAuth = {
  user: SessionUser | null;
  /** An API token came that is unknown, revoked or expired: the API answers 401 rather than treat the call as anonymous. */
  tokenRefused?: boolean;
  /** What the response must do with the session cookie: renew its expiry, or drop a dead one. */
  cookie: { renew: { token: string; expiresAt: Date } } | { clear: true } | null;
};

/**
 * Whether a request brings anything to authenticate: a session cookie or an API token. Without either
 * it is anonymous, decided at once and without the database — the page cache's shortcut before
 * Express asks exactly this, so it replays nothing to a request authentication would see otherwise.
 */
export function hasCredentials(req: IncomingMessage) {
  return readBearerToken(req) !== null || readSessionToken(req) !== null;
}

const ANONYMOUS: RequestAuth = { user: null, cookie: null };
const resolved = new WeakMap<IncomingMessage, Promise<RequestAuth>>();

async function authenticate(req: IncomingMessage, em: () => EntityManager | Promise<EntityManager>): Promise<RequestAuth> {
  const bearer = readBearerToken(req);
  if (bearer) {
    const user = await validateApiToken(await em(), bearer);
    return { user, cookie: null, tokenRefused: !user };
  }
  return authenticateSession(req, em);
}

async function authenticateSession(req: IncomingMessage, em: () => EntityManager | Promise<EntityManager>): Promise<RequestAuth> {
  const token = readSessionToken(req);
  if (!token) return ANONYMOUS;
  // Not a token we could have made (`session=%`, `%E0%A4%A`, junk): no session, and the browser drops it.
  if (!isSessionToken(token)) return { user: null, cookie: { clear: true } };
  const session = await validateSessionToken(await em(), token);
  if (!session) return { user: null, cookie: { clear: true } };
  return { user: session.user, cookie: session.renewed ? { renew: { token, expiresAt: session.expiresAt } } : null };
}

/**
 * Authenticates a request once; the session middleware, the tRPC context, loaders and the page cache
 * share the answer. `em` is asked for only when there is a credential to look up.
 */
export function authenticateRequest(
  req: IncomingMessage,
  em: () => EntityManager | Promise<EntityManager>,
): Promise<RequestAuth> {
  let pending = resolved.get(req);
  if (!pending) {
    pending = authenticate(req, em);
    resolved.set(req, pending);
  }
  return pending;
}

/**
 * How a page (a route's loader or action) authenticates: by the session cookie alone. An API token is a
 * partner's credential for /api; a page is for a browser, so it ignores an `Authorization: Bearer`
 * header, valid or junk, and answers as it would without it.
 */
export function authenticatePageRequest(
  req: IncomingMessage,
  em: () => EntityManager | Promise<EntityManager>,
): Promise<RequestAuth> {
  return readBearerToken(req) ? authenticateSession(req, em) : authenticateRequest(req, em);
}

/** The signed-in user of a request (session cookie, or an API token for REST partners), or null. */
export async function resolveUser(em: EntityManager, req: IncomingMessage): Promise<SessionUser | null> {
  return (await authenticateRequest(req, () => em)).user;
}
