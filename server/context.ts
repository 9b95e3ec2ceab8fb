import type { IncomingMessage, ServerResponse } from "node:http";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LANG_COOKIE, resolveLang, type Lang } from "./i18n";
import { requestCookies } from "./cookies";
import { appRouter } from "../routers/index";
import type { Runtime } from "./runtime";
import { clientKey } from "./client-address";
import { authenticatePageRequest, authenticateRequest } from "./auth/session";
import { readVisitorToken } from "./auth/visitor";
import { createCallerFactory, type Context } from "./trpc";
import { guardFromEnv } from "./outbound/guarded-http";

export function requestLang(req: IncomingMessage): Lang {
  const url = new URL(req.url ?? "/", "http://localhost");
  return resolveLang({
    query: url.searchParams.get("lang"),
    cookie: requestCookies(req)[LANG_COOKIE],
    acceptLanguage: req.headers["accept-language"] ?? null,
  });
}

/** The context of one request; a page's (`page: true`) knows the caller by the session cookie alone. */
export async function createContext(
  runtime: Runtime,
  req: IncomingMessage,
  res?: ServerResponse,
  options: { page?: boolean } = {},
): Promise<Context> {
  const em = runtime.orm.em.fork() as EntityManager;
  const auth = await (options.page ? authenticatePageRequest : authenticateRequest)(req, () => em);
  return {
    em,
    lang: requestLang(req),
    user: auth.user,
    tokenRefused: auth.tokenRefused,
    authMode: runtime.env.AUTH_MODE,
    outbound: guardFromEnv(runtime.env),
    ip: clientKey(req),
    visitor: readVisitorToken(req),
    idempotencyKey: [req.headers["idempotency-key"]].flat()[0] ?? null,
    res,
  };
}

const createCaller = createCallerFactory(appRouter);
/** The in-process tRPC caller handed to route loaders: no HTTP hop. */
export function createServerCaller(ctx: Context) {
  return createCaller(ctx);
}
export type ServerCaller = ReturnType<typeof createServerCaller>;
