import { randomUUID } from "node:crypto";
import { z } from "zod";
import { Match, MatchEvent, MatchResultChange, Team, Tournament } from "../../db/entities/index";
import { MatchUpdateSchema, ScheduleMatchSchema, normalizeRound, normalizeStatus } from "@shared/forms/match.schema";
import { liveHub } from "../../server/live";
import { invalidateReads } from "../../server/read-cache";
import { adminProcedure, fail, failFields } from "../../server/trpc";
import { lockedMatchFor, matchOfficialProcedure } from "../../server/auth/scope";
import { MatchOutput } from "../_lib/schemas";
import { resultFromEvents, shootoutScore, type ShootoutScore } from "@shared/tournament/match-events";
import { resultOf, resultProblems, type ResultFields } from "@shared/tournament/result";
import { recordResultChange } from "../../server/audit";
import { settleMatchChange } from "./after-change";
import { TimelineEventOutput } from "./schemas";
import { paged } from "../../server/list-paging";

const ResultChangeOutput = z.object({
  id: z.string().uuid(),
  createdAt: z.date(),
  changedBy: z.string(),
  reason: z.string().nullable(),
  fromStatus: z.string(),
  toStatus: z.string(),
  fromHomeScore: z.number().int().nullable(),
  fromAwayScore: z.number().int().nullable(),
  toHomeScore: z.number().int().nullable(),
  toAwayScore: z.number().int().nullable(),
  fromHomePenalties: z.number().int().nullable(),
  fromAwayPenalties: z.number().int().nullable(),
  toHomePenalties: z.number().int().nullable(),
  toAwayPenalties: z.number().int().nullable(),
  /** result: the score or status was set; event_added / event_removed: the event, as it was, changed the timeline. */
  action: z.enum(["result", "event_added", "event_removed"]),
  event: TimelineEventOutput.nullable(),
});

/** Refuses a result with problems, naming each field. */
function validateResult(m: ResultFields & { round: string }, shootout?: ShootoutScore | null) {
  const fields = resultProblems(m, shootout);
  if (Object.keys(fields).length) failFields(fields);
}

/** The admin's writes of a match: scheduling it, its score and status, and the audit trail of its result. */
export const adminMatchProcedures = {
  create: adminProcedure
    .meta({
      openapi: { method: "POST", path: "/matches", protect: true, tags: ["matches"], summary: "Schedule a match (admin)" },
    })
    .input(ScheduleMatchSchema)
    .output(MatchOutput)
    .mutation(async ({ ctx, input }) => {
      const round = normalizeRound(input.round);
      const [home, away] = await Promise.all([ctx.em.findOne(Team, input.homeTeamId), ctx.em.findOne(Team, input.awayTeamId)]);
      if (!home || !away)
        failFields({
          ...(!home ? { homeTeamId: "validation.teamUnknown" } : {}),
          ...(!away ? { awayTeamId: "validation.teamUnknown" } : {}),
        });
      if (round === "group" && home.group !== away.group) failFields({ round: "validation.groupTeamsDiffer" });
      // Two teams meet once in the group stage: a second fixture would count twice in the table.
      if (round === "group") {
        const existing = await ctx.em.count(Match, {
          round: "group",
          $or: [
            { homeTeamId: home.id, awayTeamId: away.id },
            { homeTeamId: away.id, awayTeamId: home.id },
          ],
        });
        if (existing > 0) fail("CONFLICT", "errors.fixtureExists", { home: home.name, away: away.name });
      }
      const tournament = (await ctx.em.find(Tournament, { type: "main_season" }, { limit: 1 }))[0];
      const match = ctx.em.create(Match, {
        id: randomUUID(),
        tournamentId: tournament?.id ?? null,
        homeTeamId: home.id,
        awayTeamId: away.id,
        matchDate: input.matchDate,
        venue: input.venue,
        round,
        status: "scheduled",
      });
      await ctx.em.flush();
      await invalidateReads(ctx.em, ["matches"]);
      return match;
    }),

  update: matchOfficialProcedure()
    .meta({
      openapi: {
        method: "PATCH",
        path: "/matches/{matchId}",
        protect: true,
        tags: ["matches"],
        summary:
          "Update score, status, minute or penalties (admin; the match's referee until sign-off: kick-off, half-time, full time). A signed-off match needs a reason; 409 when the score or penalties differ from those of the recorded events",
      },
    })
    .input(MatchUpdateSchema)
    .output(MatchOutput)
    .mutation(async ({ ctx, input }) => {
      const {
        m: match,
        update,
        stale,
      } = await ctx.em.transactional(async (tx) => {
        // Locked: an event written meanwhile would change the score this change is checked against.
        const m = await lockedMatchFor(tx, ctx, input.matchId);
        if (m.signedOffAt && (input.reason ?? "").length < 5) failFields({ reason: "validation.reasonRequired" });
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
        // With events recorded, the score is theirs and the penalties those of the kicks (080).
        const events = await tx.find(MatchEvent, { matchId: m.id });
        const shootout = shootoutScore(m, events);
        if (events.length) {
          const derived = resultFromEvents(m, events);
          if (next.homeScore !== derived.homeScore || next.awayScore !== derived.awayScore) {
            fail("CONFLICT", "errors.scoreFollowsEvents", { home: derived.homeScore, away: derived.awayScore });
          }
          if (shootout && (next.homePenalties !== shootout.home || next.awayPenalties !== shootout.away)) {
            fail("CONFLICT", "errors.penaltiesFollowKicks", { home: shootout.home, away: shootout.away });
          }
          if (next.status === "scheduled" || next.status === "cancelled") fail("CONFLICT", "errors.eventsRecorded");
        }
        validateResult(next, shootout);
        // Standings and the bracket follow from completed results only: the score of a match in progress
        // changes neither, so the admin's acknowledgement does not wait for their recomputation (004).
        const standings = m.status === "completed" || next.status === "completed";
        recordResultChange(tx, ctx.user, m.id, resultOf(m), next, { reason: input.reason });
        const fromStatus = m.status;
        Object.assign(m, next);
        if (input.minute !== undefined) m.minute = input.minute;
        if (input.attendance !== undefined) m.attendance = input.attendance;
        await tx.flush();
        // Teams carry the stored standings: unchanged unless a completed result changed.
        return { m, ...(await settleMatchChange(tx, m, { standings, stale: ["matches"], fromStatus })) };
      });
      liveHub.committed(update, stale);
      return match;
    }),

  resultChanges: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/matches/{matchId}/result-changes",
        protect: true,
        tags: ["matches"],
        summary: "Audit trail of a match's result: every change, newest first (admin)",
      },
    })
    .input(paged(z.object({ matchId: z.string().uuid("validation.matchRequired") })))
    .output(z.array(ResultChangeOutput))
    .query(async ({ ctx, input }) => {
      if (!(await ctx.em.count(Match, { id: input.matchId }))) fail("NOT_FOUND", "errors.matchNotFound");
      const rows = await ctx.em.find(
        MatchResultChange,
        { matchId: input.matchId },
        { orderBy: { createdAt: "desc", id: "asc" } },
      );
      return rows.map((r) => ({
        id: r.id,
        createdAt: r.createdAt,
        changedBy: r.changedBy,
        reason: r.reason ?? null,
        fromStatus: r.fromStatus,
        toStatus: r.toStatus,
        fromHomeScore: r.fromHomeScore ?? null,
        fromAwayScore: r.fromAwayScore ?? null,
        toHomeScore: r.toHomeScore ?? null,
        toAwayScore: r.toAwayScore ?? null,
        fromHomePenalties: r.fromHomePenalties ?? null,
        fromAwayPenalties: r.fromAwayPenalties ?? null,
        toHomePenalties: r.toHomePenalties ?? null,
        toAwayPenalties: r.toAwayPenalties ?? null,
        action: r.action as "result" | "event_added" | "event_removed",
        event: (r.event as z.infer<typeof TimelineEventOutput> | null) ?? null,
      }));
    }),
};
