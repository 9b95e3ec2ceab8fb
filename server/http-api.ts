/**
 * The REST API's HTTP manners, as partners' tools expect them (decision 115): the
 * `/api/v1` prefix, the language an answer is in and what it varies by, caching and ETags of public
 * reads, HEAD wherever GET is, 405 with `Allow`, and CORS for the origins `CORS_ORIGINS` names.
 */
import { createHash } from "node:crypto";
import type { NextFunction, Request, Response } from "express";
import cors from "cors";
import { requestLang } from "./context";
import { hasCredentials } from "./auth/session";
import { errorBody, openApiDocument } from "./rest";
import { translate } from "./i18n";
import { captureBody } from "./capture-body";

/** The API's version; `/api/…` stays its alias (documented as v1). */
export const API_VERSION_PREFIX = "/api/v1";

/**
 * `/api/v1/x` is `/api/x`: rewritten before anything reads the URL (caches key on the one spelling).
 * Mounted on the app, first.
 */
export function apiVersionAlias(req: Request, _res: Response, next: NextFunction) {
  if (
    req.url === API_VERSION_PREFIX ||
    req.url.startsWith(`${API_VERSION_PREFIX}/`) ||
    req.url.startsWith(`${API_VERSION_PREFIX}?`)
  ) {
    req.url = `/api${req.url.slice(API_VERSION_PREFIX.length)}`;
    req.originalUrl = req.url;
  }
  next();
}

type Operation = {
  pattern: RegExp;
  methods: Set<string>;
  sharedRead: boolean;
  postHeaders: Set<string>;
  /** The tRPC path of the procedure its POST runs. */
  postProcedure?: string;
};
let operations: Operation[] | undefined;

/** Every path of the OpenAPI document, with the methods it answers (GET also answers HEAD). */
function apiOperations(): Operation[] {
  type Op = {
    operationId?: string;
    security?: unknown[];
    parameters?: Array<{ in: string; name: string }>;
    responses?: Record<string, unknown>;
  };
  operations ??= Object.entries((openApiDocument() as unknown as { paths: Record<string, Record<string, Op>> }).paths).map(
    ([path, byMethod]) => {
      const methods = new Set(Object.keys(byMethod).map((m) => m.toUpperCase()));
      if (methods.has("GET")) methods.add("HEAD");
      return {
        pattern: new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+")}$`),
        methods,
        // A public read a shared cache may keep: the document gives it a 304 (a cart, an order, `auth/me`
        // are public but one visitor's: server/openapi/operations.ts marks them `personal`, without one).
        sharedRead: !!byMethod.get && !byMethod.get.security?.length && !!byMethod.get.responses?.["304"],
        postHeaders: new Set((byMethod.post?.parameters ?? []).filter((p) => p.in === "header").map((p) => p.name.toLowerCase())),
        postProcedure: byMethod.post?.operationId?.replaceAll("-", "."),
      };
    },
  );
  return operations;
}

/** The operations whose path matches `path` (under /api). */
const matching = (path: string) => apiOperations().filter((op) => op.pattern.test(path));

/** Whether the POST at `path` (under /api) declares the request header `name` in the document. */
export const postDeclaresHeader = (path: string, name: string) =>
  matching(path).some((op) => op.postHeaders.has(name.toLowerCase()));

/** The tRPC path of the procedure a POST at `path` (under /api) runs, if the document has one there. */
export const postProcedureAt = (path: string) => matching(path).find((op) => op.postProcedure)?.postProcedure;

/** How long a shared cache may keep a public read, and serve it stale while it fetches a fresh one. */
export const PUBLIC_READ_CACHE_CONTROL = "public, max-age=10, stale-while-revalidate=30";

/**
 * Headers every answer under /api carries: `Content-Language` (messages and localized fields follow
 * the asker's language) and `Vary` on what chooses it (`Accept-Language`, the language cookie); public
 * reads asked without credentials may be kept by shared caches for a few seconds; anything else is not
 * for them. Set before the handlers, so cached replays carry them too.
 */
export function apiHeaders(req: Request, res: Response, next: NextFunction) {
  res.setHeader("Content-Language", requestLang(req));
  res.vary("Accept-Language");
  res.vary("Cookie");
  if (!res.getHeader("Cache-Control")) {
    const publicRead =
      (req.method === "GET" || req.method === "HEAD") && !hasCredentials(req) && matching(req.path).some((op) => op.sharedRead);
    res.setHeader("Cache-Control", publicRead ? PUBLIC_READ_CACHE_CONTROL : "private, no-store");
  }
  next();
}

/**
 * HEAD wherever GET is: the GET runs and Node leaves the body out (the response knows it answers a
 * HEAD). The REST bridge only knows the methods of the document.
 */
export function headAsGet(req: Request, _res: Response, next: NextFunction) {
  if (req.method === "HEAD") req.method = "GET";
  next();
}

/**
 * What an answer that is not a success carries instead of the public read's caching: a 400 names what
 * was wrong with this request, a 404 may be a match about to be created, a 429 or 503 is a moment.
 * Without a directive RFC 9111 lets caches keep some (404, 405, 410, 414, 501) heuristically, so it is
 * said outright. `no-store` rather than `no-cache`: a repeat must reach the server anyway and there is
 * no validator worth revalidating an error with, so nothing is kept at all, not even by the browser;
 * `private` besides, the same value every other uncacheable answer under /api carries.
 */
export const ERROR_CACHE_CONTROL = "private, no-store";

/**
 * Only successful public reads are for shared caches: a 2xx answer to a public read gets a strong ETag
 * of its body (when no cache set one), and a request that already holds it gets 304 without the body;
 * any other status goes out with `ERROR_CACHE_CONTROL` and without an ETag (Express's `res.json` would
 * give an error body a weak one).
 */
export function publicReadETag(req: Request, res: Response, next: NextFunction) {
  if (req.method !== "GET" || res.getHeader("Cache-Control") !== PUBLIC_READ_CACHE_CONTROL) return next();
  captureBody(res, ({ body, status, headersSent }) => {
    if (headersSent) return;
    if ((status < 200 || status >= 300) && status !== 304) {
      res.setHeader("Cache-Control", ERROR_CACHE_CONTROL);
      res.removeHeader("ETag");
      return;
    }
    if (status !== 200 || res.getHeader("ETag")) return;
    const etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    res.setHeader("ETag", etag);
    if (req.headers["if-none-match"] !== etag) return;
    res.statusCode = 304;
    res.removeHeader("Content-Length");
    res.removeHeader("Content-Type");
    return "withoutBody";
  });
  next();
}

/**
 * The last word under /api for a path no handler answered: a path of the document asked with a method
 * it does not have is a 405 naming the methods it has (`Allow`); anything else a 404. Both translated.
 */
export function apiNotFound(req: Request, res: Response) {
  const lang = requestLang(req);
  const allowed = new Set(matching(req.path).flatMap((op) => [...op.methods]));
  if (allowed.size && !allowed.has(req.method)) {
    const allow = [...allowed, "OPTIONS"].sort().join(", ");
    res.setHeader("Allow", allow);
    return res
      .status(405)
      .json(errorBody("METHOD_NOT_ALLOWED", translate(lang, "errors.methodNotAllowed", { method: req.method, allow })));
  }
  res.status(404).json(errorBody("NOT_FOUND", translate(lang, "errors.notFound")));
}

/** The headers a partner's browser code may read and send. */
const EXPOSED_HEADERS = [
  "ETag",
  "Location",
  "Link",
  "X-Total-Count",
  "RateLimit",
  "RateLimit-Policy",
  "Retry-After",
  "Content-Language",
];
const ALLOWED_HEADERS = ["Authorization", "Content-Type", "Idempotency-Key", "Accept-Language", "If-None-Match"];

/** The origins of `CORS_ORIGINS` (comma-separated, exact `scheme://host[:port]`), none by default. */
export function corsOrigins(setting: string | undefined): string[] {
  return (setting ?? "")
    .split(",")
    .map((o) => o.trim())
    .filter(Boolean)
    .map((o) => new URL(o).origin);
}

/**
 * CORS for the API, through the `cors` package: only the listed origins, with credentials left out (a
 * partner's page calls with its token, never with a visitor's session cookie), preflights answered
 * (204) with the methods the path has. Other origins get no CORS headers: the browser refuses for them.
 */
export function apiCors(setting: () => string | undefined) {
  let read: { setting: string | undefined; allowed: Set<string> } | undefined;
  const allowedOrigins = () => {
    const now = setting();
    if (!read || read.setting !== now) read = { setting: now, allowed: new Set(corsOrigins(now)) };
    return read.allowed;
  };
  return cors<Request>((req, callback) => {
    const allowed = allowedOrigins();
    const path = req.path;
    const methods = [...new Set(matching(path).flatMap((op) => [...op.methods]))];
    callback(null, {
      origin: (origin, done) => done(null, !!origin && allowed.has(origin)),
      methods: methods.length ? methods : ["GET", "HEAD"],
      allowedHeaders: ALLOWED_HEADERS,
      exposedHeaders: EXPOSED_HEADERS,
      credentials: false,
      maxAge: 600,
      optionsSuccessStatus: 204,
    });
  });
}
