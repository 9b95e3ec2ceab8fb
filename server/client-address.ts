/**
 * Who the client of a request is: its address (and the key every per-address limit counts it by), the
 * host and scheme it asked for, and the site's origin. `X-Forwarded-*` count only with TRUST_PROXY=true:
 * anyone can send those headers, so they are believed only when every request reaches the app through a
 * reverse proxy that sets them (see docs/decisions/102-faults-and-abuse.md). Read per request from the
 * environment (validated at start in server/env.ts).
 */
import type { IncomingMessage } from "node:http";
import { isIP } from "node:net";
import { addressKey } from "./ip-address";

/** Whether `X-Forwarded-*` are believed (TRUST_PROXY=true). */
const trustsProxy = () => process.env.TRUST_PROXY === "true";

function headerValues(req: IncomingMessage, name: string) {
  const raw = req.headers[name];
  const joined = Array.isArray(raw) ? raw.join(",") : (raw ?? "");
  return joined
    .split(",")
    .map((v) => v.trim())
    .filter(Boolean);
}

/**
 * The client's address, for rate limits. Behind a trusted proxy: the last `X-Forwarded-For` entry,
 * the one our proxy appended (earlier entries come from the client and prove nothing).
 */
function clientAddress(req: IncomingMessage): string {
  const socket = req.socket?.remoteAddress ?? "unknown";
  if (!trustsProxy()) return socket;
  const forwarded = headerValues(req, "x-forwarded-for").at(-1);
  return forwarded && isIP(forwarded) ? forwarded : socket;
}

/**
 * The client as rate limits and caps count it: its address, an IPv6 client by its /64 (one subscriber's
 * network; server/ip-address.ts). Every per-address key is built from this (Context.ip).
 */
export function clientKey(req: IncomingMessage): string {
  return addressKey(clientAddress(req));
}

/**
 * The host the visitor asked for (its Host, or behind a trusted proxy the first X-Forwarded-Host), as a
 * URL names it: lower case, a default port and other spellings of the same address (`127.1`) made one.
 * Undefined when there is none or it is no host at all (a path, user info…): such a request is refused
 * (server/hosts.ts).
 */
export function requestHost(req: IncomingMessage): string | undefined {
  const forwarded = trustsProxy() ? headerValues(req, "x-forwarded-host")[0] : undefined;
  const raw = forwarded ?? req.headers.host;
  return raw ? parseHost(raw, isHttpsRequest(req) ? "https" : "http") : undefined;
}

/** `host[:port]` as a URL of `scheme` normalises it, or undefined when the text holds anything else (a path, user info…). */
export function parseHost(raw: string, scheme: "http" | "https" = "http"): string | undefined {
  if (/[\s/\\@?#]/.test(raw)) return undefined;
  try {
    return new URL(`${scheme}://${raw}`).host || undefined;
  } catch {
    return undefined;
  }
}

/** HTTPS directly, or behind a trusted proxy that says the visitor used HTTPS. */
export function isHttpsRequest(req: IncomingMessage): boolean {
  if ((req.socket as { encrypted?: boolean } | undefined)?.encrypted) return true;
  return trustsProxy() && headerValues(req, "x-forwarded-proto")[0]?.toLowerCase() === "https";
}

/**
 * The site's origin for absolute links in pages (canonical, hreflang alternates, share cards): PUBLIC_URL
 * when set, else the scheme and host the visitor asked for. Anyone can send any Host header, so a page
 * built from it must be cached under that origin (server/http-cache.ts keys pages on it).
 */
export function siteOrigin(req: IncomingMessage): string {
  if (process.env.PUBLIC_URL) return new URL(process.env.PUBLIC_URL).origin;
  return `${isHttpsRequest(req) ? "https" : "http"}://${requestHost(req) ?? "localhost"}`;
}

/**
 * The origin of links sent away from the page (mail): PUBLIC_URL when set, else the address this server
 * was reached on, its socket's own, which no header can change. Never the Host header: on loopback any
 * port is answered, so a Host would mail a link to whatever port the sender names.
 */
export function linkOrigin(req: IncomingMessage | undefined): string {
  if (process.env.PUBLIC_URL) return new URL(process.env.PUBLIC_URL).origin;
  const socket = req?.socket;
  if (!socket?.localAddress || !socket.localPort) return "http://localhost:3000";
  const address = socket.localAddress.replace(/^::ffff:(?=\d+\.)/, "");
  const host = address.includes(":") ? `[${address}]` : address;
  return `${"encrypted" in socket && socket.encrypted ? "https" : "http"}://${host}:${socket.localPort}`;
}
