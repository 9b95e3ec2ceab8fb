/**
 * Inviting someone to run part of the tournament: an admin invites anyone to any role, with
 * the teams or matches it covers; a franchise manager invites their team's captain. The person gets a
 * one-time link to set a password, in their language; a captain who already has an account gets the
 * team's offer instead (./captain-offer.ts), and the inviter is answered the same either way.
 */
import { nameCaptainOfTeams, namedCaptainsChanged } from "../teams/captain-name";
import { z } from "zod";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, MatchOfficial, Staff, Team, TeamLink, User } from "../../db/entities/index";
import { CaptainInvitationSchema, InvitationSchema, type InvitationInput } from "@shared/forms/account.schema";
import { PersonTeamsSchema, TEAM_ROLES as TEAM_ROLE_LIST } from "@shared/forms/people.schema";
import { accountLink, issueAccountToken } from "../../server/auth/account-tokens";
import { teamScopedProcedure } from "../../server/auth/scope";
import { audit } from "../../server/audit";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { translate } from "../../server/i18n";
import { adminProcedure, fail, failFields, type Context } from "../../server/trpc";
import { refuseOfficialClash } from "../matches/officials";
import { mailOrigin } from "./account";
import { offerCaptaincy } from "./captain-offer";

const InvitationOutput = z.object({
  userId: z.string().uuid(),
  email: z.string(),
  role: z.string(),
  teamIds: z.array(z.string().uuid()),
  matchIds: z.array(z.string().uuid()),
  expiresInDays: z.number().int(),
});

/** Roles that act for teams need at least one. */
const TEAM_ROLES = new Set<string>(TEAM_ROLE_LIST);

async function requireAll(em: EntityManager, ids: string[], entity: typeof Team | typeof Match, field: string, key: string) {
  const found = new Set((await em.find(entity as typeof Team, { id: { $in: ids } }, { fields: ["id"] })).map((r) => r.id));
  const missing = ids.findIndex((id) => !found.has(id));
  if (missing >= 0) failFields({ [`${field}.${missing}`]: key });
}

/**
 * The account (new, or an existing one that has no password yet), its role and links, and the mail with
 * the link, in one transaction. An invitation never takes over someone's account: an address whose
 * account already has a password is refused (409) to an admin, and offered the captaincy when the
 * invitation is a team's, answered like a new one (`answerAlike`).
 */
async function invitePerson(ctx: Context, input: InvitationInput, options: { answerAlike?: boolean } = {}) {
  const teamIds = [...new Set(input.teamIds ?? [])];
  const matchIds = [...new Set(input.matchIds ?? [])];
  if (TEAM_ROLES.has(input.role) && !teamIds.length) failFields({ teamIds: "validation.teamsRequired" });
  if (matchIds.length && input.role !== "referee") failFields({ matchIds: "validation.matchesOnlyForReferees" });
  const lang = input.language ?? ctx.lang;
  const done = await ctx.em.transactional(async (tx) => {
    await requireAll(tx, teamIds, Team, "teamIds", "validation.teamUnknown");
    await requireAll(tx, matchIds, Match, "matchIds", "validation.matchUnknown");
    let user = await tx.findOne(User, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (user?.passwordHash && options.answerAlike) {
      await offerCaptaincy(tx, ctx, user, teamIds[0], mailOrigin(ctx));
      await tx.flush();
      return user;
    }
    if (user?.passwordHash) fail("CONFLICT", "errors.accountExists", { email: input.email });
    const fields = {
      firstName: input.firstName,
      lastName: input.lastName,
      role: input.role,
      status: "approved" as const,
      language: lang,
    };
    user = user ? tx.assign(user, fields) : tx.create(User, { ...fields, email: input.email }, { partial: true });
    await tx.flush();
    for (const teamId of teamIds) {
      if (!(await tx.count(TeamLink, { userId: user.id, teamId }))) tx.create(TeamLink, { userId: user.id, teamId });
    }
    for (const matchId of matchIds) {
      const m = await tx.findOneOrFail(Match, matchId, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (await tx.count(MatchOfficial, { matchId, position: "referee", userId: { $ne: user.id } }))
        fail("CONFLICT", "errors.refereeTaken");
      await refuseOfficialClash(tx, ctx.lang, m, user);
      if (!(await tx.count(MatchOfficial, { matchId, userId: user.id })))
        tx.create(MatchOfficial, { matchId, userId: user.id, position: "referee" });
    }
    // A staff member's account is their staff record's: their own tasks are the ones assigned to it.
    if (input.role === "staff") await tx.nativeUpdate(Staff, { email: input.email, userId: null }, { userId: user.id });
    const token = await issueAccountToken(tx, user.id, "invitation");
    queueMail(
      tx,
      confirmationMail(lang, user.email, "invitation", {
        name: user.firstName,
        role: translate(lang, `account.roles.${input.role}`),
        link: accountLink(mailOrigin(ctx), "invitation", token),
      }),
    );
    audit(tx, ctx.user, "invitation.sent", { userId: user.id, email: user.email, role: input.role, teamIds, matchIds });
    await tx.flush();
    return user;
  });
  kickOutbox(ctx.em);
  return { userId: done.id, email: done.email, role: input.role, teamIds, matchIds, expiresInDays: 7 };
}

export const invitationProcedures = {
  invite: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/invitations",
        protect: true,
        tags: ["auth"],
        summary:
          "Invite someone to a role (admin), with the teams (franchise manager, captain) or matches (referee) it covers: they are mailed a one-time link to set a password (7 days). 409 when the address already has an account with a password",
      },
    })
    .input(InvitationSchema)
    .output(InvitationOutput)
    .mutation(({ ctx, input }) => invitePerson(ctx, input)),
};

export const captainInvitationProcedures = {
  inviteCaptain: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "POST",
        path: "/teams/{teamId}/captain-invitation",
        protect: true,
        tags: ["teams"],
        summary:
          "Invite the team's captain (admin, the team's franchise manager): mailed a one-time link to set a password (7 days). An address that already has an account is answered the same and mailed the team's offer, which adds the role once accepted signed in",
      },
    })
    .input(CaptainInvitationSchema)
    .output(InvitationOutput)
    .mutation(async ({ ctx, input }) => {
      // The team is the path's: one that does not exist is not found (not a bad `teamIds` field).
      if (!(await ctx.em.count(Team, { id: input.teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
      return invitePerson(ctx, { ...input, role: "captain", teamIds: [input.teamId] }, { answerAlike: true });
    }),
};

export const personTeamProcedures = {
  /** The teams a franchise manager or captain acts for, replacing those before (an existing account). */
  setPersonTeams: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/people/{userId}/teams",
        protect: true,
        tags: ["auth"],
        summary: "Set the teams a person (franchise manager, captain) acts for, replacing those before (admin)",
      },
    })
    .input(PersonTeamsSchema)
    .output(z.object({ userId: z.string().uuid(), teamIds: z.array(z.string().uuid()) }))
    .mutation(async ({ ctx, input }) => {
      const teamIds = [...new Set(input.teamIds)];
      const captainNamed = await ctx.em.transactional(async (tx) => {
        const person = await tx.findOne(User, input.userId);
        if (!person) fail("NOT_FOUND", "errors.personNotFound");
        if (teamIds.length && !TEAM_ROLES.has(person.role)) failFields({ teamIds: "validation.teamsOnlyForTeamRoles" });
        await requireAll(tx, teamIds, Team, "teamIds", "validation.teamUnknown");
        await tx.nativeDelete(TeamLink, { userId: person.id, teamId: { $nin: teamIds } });
        for (const teamId of teamIds) {
          if (!(await tx.count(TeamLink, { userId: person.id, teamId }))) tx.create(TeamLink, { userId: person.id, teamId });
        }
        audit(tx, ctx.user, "people.teams_set", { userId: person.id, teamIds });
        await tx.flush();
        const named = await nameCaptainOfTeams(tx, person.id);
        await tx.flush();
        return named;
      });
      await namedCaptainsChanged(ctx.em, captainNamed);
      return { userId: input.userId, teamIds };
    }),
};
