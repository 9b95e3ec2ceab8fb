import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { ipv6Groups, mappedIpv4 } from "../../server/ip-address";

/**
 * Fetches a sponsor logo for the jersey designer when its own server does not allow cross-origin
 * use (a canvas that drew such an image can no longer be exported). The logo comes back as a data
 * URL, so the canvas stays exportable. The fetch is a server-side request to an address a visitor
 * chose, so it only goes to public internet addresses (checked when connecting, which also covers
 * redirects and DNS answers that change), only returns real images, and is small and quick.
 */

export type LogoRefusalReason =
  "invalidUrl" | "privateAddress" | "unreachable" | "notImage" | "tooLarge" | "tooSlow" | "targetBusy" | "visitorBusy" | "busy";

export class LogoRefusal extends Error {
  constructor(readonly reason: LogoRefusalReason) {
    super(`logo refused: ${reason}`);
  }
}

const NON_PUBLIC_V4 = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const)
  NON_PUBLIC_V4.addSubnet(net, prefix, "ipv4");
/**
 * Special-purpose blocks inside global unicast (2000::/3): protocol assignments (Teredo among them),
 * documentation, and 6to4, whose relays reach whatever IPv4 address the next 32 bits name.
 */
const SPECIAL_GLOBAL_V6 = new BlockList();
for (const [net, prefix] of [
  ["2001::", 23],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["3fff::", 20],
] as const) {
  SPECIAL_GLOBAL_V6.addSubnet(net, prefix, "ipv6");
}

/**
 * Whether an IP address is on the public internet. IPv6 must be global unicast (2000::/3) outside its
 * special blocks: an allow-list, so `::7f00:1` (IPv4-compatible), site-local `fec0::/10`, NAT64 and
 * whatever else is or becomes special are refused without being named. An IPv4-mapped address is
 * judged as the IPv4 address it is a connection to.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 4) return !NON_PUBLIC_V4.check(address, "ipv4");
  const groups = ipv6Groups(address);
  if (!groups) return false;
  const v4 = mappedIpv4(groups);
  if (v4) return isPublicAddress(v4);
  if ((groups[0] & 0xe000) !== 0x2000) return false;
  return !SPECIAL_GLOBAL_V6.check(groups.map((g) => g.toString(16)).join(":"), "ipv6");
}

const IMAGE_TYPES: Record<string, (b: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/gif": (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

export type LogoFetchOptions = {
  maxBytes?: number;
  /** One deadline for the whole fetch: lookups, connections, every redirect and the body. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** The visitor's request: when it goes away, the fetch stops (LogoFetchCancelled). */
  signal?: AbortSignal;
  /** Takes a place for a connection to `address` (released when that hop ends); null refuses it as busy. */
  claimTarget?: (address: string) => (() => void) | null;
  /** Which resolved addresses may be contacted; public ones only, except in this module's tests. */
  isAllowed?: (address: string) => boolean;
};

/** The visitor's request went away before the logo came: nobody is left to answer. */
export class LogoFetchCancelled extends Error {
  constructor() {
    super("logo fetch cancelled: the request went away");
  }
}

/** The logo at `url` as a data URL, or a LogoRefusal saying why not. */
export async function fetchLogoDataUrl(url: string, options: LogoFetchOptions = {}): Promise<string> {
  const { maxBytes = 1_000_000, timeoutMs = 5000, maxRedirects = 3, isAllowed = isPublicAddress } = options;
  const claimTarget = options.claimTarget ?? (() => () => {});
  const visitor = options.signal;
  const signal = AbortSignal.any([AbortSignal.timeout(timeoutMs), ...(visitor ? [visitor] : [])]);
  // Why the fetch stopped: a visitor who left is not told anything; a deadline is the logo server's fault.
  const stopped = () => (visitor?.aborted ? new LogoFetchCancelled() : new LogoRefusal("tooSlow"));
  let current = parseHttpUrl(url);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    if (signal.aborted) throw stopped();
    const answer = await get(current, { maxBytes, isAllowed, claimTarget, signal, stopped });
    if ("redirect" in answer) {
      current = parseHttpUrl(new URL(answer.redirect, current).toString());
      continue;
    }
    const check = IMAGE_TYPES[answer.contentType];
    if (!check || !check(answer.body)) throw new LogoRefusal("notImage");
    return `data:${answer.contentType};base64,${answer.body.toString("base64")}`;
  }
  throw new LogoRefusal("unreachable");
}

function parseHttpUrl(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new LogoRefusal("invalidUrl");
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password)
    throw new LogoRefusal("invalidUrl");
  return url;
}

type Answer = { redirect: string } | { contentType: string; body: Buffer };
type Hop = Required<Pick<LogoFetchOptions, "maxBytes" | "isAllowed" | "claimTarget">> & {
  signal: AbortSignal;
  stopped: () => Error;
};

/** One request of the fetch; whatever ends it (answer, error, deadline, visitor gone) frees its target's place. */
async function get(url: URL, { maxBytes, isAllowed, claimTarget, signal, stopped }: Hop): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  const releases: (() => void)[] = [];
  let ended = false;
  // Every address the connection may go to (it tries them in turn) takes a place, or none does.
  const claim = (addresses: string[]) => {
    for (const address of new Set(addresses)) {
      const taken = claimTarget(address);
      if (!taken) {
        releases.splice(0).forEach((release) => release());
        throw new LogoRefusal("targetBusy");
      }
      releases.push(taken);
    }
  };
  // A literal IP is connected to without a lookup, so it is checked here; names are checked as they resolve.
  if (isIP(host)) {
    if (!isAllowed(host)) throw new LogoRefusal("privateAddress");
    claim([host]);
  }
  const checkedLookup: LookupFunction = (hostname, opts, callback) => {
    lookup(hostname, { ...opts, all: true }, (err, addresses) => {
      // A lookup cannot be cancelled: an answer arriving after the hop ended must not take a place.
      if (ended) return callback(stopped(), "", 4);
      if (err) return callback(err, "", 4);
      if (!addresses.length || addresses.some((a) => !isAllowed(a.address)))
        return callback(new LogoRefusal("privateAddress"), "", 4);
      try {
        claim(addresses.map((a) => a.address));
      } catch (refusal) {
        return callback(refusal as LogoRefusal, "", 4);
      }
      if (opts.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
  const client = url.protocol === "https:" ? https : http;
  const headers = { accept: "image/png,image/jpeg,image/gif,image/webp", "user-agent": "TradesCup-logo-fetch/1.0" };
  let req: http.ClientRequest | undefined;
  let abort = () => {};
  try {
    return await new Promise<Answer>((resolve, reject) => {
      // The deadline or the visitor leaving ends the hop at whatever stage it is in (lookup, connect, body).
      abort = () => reject(stopped());
      if (signal.aborted) return abort();
      signal.addEventListener("abort", abort, { once: true });
      // No shared agent: each hop opens its own connection, so each passes the lookup's checks and takes its place.
      req = client.get(url, { lookup: checkedLookup, headers, agent: false }, (res) => {
        const status = res.statusCode ?? 0;
        if (status >= 300 && status < 400 && res.headers.location) return resolve({ redirect: res.headers.location });
        const contentType = (res.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
        if (status !== 200) return reject(new LogoRefusal("unreachable"));
        if (!IMAGE_TYPES[contentType]) return reject(new LogoRefusal("notImage"));
        if (Number(res.headers["content-length"] ?? 0) > maxBytes) return reject(new LogoRefusal("tooLarge"));
        const chunks: Buffer[] = [];
        let size = 0;
        res.on("data", (chunk: Buffer) => {
          size += chunk.length;
          if (size > maxBytes) return reject(new LogoRefusal("tooLarge"));
          chunks.push(chunk);
        });
        res.on("end", () => resolve({ contentType, body: Buffer.concat(chunks) }));
        res.on("error", () => reject(new LogoRefusal("unreachable")));
      });
      req.on("error", (error) => reject(error instanceof LogoRefusal ? error : new LogoRefusal("unreachable")));
    });
  } finally {
    // Settled one way or another: nothing more is read, the connection closes and the target's place is free.
    signal.removeEventListener("abort", abort);
    ended = true;
    req?.destroy();
    releases.forEach((release) => release());
  }
}
