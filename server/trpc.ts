import { initTRPC, TRPCError } from "@trpc/server";
import type { OutboundGuard } from "./outbound/guarded-http";
import superjson from "superjson";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import type { ServerResponse } from "node:http";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translate, type Lang } from "./i18n";
import { fieldErrors, fieldLabel } from "./validation";
import { isDatabaseUnavailable, markUnavailable, setRetryAfter } from "./outage";
import { findUnsafeText } from "./input-guard";
import { applyListPaging, listPageOf } from "./list-paging";
import { hitLimit, rateLimitHeaders, type AddressLimitName } from "./rate-limits";
import { tokenHolds, tokenRefusal } from "./auth/token-scopes";
import type { ApiTokenScope } from "@shared/api-tokens";

/**
 * `apiToken`: the REST partner's token the request came with (it acts as the person who created it,
 * within its scopes: server/auth/token-scopes.ts).
 */
export type SessionUser = {
  id: string;
  email: string;
  role: string;
  firstName: string;
  lastName: string;
  apiToken?: { id: string; name: string; scopes: readonly ApiTokenScope[] };
};

/**
 * Who may call a procedure (docs/decisions/111): everyone, a signed-in person acting on their own account,
 * an admin, or a person of the roles named acting for their own team, their own match (its referee) or
 * their own task. The builders set it (here and in server/auth/scope.ts); routers/scope.test.ts refuses a
 * write without one.
 */
export type ScopeMeta =
  | { kind: "public" }
  | { kind: "signedIn" }
  | { kind: "admin" }
  | { kind: "team"; roles: readonly string[] }
  | { kind: "match"; roles: readonly string[] }
  | { kind: "task"; roles: readonly string[] };
export type AppMeta = OpenApiMeta & {
  scope?: ScopeMeta;
  /**
   * The answer holds a secret shown once (a token's plaintext, a signing secret): never kept for an
   * Idempotency-Key repeat, which is told 409 "already done" with the created thing's address.
   */
  answersSecret?: true;
};

export type Context = {
  em: EntityManager;
  lang: Lang;
  user: SessionUser | null;
  authMode: "required" | "off";
  /** The client as rate limits count it: its address, an IPv6 client by its /64 (server/client-address.ts clientKey). */
  ip: string;
  /** The browser's `visitor` cookie (server/auth/visitor.ts): who made an anonymous jersey design. */
  visitor?: string | null;
  /** The request's `Idempotency-Key` header, for the writes that honour it (a repeated match event). */
  idempotencyKey?: string | null;
  /** The request came with an API token that is unknown, expired or revoked: every procedure answers 401. */
  tokenRefused?: boolean;
  /** The call came through the REST bridge (`/api/…`): lists get the hard cap and paging headers (server/list-paging.ts). */
  rest?: boolean;
  /** The HTTP response when there is one (absent for in-process test callers): sign-in sets the session cookie on it. */
  res?: ServerResponse;
  /** How calls to addresses users give are guarded (ALLOW_PRIVATE_NETWORK_URLS); absent: public https only. */
  outbound?: OutboundGuard;
};

const t = initTRPC
  .context<Context>()
  .meta<AppMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const { message, fields } = describeError(error, ctx?.lang ?? "en");
      return {
        ...shape,
        message,
        data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, message, fields },
      };
    },
  });

/** The translated message of a failed call and, for bad input, each field's message. */
export function describeError(error: TRPCError, lang: Lang): { message: string; fields?: Record<string, string> } {
  // tRPC may re-wrap the cause, so recognise a zod error by its shape rather than its class.
  const cause = error.cause as { name?: string; issues?: unknown } | undefined;
  const zod =
    cause instanceof ZodError || (cause?.name === "ZodError" && Array.isArray(cause.issues)) ? (cause as ZodError) : null;
  if (zod) {
    const fields = fieldErrors(zod, lang);
    return { message: Object.values(fields)[0] ?? translate(lang, "errors.badRequest"), fields };
  }
  if (error.cause instanceof FieldRefusal) {
    const fields = Object.fromEntries(
      Object.entries(error.cause.fields).map(([path, message]) => {
        const { key, vars } = typeof message === "string" ? { key: message, vars: {} } : message;
        return [path, translate(lang, key, { ...vars, field: fieldLabel(lang, path) })];
      }),
    );
    return { message: Object.values(fields)[0], fields };
  }
  if (error.code === "INTERNAL_SERVER_ERROR") return { message: translate(lang, "errors.internal") };
  // Refusals raised by tRPC and the REST bridge themselves, before any procedure runs, carry English text.
  const transport = TRANSPORT_ERRORS[error.code];
  if (transport) return { message: translate(lang, transport) };
  return { message: translateMaybe(lang, error.message) };
}

const TRANSPORT_ERRORS: Partial<Record<TRPCError["code"], string>> = {
  PARSE_ERROR: "errors.malformedBody",
  UNSUPPORTED_MEDIA_TYPE: "errors.unsupportedMediaType",
  PAYLOAD_TOO_LARGE: "errors.tooLarge",
};

/** Messages thrown as i18n keys (`errors.*`, `validation.*`) are translated; others pass through. */
function translateMaybe(lang: Lang, message: string) {
  if (/^(errors|validation)\.[\w.]+$/.test(message)) return translate(lang, message);
  const [key, json] = message.split("|");
  if (json && /^(errors|validation)\.[\w.]+$/.test(key)) {
    try {
      return translate(lang, key, JSON.parse(json));
    } catch {
      return translate(lang, key);
    }
  }
  return message;
}

/** A refusal whose message is an i18n key, translated for the caller by the error formatter. */
export function fail(code: TRPCError["code"], key: string, vars?: Record<string, unknown>): never {
  throw new TRPCError({ code, message: vars ? `${key}|${JSON.stringify(vars)}` : key });
}

/** A field's message: an i18n key, or one with values for its placeholders (besides `{{field}}`, always the field's label). */
export type FieldMessage = string | { key: string; vars?: Record<string, string | number> };

/** Field messages (i18n keys) for input only the server can judge, e.g. against stored data. */
export class FieldRefusal extends Error {
  constructor(readonly fields: Record<string, FieldMessage>) {
    super("validation failed");
    this.name = "FieldRefusal";
  }
}

/** A 400 naming each bad field, like a schema refusal. */
export function failFields(fields: Record<string, FieldMessage>): never {
  throw new TRPCError({ code: "BAD_REQUEST", message: "validation failed", cause: new FieldRefusal(fields) });
}

/**
 * Every string of every input (REST body, query and path; tRPC input; batches) passes here before
 * its schema: control characters and invalid Unicode are refused naming the field, so no procedure
 * has to think of them and none reaches the database (which cannot store NUL or lone surrogates).
 */
const safeText = t.middleware(async ({ getRawInput, next }) => {
  const path = findUnsafeText(await getRawInput());
  if (path) failFields({ [path.length ? path.join(".") : "body"]: "validation.unsafeText" });
  return next();
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const middleware = t.middleware;

/** An unreachable database is the server's passing trouble: 503 with Retry-After (REST, tRPC and pages), not a 500. */
const databaseOutage = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && isDatabaseUnavailable(result.error.cause)) {
    setRetryAfter(ctx.res);
    markUnavailable(ctx.res);
    throw new TRPCError({ code: "SERVICE_UNAVAILABLE", message: "errors.databaseUnavailable", cause: result.error.cause });
  }
  return result;
});

/**
 * An API token's limits (docs/decisions/116), in every builder before its own gate: a refused token
 * (unknown, expired, revoked) is 401, a token whose scopes do not cover the procedure 403 naming the
 * scope, and token management is never a token's.
 */
const tokenGuard = t.middleware(({ ctx, path, next }) => {
  if (ctx.tokenRefused) fail("UNAUTHORIZED", "errors.token.refused");
  const refusal = tokenRefusal(ctx.user, path);
  if (refusal) fail("FORBIDDEN", refusal.key, "scope" in refusal ? { scope: refusal.scope } : undefined);
  return next();
});

/**
 * Every GET answering an array pages by its `limit` and `cursor` (server/list-paging.ts, decision 118):
 * the procedure gets the window asked for as `ctx.listPage`, to page in its own query (`pageInQuery`)
 * when its table grows without bound; otherwise the page is cut out of the array it answers.
 */
const listPaging = t.middleware(async ({ ctx, meta, getRawInput, next }) => {
  const listPage = await listPageOf(ctx, meta, getRawInput);
  return applyListPaging({ ctx, page: listPage, result: await next({ ctx: { listPage } }) });
});

export const publicProcedure = t.procedure.use(databaseOutage).use(listPaging).use(tokenGuard).use(safeText);

/**
 * Counts one call of a limited operation (server/rate-limits.ts) against the caller's address, within
 * `scope` when the limit has several; past the limit, 429 with a translated message naming the wait.
 */
export async function enforceRateLimit(ctx: Pick<Context, "em" | "ip" | "res">, name: AddressLimitName, scope?: string) {
  const result = await hitLimit(ctx.em, name, ctx.ip, { scope });
  if (ctx.res && !ctx.res.headersSent)
    for (const [header, value] of Object.entries(rateLimitHeaders(name, result))) ctx.res.setHeader(header, value);
  if (!result.allowed) fail("TOO_MANY_REQUESTS", "errors.rateLimited", { seconds: result.retryAfterSeconds });
}

/** A write anyone may make (a cart, a jersey design, signing in): declared so, for the scope test. */
export const publicWriteProcedure = publicProcedure.meta({ scope: { kind: "public" } });

/** Decides whether the caller may go on (returns) or not (throws a 401/403), from the context and the raw input. */
export type Gate = (ctx: Context, rawInput: () => Promise<unknown>) => Promise<void>;
/**
 * A procedure behind a gate (who may call it), the gate running before anything reads the input, so a
 * refused caller gets 401/403 whatever they send. server/auth/scope.ts builds the scoped gates on it.
 */
export function gatedProcedure(gate: Gate, scope: ScopeMeta) {
  return t.procedure
    .use(databaseOutage)
    .use(listPaging)
    .use(tokenGuard)
    .use(async ({ ctx, getRawInput, next }) => {
      await gate(ctx, getRawInput);
      return next();
    })
    .use(safeText)
    .meta({ scope });
}

/**
 * A public form's procedure: each call counts against the caller's address for that form before
 * anything else runs (bad input counts too), under the `form` limit.
 */
export function publicFormProcedure(form: string) {
  return publicWriteProcedure.use(async ({ ctx, next }) => {
    await enforceRateLimit(ctx, "form", form);
    return next();
  });
}

/**
 * Admin writes (DESIGN.md): with AUTH_MODE=required a signed-in admin, else 401 (not signed in) or
 * 403 (not an admin); AUTH_MODE=off lets everyone through, as the spec's client shows it.
 * REST meta for these procedures should say `protect: true`.
 */
/** Whether this caller may use admin procedures (and so see admin-shaped data and controls). */
export function canManage(ctx: Pick<Context, "authMode" | "user">) {
  return ctx.authMode === "off" || (ctx.user?.role === "admin" && tokenHolds(ctx.user, "read"));
}

export const adminProcedure = t.procedure
  .use(databaseOutage)
  .use(listPaging)
  .use(tokenGuard)
  .use(({ ctx, next }) => {
    if (ctx.authMode === "off") return next();
    if (!ctx.user) fail("UNAUTHORIZED", "errors.signInRequired");
    if (ctx.user.role !== "admin") fail("FORBIDDEN", "errors.adminOnly");
    return next({ ctx: { ...ctx, user: ctx.user } });
  })
  // After the gate, so anonymous callers get 401 whatever they send.
  .use(safeText)
  .meta({ scope: { kind: "admin" } });
