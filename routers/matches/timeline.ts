/**
 * The admin's writes to a match's timeline: adding and removing events (goals, cards, substitutions,
 * shoot-out kicks). The score follows the goals and the shoot-out score the kicks; each change is kept
 * in the result audit trail and published on the live stream (docs/decisions/080-match-centre.md).
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LineupEntry, MatchEvent, MatchResultChange, Team, type MatchEventRow, type MatchRow } from "../../db/entities/index";
import { DeleteMatchEventSchema, MatchEventSchema, type MatchEventInput } from "@shared/forms/match-centre.schema";
import type { EventKind } from "@shared/forms/match.options";
import { translate, type Lang } from "../../server/i18n";
import { liveHub, type LiveTimelineEvent } from "../../server/live";
import { fail, failFields, type Context } from "../../server/trpc";
import { lockedMatchFor, matchOfficialProcedure } from "../../server/auth/scope";
import { fieldLabel } from "../../server/validation";
import {
  checkTimeline,
  minuteLabel,
  resultFromEvents,
  shootoutScore,
  type LineupEntry as TimelineLineup,
  type TimelineEvent,
  type TimelineProblem,
} from "@shared/tournament/match-events";
import { resultOf, resultProblems, type ResultFields } from "@shared/tournament/result";
import { recordResultChange } from "../../server/audit";
import { settleMatchChange } from "./after-change";
import { EventWriteOutput } from "./schemas";

/** An event as the live stream and the audit trail keep it. */
function timelineEvent(e: MatchEventRow): LiveTimelineEvent {
  return {
    id: e.id,
    kind: e.kind,
    teamId: e.teamId,
    minute: e.minute ?? null,
    stoppage: e.stoppage ?? null,
    minuteLabel: minuteLabel(e.minute, e.stoppage),
    sequence: e.sequence,
    playerId: e.playerId,
    assistPlayerId: e.assistPlayerId ?? null,
    playerOnId: e.playerOnId ?? null,
    ownGoal: e.ownGoal,
    penalty: e.penalty,
    scored: e.scored ?? null,
  };
}

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
export function refuseImpossibleTimeline(
  ctx: Pick<Context, "lang">,
  input: {
    round: string;
    match: Pick<MatchRow, "homeTeamId" | "awayTeamId">;
    lineups: readonly TimelineLineup[];
    events: readonly TimelineEvent[];
    names: Map<string, string>;
    writtenEventId?: string;
  },
) {
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
function resultAfter(
  ctx: Pick<Context, "lang">,
  m: MatchRow,
  before: readonly MatchEventRow[],
  after: readonly MatchEventRow[],
): ResultFields {
  const derived = resultFromEvents(m, after);
  const kicksBefore = before.some((e) => e.kind === "shootout_kick");
  const kicksAfter = after.some((e) => e.kind === "shootout_kick");
  // Penalties follow the kicks once there are any; entered ones stand while no kick was ever recorded.
  const penalties =
    kicksAfter || kicksBefore
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
  if ((m.status === "completed" || m.signedOffAt) && (reason ?? "").length < 5)
    failFields({ reason: "validation.reasonRequired" });
}

/**
 * The match, locked until the transaction ends — two writes to one timeline (or its score) would each
 * check against what the other has not written yet — with its events, line-ups and team names.
 */
async function loadMatch(tx: EntityManager, ctx: Context, matchId: string) {
  const m = await lockedMatchFor(tx, ctx, matchId);
  // One after the other: a transaction has one connection.
  const events = await tx.find(MatchEvent, { matchId }, { orderBy: { sequence: "asc" } });
  const lineups = await tx.find(LineupEntry, { matchId });
  return { m, events, lineups, names: await teamNames(tx, m) };
}

/** The one id of an event's write: the body's `clientId` or the `Idempotency-Key` header, which must agree. */
function clientIdOf(ctx: Pick<Context, "idempotencyKey">, input: Pick<MatchEventInput, "clientId">): string | null {
  const header = ctx.idempotencyKey?.trim() || null;
  if (header !== null && !z.uuid().safeParse(header).success)
    failFields({ [IDEMPOTENCY_HEADER]: "validation.idempotencyKeyInvalid" });
  const body = input.clientId?.toLowerCase() ?? null;
  if (header && body && header.toLowerCase() !== body) failFields({ [IDEMPOTENCY_HEADER]: "validation.idempotencyKeyDiffers" });
  return body ?? header?.toLowerCase() ?? null;
}
const IDEMPOTENCY_HEADER = "Idempotency-Key";

/** The columns an event input gives, as they are stored: what a repeat is compared on. */
function eventColumns(input: MatchEventInput) {
  const goal = input.kind === "goal";
  return {
    teamId: input.teamId,
    kind: input.kind,
    minute: input.minute ?? null,
    stoppage: input.stoppage ?? null,
    playerId: input.playerId,
    assistPlayerId: goal ? (input.assistPlayerId ?? null) : null,
    playerOnId: input.kind === "substitution" ? (input.playerOnId ?? null) : null,
    ownGoal: goal && input.ownGoal,
    penalty: goal && input.penalty,
    scored: input.kind === "shootout_kick" ? (input.scored ?? null) : null,
  };
}

/**
 * A write whose id is already stored is a repeat (the console's queue re-sending an event whose answer
 * was lost): the stored event, when it is the same event on the same match; a 409 when the id was
 * used for another one, so a reused key never hides a different event.
 */
function repeatOf(ctx: Pick<Context, "lang">, stored: MatchEventRow, input: MatchEventInput): MatchEventRow {
  const columns = eventColumns(input);
  const same =
    stored.matchId === input.matchId &&
    Object.entries(columns).every(([k, v]) => (stored[k as keyof typeof columns] ?? null) === v);
  if (!same) {
    fail("CONFLICT", "errors.eventIdReused", {
      kind: translate(ctx.lang, `matchCentre.kinds.${stored.kind}`),
      minute: minuteLabel(stored.minute, stored.stoppage) ?? translate(ctx.lang, "matchCentre.shootout"),
    });
  }
  return stored;
}

export const timelineProcedures = {
  addEvent: matchOfficialProcedure()
    .meta({
      openapi: {
        method: "POST",
        path: "/matches/{matchId}/events",
        protect: true,
        tags: ["matches"],
        summary:
          "Record a goal, card, substitution or shoot-out kick (admin, the match's referee until sign-off); the score follows the goals. 409 before kick-off, without the team's line-up, or when it contradicts the timeline. A repeat with the same `Idempotency-Key` (or body `clientId`) answers the event already stored, 200, and adds nothing",
        requestHeaders: z.object({
          [IDEMPOTENCY_HEADER]: z.uuid().optional().meta({
            description:
              "A UUID the caller makes once per event and sends again with every retry of it: a repeat answers the stored event instead of adding a second one. The same as the body's `clientId` (400 when both are given and differ); 409 when it was used for another event, or for an event removed since",
          }),
        }),
      },
    })
    .input(MatchEventSchema)
    .output(EventWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const clientId = clientIdOf(ctx, input);
      const write = () =>
        ctx.em.transactional(async (tx) => {
          const { m, events, lineups, names } = await loadMatch(tx, ctx, input.matchId);
          if (clientId) {
            // After the lock: a repeat sent while the first write was still running finds it committed here.
            const stored = await tx.findOne(MatchEvent, { clientId });
            if (stored) return { m, row: repeatOf(ctx, stored, input), repeat: true as const };
            if (await tx.count(MatchResultChange, { matchId: m.id, action: "event_removed", event: { clientId } }))
              fail("CONFLICT", "errors.eventRemovedSinceRecorded");
          }
          if (m.status === "scheduled") fail("CONFLICT", "errors.matchNotStarted");
          if (m.status === "cancelled") fail("CONFLICT", "errors.matchCancelled");
          requireReason(m, input.reason);
          if (input.teamId !== m.homeTeamId && input.teamId !== m.awayTeamId) failFields({ teamId: "validation.teamNotInMatch" });
          if (!lineups.some((l) => l.teamId === input.teamId))
            fail("CONFLICT", "errors.lineupFirst", { team: names.get(input.teamId) });
          // A score typed in without events is never replaced behind the admin's back (080).
          if (!events.length && ((m.homeScore ?? 0) !== 0 || (m.awayScore ?? 0) !== 0)) {
            fail("CONFLICT", "errors.scoreWithoutEvents", { home: m.homeScore ?? 0, away: m.awayScore ?? 0 });
          }
          if (
            input.kind === "shootout_kick" &&
            !events.some((e) => e.kind === "shootout_kick") &&
            (m.homePenalties != null || m.awayPenalties != null)
          ) {
            fail("CONFLICT", "errors.penaltiesWithoutKicks", { home: m.homePenalties ?? 0, away: m.awayPenalties ?? 0 });
          }
          const row = tx.create(MatchEvent, {
            id: randomUUID(),
            matchId: m.id,
            ...eventColumns(input),
            sequence: Math.max(0, ...events.map((e) => e.sequence)) + 1,
            clientId,
          });
          const after = [...events, row];
          refuseImpossibleTimeline(ctx, { round: m.round, match: m, lineups, events: after, names, writtenEventId: row.id });
          const before = resultOf(m);
          const next = resultAfter(ctx, m, events, after);
          const event = timelineEvent(row);
          recordResultChange(tx, ctx.user, m.id, before, next, {
            action: "event_added",
            reason: input.reason,
            event: { ...event, clientId },
          });
          Object.assign(m, next);
          await tx.flush();
          const settled = await settleMatchChange(tx, m, {
            standings: m.status === "completed",
            stale: ["players"],
            change: { type: "event_added", event },
            fromStatus: before.status,
          });
          return { m, row, repeat: false as const, ...settled };
        });
      let done: Awaited<ReturnType<typeof write>>;
      try {
        done = await write();
      } catch (error) {
        // Two writes of one id at once on different matches (one match's writes wait for each other's lock):
        // the loser's transaction is rolled back whole, and it answers as a repeat would.
        if (!(clientId && error instanceof UniqueConstraintViolationException)) throw error;
        ctx.em.clear();
        done = await write();
      }
      if (!done.repeat) liveHub.committed(done.update, done.stale);
      return { match: done.m, event: eventOutput(done.row) };
    }),

  deleteEvent: matchOfficialProcedure()
    .meta({
      openapi: {
        method: "DELETE",
        path: "/matches/{matchId}/events/{eventId}",
        protect: true,
        tags: ["matches"],
        summary:
          "Remove an event (admin, the match's referee until sign-off): a correction, kept in the audit trail; `reason` is required once the match is completed. 409 when later events depend on it",
      },
    })
    .input(DeleteMatchEventSchema)
    .output(EventWriteOutput)
    .mutation(async ({ ctx, input }) => {
      const done = await ctx.em.transactional(async (tx) => {
        const { m, events, lineups, names } = await loadMatch(tx, ctx, input.matchId);
        const row = events.find((e) => e.id === input.eventId);
        if (!row) fail("NOT_FOUND", "errors.eventNotFound");
        requireReason(m, input.reason);
        const after = events.filter((e) => e.id !== row.id);
        refuseImpossibleTimeline(ctx, { round: m.round, match: m, lineups, events: after, names });
        const before = resultOf(m);
        const next = resultAfter(ctx, m, events, after);
        const event = timelineEvent(row);
        // The id stays in the trail: a late repeat of the removed event must not bring it back.
        recordResultChange(tx, ctx.user, m.id, before, next, {
          action: "event_removed",
          reason: input.reason,
          event: { ...event, clientId: row.clientId ?? null },
        });
        Object.assign(m, next);
        tx.remove(row);
        await tx.flush();
        const settled = await settleMatchChange(tx, m, {
          standings: m.status === "completed",
          stale: ["players"],
          change: { type: "event_removed", event },
          fromStatus: before.status,
        });
        return { m, row, ...settled };
      });
      liveHub.committed(done.update, done.stale);
      return { match: done.m, event: eventOutput(done.row) };
    }),
};
