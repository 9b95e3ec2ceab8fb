import type { NextFunction, Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translate } from "../i18n";
import { requestLang } from "../context";
import { requestHost } from "../proxy";
import { errorBody } from "../rest";
import { getRuntime } from "../runtime";
import { authenticateRequest, clearSessionCookie, readBearerToken, readCookie, readSessionToken, setSessionCookie, setSignedInHint } from "./session";
import { SIGNED_IN_COOKIE } from "@shared/signed-in-cookie";

/**
 * Resolves the request's session (or API token) before any handler runs, and sends the cookie back when the
 * session slid forward (new expiry) or is gone (cleared), so the browser's copy follows the server's.
 * An answer to a signed-in user may carry what only they may see: no cache (browser or proxy) keeps it.
 * A session cookie without its script-readable hint (shared/signed-in-cookie.ts) gets the hint.
 */
export async function sessionMiddleware(req: Request, res: Response, next: NextFunction) {
  try {
    if (!readSessionToken(req) && !readBearerToken(req)) return next();
    const { orm } = await getRuntime();
    const auth = await authenticateRequest(orm.em.fork() as EntityManager, req);
    if (auth.user) res.setHeader("Cache-Control", "no-store");
    if (auth.cookie && "renew" in auth.cookie) setSessionCookie(res, auth.cookie.renew.token, auth.cookie.renew.expiresAt);
    else if (auth.cookie) clearSessionCookie(res);
    else if (auth.user && readSessionToken(req) && !readCookie(req.headers.cookie, SIGNED_IN_COOKIE)) setSignedInHint(res);
    next();
  } catch (error) {
    next(error);
  }
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origins this server answers as: the host asked for (a trusted proxy's forwarded host) and PUBLIC_URL. */
function allowedHosts(req: Request) {
  const hosts = new Set<string>();
  const host = requestHost(req);
  if (host) hosts.add(host);
  if (process.env.PUBLIC_URL) hosts.add(new URL(process.env.PUBLIC_URL).host.toLowerCase());
  return hosts;
}

function originHost(origin: string) {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return null;
  }
}

/**
 * CSRF defence for mutations a browser could send with our cookie: when a write carries the session
 * cookie, or comes from a browser at all (it then names its Origin), the Origin must be this site.
 * Writes without cookie and without Origin (REST partners with a bearer token, curl) pass.
 */
export function originCheck(req: Request, res: Response, next: NextFunction) {
  if (SAFE_METHODS.has(req.method)) return next();
  const origin = req.headers.origin;
  if (origin === undefined && !readSessionToken(req)) return next();
  const host = origin ? originHost(origin) : null;
  if (host && allowedHosts(req).has(host)) return next();
  const message = translate(requestLang(req), "errors.badOrigin");
  if (req.path.startsWith("/api") || req.path.startsWith("/trpc")) res.status(403).json(errorBody("FORBIDDEN", message));
  else res.status(403).type("text").send(message);
}
