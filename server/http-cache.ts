import { createHash } from "node:crypto";
import type { IncomingMessage, OutgoingHttpHeader, OutgoingHttpHeaders } from "node:http";
import { promisify } from "node:util";
import { brotliCompress, constants as zlib, gzip } from "node:zlib";
import express, { type NextFunction, type Request, type Response } from "express";
import { isLang, LANG_COOKIE } from "./i18n";
import type { BoundedCache } from "./bounded-cache";
import { requestLang } from "./context";
import { openApiDocument } from "./rest";
import { pageCache, readCache } from "./read-cache";
import { hasCredentials } from "./auth/session";
import { requestAuth } from "./auth/middleware";
import { siteOrigin } from "./client-address";
import { wantsEventStream } from "./live";
import { captureBody } from "./capture-body";
import { pageForEveryone } from "./security-headers";
import type { CachedHandle, PageCachePolicy } from "@shared/page-cache";

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
type Stored = {
  body: Buffer;
  etag: string;
  headers: OutgoingHttpHeaders;
  encoded: Partial<Record<Encoding, Buffer>>;
  /** The header lines each variant of this answer went out with through the whole stack, for `cachedReply`. */
  sent: Map<Variant, OutgoingHttpHeader[]>;
};

type Encoding = "br" | "gzip";
/**
 * One way a kept response goes out: its encoding, whole or as a 304 — and for a whole unencoded body the
 * request's Accept-Encoding as well, since the compression middleware may still encode that one (a
 * client accepting only deflate).
 */
type Variant = string;
/** Variants kept per entry at most: a client cannot grow an entry by sending new Accept-Encoding values. */
const MAX_VARIANTS = 8;
const compress: Record<Encoding, (body: Buffer) => Promise<Buffer>> = {
  // Quality 6: 7 % smaller than the compression middleware's 4 for 2 ms more, paid once per entry.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 6, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  gzip: (body) => promisify(gzip)(body),
};
/** Below this the compression middleware does not compress either: the headers outweigh the gain. */
const COMPRESS_MIN_BYTES = 1024;
const compressible = (headers: OutgoingHttpHeaders) =>
  /^(text\/|application\/(json|javascript))/.test(String(headers["content-type"] ?? ""));

async function encodings(body: Buffer, headers: OutgoingHttpHeaders): Promise<Stored["encoded"]> {
  if (body.length < COMPRESS_MIN_BYTES || !compressible(headers)) return {};
  const [br, gz] = await Promise.all([compress.br(body), compress.gzip(body)]);
  return { br, gzip: gz };
}

/** Query parameters in a fixed order, keeping only `read` ones: the part of a key taken from the URL. */
function readParams(url: URL, read: readonly string[]) {
  return read
    .filter((name) => url.searchParams.has(name))
    .map((name) => `${name}=${url.searchParams.getAll(name).join(",")}`)
    .join("&");
}

/** What `Accept-Encoding` values resolved to: browsers send a handful of distinct values (bounded anyway). */
const acceptedEncodings = new Map<string, Encoding | false>();

/** Brotli when accepted at all (browsers list it after gzip but it is 10–15 % smaller), else gzip. */
function acceptedEncoding(req: IncomingMessage, header: string): Encoding | false {
  let chosen = acceptedEncodings.get(header);
  if (chosen === undefined) {
    // Express's own negotiation (`req.acceptsEncodings`: q-values, `*`…), which reads only this header.
    const accepts = (encoding: Encoding) => express.request.acceptsEncodings.call(req as Request, encoding);
    chosen = accepts("br") ? "br" : accepts("gzip") ? "gzip" : false;
    if (acceptedEncodings.size >= 64) acceptedEncodings.clear();
    acceptedEncodings.set(header, chosen);
  }
  return chosen;
}

/** How a kept response answers this request: its encoding, status and body. */
function answer(req: IncomingMessage, hit: Stored) {
  const accepted = String(req.headers["accept-encoding"] ?? "");
  const encoding = Object.keys(hit.encoded).length ? acceptedEncoding(req, accepted) : false;
  const status: 200 | 304 = req.headers["if-none-match"] === hit.etag ? 304 : 200;
  const variant: Variant = encoding || status === 304 ? `${encoding || "identity"} ${status}` : `identity 200 ${accepted}`;
  return { encoding, status, body: encoding ? hit.encoded[encoding]! : hit.body, variant };
}

/**
 * Replays a kept response, compressed as the request accepts. The compression middleware downstream
 * leaves a response that already has a Content-Encoding alone. Every encoding keeps the body's ETag, as
 * the first (middleware-compressed) answer had it: If-None-Match compares loosely, and Vary keeps
 * shared caches from mixing encodings. With `replayable`, the header lines it went out with are kept
 * for `cachedReply` to send again.
 */
function send(req: Request, res: Response, hit: Stored, replayable: boolean) {
  for (const [name, value] of Object.entries(hit.headers)) if (value !== undefined) res.setHeader(name, value);
  const reply = answer(req, hit);
  if (Object.keys(hit.encoded).length) res.vary("Accept-Encoding");
  if (reply.encoding) res.setHeader("Content-Encoding", reply.encoding);
  res.setHeader("ETag", hit.etag);
  res.statusCode = reply.status;
  if (reply.status === 304) res.end();
  else {
    res.setHeader("Content-Length", reply.body.length);
    res.end(reply.body);
  }
  if (replayable) remember(res, hit, reply);
}

/**
 * Keeps the header lines a replayed response went out with — names as set, in order, values as sent —
 * unless something downstream changed the answer (the compression middleware re-encoding it drops
 * Content-Length; another status) or anything personal rode along.
 */
function remember(res: Response, hit: Stored, reply: ReturnType<typeof answer>) {
  if (hit.sent.has(reply.variant) || hit.sent.size >= MAX_VARIANTS || !res.headersSent) return;
  const unchanged =
    res.statusCode === reply.status &&
    String(res.getHeader("content-encoding") ?? "identity") === (reply.encoding || "identity") &&
    (reply.status === 304 || Number(res.getHeader("content-length")) === reply.body.length) &&
    !res.hasHeader("set-cookie");
  if (!unchanged) return;
  // OutgoingMessage has getRawHeaderNames since Node 15.13; @types/node lists it on ClientRequest only.
  const names = (res as Response & { getRawHeaderNames(): string[] }).getRawHeaderNames();
  hit.sent.set(
    reply.variant,
    names.flatMap((name) => [name, res.getHeader(name)!]),
  );
}

/**
 * Whether this request's answer from a cache owes nothing to who sent it, so the header lines it went
 * out with fit anyone asking the same: no credentials at all (authentication's own first test, so the
 * session middleware has no cookie to renew or clear and no `no-store` to add; a session cookie it
 * cannot use goes to it, to be cleared), no event stream (compression treats those apart), and no
 * `lang` parameter (it sets the language cookie before pages).
 */
function replayable(req: IncomingMessage, url: URL) {
  return !url.searchParams.has("lang") && !wantsEventStream(req) && !hasCredentials(req);
}

/**
 * An anonymous GET the read or page cache answers, as status, header lines and body exactly as the
 * whole stack (server.js, the middleware below, `send`) last sent that variant of that entry — or null,
 * and the request takes the normal way: not cached, not yet sent that way through the stack, personal,
 * or anything else. Lets server.js answer cached reads before Express (server/front.ts).
 */
export function cachedReply(req: IncomingMessage): { status: number; headers: OutgoingHttpHeader[]; body?: Buffer } | null {
  if (req.method !== "GET" || !req.url?.startsWith("/")) return null;
  const url = new URL(req.url, "http://localhost");
  if (!replayable(req, url)) return null;
  const rest = url.pathname.startsWith("/api/");
  const key = rest ? restKey(req, url) : pageKey(req, url)?.key;
  const hit = key ? (rest ? readCache : pageCache).peek<Stored>(key) : undefined;
  if (!hit) return null;
  const reply = answer(req, hit);
  const headers = hit.sent.get(reply.variant);
  return headers ? { status: reply.status, headers, body: reply.status === 200 ? reply.body : undefined } : null;
}

/** Where and how a response is kept: `body` when the stored copy differs from the one just sent (a page's nonce). */
type Keep = { key: string; tags: readonly string[]; ttlMs?: number; headers: OutgoingHttpHeaders; body?: Buffer };

/**
 * Collects what the handler writes; `keep` decides, once the response ends, whether and what to store.
 * The ETag is computed once per stored body and sent with this first answer too when headers allow.
 * Resolves once the response is kept or known not to be (ended uncacheable, or closed before its end).
 */
function record(res: Response, cache: BoundedCache, keep: (body: Buffer) => Keep | null): Promise<void> {
  const generation = cache.generation;
  // Written while a write dropped entries: possibly built from replaced data, so not kept.
  const current = () => cache.generation === generation;
  let settle!: () => void;
  const settled = new Promise<void>((resolve) => (settle = resolve));
  res.once("close", () => settle());
  captureBody(res, ({ body: sent, status }) => {
    const target = status === 200 && current() ? keep(sent) : null;
    if (!target) {
      settle();
      return;
    }
    const body = target.body ?? sent;
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    // A conditional request that arrives before the first render is stored (its compression is still
    // running) is answered like a hit: 304 when the fresh body has the ETag it holds.
    const notModified = !res.headersSent && res.req.headers["if-none-match"] === etag;
    if (!res.headersSent) res.setHeader("ETag", etag);
    if (notModified) res.status(304);
    // Compressed off the event loop (zlib's thread pool); this response goes out meanwhile as it is.
    encodings(body, target.headers)
      .then((encoded) => {
        // Plus the headers and the header lines kept for each variant.
        const bytes = body.length + (encoded.br?.length ?? 0) + (encoded.gzip?.length ?? 0) + 2048;
        if (current())
          cache.set(target.key, { body, etag, headers: target.headers, encoded, sent: new Map() } satisfies Stored, {
            tags: target.tags,
            ttlMs: target.ttlMs,
            bytes,
          });
      })
      .catch((error: unknown) => console.error("compressing a cached response failed:", error))
      .finally(settle);
    return notModified ? "withoutBody" : undefined;
  });
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
      query: (methods.get!.parameters ?? [])
        .filter((p) => p.in === "query")
        .map((p) => p.name)
        .sort(),
    }));
  return operations;
}

/** The resources (first path segment after /api) whose public reads are cached. */
const REST_RESOURCES = ["teams", "matches", "players"];

/** The read-cache key of a GET of `url` (under /api), or null when the cache leaves it alone. Its tag is its first part. */
function restKey(req: IncomingMessage, url: URL): string | null {
  const path = url.pathname.replace(/^\/api/, "");
  const segment = path.split("/")[1] ?? "";
  if (!REST_RESOURCES.includes(segment) || req.headers.authorization) return null;
  const operation = restOperations().find((op) => op.pattern.test(path));
  return operation ? `${segment}:rest:${requestLang(req)}:${path}?${readParams(url, operation.query)}` : null;
}

/** A list's paging headers (server/list-paging.ts), kept with its body so a replayed page still links the next. */
function pagingHeaders(res: Response): OutgoingHttpHeaders {
  const kept: OutgoingHttpHeaders = {};
  for (const name of ["X-Total-Count", "Link"]) {
    const value = res.getHeader(name);
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * Answers public REST GETs of the listed resources from the read cache: the first request runs the
 * procedure and its 200 body is kept under the resource's tag, so the writes that invalidate the
 * resource drop this copy too. Partners sending credentials bypass it; so do paths that are no
 * procedure (e.g. /api/matches.ics), which would otherwise be replayed with the wrong type. Mounted at /api.
 */
export function restReadCache(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET") return next();
  const url = new URL(req.originalUrl, "http://localhost");
  const key = restKey(req, url);
  if (!key) return next();
  const hit = readCache.peek<Stored>(key);
  if (hit) return send(req, res, hit, replayable(req, url));
  record(res, readCache, () => ({
    key,
    tags: [key.split(":")[0]],
    headers: { "content-type": "application/json; charset=utf-8", ...pagingHeaders(res) },
  }));
  next();
}

// ---------------------------------------------------------------------------------------------------
// Pages: full HTML documents and React Router `.data` answers of public pages.

/**
 * A page route as the cache matches it: its URL pattern, its rank (React Router's: a static segment
 * beats a dynamic one), and what its route and the routes around it declare in `handle.cache`
 * (shared/page-cache.ts) — null when the route declares nothing, and the page is always rendered.
 */
type PageRoute = { pattern: RegExp; rank: number; policy: PageCachePolicy | null };

/** A route of the server build (React Router's `build.routes`), as far as the cache reads it. */
type BuildRoute = {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  caseSensitive?: boolean;
  module: { handle?: unknown };
};
/** Where the routes come from: the server build (`virtual:react-router/server-build`) in server/app.ts. */
export type PageRoutesSource = () => Promise<{ routes: Record<string, BuildRoute | undefined> }>;

/** The build's page routes, most specific first; empty until the first page request loaded the build. */
let pageRoutes: readonly PageRoute[] = [];

/** A path segment of a route as a regular expression: a splat, a (possibly optional) parameter or itself. */
function segmentPattern(segment: string) {
  if (segment === "*") return "(?:/.*)?";
  if (segment.startsWith(":")) return segment.endsWith("?") ? "(?:/[^/]+)?" : "/[^/]+";
  return `/${segment.replace(/[.*+?^$()|[\]\\{}]/g, "\\$&")}`;
}

const cachePolicy = (route: BuildRoute) => (route.module.handle as CachedHandle | undefined)?.cache;

/**
 * The page routes of a build: each route no other route nests in, with the policy its own `handle.cache`
 * gives it — its tags and parameters joined with those its parent routes declare, since their loaders
 * run for the same page.
 */
export function pageRoutesOf(routes: Record<string, BuildRoute | undefined>): PageRoute[] {
  const all = Object.values(routes).filter((r): r is BuildRoute => !!r);
  const byId = new Map(all.map((r) => [r.id, r]));
  const parents = new Set(all.map((r) => r.parentId));
  return all
    .filter((r) => !parents.has(r.id))
    .map((route) => {
      const chain: BuildRoute[] = [];
      for (let r: BuildRoute | undefined = route; r; r = r.parentId ? byId.get(r.parentId) : undefined) chain.unshift(r);
      const segments = chain.flatMap((r) => (r.path ?? "").split("/").filter(Boolean));
      const own = cachePolicy(route);
      const declared = chain.map(cachePolicy).filter((p): p is PageCachePolicy => !!p);
      const policy = own
        ? {
            tags: [...new Set(declared.flatMap((p) => p.tags))],
            params: [...new Set(declared.flatMap((p) => p.params ?? []))],
            maxAgeSeconds: own.maxAgeSeconds,
          }
        : null;
      const pattern = segments.map(segmentPattern).join("") || "/";
      const rank = segments.reduce((sum, s) => sum + (s === "*" ? -2 : s.startsWith(":") ? 3 : 10), route.index ? 2 : 0);
      return { pattern: new RegExp(`^${pattern}$`, route.caseSensitive ? "" : "i"), rank, policy };
    })
    .sort((a, b) => b.rank - a.rank);
}

/**
 * Response headers stored and replayed with a page. Everything the page was sent with, except what
 * belongs to one response or one visitor. This matters for the Content-Security-Policy: the stored page's
 * policy allows exactly its own inline scripts (by hash, once its nonce is gone: decision 105), so it is
 * replayed with the HTML (overriding the fresh one set upstream) or the page's scripts would be blocked.
 * Content-Type, Vary, Content-Language, Cache-Control… are replayed the same way.
 */
const PER_RESPONSE_HEADERS = new Set([
  "set-cookie",
  "content-length",
  "content-encoding",
  "transfer-encoding",
  "connection",
  "keep-alive",
  "date",
  "etag",
]);

/** A Set-Cookie header that sets only the language is not personal; any other cookie is. */
function onlyLanguageCookies(setCookie: number | string | string[] | undefined) {
  const cookies = setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return cookies.every((c) => c.startsWith(`${LANG_COOKIE}=`));
}

/** The page-cache key of `url` with the route it names and the parameters that route reads, or null for a page never cached. */
function pageKey(req: IncomingMessage, url: URL) {
  // Client navigations fetch `/teams.data` (`/_root.data` for the home page) with the routes to load.
  const data = url.pathname.endsWith(".data");
  const pagePath = data ? url.pathname.slice(0, -".data".length).replace(/^\/_root$/, "/") : url.pathname;
  const route = pageRoutes.find((r) => r.pattern.test(pagePath))?.policy;
  if (!route) return null;
  const read = data ? [...(route.params ?? []), "_routes"] : (route.params ?? []);
  // A page links to itself absolutely (canonical, alternates: app/root.tsx), under the site's origin and,
  // when the URL names one, with its language: both are part of what it shows.
  const named = isLang(url.searchParams.get("lang")) ? "lang" : "";
  return { key: `page:${requestLang(req)}${named}:${siteOrigin(req)}${url.pathname}?${readParams(url, read)}`, route, read };
}

/**
 * Serves GET requests for the public pages whose routes declare `handle.cache` from the page cache when
 * the visitor is anonymous: whoever authentication found no one for (no session and no API token
 * resolved; the same answer the session middleware and loaders use, never a look at the raw header).
 * Pages carry no per-visitor data (the theme is applied on the client). Mount after the middleware that
 * sets the language cookie and before React Router, with the routes React Router serves.
 */
export function pageCacheMiddleware(source: PageRoutesSource) {
  let loaded: Promise<void> | undefined;
  const load = () =>
    (loaded ??= source().then(
      (build) => void (pageRoutes = pageRoutesOf(build.routes)),
      (error: unknown) => {
        loaded = undefined;
        throw error;
      },
    ));
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== "GET") return next();
    Promise.all([load(), requestAuth(req)]).then(([, { user }]) => (user ? next() : cachedPage(req, res, next)), next);
  };
}

function cachedPage(req: Request, res: Response, next: NextFunction) {
  const url = new URL(req.originalUrl, "http://localhost");
  const page = pageKey(req, url);
  if (!page) return next();
  const { key, route, read } = page;
  const again = replayable(req, url);
  const hit = pageCache.peek<Stored>(key);
  if (hit) return send(req, res, hit, again);
  // One render per missing page: when an entry expires or is dropped under a crowd, every request
  // arriving meanwhile would otherwise render the same page at once (50 renders of 20–40 ms of CPU
  // each, seconds of p99). They wait for the first one's copy instead, or render if none was kept.
  const pending = rendering.get(key);
  if (pending) {
    void pending.then(() => {
      const kept = pageCache.peek<Stored>(key);
      if (kept) send(req, res, kept, again);
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

type PageRender = { key: string; url: URL; read: readonly string[]; route: PageCachePolicy };

function render(req: Request, res: Response, next: NextFunction, { key, url, read, route }: PageRender) {
  // Render what the key says: without the parameters nobody reads (the page links to its own URL), so
  // the copy served later for `?junk=2` shows no trace of `?junk=1`. `lang` stays: it picks the language.
  const kept = new URLSearchParams([...url.searchParams].filter(([name]) => name === "lang" || read.includes(name)));
  const canonical = `${url.pathname}${kept.size ? `?${kept}` : ""}`;
  if (canonical !== req.originalUrl) req.url = req.originalUrl = canonical;
  const done = record(res, pageCache, (body) => {
    if (!onlyLanguageCookies(res.getHeader("set-cookie"))) return null;
    const headers = Object.fromEntries(Object.entries(res.getHeaders()).filter(([name]) => !PER_RESPONSE_HEADERS.has(name)));
    // Replayed to every visitor until it expires: no shared nonce, the policy lists its scripts' hashes (decision 105).
    return { key, tags: route.tags, ttlMs: route.maxAgeSeconds * 1000, ...pageForEveryone(headers, body) };
  });
  next();
  return done;
}
