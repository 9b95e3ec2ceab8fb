import type { IncomingMessage } from "node:http";
import type { NextFunction, Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translate } from "../i18n";
import { requestLang } from "../context";
import { isHttpsRequest, requestHost } from "../client-address";
import { errorBody } from "../rest";
import { corsOrigins } from "../http-api";
import { getRuntime } from "../runtime";
import { requestCookies } from "../cookies";
import {
  authenticateRequest,
  clearSessionCookie,
  hasCredentials,
  readSessionToken,
  setSessionCookie,
  setSignedInHint,
} from "./session";
import { SIGNED_IN_COOKIE } from "@shared/signed-in-cookie";

/** Who sent the request, resolved once (server/auth/session.ts): anonymous at once when it carries no credential. */
export function requestAuth(req: IncomingMessage) {
  return authenticateRequest(req, async () => (await getRuntime()).orm.em.fork() as EntityManager);
}

/**
 * Resolves the request's session (or API token) before any handler runs, and sends the cookie back when the
 * session slid forward (new expiry) or is gone (cleared: unknown, expired, or not a token at all), so the
 * browser's copy follows the server's.
 * An answer to a signed-in user may carry what only they may see: no cache (browser or proxy) keeps it.
 * A session cookie without its script-readable hint (shared/signed-in-cookie.ts) gets the hint.
 */
export async function sessionMiddleware(req: Request, res: Response, next: NextFunction) {
  try {
    if (!hasCredentials(req)) return next();
    const auth = await requestAuth(req);
    if (auth.user) res.setHeader("Cache-Control", "no-store");
    if (auth.cookie && "renew" in auth.cookie) setSessionCookie(res, auth.cookie.renew.token, auth.cookie.renew.expiresAt);
    else if (auth.cookie) clearSessionCookie(res);
    else if (auth.user && readSessionToken(req) && !requestCookies(req)[SIGNED_IN_COOKIE]) setSignedInHint(res);
    next();
  } catch (error) {
    next(error);
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The origins this server answers as, scheme, host and port each: the one the visitor asked for (its
 * Host, or a trusted proxy's forwarded host and scheme) and PUBLIC_URL's.
 */
function allowedOrigins(req: Request) {
  const origins = new Set<string>();
  const own = webOrigin(`${isHttpsRequest(req) ? "https" : "http"}://${requestHost(req) ?? ""}`);
  if (own) origins.add(own);
  if (process.env.PUBLIC_URL) origins.add(new URL(process.env.PUBLIC_URL).origin);
  return origins;
}

/** An origin as `URL` serialises it (lower case, default port left out), or null when it is none. */
function webOrigin(value: string) {
  try {
    const { origin } = new URL(value);
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * CSRF defence for mutations a browser could send with our cookie: when a write carries the session
 * cookie, or comes from a browser at all (it then names its Origin), the Origin must be this site:
 * the same scheme, host and port (`https://host:port` is another site than `http://host:port`).
 * Writes without cookie and without Origin (REST partners with a bearer token, curl) pass, and so do
 * API writes without the cookie from a partner's page on a CORS_ORIGINS origin (it sends its token).
 */
export function originCheck(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  if (origin === undefined && !readSessionToken(req)) return next();
  const from = origin ? webOrigin(origin) : null;
  if (from && allowedOrigins(req).has(from)) return next();
  if (from && !readSessionToken(req) && req.path.startsWith("/api/") && corsOrigins(process.env.CORS_ORIGINS).includes(from))
    return next();
  const message = translate(requestLang(req), "errors.badOrigin");
  if (req.path.startsWith("/api") || req.path.startsWith("/trpc")) res.status(403).json(errorBody("FORBIDDEN", message));
  else res.status(403).type("text").send(message);
}
