import type { ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { createRequestHandler } from "@react-router/express";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import { restResponseMeta } from "./rest-created";
import "react-router";
import { appRouter } from "../routers/index";
import { LANG_COOKIE, translate, type Lang } from "./i18n";
import { createContext, createServerCaller, requestLang, type ServerCaller } from "./context";
import { apiDocsHtml, errorBody, openApiDocument, restErrorEnvelope } from "./rest";
import { getRuntime } from "./runtime";
import { deliverMailAfterResponses } from "./mail";
import { stripeWebhook } from "./payments/webhook";
import { matchesCalendar } from "./calendar";
import { matchShareImage } from "./match-share";
import { jerseyLogoImage } from "./jersey-logos";
import { pageCacheMiddleware, restReadCache } from "./http-cache";
import { idempotentPosts } from "./idempotency";
import { apiCors, apiHeaders, apiNotFound, apiVersionAlias, headAsGet, publicReadETag } from "./http-api";
import { deprecatedPathAliases } from "./openapi/aliases";
import { MAX_BATCH_SIZE } from "@shared/api-limits";
import { registrationsCsvDownload } from "./registrations-csv";
import { backupDownload } from "./backup-download";
import { originCheck, sessionMiddleware } from "./auth/middleware";
import { currentPaymentProvider } from "./payments";
import { defaultSecurityHeaders, yieldSecurityHeadersToPages, type PagePolicyOptions } from "./security-headers";
import { isDatabaseUnavailable, outageStatus, setRetryAfter } from "./outage";
import { jsonTooDeep } from "./input-guard";
import { siteOrigin } from "./client-address";
import { canManage } from "./trpc";
import { personOf } from "./auth/scope";
import type { Person } from "@shared/auth/person";
import { liveHub, liveStreams } from "./live";

export { startRuntime, stopRuntime } from "./runtime";
export { loadEnv, loadDotEnv } from "./env";
export { createFront } from "./front";
export { describeAllowedHosts } from "./hosts";

declare module "react-router" {
  interface AppLoadContext {
    lang: Lang;
    trpc: ServerCaller;
    /** What the page's Content-Security-Policy must allow (set in app/entry.server.tsx). */
    pagePolicy: PagePolicyOptions;
    /** A signed-in admin, or AUTH_MODE=off: loaders then read the admin shapes and pages show admin controls. */
    canManage: boolean;
    /** The signed-in person's role and links (read once, on first call): pages choose their controls from it. */
    person: () => Promise<Person>;
    /** The site's origin for absolute links (PUBLIC_URL, else the request's): server/client-address.ts. */
    origin: string;
    /**
     * The newest live change this instance has sent on, read before the loaders: a page's data shows it,
     * so the page's live stream starts after it (server/live.ts).
     */
    liveCursor: number | null;
    /**
     * The page's script sent this request (React Router's `….data` fetch), not a plain form post or a
     * document load: a refused form is then answered 200 with `ok: false`, the status in the body
     * (app/lib/form-action.server.ts), so the browser logs no failed load for an answer the page shows.
     */
    scripted: boolean;
  }
}

const ONE_YEAR = 365 * 24 * 3600 * 1000;

export const app = express();
app.disable("x-powered-by");
// `/api/v1/…` is `/api/…`: one spelling for everything below.
app.use(apiVersionAlias, deprecatedPathAliases);
app.use(defaultSecurityHeaders);

app.get("/healthz", async (_req, res) => {
  try {
    const { orm } = await getRuntime();
    await orm.em.getConnection().execute("select 1");
    res.json({ status: "ok", database: "up" });
  } catch {
    res.status(503).json({ status: "error", database: "down" });
  }
});

// CSRF: cookie-carried writes must come from this site; then the session is resolved once per request
// (anonymous requests skip it at no cost), before the read cache so signed-in answers get `no-store`.
// Partners' pages on the CORS_ORIGINS origins may call the API (preflights answered here).
app.use(
  "/api",
  apiCors(() => process.env.CORS_ORIGINS),
);
app.use(originCheck, sessionMiddleware);
// The API's manners: HEAD as GET, the answer's language and what it varies by, caching of public reads.
app.use("/api", headAsGet, apiHeaders);
// Hot public reads: a cached answer needs none of the work below.
app.use("/api", restReadCache, publicReadETag);

// Mail left queued (by a restart or a failed try) goes out after some response, at most once a minute.
app.use(deliverMailAfterResponses(async () => (await getRuntime()).orm.em as EntityManager));

// `?lang=es` on any URL selects and remembers the language, so a Spanish link can be shared.
app.use((req, res, next) => {
  const lang = req.query.lang;
  if (lang === "en" || lang === "es") res.cookie(LANG_COOKIE, lang, { maxAge: ONE_YEAR, sameSite: "lax", path: "/" });
  next();
});

app.get("/api/openapi.json", (_req, res) => {
  res.json(openApiDocument());
});
app.get("/api/matches.ics", (req, res, next) => {
  matchesCalendar(req, res).catch(next);
});
// A match's share card (the og:image of /matches/{id}), drawn on the server: server/match-share.ts.
app.get("/matches/:id/share.png", (req, res, next) => {
  matchShareImage(req, res).catch(next);
});
// The logos saved jersey designs show, kept by this server (decision 107).
app.get("/api/jersey-logos/:sha256", (req, res, next) => {
  jerseyLogoImage(req, res).catch(next);
});
app.get("/api/admin/registrations/:kind.csv", (req, res, next) => {
  registrationsCsvDownload(req, res).catch(next);
});
app.get("/api/admin/backup", (req, res, next) => {
  backupDownload(req, res).catch(next);
});
app.get("/api/docs", (req, res) => {
  res.type("html").send(apiDocsHtml(requestLang(req)));
});

const restHandler = createOpenApiNodeHttpHandler({
  router: appRouter,
  // Typed for HTTP/1 or HTTP/2; under Express it is always HTTP/1's ServerResponse.
  createContext: async ({ req, res }) => ({
    ...(await createContext(await getRuntime(), req, res as ServerResponse)),
    rest: true,
  }),
  responseMeta: restResponseMeta,
  onError: logInternal,
});
const trpcHandler = createExpressMiddleware({
  router: appRouter,
  createContext: async ({ req, res }) => createContext(await getRuntime(), req, res),
  onError: logInternal,
});

// Stripe signs the raw bytes of the body: this route must see them before the JSON parser below does.
app.post("/api/stripe/webhook", express.raw({ type: "application/json", limit: "1mb" }), stripeWebhook);

/** A body-parser error the last handler answers with its own status and message. */
const inputError = (status: number, type: string) => Object.assign(new Error(type), { status, type });

/**
 * One JSON parser for REST and tRPC bodies (batches included): 1 MB at most, and nesting refused on
 * the raw text before parsing, since deep nesting overflows the stack of recursive code later on.
 */
const jsonBody = express.json({
  limit: "1mb",
  verify(_req, _res, buf) {
    if (jsonTooDeep(buf.toString("utf8"))) throw inputError(400, "entity.too.deep");
  },
});
/** tRPC GET calls carry their JSON in `?input=`: the same nesting limit as bodies. */
function trpcQueryDepth(req: Request, _res: Response, next: NextFunction) {
  const input = req.query.input;
  next(typeof input === "string" && jsonTooDeep(input) ? inputError(400, "entity.too.deep") : undefined);
}

// Idempotency-Key on every POST (server/idempotency.ts): before the error envelope, so the answer it
// keeps is the one the caller got.
app.use("/api", jsonBody, idempotentPosts, restErrorEnvelope, (req, res, next) => {
  restHandler(req, res, next).catch(next);
});
app.use("/api", apiNotFound);
// A batch runs every call it names: without a cap one anonymous request could queue hundreds of reads
// ahead of everyone else. tRPC's own `maxBatchSize` refuses with an untranslated message and no
// language to go on, so the cap is checked here; the client never batches more (app/lib/trpc.ts).
app.use("/trpc", (req, res, next) => {
  if (req.query.batch !== "1" || req.path.slice(1).split(",").length <= MAX_BATCH_SIZE) return next();
  res.status(400).json(errorBody("BAD_REQUEST", translate(requestLang(req), "errors.batchTooLarge", { max: MAX_BATCH_SIZE })));
});
// Live scores: the `matches.live` subscription's SSE is served here, in tRPC's wire format, so each change
// is serialized once for every open page instead of once per page by tRPC's stream pipeline (decision 004).
// A reconnecting stream is sent what it missed first, from the live log (decision 109).
app.get("/trpc/matches.live", (req, res, next) => {
  getRuntime()
    .then(({ orm }) => liveStreams.attach(req, res, orm.em.fork() as EntityManager))
    .catch(next);
});
app.use("/trpc", jsonBody, trpcQueryDepth, trpcHandler);

// Pages: a loader that found the database unreachable turns React Router's 500 into a 503.
app.use((_req, res, next) => {
  outageStatus(res);
  next();
});
/** The React Router build: its route modules, with the `handle` each declares. */
const serverBuild = () => import("virtual:react-router/server-build");

// Public pages for anonymous visitors, from memory when nothing they show has changed: those whose
// routes declare `handle.cache`. Not in development, where an edited route must show on the next reload.
if (!import.meta.env.DEV) app.use(pageCacheMiddleware(serverBuild));

app.use(
  yieldSecurityHeadersToPages,
  createRequestHandler({
    build: serverBuild,
    async getLoadContext(req, res) {
      const runtime = await getRuntime();
      const ctx = await createContext(runtime, req, res, { page: true });
      const pagePolicy = {
        stripe: (await currentPaymentProvider()).kind === "stripe",
        development: runtime.env.NODE_ENV === "development",
      };
      const liveCursor = liveHub.lastSent;
      let person: Promise<Person> | undefined;
      return {
        lang: ctx.lang,
        trpc: createServerCaller(ctx),
        pagePolicy,
        canManage: canManage(ctx),
        person: () => (person ??= personOf(ctx)),
        origin: siteOrigin(req),
        liveCursor,
        scripted: req.path.endsWith(".data"),
      };
    },
  }),
);

/** What the client gets for an error that reached Express: by body-parser type first, then by status. */
const HTTP_ERRORS: Record<string, { code: string; key: string }> = {
  "entity.too.deep": { code: "BAD_REQUEST", key: "errors.tooDeep" },
  "encoding.unsupported": { code: "UNSUPPORTED_MEDIA_TYPE", key: "errors.unsupportedMediaType" },
  "charset.unsupported": { code: "UNSUPPORTED_MEDIA_TYPE", key: "errors.unsupportedMediaType" },
  400: { code: "BAD_REQUEST", key: "errors.malformedBody" },
  404: { code: "NOT_FOUND", key: "errors.notFound" },
  413: { code: "PAYLOAD_TOO_LARGE", key: "errors.tooLarge" },
  415: { code: "UNSUPPORTED_MEDIA_TYPE", key: "errors.unsupportedMediaType" },
  503: { code: "SERVICE_UNAVAILABLE", key: "errors.databaseUnavailable" },
};

// Last resort: JSON for API paths (malformed bodies land here as 4xx), never a stack trace.
app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
  if (res.headersSent) return next(err);
  const lang = requestLang(req);
  const down = isDatabaseUnavailable(err);
  if (down) {
    console.error("database unavailable:", err instanceof Error ? err.message : err);
    setRetryAfter(res);
  }
  const { status: given, type } = (typeof err === "object" && err ? err : {}) as { status?: unknown; type?: unknown };
  // A client error Express or body-parser recognised keeps its status; anything else is ours.
  const status = down ? 503 : typeof given === "number" && given >= 400 && given < 600 ? given : 500;
  if (status >= 500 && !down) console.error(err);
  const known = (typeof type === "string" ? HTTP_ERRORS[type] : undefined) ?? HTTP_ERRORS[status];
  const { code, key } =
    known ??
    (status < 500
      ? { code: "BAD_REQUEST", key: "errors.badRequest" }
      : { code: "INTERNAL_SERVER_ERROR", key: "errors.internal" });
  if (req.path.startsWith("/api") || req.path.startsWith("/trpc")) res.status(status).json(errorBody(code, translate(lang, key)));
  else res.status(status).type("text").send(translate(lang, key));
});

function logInternal({ error }: { error: { code: string } & Error }) {
  if (error.code === "INTERNAL_SERVER_ERROR") console.error(error);
}
