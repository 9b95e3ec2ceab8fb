import type { IncomingMessage } from "node:http";
import { isHttpsRequest } from "../client-address";
import type { Context } from "../trpc";
import { requestCookies } from "../cookies";
import { generateSessionToken, hashToken } from "./tokens";

/**
 * An anonymous browser's identity for what it makes without an account — a jersey design (decision
 * 107): a random token in an HttpOnly cookie, set the first time it is needed, kept a year; only its
 * SHA-256 is stored beside what it owns. Unlike the cart's id (chosen by the page script, sent in URLs
 * and bodies), no script and no URL ever carries it.
 */
export const VISITOR_COOKIE = "visitor";
const VISITOR_MAX_AGE_S = 365 * 24 * 3600;
const TOKEN = /^[a-z2-7]{32}$/;

/** The visitor token the request carries, or null (none, or not one this server issued). */
export function readVisitorToken(req: IncomingMessage): string | null {
  const token = requestCookies(req)[VISITOR_COOKIE];
  return token && TOKEN.test(token) ? token : null;
}

/** The stored key of the caller's browser, or null when it has no visitor cookie. */
export function visitorKey(ctx: Pick<Context, "visitor">): string | null {
  return ctx.visitor ? hashToken(ctx.visitor) : null;
}

/**
 * The stored key of the caller's browser, giving it a visitor cookie first when it has none. Without a
 * response to set it on (an in-process caller), the browser stays anonymous: null.
 */
export function ensureVisitorKey(ctx: Pick<Context, "visitor" | "res">): string | null {
  if (!ctx.visitor && ctx.res && !ctx.res.headersSent) {
    const token = generateSessionToken();
    const secure = isHttpsRequest(ctx.res.req);
    ctx.res.appendHeader(
      "Set-Cookie",
      `${VISITOR_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${VISITOR_MAX_AGE_S}${secure ? "; Secure" : ""}`,
    );
    ctx.visitor = token;
  }
  return visitorKey(ctx);
}
