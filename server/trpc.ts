import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import type { ServerResponse } from "node:http";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translate, type Lang } from "../app/lib/i18n";
import { fieldErrors, fieldLabel } from "./validation";

export type SessionUser = { id: string; email: string; role: string; firstName: string; lastName: string };

export type Context = {
  em: EntityManager;
  lang: Lang;
  user: SessionUser | null;
  authMode: "required" | "off";
  /** Client address, for rate limits. */
  ip: string;
  /** The HTTP response when there is one (absent for in-process test callers): sign-in sets the session cookie on it. */
  res?: ServerResponse;
};

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const { message, fields } = describeError(error, ctx?.lang ?? "en");
      return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, message, fields } };
    },
  });

/** The translated message of a failed call and, for bad input, each field's message. */
export function describeError(error: TRPCError, lang: Lang): { message: string; fields?: Record<string, string> } {
  // tRPC may re-wrap the cause, so recognise a zod error by its shape rather than its class.
  const cause = error.cause as { name?: string; issues?: unknown } | undefined;
  const zod = cause instanceof ZodError || (cause?.name === "ZodError" && Array.isArray(cause.issues)) ? (cause as ZodError) : null;
  if (zod) {
    const fields = fieldErrors(zod, lang);
    return { message: Object.values(fields)[0] ?? translate(lang, "errors.badRequest"), fields };
  }
  if (error.cause instanceof FieldRefusal) {
    const fields = Object.fromEntries(Object.entries(error.cause.fields).map(([path, key]) => [path, translate(lang, key, { field: fieldLabel(lang, path) })]));
    return { message: Object.values(fields)[0], fields };
  }
  if (error.code === "INTERNAL_SERVER_ERROR") return { message: translate(lang, "errors.internal") };
  return { message: translateMaybe(lang, error.message) };
}

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

/** Field messages (i18n keys) for input only the server can judge, e.g. against stored data. */
export class FieldRefusal extends Error {
  constructor(readonly fields: Record<string, string>) {
    super("validation failed");
    this.name = "FieldRefusal";
  }
}

/** A 400 naming each bad field, like a schema refusal. */
export function failFields(fields: Record<string, string>): never {
  throw new TRPCError({ code: "BAD_REQUEST", message: "validation failed", cause: new FieldRefusal(fields) });
}

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;
export const middleware = t.middleware;

/**
 * Admin writes (DESIGN.md): with AUTH_MODE=required a signed-in admin, else 401 (not signed in) or
 * 403 (not an admin); AUTH_MODE=off lets everyone through, as the spec's client shows it.
 * REST meta for these procedures should say `protect: true`.
 */
export const adminProcedure = t.procedure.use(({ ctx, next }) => {
  if (ctx.authMode === "off") return next();
  if (!ctx.user) fail("UNAUTHORIZED", "errors.signInRequired");
  if (ctx.user.role !== "admin") fail("FORBIDDEN", "errors.adminOnly");
  return next({ ctx: { ...ctx, user: ctx.user } });
});
