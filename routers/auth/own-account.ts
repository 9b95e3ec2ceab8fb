/**
 * A signed-in person's own account (/account): their name and mail language, the sessions
 * they have open, and signing out everywhere. Each call acts on the caller's account only: nothing in
 * the input names whose.
 */
import { z } from "zod";
import { Session, User } from "../../db/entities/index";
import { ProfileSchema } from "@shared/forms/account.schema";
import { clearSessionCookie, invalidateUserSessions, readSessionToken } from "../../server/auth/session";
import { hashToken } from "../../server/auth/tokens";
import { signedInProcedure } from "../../server/auth/scope";
import { fail, type Context } from "../../server/trpc";
import { deviceOf } from "@shared/device-name";
import { paged } from "../../server/list-paging";

const ProfileOutput = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  language: z.enum(["en", "es"]),
});

/** The caller, or 401 (AUTH_MODE=off opens the gate, but there is no account to act on without one). */
function me(ctx: Context) {
  if (!ctx.user) return fail("UNAUTHORIZED", "errors.scope.signIn");
  return ctx.user;
}

const profileOf = (u: { email: string; firstName: string; lastName: string; language: "en" | "es" }) => ({
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  language: u.language,
});

/** The session this request came with (by cookie; a bearer token has none), by its stored id. */
const currentSessionId = (ctx: Context) => {
  const token = ctx.res ? readSessionToken(ctx.res.req) : null;
  return token ? hashToken(token) : null;
};

export const ownAccountProcedures = {
  profile: signedInProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/me/profile",
        protect: true,
        tags: ["auth"],
        summary: "The signed-in person's name, email and the language of their mail",
      },
    })
    .input(z.void())
    .output(ProfileOutput)
    .query(async ({ ctx }) => profileOf(await ctx.em.findOneOrFail(User, me(ctx).id))),

  updateProfile: signedInProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/me/profile",
        protect: true,
        tags: ["auth"],
        summary: "Change the signed-in person's first and last name and the language of their mail (en or es)",
      },
    })
    .input(ProfileSchema)
    .output(ProfileOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await ctx.em.findOneOrFail(User, me(ctx).id);
      ctx.em.assign(user, input);
      await ctx.em.flush();
      return profileOf(user);
    }),

  sessions: signedInProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/me/sessions",
        protect: true,
        tags: ["auth"],
        summary:
          "The signed-in person's open sessions, newest first: began, last used, expiry, browser and system, the one of this request marked `current`",
      },
    })
    .input(paged())
    .output(
      z.array(
        z.object({
          createdAt: z.date(),
          lastSeenAt: z.date(),
          expiresAt: z.date(),
          /** Browser and system read from the User-Agent the session began with (null when unknown). */
          browser: z.string().nullable(),
          system: z.string().nullable(),
          current: z.boolean(),
        }),
      ),
    )
    .query(async ({ ctx }) => {
      const current = currentSessionId(ctx);
      const rows = await ctx.em.find(
        Session,
        { userId: me(ctx).id, expiresAt: { $gt: new Date() } },
        { orderBy: { createdAt: "desc" }, disableIdentityMap: true },
      );
      return rows.map((s) => ({
        createdAt: s.createdAt,
        lastSeenAt: s.lastSeenAt ?? s.createdAt,
        expiresAt: s.expiresAt,
        ...deviceOf(s.userAgent),
        current: s.id === current,
      }));
    }),

  signOutEverywhere: signedInProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/me/sessions/sign-out-everywhere",
        protect: true,
        tags: ["auth"],
        summary: "End every session of the signed-in person, this one included (the cookie is cleared)",
      },
    })
    .input(z.void())
    .output(z.object({ ended: z.number().int() }))
    .mutation(async ({ ctx }) => {
      const ended = await ctx.em.count(Session, { userId: me(ctx).id });
      await invalidateUserSessions(ctx.em, me(ctx).id);
      clearSessionCookie(ctx.res);
      return { ended };
    }),
};
