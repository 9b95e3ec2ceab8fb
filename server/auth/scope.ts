/**
 * The one place that decides who may call a scoped procedure (docs/decisions/111-roles-and-scopes.md).
 * A builder names the roles it lets in besides admins and how to find, from the raw input, the team,
 * match or task the call is about; its gate then reads the person's links (team_links, match_officials,
 * staff.user_id) and lets them through only for their own. Handlers never look at roles.
 *
 * Admins pass every gate; AUTH_MODE=off opens them all, as it opens the admin gate.
 */
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, MatchOfficial, Player, ProjectTask, Staff, TeamLink, type MatchRow } from "../../db/entities/index";
import { NOBODY, type Person } from "@shared/auth/person";
import { fail, gatedProcedure, type Context, type SessionUser } from "../trpc";

/** Roles a team link gives rights to. */
export type TeamRole = "franchise_manager" | "captain";

/** What a person acts for: their teams, the matches they officiate (and as what) and their staff rows. */
export type PersonScopes = {
  teamIds: string[];
  matches: Array<{ matchId: string; position: string }>;
  staffIds: string[];
};

export async function personScopes(em: EntityManager, userId: string): Promise<PersonScopes> {
  const [teams, officials, staff] = await Promise.all([
    em.find(TeamLink, { userId }, { fields: ["teamId"], disableIdentityMap: true }),
    em.find(MatchOfficial, { userId }, { fields: ["matchId", "position"], disableIdentityMap: true }),
    em.find(Staff, { userId }, { fields: ["id"], disableIdentityMap: true }),
  ]);
  return {
    teamIds: teams.map((t) => t.teamId),
    matches: officials.map((o) => ({ matchId: o.matchId, position: o.position })),
    staffIds: staff.map((s) => s.id),
  };
}

/** The caller as pages see them (shared/auth/person.ts): admins (and AUTH_MODE=off) act for everyone. */
export async function personOf(ctx: Pick<Context, "em" | "authMode" | "user">): Promise<Person> {
  const admin = ctx.authMode === "off" || ctx.user?.role === "admin";
  if (!ctx.user) return { ...NOBODY, admin };
  const scopes = await personScopes(ctx.em, ctx.user.id);
  return {
    admin,
    role: ctx.user.role,
    teamIds: scopes.teamIds,
    matchIds: scopes.matches.map((m) => m.matchId),
    staffIds: scopes.staffIds,
  };
}

/**
 * The signed-in caller who must pass the gate, or null when the gate is open to everyone (AUTH_MODE=off)
 * or the caller is an admin: 401 without a session.
 */
function scopedCaller(ctx: Context): SessionUser | null {
  if (ctx.authMode === "off") return null;
  if (!ctx.user) fail("UNAUTHORIZED", "errors.scope.signIn");
  return ctx.user.role === "admin" ? null : ctx.user;
}

type Raw = Record<string, unknown>;
const field = (raw: unknown, key: string) => {
  const value = raw && typeof raw === "object" ? (raw as Raw)[key] : undefined;
  return typeof value === "string" ? value : null;
};

/** How a builder finds what a call is about from its raw input (null: the input names nothing). */
export type Resolver = (em: EntityManager, raw: unknown) => Promise<string | null>;

/** The team named by the input's `teamId`. */
const teamOfInput: Resolver = async (_em, raw) => field(raw, "teamId");
/** The team of the player named by the input's `playerId`. */
export const teamOfPlayer: Resolver = async (em, raw) => {
  const playerId = field(raw, "playerId");
  if (!playerId || !isUuid(playerId)) return null;
  return (await em.findOne(Player, playerId, { fields: ["teamId"], disableIdentityMap: true }))?.teamId ?? null;
};
/** The match named by the input's `matchId`. */
const matchOfInput: Resolver = async (_em, raw) => field(raw, "matchId");

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** A captain's line-up closes at kick-off (and once the match is under way): after it only an admin changes one. */
async function requireBeforeKickOff(em: EntityManager, raw: unknown, now = new Date()) {
  const matchId = field(raw, "matchId");
  const m =
    matchId && isUuid(matchId)
      ? await em.findOne(Match, matchId, { fields: ["matchDate", "status"], disableIdentityMap: true })
      : null;
  if (m && (m.status !== "scheduled" || m.matchDate.getTime() <= now.getTime())) fail("FORBIDDEN", "errors.scope.lineupClosed");
}

/**
 * A procedure for admins and for people of `roles` linked to the team the call is about (found by
 * `teamOf`, the input's `teamId` unless told). `beforeKickOff`: those people only until the match of the
 * input's `matchId` kicks off.
 */
export function teamScopedProcedure(roles: readonly TeamRole[], options: { teamOf?: Resolver; beforeKickOff?: boolean } = {}) {
  const teamOf = options.teamOf ?? teamOfInput;
  return gatedProcedure(
    async (ctx, rawInput) => {
      const person = scopedCaller(ctx);
      if (!person) return;
      if (!(roles as readonly string[]).includes(person.role)) fail("FORBIDDEN", "errors.scope.role");
      const raw = await rawInput();
      const teamId = await teamOf(ctx.em, raw);
      const { teamIds } = await personScopes(ctx.em, person.id);
      if (!teamId || !teamIds.includes(teamId)) fail("FORBIDDEN", "errors.scope.otherTeam");
      if (options.beforeKickOff) await requireBeforeKickOff(ctx.em, raw);
    },
    { kind: "team", roles },
  );
}

/**
 * A procedure for admins and for the referee assigned to the match of the input's `matchId`, until
 * they sign its report off: after that only an admin changes the match (with a reason, in the trail).
 * The gate checks who the caller is; its handler reads the match through `lockedMatchFor`, which
 * refuses the referee a signed-off match.
 */
export function matchOfficialProcedure() {
  return gatedProcedure(
    async (ctx, rawInput) => {
      const person = scopedCaller(ctx);
      if (!person) return;
      if (person.role !== "referee") fail("FORBIDDEN", "errors.scope.role");
      const matchId = await matchOfInput(ctx.em, await rawInput());
      const { matches } = await personScopes(ctx.em, person.id);
      if (!matchId || !matches.some((m) => m.matchId === matchId && m.position === "referee"))
        fail("FORBIDDEN", "errors.scope.otherMatch");
    },
    { kind: "match", roles: ["referee"] },
  );
}

/**
 * The match a `matchOfficialProcedure` writes to, read once and locked until its transaction ends (two
 * writes to one match would each check against what the other has not written yet): 404 when there is
 * none; 403 for a referee once its report is signed off. Checked on the locked row, so a sign-off that
 * commits while the write waits is seen.
 */
export async function lockedMatchFor(tx: EntityManager, ctx: Context, matchId: string): Promise<MatchRow> {
  const m = await tx.findOne(Match, matchId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!m) fail("NOT_FOUND", "errors.matchNotFound");
  if (m.signedOffAt && scopedCaller(ctx)) fail("FORBIDDEN", "errors.scope.signedOff");
  return m;
}

/** What a staff member may do to their own task: start it and complete it (cancelling is an admin's). */
export const STAFF_TASK_MOVES = ["in_progress", "completed"] as const;

/** A procedure for admins and for the staff member a task (the input's `id`) is assigned to. */
export function ownTaskProcedure() {
  return gatedProcedure(
    async (ctx, rawInput) => {
      const person = scopedCaller(ctx);
      if (!person) return;
      if (person.role !== "staff") fail("FORBIDDEN", "errors.scope.role");
      const raw = await rawInput();
      const taskId = field(raw, "id");
      const task =
        taskId && isUuid(taskId)
          ? await ctx.em.findOne(ProjectTask, taskId, { fields: ["assignedTo"], disableIdentityMap: true })
          : null;
      const { staffIds } = await personScopes(ctx.em, person.id);
      if (!task?.assignedTo || !staffIds.includes(task.assignedTo)) fail("FORBIDDEN", "errors.scope.otherTask");
      if (!(STAFF_TASK_MOVES as readonly unknown[]).includes(field(raw, "status"))) fail("FORBIDDEN", "errors.scope.taskMove");
    },
    { kind: "task", roles: ["staff"] },
  );
}

/** A procedure for any signed-in person, on their own account (who am I, inviting as a franchise manager is team-scoped). */
export const signedInProcedure = gatedProcedure(
  async (ctx) => {
    if (ctx.authMode === "off") return;
    if (!ctx.user) fail("UNAUTHORIZED", "errors.scope.signIn");
  },
  { kind: "signedIn" },
);
