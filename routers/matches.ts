import { randomUUID } from "node:crypto";
import { z } from "zod";
import { Match, MatchResultChange, Team, Tournament, TournamentMetrics, type MatchRow } from "../db/entities/index";
import { MatchUpdateSchema, ScheduleMatchSchema, normalizeRound, normalizeStatus } from "../app/forms/match.schema";
import { liveHub, type MatchEvent } from "../server/live";
import { adminProcedure, fail, failFields, publicProcedure, router } from "../server/trpc";
import { MatchOutput, MetricsOutput, TournamentOutput } from "./schemas";
import { cachedMatches, recomputeTeamStats, sharedTournamentState, syncKnockout } from "./tournament-stats";
import { invalidateReads } from "../server/read-cache";
import { MatchDetailOutput, matchDetail } from "./match-detail";

/** Shown only when no metrics row exists yet (spec: dashboard fallbacks). */
const METRICS_FALLBACK = {
  totalParticipants: 0, completedMatches: 0, activeTeams: 0, upcomingMatches: 0, averageAttendance: 0,
  totalSponsors: 3, eventDuration: 45, prizePool: 250_000_000,
};

const toEvent = (m: MatchRow): MatchEvent => ({
  matchId: m.id, homeScore: m.homeScore ?? null, awayScore: m.awayScore ?? null, homePenalties: m.homePenalties ?? null,
  awayPenalties: m.awayPenalties ?? null, status: m.status, minute: m.minute ?? null, at: new Date().toISOString(),
});

const GroupRowOutput = z.object({
  teamId: z.string(), position: z.number().int(), played: z.number().int(), won: z.number().int(), drawn: z.number().int(),
  lost: z.number().int(), goalsFor: z.number().int(), goalsAgainst: z.number().int(), goalDifference: z.number().int(), points: z.number().int(),
});
const GroupOutput = z.object({ group: z.string(), rows: z.array(GroupRowOutput), played: z.number().int(), total: z.number().int(), decided: z.boolean() });
const BracketSlotOutput = z.object({
  slot: z.string(), round: z.string(), homeTeamId: z.string().nullable(), awayTeamId: z.string().nullable(),
  matchId: z.string().nullable(), winnerTeamId: z.string().nullable(),
});

/**
 * Checks the match as it would be after the change: completed needs both scores; penalties only in a
 * knockout match that is level; a level completed knockout match needs penalties that decide it.
 */
function validateResult(m: { round: string; status: string; homeScore?: number | null; awayScore?: number | null; homePenalties?: number | null; awayPenalties?: number | null }) {
  const fields: Record<string, string> = {};
  if (m.status === "completed") {
    if (m.homeScore == null) fields.homeScore = "validation.completedNeedsScores";
    if (m.awayScore == null) fields.awayScore = "validation.completedNeedsScores";
  }
  const hasPens = m.homePenalties != null || m.awayPenalties != null;
  const level = m.homeScore != null && m.homeScore === m.awayScore;
  if (hasPens && (m.round === "group" || !level)) fields.homePenalties = "validation.penaltiesOnlyLevelKnockout";
  if (m.round !== "group" && m.status === "completed" && level) {
    if (m.homePenalties == null || m.awayPenalties == null) fields.homePenalties = "validation.knockoutNeedsPenalties";
    else if (m.homePenalties === m.awayPenalties) fields.homePenalties = "validation.penaltiesMustDecide";
  }
  if (Object.keys(fields).length) failFields(fields);
}

type ResultFields = { status: string; homeScore?: number | null; awayScore?: number | null; homePenalties?: number | null; awayPenalties?: number | null };

/** The from/to columns of an audit row when the result changes; null when nothing of it does. */
function resultChange(before: ResultFields, after: ResultFields) {
  const keys = ["status", "homeScore", "awayScore", "homePenalties", "awayPenalties"] as const;
  if (keys.every((k) => (before[k] ?? null) === (after[k] ?? null))) return null;
  return {
    fromStatus: before.status, toStatus: after.status,
    fromHomeScore: before.homeScore ?? null, fromAwayScore: before.awayScore ?? null,
    toHomeScore: after.homeScore ?? null, toAwayScore: after.awayScore ?? null,
    fromHomePenalties: before.homePenalties ?? null, fromAwayPenalties: before.awayPenalties ?? null,
    toHomePenalties: after.homePenalties ?? null, toAwayPenalties: after.awayPenalties ?? null,
  };
}

const ResultChangeOutput = z.object({
  id: z.string().uuid(), createdAt: z.date(), changedBy: z.string(), reason: z.string().nullable(),
  fromStatus: z.string(), toStatus: z.string(),
  fromHomeScore: z.number().int().nullable(), fromAwayScore: z.number().int().nullable(),
  toHomeScore: z.number().int().nullable(), toAwayScore: z.number().int().nullable(),
  fromHomePenalties: z.number().int().nullable(), fromAwayPenalties: z.number().int().nullable(),
  toHomePenalties: z.number().int().nullable(), toAwayPenalties: z.number().int().nullable(),
});

export const matchesRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/matches", protect: false, tags: ["matches"], summary: "All matches by kick-off" } })
    .input(z.void())
    .output(z.array(MatchOutput))
    .query(({ ctx }) => cachedMatches(ctx.em)),

  /** Standings (FIFA tie-breakers) and the data-driven bracket, computed from the stored results. */
  overview: publicProcedure
    .input(z.void())
    .output(z.object({ groups: z.array(GroupOutput), bracket: z.array(BracketSlotOutput), matches: z.array(MatchOutput) }))
    .query(async ({ ctx }) => {
      const { groups, bracket, matches } = await sharedTournamentState(ctx.em);
      return {
        groups,
        matches,
        bracket: bracket.map((b) => ({ slot: b.slot, round: b.round, homeTeamId: b.homeTeamId, awayTeamId: b.awayTeamId, matchId: b.match?.id ?? null, winnerTeamId: b.winnerTeamId })),
      };
    }),

  /** One match for its page and share image: both teams, their earlier meetings and, before kick-off, the model's odds. */
  detail: publicProcedure
    .meta({ openapi: { method: "GET", path: "/matches/{matchId}", protect: false, tags: ["matches"], summary: "One match with its teams, their earlier meetings and the model's odds before kick-off" } })
    .input(z.object({ matchId: z.string().uuid("validation.invalidId") }))
    .output(MatchDetailOutput)
    .query(({ ctx, input }) => matchDetail(ctx.em, ctx.lang, input.matchId)),

  create: adminProcedure
    .meta({ openapi: { method: "POST", path: "/matches", protect: true, tags: ["matches"], summary: "Schedule a match (admin)" } })
    .input(ScheduleMatchSchema)
    .output(MatchOutput)
    .mutation(async ({ ctx, input }) => {
      const round = normalizeRound(input.round);
      const [home, away] = await Promise.all([ctx.em.findOne(Team, input.homeTeamId), ctx.em.findOne(Team, input.awayTeamId)]);
      if (!home || !away) failFields({ ...(!home ? { homeTeamId: "validation.teamUnknown" } : {}), ...(!away ? { awayTeamId: "validation.teamUnknown" } : {}) });
      if (round === "group" && home.group !== away.group) failFields({ round: "validation.groupTeamsDiffer" });
      // Two teams meet once in the group stage: a second fixture would count twice in the table.
      if (round === "group") {
        const existing = await ctx.em.count(Match, {
          round: "group",
          $or: [{ homeTeamId: home.id, awayTeamId: away.id }, { homeTeamId: away.id, awayTeamId: home.id }],
        });
        if (existing > 0) fail("CONFLICT", "errors.fixtureExists", { home: home.name, away: away.name });
      }
      const tournament = (await ctx.em.find(Tournament, { type: "main_season" }, { limit: 1 }))[0];
      const match = ctx.em.create(Match, {
        id: randomUUID(), tournamentId: tournament?.id ?? null, homeTeamId: home.id, awayTeamId: away.id,
        matchDate: input.matchDate, venue: input.venue, round, status: "scheduled",
      });
      await ctx.em.flush();
      await invalidateReads(ctx.em, ["matches"]);
      return match;
    }),

  update: adminProcedure
    .meta({ openapi: { method: "PATCH", path: "/matches/{matchId}", protect: true, tags: ["matches"], summary: "Update score, status, minute or penalties (admin)" } })
    .input(MatchUpdateSchema)
    .output(MatchOutput)
    .mutation(async ({ ctx, input }) => {
      const { m: match, stale } = await ctx.em.transactional(async (tx) => {
        const m = await tx.findOne(Match, input.matchId);
        if (!m) fail("NOT_FOUND", "errors.matchNotFound");
        const next = {
          round: m.round,
          status: input.status ? normalizeStatus(input.status) : m.status,
          homeScore: input.homeScore !== undefined ? input.homeScore : m.homeScore,
          awayScore: input.awayScore !== undefined ? input.awayScore : m.awayScore,
          homePenalties: input.homePenalties !== undefined ? input.homePenalties : m.homePenalties,
          awayPenalties: input.awayPenalties !== undefined ? input.awayPenalties : m.awayPenalties,
        };
        // A match that becomes level again, or a group match, keeps no stale penalties.
        if (next.round === "group" || next.homeScore !== next.awayScore) {
          if (input.homePenalties == null && input.awayPenalties == null) next.homePenalties = next.awayPenalties = null;
        }
        validateResult(next);
        // Standings and the bracket follow from completed results only: the score of a match in progress
        // changes neither, so the admin's acknowledgement does not wait for their recomputation (004).
        const standingsChange = m.status === "completed" || next.status === "completed";
        const change = resultChange(m, next);
        if (change) {
          const by = ctx.user;
          tx.create(MatchResultChange, {
            ...change, matchId: m.id, reason: input.reason || null, changedById: by?.id ?? null,
            changedBy: by ? `${by.firstName} ${by.lastName} <${by.email}>`.trim() : "AUTH_MODE=off",
          });
        }
        Object.assign(m, next);
        if (input.minute !== undefined) m.minute = input.minute;
        if (input.attendance !== undefined) m.attendance = input.attendance;
        await tx.flush();
        if (standingsChange) {
          if (m.round === "group") await recomputeTeamStats(tx);
          await syncKnockout(tx);
        }
        // Teams carry the stored standings: unchanged unless a completed result changed.
        const stale = standingsChange ? ["matches", "teams"] : ["matches"];
        await liveHub.notify(tx, toEvent(m), stale);
        return { m, stale };
      });
      liveHub.committed(toEvent(match), stale);
      return match;
    }),

  resultChanges: adminProcedure
    .meta({ openapi: { method: "GET", path: "/matches/{matchId}/result-changes", protect: true, tags: ["matches"], summary: "Audit trail of a match's result: every change, newest first (admin)" } })
    .input(z.object({ matchId: z.string().uuid("validation.matchRequired") }))
    .output(z.array(ResultChangeOutput))
    .query(async ({ ctx, input }) => {
      if (!(await ctx.em.count(Match, { id: input.matchId }))) fail("NOT_FOUND", "errors.matchNotFound");
      const rows = await ctx.em.find(MatchResultChange, { matchId: input.matchId }, { orderBy: { createdAt: "desc", id: "asc" } });
      return rows.map((r) => ({
        id: r.id, createdAt: r.createdAt, changedBy: r.changedBy, reason: r.reason ?? null, fromStatus: r.fromStatus, toStatus: r.toStatus,
        fromHomeScore: r.fromHomeScore ?? null, fromAwayScore: r.fromAwayScore ?? null, toHomeScore: r.toHomeScore ?? null, toAwayScore: r.toAwayScore ?? null,
        fromHomePenalties: r.fromHomePenalties ?? null, fromAwayPenalties: r.fromAwayPenalties ?? null,
        toHomePenalties: r.toHomePenalties ?? null, toAwayPenalties: r.toAwayPenalties ?? null,
      }));
    }),

  /**
   * Score and status changes, pushed to every open page (SSE). Over HTTP, GET /trpc/matches.live is
   * answered by `liveStreams` (server/live.ts) with the same events in the same format, serialized once
   * for all pages; this procedure gives the client its type and serves in-process callers.
   */
  live: publicProcedure.subscription(async function* ({ signal }) {
    yield* liveHub.stream(signal);
  }),

  tournaments: publicProcedure
    .meta({ openapi: { method: "GET", path: "/tournaments", protect: false, tags: ["matches"], summary: "Tournaments" } })
    .input(z.void())
    .output(z.array(TournamentOutput))
    .query(({ ctx }) => ctx.em.find(Tournament, {}, { orderBy: { startDate: "asc" } })),

  metrics: publicProcedure
    .meta({ openapi: { method: "GET", path: "/tournament-metrics", protect: false, tags: ["matches"], summary: "Tournament metrics" } })
    .input(z.void())
    .output(MetricsOutput)
    .query(async ({ ctx }) => {
      const [row] = await ctx.em.find(TournamentMetrics, {}, { orderBy: { createdAt: "asc" }, limit: 1 });
      return row ?? METRICS_FALLBACK;
    }),
});
