import { guardedRequest, type OutboundGuard } from "../../server/outbound/guarded-http";

/**
 * Fetches a sponsor logo for the jersey designer when its own server does not allow cross-origin
 * use (a canvas that drew such an image can no longer be exported). The logo comes back as a data
 * URL, so the canvas stays exportable. The fetch is a server-side request to an address a visitor
 * chose, so it goes through the guarded client (public https addresses only, the lookup pinned into the
 * connection), follows no redirect (a 3xx is refused: the visitor is told to give the image's own address),
 * only returns real images, and is small and quick.
 */

export type LogoRefusalReason =
  | "invalidUrl"
  | "notHttps"
  | "privateAddress"
  | "unreachable"
  | "redirects"
  | "notImage"
  | "tooLarge"
  | "tooSlow"
  | "targetBusy"
  | "visitorBusy"
  | "busy";

export class LogoRefusal extends Error {
  constructor(readonly reason: LogoRefusalReason) {
    super(`logo refused: ${reason}`);
  }
}

const IMAGE_TYPES: Record<string, (b: Buffer) => boolean> = {
  "image/png": (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  "image/jpeg": (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
  "image/gif": (b) => b.subarray(0, 4).toString("latin1") === "GIF8",
  "image/webp": (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
};

export type LogoFetchOptions = OutboundGuard & {
  maxBytes?: number;
  /** One deadline for the whole fetch: lookup, connection, waiting for the first byte and the body. */
  timeoutMs?: number;
  /** The visitor's request: when it goes away, the fetch stops (LogoFetchCancelled). */
  signal?: AbortSignal;
};

/** The visitor's request went away before the logo came: nobody is left to answer. */
export class LogoFetchCancelled extends Error {
  constructor() {
    super("logo fetch cancelled: the request went away");
  }
}

/** The logo at `url` as a data URL, or a LogoRefusal saying why not. */
export async function fetchLogoDataUrl(url: string, options: LogoFetchOptions = {}): Promise<string> {
  const { maxBytes = 1_000_000, timeoutMs = 5000, signal: visitor, ...guard } = options;
  const headers = { accept: "image/png,image/jpeg,image/gif,image/webp", "user-agent": "TradesCup-logo-fetch/1.0" };
  const answer = await guardedRequest(url, { headers, maxBytes, signal: visitor, timeoutMs }, guard);
  if (!answer.ok) {
    if (answer.reason === "aborted") throw new LogoFetchCancelled();
    if (answer.reason === "timedOut") throw new LogoRefusal("tooSlow");
    throw new LogoRefusal(answer.reason === "addressBusy" ? "targetBusy" : answer.reason);
  }
  // A redirect is not followed: its target would be an address nobody checked when the visitor typed it.
  if (answer.status >= 300 && answer.status < 400) throw new LogoRefusal("redirects");
  if (answer.status !== 200) throw new LogoRefusal("unreachable");
  const contentType = (answer.headers["content-type"] ?? "").split(";")[0].trim().toLowerCase();
  const check = IMAGE_TYPES[contentType];
  if (!check || !check(answer.body)) throw new LogoRefusal("notImage");
  return `data:${contentType};base64,${answer.body.toString("base64")}`;
}
