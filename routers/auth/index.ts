import { z } from "zod";
import { User } from "../../db/entities/index";
import { ChangePasswordSchema, LoginSchema } from "@shared/forms/login.schema";
import { verifyPassword } from "../../server/auth/password";
import {
  clearSessionCookie,
  createSession,
  invalidateSession,
  readSessionToken,
  sessionUserAgent,
  setSessionCookie,
} from "../../server/auth/session";
import { accountProcedures, SessionOutput, setPasswordAndSignIn, UserOutput } from "./account";
import { ownAccountProcedures } from "./own-account";
import { captainOfferProcedures } from "./captain-offer";
import { claimSignInTry, finishSignInTry } from "../../server/auth/throttle";
import { fail, failFields, publicProcedure, publicWriteProcedure, router, type Context } from "../../server/trpc";

function refuseThrottled(ctx: Context, seconds: number): never {
  if (ctx.res && !ctx.res.headersSent) ctx.res.setHeader("Retry-After", String(seconds));
  fail("TOO_MANY_REQUESTS", "errors.rateLimited", { seconds });
}

/**
 * Checks a password for `email` under the sign-in throttle (server/auth/throttle.ts). The try is counted
 * before the check, in one locked step, so tries sent at once cannot all slip past: refused with 429 (and
 * Retry-After) before any check while this address must wait for this account; a wrong answer stays
 * counted and gives null, or a 429 once the address has spent its failures, whether the account exists
 * or not; a right one is given back. `check` gives what a right password unlocks, null for a wrong one.
 */
async function throttledPasswordCheck<T>(ctx: Context, email: string, check: () => Promise<T | null>): Promise<T | null> {
  const claim = await claimSignInTry(ctx.em, ctx.ip, email);
  if (claim.blockedFor !== null) refuseThrottled(ctx, claim.blockedFor);
  const unlocked = await check();
  await finishSignInTry(ctx.em, ctx.ip, email, { succeeded: unlocked !== null, waitAfterFailure: claim.waitAfterFailure });
  if (unlocked === null && claim.addressWait !== null) refuseThrottled(ctx, claim.addressWait);
  return unlocked;
}

const requestToken = (ctx: Context) => (ctx.res ? readSessionToken(ctx.res.req) : null);

export const authRouter = router({
  /**
   * Unknown email and wrong password get the same answer after the same work (the password is
   * checked against a stand-in hash when there is no account), so accounts cannot be discovered.
   */
  login: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/login",
        protect: false,
        tags: ["auth"],
        summary: "Sign in: sets the HttpOnly session cookie",
      },
    })
    .input(LoginSchema)
    .output(SessionOutput)
    .mutation(async ({ ctx, input }) => {
      const user = await throttledPasswordCheck(ctx, input.email, async () => {
        const found = await ctx.em.findOne(User, { email: input.email });
        return (await verifyPassword(found?.passwordHash, input.password)) ? found : null;
      });
      if (!user) fail("UNAUTHORIZED", "errors.invalidCredentials");
      const previous = requestToken(ctx);
      if (previous) await invalidateSession(ctx.em, previous);
      const { token, expiresAt } = await createSession(ctx.em, user.id, new Date(), sessionUserAgent(ctx.res?.req));
      setSessionCookie(ctx.res, token, expiresAt);
      return { user, expiresAt };
    }),

  logout: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/logout",
        protect: false,
        tags: ["auth"],
        summary: "Sign out: ends the session and clears its cookie",
      },
    })
    .input(z.void())
    .output(z.object({ signedOut: z.boolean() }))
    .mutation(async ({ ctx }) => {
      const token = requestToken(ctx);
      if (token) await invalidateSession(ctx.em, token);
      clearSessionCookie(ctx.res);
      return { signedOut: !!token };
    }),

  me: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/auth/me",
        protect: false,
        tags: ["auth"],
        summary: "The signed-in user (or null) and the auth mode",
      },
    })
    .input(z.void())
    .output(z.object({ user: UserOutput.nullable(), authMode: z.enum(["required", "off"]) }))
    .query(({ ctx }) => ({ user: ctx.user, authMode: ctx.authMode })),

  /** Ends every session of the account (other devices included) and opens a new one here. */
  changePassword: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password",
        protect: true,
        tags: ["auth"],
        summary: "Change the signed-in user's password",
      },
    })
    .input(ChangePasswordSchema)
    .output(SessionOutput)
    .mutation(async ({ ctx, input }) => {
      if (!ctx.user) fail("UNAUTHORIZED", "errors.notSignedIn");
      const stored = await ctx.em.findOneOrFail(User, ctx.user.id);
      const user = await throttledPasswordCheck(ctx, ctx.user.email, async () =>
        (await verifyPassword(stored.passwordHash, input.currentPassword)) ? stored : null,
      );
      if (!user) failFields({ currentPassword: "validation.currentPasswordWrong" });
      return setPasswordAndSignIn(ctx, user.id, input.newPassword);
    }),

  ...accountProcedures,
  ...ownAccountProcedures,
  ...captainOfferProcedures,
});
