import { initTRPC, TRPCError } from "@trpc/server";
import superjson from "superjson";
import type { OpenApiMeta } from "trpc-to-openapi";
import { ZodError } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translate, type Lang } from "../app/lib/i18n";
import { fieldErrors } from "./validation";

export type SessionUser = { id: string; email: string; role: string; firstName: string; lastName: string };

export type Context = {
  em: EntityManager;
  lang: Lang;
  user: SessionUser | null;
  authMode: "required" | "off";
  /** Client address, for rate limits. */
  ip: string;
};

const t = initTRPC
  .context<Context>()
  .meta<OpenApiMeta>()
  .create({
    transformer: superjson,
    errorFormatter({ shape, error, ctx }) {
      const lang = ctx?.lang ?? "en";
      const zod = error.cause instanceof ZodError ? error.cause : null;
      const fields = zod ? fieldErrors(zod, lang) : undefined;
      const message = zod
        ? Object.values(fields ?? {})[0] ?? translate(lang, "errors.badRequest")
        : error.code === "INTERNAL_SERVER_ERROR"
          ? translate(lang, "errors.internal")
          : translateMaybe(lang, error.message);
      return { ...shape, message, data: { code: shape.data.code, httpStatus: shape.data.httpStatus, path: shape.data.path, message, fields } };
    },
  });

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
