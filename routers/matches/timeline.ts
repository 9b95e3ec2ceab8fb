/**
 * The admin's writes to a match's timeline: adding and removing events (goals, cards, substitutions,
 * shoot-out kicks). The score follows the goals and the shoot-out score the kicks; each change is kept
 * in the result audit trail and published on the live stream (docs/decisions/080-match-centre.md).
 */
import { randomUUID } from "node:crypto";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LineupEntry, Match, MatchEvent, Team, type MatchEventRow, type MatchRow } from "../../db/entities/index";
import { DeleteMatchEventSchema, MatchEventSchema } from "@shared/forms/match-centre.schema";
import type { EventKind } from "@shared/forms/match.options";
import { translate, type Lang } from "../../server/i18n";
import { liveHub } from "../../server/live";
import { adminProcedure, fail, failFields, type Context } from "../../server/trpc";
import { fieldLabel } from "../../server/validation";
import { checkTimeline, minuteLabel, resultFromEvents, shootoutScore, type LineupEntry as TimelineLineup, type TimelineEvent, type TimelineProblem } from "../_lib/tournament/match-events";
import { recordChange, resultOf, resultProblems, settleMatchChange, timelineEvent, type ResultFields } from "./result";
import { EventWriteOutput } from "./schemas";

/** An event in the REST and tRPC shape. */
export function eventOutput(e: MatchEventRow) {
  return { ...timelineEvent(e), matchId: e.matchId, kind: e.kind as EventKind, createdAt: e.createdAt };
}

export async function teamNames(em: EntityManager, m: Pick<MatchRow, "homeTeamId" | "awayTeamId">) {
  const teams = await em.find(Team, { id: { $in: [m.homeTeamId, m.awayTeamId] } }, { fields: ["name"] });
  return new Map(teams.map((t) => [t.id, t.name]));
}

/** A problem of the timeline in words: the field's message, with the team's name. */
function problemText(lang: Lang, p: TimelineProblem, names: Map<string, string>) {
  return translate(lang, p.key, { ...p.vars, team: names.get(p.teamId) ?? "", field: fieldLabel(lang, p.field) });
}

/**
 * Refuses a timeline that could not have happened: a 400 naming the field when the event being written
 * is the impossible one, else a 409 naming the event the change would break.
 */
export function refuseImpossibleTimeline(ctx: Pick<Context, "lang">, input: {
  round: string; match: Pick<MatchRow, "homeTeamId" | "awayTeamId">; lineups: readonly TimelineLineup[]; events: readonly TimelineEvent[];
  names: Map<string, string>; writtenEventId?: string;
}) {
  const problem = checkTimeline({ round: input.round, sides: input.match, lineups: input.lineups, events: input.events });
  if (!problem) return;
  if (problem.eventId === input.writtenEventId) {
    failFields({ [problem.field]: { key: problem.key, vars: { ...problem.vars, team: input.names.get(problem.teamId) ?? "" } } });
  }
  const broken = input.events.find((e) => e.id === problem.eventId)!;
  fail("CONFLICT", "errors.timelineConflict", {
    kind: translate(ctx.lang, `matchCentre.kinds.${broken.kind}`),
    minute: minuteLabel(broken.minute, broken.stoppage) ?? translate(ctx.lang, "matchCentre.shootout"),
    problem: problemText(ctx.lang, problem, input.names),
  });
}

/** The result a changed timeline gives, refused (409) when it would not be a valid result. */
function resultAfter(ctx: Pick<Context, "lang">, m: MatchRow, before: readonly MatchEventRow[], after: readonly MatchEventRow[]): ResultFields {
  const derived = resultFromEvents(m, after);
  const kicksBefore = before.some((e) => e.kind === "shootout_kick");
  const kicksAfter = after.some((e) => e.kind === "shootout_kick");
  // Penalties follow the kicks once there are any; entered ones stand while no kick was ever recorded.
  const penalties = kicksAfter || kicksBefore
    ? { homePenalties: derived.homePenalties, awayPenalties: derived.awayPenalties }
    : { homePenalties: m.homePenalties ?? null, awayPenalties: m.awayPenalties ?? null };
  const next = { status: m.status, homeScore: derived.homeScore, awayScore: derived.awayScore, ...penalties };
  const problems = Object.entries(resultProblems({ ...next, round: m.round }, shootoutScore(m, after)));
  if (problems.length) {
    const [field, key] = problems[0];
    fail("CONFLICT", "errors.resultAfterChange", { problem: translate(ctx.lang, key, { field: fieldLabel(ctx.lang, field) }) });
  }
  return next;
}

/** A change to a completed match's timeline is a correction: it needs its reason, as result corrections do. */
function requireReason(m: MatchRow, reason: string | undefined) {
  if (m.status === "completed" && (reason ?? "").length < 5) failFields({ reason: "validation.reasonRequired" });
}

/**
 * The match, locked until the transaction ends — two writes to one timeline (or its score) would each
 * check against what the other has not written yet — with its events, line-ups and team names.
 */
async function loadMatch(tx: EntityManager, matchId: string) {
  const m = await tx.findOne(Match, matchId, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!m) fail("NOT_FOUND", "errors.matchNotFound");
  // One after the other: a transaction has one connection.
  const events = await tx.find(MatchEvent, { matchId }, { orderBy: { sequence: "asc" } });
  const lineups = await tx.find(LineupEntry, { matchId });
  return { m, events, lineups, names: await teamNames(tx, m) };
}

export const timelineProcedures = {
  addEvent: adminProcedure
    .meta({ openapi: { method: "POST", path: "/matches/{matchId}/events", protect: true, tags: ["matches"], summary: "Record a goal, card, substitution or shoot-out kick (admin); the score follows the goals. 409 before kick-off, without the team's line-up, or when it contradicts the timeline" } })
    .input(MatchEventSchema)
    .output(EventWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const done = await ctx.em.transactional(async (tx) => {
        const { m, events, lineups, names } = await loadMatch(tx, input.matchId);
        if (m.status === "scheduled") fail("CONFLICT", "errors.matchNotStarted");
        if (m.status === "cancelled") fail("CONFLICT", "errors.matchCancelled");
        requireReason(m, input.reason);
        if (input.teamId !== m.homeTeamId && input.teamId !== m.awayTeamId) failFields({ teamId: "validation.teamNotInMatch" });
        if (!lineups.some((l) => l.teamId === input.teamId)) fail("CONFLICT", "errors.lineupFirst", { team: names.get(input.teamId) });
        // A score typed in without events is never replaced behind the admin's back (080).
        if (!events.length && ((m.homeScore ?? 0) !== 0 || (m.awayScore ?? 0) !== 0)) {
          fail("CONFLICT", "errors.scoreWithoutEvents", { home: m.homeScore ?? 0, away: m.awayScore ?? 0 });
        }
        if (input.kind === "shootout_kick" && !events.some((e) => e.kind === "shootout_kick") && (m.homePenalties != null || m.awayPenalties != null)) {
          fail("CONFLICT", "errors.penaltiesWithoutKicks", { home: m.homePenalties ?? 0, away: m.awayPenalties ?? 0 });
        }
        const goal = input.kind === "goal";
        const row = tx.create(MatchEvent, {
          id: randomUUID(), matchId: m.id, teamId: input.teamId, kind: input.kind, minute: input.minute ?? null, stoppage: input.stoppage ?? null,
          sequence: Math.max(0, ...events.map((e) => e.sequence)) + 1, playerId: input.playerId,
          assistPlayerId: goal ? input.assistPlayerId ?? null : null, playerOnId: input.kind === "substitution" ? input.playerOnId ?? null : null,
          ownGoal: goal && input.ownGoal, penalty: goal && input.penalty, scored: input.kind === "shootout_kick" ? input.scored ?? null : null,
        });
        const after = [...events, row];
        refuseImpossibleTimeline(ctx, { round: m.round, match: m, lineups, events: after, names, writtenEventId: row.id });
        const before = resultOf(m);
        const next = resultAfter(ctx, m, events, after);
        const event = timelineEvent(row);
        recordChange(tx, ctx.user, m.id, before, next, { action: "event_added", reason: input.reason, event });
        Object.assign(m, next);
        await tx.flush();
        const settled = await settleMatchChange(tx, m, { standings: m.status === "completed", stale: ["players"], change: { type: "event_added", event } });
        return { m, row, ...settled };
      });
      liveHub.committed(done.update, done.stale);
      return { match: done.m, event: eventOutput(done.row) };
    }),

  deleteEvent: adminProcedure
    .meta({ openapi: { method: "DELETE", path: "/matches/{matchId}/events/{eventId}", protect: true, tags: ["matches"], summary: "Remove an event (admin): a correction, kept in the audit trail; `reason` is required once the match is completed. 409 when later events depend on it" } })
    .input(DeleteMatchEventSchema)
    .output(EventWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const done = await ctx.em.transactional(async (tx) => {
        const { m, events, lineups, names } = await loadMatch(tx, input.matchId);
        const row = events.find((e) => e.id === input.eventId);
        if (!row) fail("NOT_FOUND", "errors.eventNotFound");
        requireReason(m, input.reason);
        const after = events.filter((e) => e.id !== row.id);
        refuseImpossibleTimeline(ctx, { round: m.round, match: m, lineups, events: after, names });
        const before = resultOf(m);
        const next = resultAfter(ctx, m, events, after);
        const event = timelineEvent(row);
        recordChange(tx, ctx.user, m.id, before, next, { action: "event_removed", reason: input.reason, event });
        Object.assign(m, next);
        tx.remove(row);
        await tx.flush();
        const settled = await settleMatchChange(tx, m, { standings: m.status === "completed", stale: ["players"], change: { type: "event_removed", event } });
        return { m, row, ...settled };
      });
      liveHub.committed(done.update, done.stale);
      return { match: done.m, event: eventOutput(done.row) };
    }),
};
