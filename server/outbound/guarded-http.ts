/**
 * The one way the server calls an address a user gave it: webhook endpoints, sponsor logos, push
 * endpoints (docs/decisions/119-guarded-outbound-http.md). Such an address could point into the
 * server's own network (its loopback services, the cloud's metadata address, the office LAN), so:
 * - only https://, and only hosts whose every address is public (IPv4 and IPv6, in any spelling);
 * - the name is resolved once, checked, and the connection goes to the checked address (the lookup is
 *   pinned), so a DNS answer that changes between the check and the connection cannot get through;
 * - a redirect is an answer, never followed; one deadline covers lookup, connection and body;
 * - a failure is a reason (unreachable, timed out…), never a socket's error text, which would tell a
 *   caller which internal ports are open.
 * `ALLOW_PRIVATE_NETWORK_URLS=true` (guardFromEnv) lets http:// and private addresses through, for tests
 * and local receivers only.
 */
import { lookup } from "node:dns/promises";
import http from "node:http";
import https from "node:https";
import { isIP, type LookupFunction } from "node:net";
import ipaddr from "ipaddr.js";

export type ResolvedAddress = { address: string; family: 4 | 6 };
/** Every address a name resolves to. */
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: Resolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));

export type OutboundGuard = {
  /** http:// and non-public addresses allowed: `ALLOW_PRIVATE_NETWORK_URLS=true`, for local tests only. */
  allowPrivateNetwork?: boolean;
  /** How names are resolved (tests answer as a rebinding DNS server would). */
  resolve?: Resolver;
  /** Which addresses count as public; tests stand a loopback address in for a public one. */
  isPublic?: (address: string) => boolean;
  /** Takes a place for a connection to `address`, released when the request ends; null refuses it as busy. */
  claimAddress?: (address: string) => (() => void) | null;
};

export type OutboundRequest = {
  method?: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** One deadline for lookup, connection, answer and body. */
  timeoutMs?: number;
  /** The caller's own reason to stop (its visitor went away): the failure is then `aborted`. */
  signal?: AbortSignal;
  /** The most of the body read; a longer one fails as `tooLarge`. 0: the body is not wanted. */
  maxBytes?: number;
};

export type OutboundFailureReason =
  "invalidUrl" | "notHttps" | "privateAddress" | "addressBusy" | "unreachable" | "timedOut" | "aborted" | "tooLarge";
/** Why a call did not get an answer; `detail` is for the server's own log, never for a caller. */
export type OutboundFailure = { ok: false; reason: OutboundFailureReason; detail?: string };
export type OutboundAnswer = { ok: true; status: number; headers: http.IncomingHttpHeaders; body: Buffer };

const DEFAULT_TIMEOUT_MS = 10_000;
const DEFAULT_MAX_BYTES = 1_000_000;
const GLOBAL_UNICAST_V6 = ipaddr.IPv6.parseCIDR("2000::/3");
/** IETF protocol assignments inside global unicast (Teredo among them), which ipaddr.js names only in part. */
const PROTOCOL_ASSIGNMENTS_V6 = ipaddr.IPv6.parseCIDR("2001::/23");

/**
 * Whether an address is on the public internet: what ipaddr.js calls plain `unicast` (not loopback,
 * private, link-local, unique-local, multicast, unspecified, carrier-grade NAT, documentation, 6to4,
 * NAT64…). IPv6 must also be global unicast (2000::/3) outside the protocol assignments: an allow-list,
 * so IPv4-compatible `::7f00:1`, unallocated space and whatever becomes special are refused unnamed.
 * An IPv4-mapped address is judged as the IPv4 address it connects to.
 */
export function isPublicAddress(address: string): boolean {
  const text = canonicalAddress(address);
  if (!text || !ipaddr.isValid(text)) return false;
  let ip = ipaddr.parse(text);
  if (ip instanceof ipaddr.IPv6 && ip.isIPv4MappedAddress()) ip = ip.toIPv4Address();
  if (ip.range() !== "unicast") return false;
  if (ip instanceof ipaddr.IPv4) return true;
  return ip.match(GLOBAL_UNICAST_V6) && !ip.match(PROTOCOL_ASSIGNMENTS_V6);
}

/**
 * An address as WHATWG URLs write it (IPv6 without its zone, in hex groups): ipaddr.js 2 reads an
 * IPv4-compatible `::8.8.8.8` as the mapped `::ffff:8.8.8.8`, which would pass it as public.
 */
function canonicalAddress(address: string): string | null {
  const family = isIP(address.replace(/%.*$/, ""));
  if (family === 4) return address;
  if (family !== 6) return null;
  return new URL(`http://[${address.replace(/%.*$/, "")}]`).hostname.slice(1, -1);
}

/** The guard the server's settings ask for. */
export const guardFromEnv = (env: { ALLOW_PRIVATE_NETWORK_URLS: "true" | "false" }): OutboundGuard => ({
  allowPrivateNetwork: env.ALLOW_PRIVATE_NETWORK_URLS === "true",
});

const failure = (reason: OutboundFailureReason, detail?: string): OutboundFailure => ({ ok: false, reason, detail });

/** Settles with `work`, or with `onAbort()` as soon as `signal` aborts (a lookup cannot be cancelled, only left). */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal, onAbort: () => T): Promise<T> {
  if (signal.aborted) return Promise.resolve(onAbort());
  return new Promise<T>((resolve, reject) => {
    const stop = () => resolve(onAbort());
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

/**
 * Where a URL may be called: its parsed form and the checked addresses the connection will use, or
 * why not. A name that does not resolve fails as `unreachable`.
 */
export async function checkOutboundUrl(
  value: string,
  guard: OutboundGuard = {},
  signal: AbortSignal = AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
): Promise<{ ok: true; url: URL; addresses: ResolvedAddress[] } | OutboundFailure> {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return failure("invalidUrl");
  }
  if ((url.protocol !== "https:" && url.protocol !== "http:") || url.username || url.password) return failure("invalidUrl");
  if (url.protocol === "http:" && !guard.allowPrivateNetwork) return failure("notHttps");
  // WHATWG parsing has already turned 2130706433, 0x7f000001 and 127.1 into 127.0.0.1.
  const host = url.hostname.replace(/^\[|\]$/g, "");
  let addresses: ResolvedAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) === 6 ? 6 : 4 }];
  else {
    const resolved = await untilAborted<ResolvedAddress[] | OutboundFailure>(
      (guard.resolve ?? systemResolver)(host).catch((e: unknown) => failure("unreachable", (e as { code?: string }).code)),
      signal,
      () => failure("timedOut", "lookup"),
    );
    if (!Array.isArray(resolved)) return resolved;
    if (!resolved.length) return failure("unreachable", "no address");
    addresses = resolved;
  }
  const isPublic = guard.isPublic ?? isPublicAddress;
  if (!guard.allowPrivateNetwork && addresses.some((a) => !isPublic(a.address))) return failure("privateAddress");
  return { ok: true, url, addresses };
}

/**
 * Calls `value` once (no redirect followed) and answers its status, headers and body, or why there is
 * no answer. The connection goes to the addresses checked, never to a second lookup's.
 */
export async function guardedRequest(
  value: string,
  request: OutboundRequest = {},
  guard: OutboundGuard = {},
): Promise<OutboundAnswer | OutboundFailure> {
  const { method = "GET", headers = {}, body, timeoutMs = DEFAULT_TIMEOUT_MS, maxBytes = DEFAULT_MAX_BYTES } = request;
  const deadline = AbortSignal.timeout(timeoutMs);
  const signal = request.signal ? AbortSignal.any([deadline, request.signal]) : deadline;
  const stopped = () => failure(request.signal?.aborted ? "aborted" : "timedOut");
  if (signal.aborted) return stopped();

  const checked = await checkOutboundUrl(value, guard, signal);
  if (!checked.ok) return checked.reason === "timedOut" ? stopped() : checked;
  if (signal.aborted) return stopped();

  // Every address the connection may try takes a place, or none does.
  const releases: (() => void)[] = [];
  for (const { address } of checked.addresses) {
    const release = guard.claimAddress ? guard.claimAddress(address) : () => {};
    if (!release) {
      releases.forEach((r) => r());
      return failure("addressBusy");
    }
    releases.push(release);
  }

  // The pinned lookup: the connection asks for the name and gets the addresses checked above. The Host
  // header and the TLS server name stay the name, so certificates and virtual hosts work as usual.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if (options.all) return (callback as unknown as (e: null, a: ResolvedAddress[]) => void)(null, checked.addresses);
    const [first] = checked.addresses;
    callback(null, first.address, first.family);
  };
  const client = checked.url.protocol === "https:" ? https : http;
  let req: http.ClientRequest | undefined;
  let abort = () => {};
  try {
    return await new Promise<OutboundAnswer | OutboundFailure>((resolve) => {
      abort = () => resolve(stopped());
      signal.addEventListener("abort", abort, { once: true });
      // No shared agent: a pooled connection could belong to another name's check.
      req = client.request(checked.url, { method, headers, lookup: pinned, agent: false }, (res) => {
        const answer = (data: Buffer): OutboundAnswer => ({
          ok: true,
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: data,
        });
        if (maxBytes === 0) return resolve(answer(Buffer.alloc(0)));
        if (Number(res.headers["content-length"] ?? 0) > maxBytes) return resolve(failure("tooLarge"));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return resolve(failure("tooLarge"));
          chunks.push(chunk);
        });
        res.on("end", () => resolve(answer(Buffer.concat(chunks))));
        res.on("error", (e) => resolve(failure("unreachable", e.message)));
      });
      req.on("error", (e: NodeJS.ErrnoException) => resolve(failure("unreachable", e.code ?? e.message)));
      req.end(body);
    });
  } finally {
    // Settled one way or another: nothing more is read, the connection closes and its places are free.
    signal.removeEventListener("abort", abort);
    req?.destroy();
    releases.forEach((r) => r());
  }
}
