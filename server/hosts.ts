import type { IncomingMessage, ServerResponse } from "node:http";
import { isIP } from "node:net";
import { requestLang } from "./context";
import { translate } from "./i18n";
import { requestHost } from "./client-address";
import { errorBody } from "./rest";

/**
 * The host names this site answers: PUBLIC_URL's, those in ALLOWED_HOSTS, and this machine's
 * own (localhost, loopback addresses) so that `npm start` works on a fresh machine. Pages link to
 * themselves absolutely under the host they were asked for when PUBLIC_URL is unset, and are cached per
 * host: any other Host would be written into canonical, og: and hreflang links and given a render and a
 * cache entry of its own. Read per request from the environment (validated at start in server/env.ts).
 */

/** A host name as compared here: lower case, no port, no brackets, no trailing dot. */
function bareName(host: string) {
  const name = host
    .toLowerCase()
    .replace(/:\d+$/, "")
    .replace(/^\[(.*)\]$/, "$1");
  return name.endsWith(".") ? name.slice(0, -1) : name;
}

/** This machine, however a local client spells it. */
function isLoopback(name: string) {
  if (name === "localhost" || name.endsWith(".localhost")) return true;
  if (isIP(name) === 4) return name.startsWith("127.");
  return name === "::1" || /^::ffff:127\./.test(name) || /^::ffff:7f[0-9a-f]{2}:/.test(name);
}

/** The names configured for this site: PUBLIC_URL's host and the ALLOWED_HOSTS list. */
export function configuredHosts(env: NodeJS.ProcessEnv = process.env): string[] {
  const listed = (env.ALLOWED_HOSTS ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean)
    .map(bareName);
  const publicHost = env.PUBLIC_URL ? [bareName(new URL(env.PUBLIC_URL).hostname)] : [];
  return [...new Set([...publicHost, ...listed])];
}

/** Whether the host this request asked for is one this site answers. */
export function isAllowedHost(req: IncomingMessage): boolean {
  const host = requestHost(req);
  if (!host) return false;
  const name = bareName(host);
  return isLoopback(name) || configuredHosts().includes(name);
}

/** One line for the start-up log: which hosts are answered. */
export function describeAllowedHosts(env: NodeJS.ProcessEnv = process.env): string {
  const configured = configuredHosts(env);
  const names = [...configured, "localhost and loopback addresses"].join(", ");
  const via = env.TRUST_PROXY === "true" ? " (as X-Forwarded-Host names them)" : "";
  const hint = configured.length ? "" : "; set PUBLIC_URL or ALLOWED_HOSTS to answer a public name";
  return `Answering requests for ${names}${via}; any other host gets 421${hint}`;
}

/**
 * Refuses a request for a host this site is not, before anything is rendered, cached or answered from
 * the cache: 421 Misdirected Request, a translated message that does not repeat the host. `/healthz`
 * is exempt: orchestrators probe it by address (Host: 10.0.0.7:3000), and it shows no host.
 */
export function hostGuard(req: IncomingMessage, res: ServerResponse, next: () => void) {
  if (isAllowedHost(req) || req.url === "/healthz") return next();
  const message = translate(requestLang(req), "errors.unknownHost");
  const api = /^\/(api|trpc)(\/|$|\?)/.test(req.url ?? "");
  res.writeHead(421, {
    "Content-Type": api ? "application/json; charset=utf-8" : "text/plain; charset=utf-8",
    "Cache-Control": "no-store",
  });
  res.end(api ? JSON.stringify(errorBody("MISDIRECTED_REQUEST", message)) : message);
}
