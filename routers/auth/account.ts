/**
 * Accounts for the people who run the tournament: accepting an invitation, resetting a
 * forgotten password, and who am I. Links come by mail (server/auth/account-tokens.ts), in the
 * person's language, through the outbox.
 */
import { nameCaptainOfTeams, namedCaptainsChanged } from "../teams/captain-name";
import { z } from "zod";
import { Match, Team, User } from "../../db/entities/index";
import { AccountLinkCheckSchema, PasswordResetRequestSchema, TokenPasswordSchema } from "@shared/forms/account.schema";
import { hashPassword } from "../../server/auth/password";
import { createSession, invalidateUserSessions, sessionUserAgent, setSessionCookie } from "../../server/auth/session";
import { accountLink, checkAccountToken, issueAccountToken, redeemAccountToken } from "../../server/auth/account-tokens";
import { personScopes, signedInProcedure } from "../../server/auth/scope";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { hitLimit } from "../../server/rate-limits";
import { linkOrigin } from "../../server/client-address";
import { isLang, type Lang } from "../../server/i18n";
import { afterAnswer } from "../../server/after-answer";
import { fail, publicFormProcedure, publicProcedure, type Context } from "../../server/trpc";

export const UserOutput = z.object({
  id: z.string().uuid(),
  email: z.string(),
  role: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export const SessionOutput = z.object({ user: UserOutput, expiresAt: z.date() });

/** The site's origin for links in mail (server/proxy.ts `linkOrigin`): PUBLIC_URL, else this server's own address. */
export function mailOrigin(ctx: Pick<Context, "res">) {
  return linkOrigin(ctx.res?.req);
}

/**
 * Sets a person's password, ends every session they had (a reset or a change means someone else may
 * hold one) and opens a new one here, all in one transaction; the cookie goes with the answer.
 */
export async function setPasswordAndSignIn(
  ctx: Context,
  userId: string,
  password: string,
  options: { activate?: boolean; redeem?: (tx: Context["em"]) => Promise<unknown> } = {},
) {
  const passwordHash = await hashPassword(password);
  const { user, session, captainNamed } = await ctx.em.transactional(async (tx) => {
    await options.redeem?.(tx);
    const user = await tx.findOneOrFail(User, userId);
    user.passwordHash = passwordHash;
    if (options.activate) user.status = "active";
    await tx.flush();
    // A captain's account, opened: their teams now name them as captain.
    const captainNamed = await nameCaptainOfTeams(tx, userId);
    await tx.flush();
    await invalidateUserSessions(tx, userId);
    return { user, session: await createSession(tx, userId, new Date(), sessionUserAgent(ctx.res?.req)), captainNamed };
  });
  await namedCaptainsChanged(ctx.em, captainNamed);
  setSessionCookie(ctx.res, session.token, session.expiresAt);
  return { user, expiresAt: session.expiresAt };
}

/** Who may get a reset link: people whose account is open (an invitation not yet accepted counts). */
const MAY_SIGN_IN = ["approved", "active"];

/** Mails a one-time reset link when `email` has an open account, a few an hour at most (`passwordResetMail`). */
async function mailPasswordReset(em: Context["em"], email: string, callerLang: Lang, origin: string) {
  const user = await em.findOne(User, { email });
  if (!user || !MAY_SIGN_IN.includes(user.status)) return;
  const { allowed } = await hitLimit(em, "passwordResetMail", email);
  if (!allowed) return;
  await em.transactional(async (tx) => {
    const token = await issueAccountToken(tx, user.id, "password_reset");
    const lang = isLang(user.language) ? user.language : callerLang;
    queueMail(
      tx,
      confirmationMail(lang, user.email, "passwordReset", {
        name: user.firstName,
        link: accountLink(origin, "password_reset", token),
      }),
    );
  });
  kickOutbox(em);
}

const ScopesOutput = z.object({
  teams: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
  matches: z.array(
    z.object({
      matchId: z.string().uuid(),
      position: z.string(),
      matchDate: z.date(),
      homeTeamId: z.string().uuid(),
      awayTeamId: z.string().uuid(),
      status: z.string(),
      venue: z.string(),
      /** When the referee signed the report off; null until then. */
      signedOffAt: z.date().nullable(),
    }),
  ),
  staffIds: z.array(z.string().uuid()),
});

export const accountProcedures = {
  /** The invitation's link, once: the first password, the account active, and signed in. */
  acceptInvitation: publicFormProcedure("account-link")
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/invitations/accept",
        protect: false,
        tags: ["auth"],
        summary:
          "Accept an invitation: set the first password with the mailed one-time token (7 days); signs in. 400 naming `token` when it is unknown, used or expired",
      },
    })
    .input(TokenPasswordSchema)
    .output(SessionOutput)
    .mutation(async ({ ctx, input }) => {
      // Checked before the (slow) password hash; spent inside the transaction that sets the password.
      const { userId } = await checkAccountToken(ctx.em, input.token, "invitation");
      const redeem = (tx: Context["em"]) => redeemAccountToken(tx, input.token, "invitation");
      return setPasswordAndSignIn(ctx, userId, input.password, { activate: true, redeem });
    }),

  /** Whether a mailed link still works, without spending it: the page asks before the password is typed. */
  checkAccountLink: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/auth/account-links/check",
        protect: false,
        tags: ["auth"],
        summary:
          "Whether a one-time account link (invitation or password reset) can still be used; 400 naming `token` when it is unknown, used or expired",
      },
    })
    .input(AccountLinkCheckSchema)
    .output(z.object({ valid: z.literal(true) }))
    .query(async ({ ctx, input }) => {
      await checkAccountToken(ctx.em, input.token, input.purpose);
      return { valid: true as const };
    }),

  /** Always the same answer, whether the address has an account or not; the mail goes only to an open account. */
  requestPasswordReset: publicFormProcedure("password-reset")
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset",
        protect: false,
        tags: ["auth"],
        summary:
          "Forgot password: mails a one-time link (30 minutes) when the address has an account, after answering. The same answer in the same time either way; rate-limited",
      },
    })
    .input(PasswordResetRequestSchema)
    .output(z.object({ requested: z.literal(true) }))
    .mutation(({ ctx, input }) => {
      // Whether the address has an account shows in nothing the caller sees: not the answer, not its time.
      const em = ctx.em.fork();
      afterAnswer(ctx.res, "password reset", () => mailPasswordReset(em, input.email, ctx.lang, mailOrigin(ctx)));
      return { requested: true as const };
    }),

  /** The reset link, once: the new password, every other session ended, signed in here. */
  confirmPasswordReset: publicFormProcedure("account-link")
    .meta({
      openapi: {
        method: "POST",
        path: "/auth/password-reset/confirm",
        protect: false,
        tags: ["auth"],
        summary:
          "Set a new password with the mailed one-time token (30 minutes): ends every other session and signs in. 400 naming `token` when it is unknown, used or expired",
      },
    })
    .input(TokenPasswordSchema)
    .output(SessionOutput)
    .mutation(async ({ ctx, input }) => {
      const { userId } = await checkAccountToken(ctx.em, input.token, "password_reset");
      const redeem = (tx: Context["em"]) => redeemAccountToken(tx, input.token, "password_reset");
      return setPasswordAndSignIn(ctx, userId, input.password, { redeem });
    }),

  /** Who I am, my role and what it covers: my teams, the matches I officiate, my staff rows. */
  whoami: signedInProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/me",
        protect: true,
        tags: ["auth"],
        summary: "The signed-in person, their role and their scopes (teams, officiated matches, staff rows)",
      },
    })
    .input(z.void())
    .output(z.object({ user: UserOutput, role: z.string(), scopes: ScopesOutput }))
    .query(async ({ ctx }) => {
      if (!ctx.user) fail("UNAUTHORIZED", "errors.scope.signIn");
      const scopes = await personScopes(ctx.em, ctx.user.id);
      const [teams, matches] = await Promise.all([
        ctx.em.find(Team, { id: { $in: scopes.teamIds } }, { orderBy: { name: "asc" } }),
        ctx.em.find(Match, { id: { $in: scopes.matches.map((m) => m.matchId) } }, { orderBy: { matchDate: "asc" } }),
      ]);
      const positionOf = new Map(scopes.matches.map((m) => [m.matchId, m.position]));
      const { id, email, role, firstName, lastName } = ctx.user;
      return {
        user: { id, email, role, firstName, lastName },
        role,
        scopes: {
          teams: teams.map((t) => ({ id: t.id, name: t.name })),
          matches: matches.map((m) => ({
            matchId: m.id,
            position: positionOf.get(m.id)!,
            matchDate: m.matchDate,
            homeTeamId: m.homeTeamId,
            awayTeamId: m.awayTeamId,
            status: m.status,
            venue: m.venue,
            signedOffAt: m.signedOffAt ?? null,
          })),
          staffIds: scopes.staffIds,
        },
      };
    }),
};
