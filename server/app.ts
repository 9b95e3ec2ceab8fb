import type { ServerResponse } from "node:http";
import express, { type NextFunction, type Request, type Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { createRequestHandler } from "@react-router/express";
import { createExpressMiddleware } from "@trpc/server/adapters/express";
import { createOpenApiNodeHttpHandler } from "trpc-to-openapi";
import "react-router";
import { appRouter } from "../routers/index";
import { LANG_COOKIE, translate, type Lang } from "../app/lib/i18n";
import { createContext, createServerCaller, requestLang, type ServerCaller } from "./context";
import { apiDocsHtml, errorBody, openApiDocument, restErrorEnvelope } from "./rest";
import { getRuntime } from "./runtime";
import { deliverMailAfterResponses } from "./mail";
import { stripeWebhook } from "./payments/webhook";
import { matchesCalendar } from "./calendar";
import { restReadCache } from "./read-cache";
import { originCheck, sessionMiddleware } from "./auth/middleware";

export { startRuntime, stopRuntime } from "./runtime";
export { loadEnv, loadDotEnv } from "./env";

declare module "react-router" {
  interface AppLoadContext {
    lang: Lang;
    trpc: ServerCaller;
  }
}

const ONE_YEAR = 365 * 24 * 3600 * 1000;

export const app = express();
app.disable("x-powered-by");

app.get("/healthz", async (_req, res) => {
  try {
    const { orm } = await getRuntime();
    await orm.em.getConnection().execute("select 1");
    res.json({ status: "ok", database: "up" });
  } catch {
    res.status(503).json({ status: "error", database: "down" });
  }
});

// Hot public reads first: a cached answer needs none of the work below.
app.use("/api", restReadCache(["teams", "matches", "players"]));
// CSRF: cookie-carried writes must come from this site; then the session is resolved once per request.
app.use(originCheck, sessionMiddleware);

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
app.get("/api/docs", (req, res) => {
  res.type("html").send(apiDocsHtml(requestLang(req)));
});

const restHandler = createOpenApiNodeHttpHandler({
  router: appRouter,
  // Typed for HTTP/1 or HTTP/2; under Express it is always HTTP/1's ServerResponse.
  createContext: async ({ req, res }) => createContext(await getRuntime(), req, res as ServerResponse),
  onError: logInternal,
});
const trpcHandler = createExpressMiddleware({
  router: appRouter,
  createContext: async ({ req, res }) => createContext(await getRuntime(), req, res),
  onError: logInternal,
});

// Stripe signs the raw bytes of the body: this route must see them before the JSON parser below does.
app.post("/api/stripe/webhook", express.raw({ type: "application/json", limit: "1mb" }), stripeWebhook);

app.use("/api", express.json({ limit: "1mb" }), restErrorEnvelope, (req, res, next) => {
  restHandler(req, res, next).catch(next);
});
app.use("/api", (req, res) => {
  res.status(404).json(errorBody("NOT_FOUND", translate(requestLang(req), "errors.notFound")));
});
app.use("/trpc", trpcHandler);

app.use(
  createRequestHandler({
    build: () => import("virtual:react-router/server-build"),
    async getLoadContext(req, res) {
      const runtime = await getRuntime();
      const ctx = await createContext(runtime, req, res);
      return { lang: ctx.lang, trpc: createServerCaller(ctx) };
    },
  }),
);

// Last resort: JSON for API paths (malformed bodies land here as 400), never a stack trace.
app.use((err: unknown, req: Request, res: Response, next: NextFunction) => {
  if (res.headersSent) return next(err);
  const lang = requestLang(req);
  const status = typeof err === "object" && err && "status" in err && typeof err.status === "number" ? err.status : 500;
  if (status >= 500) console.error(err);
  const key = status === 400 ? "errors.malformedBody" : status === 413 ? "errors.tooLarge" : status === 404 ? "errors.notFound" : "errors.internal";
  const code = status === 400 ? "BAD_REQUEST" : status === 413 ? "PAYLOAD_TOO_LARGE" : status === 404 ? "NOT_FOUND" : "INTERNAL_SERVER_ERROR";
  if (req.path.startsWith("/api") || req.path.startsWith("/trpc")) res.status(status).json(errorBody(code, translate(lang, key)));
  else res.status(status).type("text").send(translate(lang, key));
});

function logInternal({ error }: { error: { code: string } & Error }) {
  if (error.code === "INTERNAL_SERVER_ERROR") console.error(error);
}
