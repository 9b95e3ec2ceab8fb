import type { ServerResponse } from "node:http";

/** How long clients are told to wait before retrying while the database is unreachable. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

// Socket-level failures, PostgreSQL's "connection exception" class (08…), and the server going away
// or still starting (57P01–57P03).
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);
const DRIVER_MESSAGES =
  /Connection terminated|connection error|Client was closed|Timeout acquiring a connection|Connection ended unexpectedly/i;

/**
 * Whether an error means "the database cannot be reached" (its fault, not the request's, and
 * worth retrying) rather than a bug. Looks through wrapped causes (ORM, tRPC).
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === "object" && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, name, message } = e as { code?: unknown; name?: unknown; message?: unknown };
    if (typeof code === "string" && (NETWORK_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)))
      return true;
    if (name === "KnexTimeoutError" || name === "ConnectionException") return true;
    if (typeof message === "string" && DRIVER_MESSAGES.test(message)) return true;
  }
  return false;
}

/** Adds Retry-After to a response about to say 503 (harmless once headers are gone). */
export function setRetryAfter(res: ServerResponse | undefined) {
  if (res && !res.headersSent) res.setHeader("Retry-After", String(OUTAGE_RETRY_AFTER_SECONDS));
}

/**
 * For responses rendered by code that reports errors its own way (React Router pages): once
 * `markUnavailable` was called for the request, a 5xx answer goes out as 503 with Retry-After.
 */
export function outageStatus(res: ServerResponse) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    if (unavailable.has(res) && (args[0] ?? res.statusCode) >= 500) {
      args[0] = 503;
      res.statusMessage = "Service Unavailable";
      setRetryAfter(res);
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}
const unavailable = new WeakSet<ServerResponse>();
export const markUnavailable = (res: ServerResponse | undefined) => res && unavailable.add(res);
