import { lookup } from "node:dns";
import http from "node:http";
import https from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";

/**
 * Fetches a sponsor logo for the jersey designer when its own server does not allow cross-origin
 * use (a canvas that drew such an image can no longer be exported). The logo comes back as a data
 * URL, so the canvas stays exportable. The fetch is a server-side request to an address a visitor
 * chose, so it only goes to public internet addresses (checked when connecting, which also covers
 * redirects and DNS answers that change), only returns real images, and is small and quick.
 */

export type LogoRefusalReason = "invalidUrl" | "privateAddress" | "unreachable" | "notImage" | "tooLarge";

export class LogoRefusal extends Error {
  constructor(readonly reason: LogoRefusalReason) {
    super(`logo refused: ${reason}`);
  }
}

const NON_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12],
  ["192.0.0.0", 24], ["192.0.2.0", 24], ["192.88.99.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15],
  ["198.51.100.0", 24], ["203.0.113.0", 24], ["224.0.0.0", 4], ["240.0.0.0", 4],
] as const) NON_PUBLIC.addSubnet(net, prefix, "ipv4");
for (const [net, prefix] of [
  ["::", 128], ["::1", 128], ["64:ff9b::", 96], ["64:ff9b:1::", 48], ["100::", 64], ["2001::", 23], ["2001:db8::", 32],
  ["2002::", 16], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8],
] as const) NON_PUBLIC.addSubnet(net, prefix, "ipv6");

/** Whether an IP address is on the public internet (not loopback, private, link-local, reserved…). */
export function isPublicAddress(address: string): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return isPublicAddress(mapped[1]);
  const family = isIP(address);
  if (family === 4) return !NON_PUBLIC.check(address, "ipv4");
  if (family === 6) return !NON_PUBLIC.check(address, "ipv6") && !/^::ffff:/i.test(address);
  return false;
}

const IMAGE_TYPES: Record<string, (b: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/gif": (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

export type LogoFetchOptions = {
  maxBytes?: number; timeoutMs?: number; maxRedirects?: number;
  /** Which resolved addresses may be contacted; public ones only, except in this module's tests. */
  isAllowed?: (address: string) => boolean;
};

/** The logo at `url` as a data URL, or a LogoRefusal saying why not. */
export async function fetchLogoDataUrl(url: string, options: LogoFetchOptions = {}): Promise<string> {
  const { maxBytes = 1_000_000, timeoutMs = 5000, maxRedirects = 3, isAllowed = isPublicAddress } = options;
  let current = parseHttpUrl(url);
  for (let hop = 0; hop <= maxRedirects; hop++) {
    const answer = await get(current, { maxBytes, timeoutMs, isAllowed });
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
  if ((url.protocol !== "http:" && url.protocol !== "https:") || url.username || url.password) throw new LogoRefusal("invalidUrl");
  return url;
}

type Answer = { redirect: string } | { contentType: string; body: Buffer };

function get(url: URL, { maxBytes, timeoutMs, isAllowed }: Required<Pick<LogoFetchOptions, "maxBytes" | "timeoutMs" | "isAllowed">>): Promise<Answer> {
  const host = url.hostname.replace(/^\[|\]$/g, "");
  // A literal IP is connected to without a lookup, so it is checked here; names are checked as they resolve.
  if (isIP(host) && !isAllowed(host)) return Promise.reject(new LogoRefusal("privateAddress"));
  const checkedLookup: LookupFunction = (hostname, opts, callback) => {
    lookup(hostname, { ...opts, all: true }, (err, addresses) => {
      if (err) return callback(err, "", 4);
      if (!addresses.length || addresses.some((a) => !isAllowed(a.address))) return callback(new LogoRefusal("privateAddress"), "", 4);
      if (opts.all) return (callback as unknown as (e: null, a: typeof addresses) => void)(null, addresses);
      callback(null, addresses[0].address, addresses[0].family);
    });
  };
  const client = url.protocol === "https:" ? https : http;
  return new Promise<Answer>((resolve, reject) => {
    const req = client.get(url, { lookup: checkedLookup, timeout: timeoutMs, headers: { accept: "image/png,image/jpeg,image/gif,image/webp", "user-agent": "TradesCup-logo-fetch/1.0" } }, (res) => {
      const status = res.statusCode ?? 0;
      if (status >= 300 && status < 400 && res.headers.location) {
        res.resume();
        return resolve({ redirect: res.headers.location });
      }
      const contentType = (res.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
      if (status !== 200) {
        res.resume();
        return reject(new LogoRefusal("unreachable"));
      }
      if (!IMAGE_TYPES[contentType]) {
        res.resume();
        return reject(new LogoRefusal("notImage"));
      }
      if (Number(res.headers["content-length"] ?? 0) > maxBytes) {
        res.destroy();
        return reject(new LogoRefusal("tooLarge"));
      }
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          res.destroy();
          reject(new LogoRefusal("tooLarge"));
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ contentType, body: Buffer.concat(chunks) }));
      res.on("error", () => reject(new LogoRefusal("unreachable")));
    });
    req.on("timeout", () => req.destroy(new LogoRefusal("unreachable")));
    req.on("error", (error) => reject(error instanceof LogoRefusal ? error : new LogoRefusal("unreachable")));
  });
}
