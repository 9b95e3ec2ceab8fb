/**
 * A team's captaincy offered to someone who already has an account. Inviting a captain answers the same
 * whether the address has an account or not (so a franchise manager cannot learn who has one); a person
 * who has one is mailed this offer instead of an invitation, and its link adds the role once they accept
 * it, signed in as themselves.
 */
import { nameCaptainOfTeams, namedCaptainsChanged } from "../teams/captain-name";
import { z } from "zod";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Team, TeamLink, User } from "../../db/entities/index";
import { CaptainOfferTokenSchema } from "@shared/forms/own-account.schema";
import { accountLink, checkAccountToken, issueAccountToken, redeemAccountToken } from "../../server/auth/account-tokens";
import { signedInProcedure } from "../../server/auth/scope";
import { audit } from "../../server/audit";
import { confirmationMail, queueMail } from "../../server/mail";
import { isLang, type Lang } from "../../server/i18n";
import { fail, type Context } from "../../server/trpc";

type UserRow = { id: string; email: string; firstName: string; language?: string | null };

/** The offer's link and mail, in the person's stored language, in the caller's transaction. */
export async function offerCaptaincy(tx: EntityManager, ctx: Context, person: UserRow, teamId: string, origin: string) {
  const team = await tx.findOneOrFail(Team, teamId, { fields: ["name"] });
  const token = await issueAccountToken(tx, person.id, "captain_offer", { teamId });
  const lang: Lang = isLang(person.language) ? person.language : ctx.lang;
  queueMail(
    tx,
    confirmationMail(lang, person.email, "captainOffer", {
      name: person.firstName,
      team: team.name,
      link: accountLink(origin, "captain_offer", token),
    }),
  );
  audit(tx, ctx.user, "captain_offer.sent", { userId: person.id, teamId });
}

/** The offer behind a link, for the signed-in person it was made to (403 for anyone else). */
async function openOffer(em: EntityManager, ctx: Context, token: string) {
  if (!ctx.user) fail("UNAUTHORIZED", "errors.scope.signIn");
  const offer = await checkAccountToken(em, token, "captain_offer");
  if (offer.userId !== ctx.user.id) fail("FORBIDDEN", "errors.captainOffer.otherPerson");
  if (ctx.user.role === "admin") fail("CONFLICT", "errors.captainOffer.admin");
  const team = await em.findOne(Team, offer.teamId ?? "", { fields: ["id", "name"] });
  if (!team) fail("NOT_FOUND", "errors.teamNotFound");
  return { teamId: team.id, teamName: team.name, role: ctx.user.role };
}

const OfferOutput = z.object({ teamId: z.string().uuid(), teamName: z.string(), role: z.string() });

export const captainOfferProcedures = {
  /** What a mailed offer is, before it is accepted: the team, and the role the person has now. */
  captainOffer: signedInProcedure
    .input(CaptainOfferTokenSchema)
    .output(OfferOutput)
    .query(({ ctx, input }) => openOffer(ctx.em, ctx, input.token)),

  /**
   * Accepting spends the link and makes the person the team's captain, in one transaction with its audit
   * entry. A captain keeps their other teams; anyone else's role becomes captain, and the teams of their
   * former role (a franchise manager's) are not carried over.
   */
  acceptCaptainOffer: signedInProcedure
    .input(CaptainOfferTokenSchema)
    .output(OfferOutput)
    .mutation(async ({ ctx, input }) => {
      const { answer, captainNamed } = await ctx.em.transactional(async (tx) => {
        const offer = await openOffer(tx, ctx, input.token);
        await redeemAccountToken(tx, input.token, "captain_offer");
        const person = await tx.findOneOrFail(User, ctx.user!.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (person.role !== "captain") {
          await tx.nativeDelete(TeamLink, { userId: person.id, teamId: { $ne: offer.teamId } });
          person.role = "captain";
        }
        if (!(await tx.count(TeamLink, { userId: person.id, teamId: offer.teamId })))
          tx.create(TeamLink, { userId: person.id, teamId: offer.teamId });
        audit(tx, ctx.user, "captain_offer.accepted", { userId: person.id, teamId: offer.teamId, formerRole: offer.role });
        await tx.flush();
        const named = await nameCaptainOfTeams(tx, person.id);
        await tx.flush();
        return { answer: { ...offer, role: "captain" }, captainNamed: named };
      });
      await namedCaptainsChanged(ctx.em, captainNamed);
      return answer;
    }),
};
