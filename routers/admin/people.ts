/**
 * The admin's People tab (docs/decisions/111): who runs the tournament — their role, whether
 * they have set a password yet, their teams and the matches they officiate — and who did what, the
 * audit trail a page at a time.
 */
import { z } from "zod";
import { raw } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditEvent, Match, MatchOfficial, Team, TeamLink, User } from "../../db/entities/index";
import { INVITABLE_ROLES } from "@shared/forms/account.schema";
import { OFFICIAL_POSITIONS } from "@shared/forms/officials.schema";
import { AuditPageSchema, type AuditPage } from "@shared/forms/people.schema";
import { adminProcedure } from "../../server/trpc";
import { pageInQuery, paged, type ListPage } from "../../server/list-paging";

const PersonOutput = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.enum(INVITABLE_ROLES),
  /** invited: the link is out, no password yet; active: the person has signed in (set a password). */
  status: z.enum(["invited", "active"]),
  teamIds: z.array(z.string().uuid()),
  /** The matches the person officiates, in kick-off order, with the teams to name them by. */
  officiates: z.array(
    z.object({
      matchId: z.string().uuid(),
      position: z.enum(OFFICIAL_POSITIONS),
      matchDate: z.date(),
      homeTeamId: z.string().uuid(),
      awayTeamId: z.string().uuid(),
    }),
  ),
});

/**
 * Everyone who holds a role that runs part of the tournament, admins first, then by name. A registrant
 * still waiting for the review (or refused) is a registration, not a person here. Accounts grow
 * without bound: the list's page is read in the query (server/list-paging.ts), in that order with the
 * id last, and only its people's teams and matches are looked up.
 */
async function listPeople(em: EntityManager, page: ListPage | undefined) {
  const where = { role: { $in: [...INVITABLE_ROLES] }, status: { $in: ["approved" as const, "active" as const] } };
  const users = await pageInQuery(
    page,
    ({ offset, limit }) =>
      em.find(User, where, {
        orderBy: [
          { [raw(`case when role = 'admin' then 0 else 1 end`)]: "asc" },
          { lastName: "asc", firstName: "asc", email: "asc", id: "asc" },
        ],
        offset,
        limit,
      }),
    () => em.count(User, where),
  );
  const ids = users.map((u) => u.id);
  const [links, officiating] = await Promise.all([
    em.find(TeamLink, { userId: { $in: ids } }),
    em.find(MatchOfficial, { userId: { $in: ids } }),
  ]);
  const matches = new Map(
    (
      await em.find(
        Match,
        { id: { $in: [...new Set(officiating.map((o) => o.matchId))] } },
        { fields: ["matchDate", "homeTeamId", "awayTeamId"] },
      )
    ).map((m) => [m.id, m]),
  );
  return users.map((u) => ({
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role as (typeof INVITABLE_ROLES)[number],
    status: u.passwordHash ? ("active" as const) : ("invited" as const),
    teamIds: links.filter((l) => l.userId === u.id).map((l) => l.teamId),
    officiates: officiating
      .filter((o) => o.userId === u.id && matches.has(o.matchId))
      .map((o) => {
        const m = matches.get(o.matchId)!;
        return {
          matchId: o.matchId,
          position: o.position,
          matchDate: m.matchDate,
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
        };
      })
      .sort((a, b) => a.matchDate.getTime() - b.matchDate.getTime()),
  }));
}

const AuditRowOutput = z.object({
  id: z.string().uuid(),
  at: z.date(),
  action: z.string(),
  actorId: z.string().uuid().nullable(),
  /** The person as the row kept them ("First Last <email>"); null when the server acted on its own. */
  actor: z.string().nullable(),
  /** The API token the request came with, when it came with one. */
  token: z.string().nullable(),
  /** What the change was about, named: teams, a match ("Home – Away"), a person, a player, a file or a mail's subject. */
  teams: z.array(z.string()),
  match: z.string().nullable(),
  person: z.string().nullable(),
  about: z.string().nullable(),
});
const AuditPageOutput = z.object({
  rows: z.array(AuditRowOutput),
  total: z.number().int(),
  /** The filters' choices: every action kept so far, and everyone who made a change. */
  actions: z.array(z.string()),
  actors: z.array(z.object({ id: z.string().uuid(), name: z.string() })),
});

/** The person and the token of an actor as server/audit.ts `actorOf` writes it. */
export function splitActor(actor: string | null): { actor: string | null; token: string | null } {
  if (!actor) return { actor: null, token: null };
  const at = actor.indexOf(' · API token "');
  if (at < 0) return { actor, token: null };
  return { actor: actor.slice(0, at), token: actor.slice(at + ' · API token "'.length).replace(/"$/, "") };
}

const text = (v: unknown) => (typeof v === "string" && v ? v : null);
const idList = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);

/** One page of the audit trail, newest first, each row's subject named from the ids it kept. */
async function auditPage(em: EntityManager, input: AuditPage) {
  const where = {
    ...(input.action ? { action: input.action } : {}),
    ...(input.actorId ? { actorId: input.actorId } : {}),
  };
  const [events, total] = await em.findAndCount(AuditEvent, where, {
    orderBy: { createdAt: "desc", id: "desc" },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
  });
  const detail = (e: (typeof events)[number]) => e.detail ?? {};
  const teamIdsOf = (e: (typeof events)[number]) => {
    const d = detail(e);
    return [...new Set([...(text(d.teamId) ? [d.teamId as string] : []), ...idList(d.teamIds)])];
  };
  const matchIds = [...new Set(events.flatMap((e) => (text(detail(e).matchId) ? [detail(e).matchId as string] : [])))];
  const userIds = [...new Set(events.flatMap((e) => (text(detail(e).userId) ? [detail(e).userId as string] : [])))];
  const matches = matchIds.length
    ? await em.find(Match, { id: { $in: matchIds } }, { fields: ["homeTeamId", "awayTeamId"] })
    : [];
  const teamIds = [...new Set([...events.flatMap(teamIdsOf), ...matches.flatMap((m) => [m.homeTeamId, m.awayTeamId])])];
  const [teams, users, actions, actors] = await Promise.all([
    teamIds.length ? em.find(Team, { id: { $in: teamIds } }, { fields: ["name"] }) : [],
    userIds.length ? em.find(User, { id: { $in: userIds } }, { fields: ["firstName", "lastName", "email"] }) : [],
    em.getConnection().execute<Array<{ action: string }>>("select distinct action from audit_events order by action"),
    em
      .getConnection()
      .execute<Array<{ actor_id: string; actor: string }>>(
        "select distinct on (actor_id) actor_id, actor from audit_events where actor_id is not null order by actor_id, created_at desc",
      ),
  ]);
  const teamName = new Map(teams.map((t) => [t.id, t.name]));
  const matchName = new Map(
    matches.map((m) => [m.id, `${teamName.get(m.homeTeamId) ?? "?"} – ${teamName.get(m.awayTeamId) ?? "?"}`]),
  );
  const personName = new Map(users.map((u) => [u.id, `${u.firstName} ${u.lastName} <${u.email}>`]));
  return {
    rows: events.map((e) => {
      const d = detail(e);
      const userId = text(d.userId);
      return {
        id: e.id,
        at: e.createdAt,
        action: e.action,
        actorId: e.actorId ?? null,
        ...splitActor(e.actor ?? null),
        teams: teamIdsOf(e).flatMap((id) => (teamName.has(id) ? [teamName.get(id)!] : [])),
        match: text(d.matchId) ? (matchName.get(d.matchId as string) ?? null) : null,
        person: userId ? (personName.get(userId) ?? text(d.email)) : text(d.email),
        about: text(d.name) ?? text(d.playerName) ?? text(d.file) ?? text(d.subject),
      };
    }),
    total,
    actions: actions.map((a) => a.action),
    actors: actors
      .map((a) => ({ id: a.actor_id, name: splitActor(a.actor).actor ?? a.actor }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
}

export const peopleProcedures = {
  people: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/people",
        protect: true,
        tags: ["auth"],
        summary:
          "Everyone who runs the tournament (admins, franchise managers, captains, referees, staff, sponsors): role, invited or active, their teams and officiated matches (admin)",
      },
    })
    .input(paged())
    .output(z.array(PersonOutput))
    .query(({ ctx }) => listPeople(ctx.em, ctx.listPage)),

  auditEvents: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/audit-events",
        protect: true,
        tags: ["admin"],
        summary:
          "Who did what: a page of the audit trail, newest first (rosters, contracts, squads, line-ups, officials, sign-offs, invitations, team texts, backups), filtered by action and by person (admin)",
      },
    })
    .input(AuditPageSchema)
    .output(AuditPageOutput)
    .query(({ ctx, input }) => auditPage(ctx.em, input)),
};
