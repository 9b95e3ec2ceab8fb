import { createHash } from "node:crypto";
import type { OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import type { NextFunction, Request, Response } from "express";
import { isLang, LANG_COOKIE } from "../app/lib/i18n";
import type { BoundedCache } from "./bounded-cache";
import { requestLang } from "./context";
import { openApiDocument } from "./rest";
import { pageCache, readCache } from "./read-cache";
import { SESSION_COOKIE } from "./auth/session";
import { siteOrigin } from "./proxy";

/**
 * Whole responses kept for anonymous readers. A key names only what changes the answer — the path, the
 * query parameters the handler reads and the language — so `?junk=1`, `?junk=2`… share one entry and
 * cannot grow the cache; both caches are bounded besides.
 */

/**
 * A kept response, with its body already compressed the ways browsers accept. Compressing a 100–200 KB
 * page on every request was most of the CPU a cached page cost (brotli ≈ 18 ms, gzip ≈ 5 ms against
 * < 1 ms for the rest: docs/decisions/007), so it is done once per entry instead.
 */
type Stored = { body: Buffer; etag: string; headers: OutgoingHttpHeaders; encoded: Partial<Record<Encoding, Buffer>> };

type Encoding = "br" | "gzip";
const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 6: 7 % smaller than the compression middleware's 4 for 2 ms more, paid once per entry.
  br: (body) => promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body),
};
/** Below this the compression middleware does not compress either: the headers outweigh the gain. */
const COMPRESS_MIN_BYTES = 1024;
const compressible = (headers: OutgoingHttpHeaders) => /^(text\/|application\/(json|javascript))/.test(String(headers["content-type"] ?? ""));

async function encodings(body: Buffer, headers: OutgoingHttpHeaders): Promise<Stored["encoded"]> {
  if (body.length < COMPRESS_MIN_BYTES || !compressible(headers)) return {};
  const [br, gz] = await Promise.all([compress.br(body), compress.gzip(body)]);
  return { br, gzip: gz };
}

/** Query parameters in a fixed order, keeping only `read` ones: the part of a key taken from the URL. */
function readParams(url: URL, read: readonly string[]) {
  return read.filter((name) => url.searchParams.has(name)).map((name) => `${name}=${url.searchParams.getAll(name).join(",")}`).join("&");
}

/**
 * Replays a kept response, compressed as the request accepts. The compression middleware downstream
 * leaves a response that already has a Content-Encoding alone. Every encoding keeps the body's ETag, as
 * the first (middleware-compressed) answer had it: If-None-Match compares loosely, and Vary keeps
 * shared caches from mixing encodings.
 */
function send(req: Request, res: Response, hit: Stored) {
  for (const [name, value] of Object.entries(hit.headers)) if (value !== undefined) res.setHeader(name, value);
  // Brotli when accepted at all (browsers list it after gzip but it is 10–15 % smaller), else gzip.
  const encoding: Encoding | false = !Object.keys(hit.encoded).length ? false : req.acceptsEncodings("br") ? "br" : req.acceptsEncodings("gzip") ? "gzip" : false;
  const body = encoding ? hit.encoded[encoding]! : hit.body;
  if (Object.keys(hit.encoded).length) res.vary("Accept-Encoding");
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("ETag", hit.etag);
  if (req.headers["if-none-match"] === hit.etag) {
    res.statusCode = 304;
    res.end();
  } else {
    res.statusCode = 200;
    res.setHeader("Content-Length", body.length);
    res.end(body);
  }
}

type Keep = { key: string; tags: readonly string[]; headers: OutgoingHttpHeaders };

/**
 * Collects what the handler writes; `keep` decides, once the response ends, whether and what to store.
 * The ETag is computed once per stored body and sent with this first answer too when headers allow.
 * Resolves once the response is kept or known not to be (ended uncacheable, or closed before its end).
 */
function record(res: Response, cache: BoundedCache, keep: () => Keep | null): Promise<void> {
  const chunks: Buffer[] = [];
  const generation = cache.generation;
  // Written while a write dropped entries: possibly built from replaced data, so not kept.
  const current = () => cache.generation === generation;
  const toBuffer = (chunk: unknown, encoding?: unknown) =>
    typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8") : chunk instanceof Uint8Array ? Buffer.from(chunk) : null;
  const write = res.write.bind(res) as (...args: unknown[]) => boolean;
  const end = res.end.bind(res) as (...args: unknown[]) => Response;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  res.once("close", () => settle());
  res.write = ((chunk: unknown, ...rest: unknown[]) => {
    const buffer = toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    return write(chunk, ...rest);
  }) as Response["write"];
  res.end = ((chunk?: unknown, ...rest: unknown[]) => {
    const buffer = typeof chunk === "function" ? null : toBuffer(chunk, rest[0]);
    if (buffer) chunks.push(buffer);
    const body = Buffer.concat(chunks);
    const target = res.statusCode === 200 && current() ? keep() : null;
    if (!target) {
      settle();
      return end(chunk, ...rest);
    }
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    if (!res.headersSent) res.setHeader("ETag", etag);
    // Compressed off the event loop (zlib's thread pool); this response goes out meanwhile as it is.
    encodings(body, target.headers)
      .then((encoded) => {
        const bytes = body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + 512;
        if (current()) cache.set(target.key, { body, etag, headers: target.headers, encoded } satisfies Stored, { tags: target.tags, bytes });
      })
      .catch((error: unknown) => console.error("compressing a cached response failed:", error))
      .finally(settle);
    return end(chunk, ...rest);
  }) as Response["end"];
  return settled;
}

// ---------------------------------------------------------------------------------------------------
// REST: public GETs of the listed resources (first path segment after /api).

type Operation = { pattern: RegExp; query: string[] };
let operations: Operation[] | undefined;

/**
 * The public REST GET operations and the query parameters each reads, from the OpenAPI document. Protected
 * ones (`security` listed: admin reads such as `/teams/{teamId}/texts`) are never cached: a session cookie
 * does not bypass this cache, so an admin's answer would have been replayed to anyone.
 */
function restOperations(): Operation[] {
  type Get = { parameters?: Array<{ name: string; in: string }>; security?: unknown[] };
  operations ??= Object.entries((openApiDocument() as unknown as { paths: Record<string, { get?: Get }> }).paths)
    .filter(([, methods]) => methods.get && !methods.get.security?.length)
    .map(([path, methods]) => ({
      pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
      query: (methods.get!.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name).sort(),
    }));
  return operations;
}

/**
 * Answers public REST GETs of the listed resources from the read cache: the first request runs the
 * procedure and its 200 body is kept under the resource's tag, so the writes that invalidate the
 * resource drop this copy too. Partners sending credentials bypass it; so do paths that are no
 * procedure (e.g. /api/matches.ics), which would otherwise be replayed with the wrong type.
 */
export function restReadCache(resources: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const url = new URL(req.originalUrl, "http://localhost");
    const path = url.pathname.replace(/^\/api/, "");
    const segment = path.split("/")[1] ?? "";
    if (req.method !== "GET" || !resources.includes(segment) || req.headers.authorization) return next();
    const operation = restOperations().find((op) => op.pattern.test(path));
    if (!operation) return next();
    const key = `${segment}:rest:${requestLang(req)}:${path}?${readParams(url, operation.query)}`;
    const hit = readCache.peek<Stored>(key);
    if (hit) return send(req, res, hit);
    record(res, readCache, () => ({ key, tags: [segment], headers: { "content-type": "application/json; charset=utf-8" } }));
    next();
  };
}

// ---------------------------------------------------------------------------------------------------
// Pages: full HTML documents and React Router `.data` answers of public pages.

/** A cacheable page: the query parameters its loaders or first render read, and the data it shows. */
type PageRoute = { pattern: RegExp; params: readonly string[]; tags: readonly string[] };

/**
 * Only pages listed here are cached; anything else (admin, sign-in, forms…) is always rendered.
 * Keep `params` in step with the route's `useSearchParams`/`searchParams` reads and `tags` with the
 * reads its loaders make — a missing tag shows stale data until the entry expires.
 */
const DASHBOARD_TAGS = ["matches", "teams"];
export const PAGE_ROUTES: readonly PageRoute[] = [
  { pattern: /^\/$/, params: [], tags: ["teams", "players"] },
  { pattern: /^\/teams$/, params: ["teamId"], tags: ["teams"] },
  { pattern: /^\/teams\/[^/]+$/, params: [], tags: ["teams", "players", "matches"] },
  { pattern: /^\/tournament$/, params: [], tags: ["teams", "matches"] },
  { pattern: /^\/players$/, params: [], tags: ["players", "teams"] },
  // Products and payment settings change only through the seed or a restart: the expiry covers them.
  { pattern: /^\/shop$/, params: [], tags: ["teams"] },
  { pattern: /^\/ai-dashboard(-enhanced)?$/, params: ["tab"], tags: DASHBOARD_TAGS },
];

/**
 * Response headers stored and replayed with a page. Everything the page was sent with, except what
 * belongs to one response or one visitor. This matters for the Content-Security-Policy: when it carries
 * a per-response nonce, the cached HTML holds that nonce in its inline scripts, so the policy must be
 * replayed from the cache as well (overriding the fresh one set upstream) or the page's scripts would
 * be blocked. Content-Type, Vary, Content-Language, Cache-Control… are replayed the same way.
 */
const PER_RESPONSE_HEADERS = new Set(["set-cookie", "content-length", "content-encoding", "transfer-encoding", "connection", "keep-alive", "date", "etag"]);

/** A Set-Cookie header that sets only the language is not personal; any other cookie is. */
function onlyLanguageCookies(setCookie: number | string | string[] | undefined) {
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return cookies.every((c) => c.startsWith(`${LANG_COOKIE}=`));
}

function isAnonymous(req: Request) {
  if (req.headers.authorization) return false;
  return !(req.headers.cookie ?? "").split(/;\s*/).some((c) => c.startsWith(`${SESSION_COOKIE}=`));
}

/**
 * Serves GET requests for the public pages from the page cache when the visitor is anonymous (no
 * session cookie, no Authorization): pages carry no per-visitor data (the theme is applied on the
 * client). Mount after the middleware that sets the language cookie and before React Router.
 */
export function pageCacheMiddleware(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" || !isAnonymous(req)) return next();
  const url = new URL(req.originalUrl, "http://localhost");
  // Client navigations fetch `/teams.data` (`/_root.data` for the home page) with the routes to load.
  const data = url.pathname.endsWith(".data");
  const pagePath = data ? url.pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : url.pathname;
  const route = PAGE_ROUTES.find((r) => r.pattern.test(pagePath));
  if (!route) return next();
  const read = data ? [...route.params, "_routes"] : route.params;
  // A page links to itself absolutely (canonical, alternates: app/root.tsx), under the site's origin and,
  // when the URL names one, with its language: both are part of what it shows.
  const named = isLang(url.searchParams.get("lang")) ? "lang" : "";
  const key = `page:${requestLang(req)}${named}:${siteOrigin(req)}${url.pathname}?${readParams(url, read)}`;
  const hit = pageCache.peek<Stored>(key);
  if (hit) return send(req, res, hit);
  // One render per missing page: when an entry expires or is dropped under a crowd, every request
  // arriving meanwhile would otherwise render the same page at once (50 renders of 20–40 ms of CPU
  // each, seconds of p99). They wait for the first one's copy instead, or render if none was kept.
  const pending = rendering.get(key);
  if (pending) {
    void pending.then(() => {
      const kept = pageCache.peek<Stored>(key);
      if (kept) send(req, res, kept);
      else render(req, res, next, { key, url, read, route });
    });
    return;
  }
  const done = render(req, res, next, { key, url, read, route });
  rendering.set(key, done);
  void done.then(() => rendering.delete(key));
}

/** Renders of missing pages in progress, by cache key: settled once the page is kept or not. */
const rendering = new Map<string, Promise<void>>();

function render(req: Request, res: Response, next: NextFunction, { key, url, read, route }: { key: string; url: URL; read: readonly string[]; route: PageRoute }) {
  // Render what the key says: without the parameters nobody reads (the page links to its own URL), so
  // the copy served later for `?junk=2` shows no trace of `?junk=1`. `lang` stays: it picks the language.
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => name === "lang" || read.includes(name)));
  const canonical = `${url.pathname}${kept.size ? `?${kept}` : ""}`;
  if (canonical !== req.originalUrl) req.url = req.originalUrl = canonical;
  const done = record(res, pageCache, () => {
    if (!onlyLanguageCookies(res.getHeader("set-cookie"))) return null;
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name)));
    return { key, tags: route.tags, headers };
  });
  next();
  return done;
}
