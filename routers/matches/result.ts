/**
 * What every write to a match's result goes through, whether an admin types the score or it follows
 * from the events: the checks of a result, the audit trail, and, inside the same transaction, the
 * standings, the bracket and the live update (docs/decisions/004 and 080).
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { MatchResultChange, Team, type MatchEventRow, type MatchRow } from "../../db/entities/index";
import { queueWebhook } from "../../server/webhooks/outbox";
import { liveHub, type LiveTimelineEvent, type MatchChange, type MatchUpdate } from "../../server/live";
import { failFields, type Context } from "../../server/trpc";
import { actorOf } from "../../server/audit";
import { recomputeTeamStats, syncKnockout } from "../_lib/tournament/state";
import { minuteLabel, type ShootoutScore } from "../_lib/tournament/match-events";

export type ResultFields = {
  status: string;
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
};

/**
 * What is wrong with the match as it would be after a change (field → i18n key): completed needs both
 * scores; penalties only in a knockout match that is level; a level completed knockout match needs
 * penalties that decide it — and, when its kicks are recorded, a shoot-out that is over.
 */
export function resultProblems(m: ResultFields & { round: string }, shootout?: ShootoutScore | null): Record<string, string> {
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
    else if (shootout && !shootout.decided) fields.homePenalties = "validation.shootoutUndecided";
  }
  return fields;
}

/** Refuses a result with problems, naming each field. */
export function validateResult(m: ResultFields & { round: string }, shootout?: ShootoutScore | null) {
  const fields = resultProblems(m, shootout);
  if (Object.keys(fields).length) failFields(fields);
}

const RESULT_KEYS = ["status", "homeScore", "awayScore", "homePenalties", "awayPenalties"] as const;

export const sameResult = (a: ResultFields, b: ResultFields) => RESULT_KEYS.every((k) => (a[k] ?? null) === (b[k] ?? null));

/** The from/to columns of an audit row. */
function resultColumns(before: ResultFields, after: ResultFields) {
  return {
    fromStatus: before.status,
    toStatus: after.status,
    fromHomeScore: before.homeScore ?? null,
    fromAwayScore: before.awayScore ?? null,
    toHomeScore: after.homeScore ?? null,
    toAwayScore: after.awayScore ?? null,
    fromHomePenalties: before.homePenalties ?? null,
    fromAwayPenalties: before.awayPenalties ?? null,
    toHomePenalties: after.homePenalties ?? null,
    toAwayPenalties: after.awayPenalties ?? null,
  };
}

export const resultOf = (m: ResultFields): ResultFields => ({
  status: m.status,
  homeScore: m.homeScore ?? null,
  awayScore: m.awayScore ?? null,
  homePenalties: m.homePenalties ?? null,
  awayPenalties: m.awayPenalties ?? null,
});

/** Who made a change, as the audit trail shows it. */
export function changedBy(user: Context["user"]) {
  const { actorId, actor } = actorOf(user);
  return { changedById: actorId, changedBy: actor };
}

/** An event as the live stream and the audit trail keep it. */
export function timelineEvent(e: MatchEventRow): LiveTimelineEvent {
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

/**
 * Inside the writing transaction: one audit row. A result change is kept only when the result changed;
 * an event added or removed always is, with the result before and after it.
 */
export function recordChange(
  tx: EntityManager,
  user: Context["user"],
  matchId: string,
  before: ResultFields,
  after: ResultFields,
  extra: {
    action?: "result" | "event_added" | "event_removed";
    reason?: string | null;
    event?: LiveTimelineEvent & { clientId?: string | null };
  } = {},
) {
  const action = extra.action ?? "result";
  if (action === "result" && sameResult(before, after)) return;
  tx.create(MatchResultChange, {
    ...resultColumns(before, after),
    ...changedBy(user),
    matchId,
    reason: extra.reason || null,
    action,
    eventId: extra.event?.id ?? null,
    event: extra.event ?? null,
  });
}

export function toUpdate(m: MatchRow, change?: MatchChange): MatchUpdate {
  return {
    matchId: m.id,
    homeScore: m.homeScore ?? null,
    awayScore: m.awayScore ?? null,
    homePenalties: m.homePenalties ?? null,
    awayPenalties: m.awayPenalties ?? null,
    status: m.status,
    minute: m.minute ?? null,
    at: new Date().toISOString(),
    ...(change ? { change } : {}),
  };
}

/**
 * Inside the writing transaction, once the match is flushed: when a completed result is involved (before
 * or after), the stored standings and the bracket follow; then the live update is notified with the
 * cached reads it makes stale. Returns what `liveHub.committed` sends after the commit (the change with
 * its number in the live log).
 */
export async function settleMatchChange(
  tx: EntityManager,
  m: MatchRow,
  opts: { standings: boolean; stale: string[]; change?: MatchChange; fromStatus: string },
) {
  if (opts.standings) {
    if (m.round === "group") await recomputeTeamStats(tx);
    await syncKnockout(tx);
  }
  const stale = [...new Set([...opts.stale, "matches", ...(opts.standings ? ["teams"] : [])])];
  const update = await liveHub.notify(tx, toUpdate(m, opts.change), stale);
  await queueMatchWebhooks(tx, m, update.update, opts);
  return { update, stale };
}

/** In the same transaction: what partners' webhooks hear of a match change, in the order it happened. */
async function queueMatchWebhooks(
  tx: EntityManager,
  m: MatchRow,
  update: MatchUpdate,
  opts: { standings: boolean; change?: MatchChange; fromStatus: string },
) {
  const { change, ...match } = update;
  const queue = (event: Parameters<typeof queueWebhook>[1], data: Record<string, unknown> = {}) =>
    queueWebhook(tx, event, { match, ...data }, m.id);
  if (opts.fromStatus !== "live" && m.status === "live") await queue("match.started");
  if (change?.type === "event_added") await queue("match.event.created", { event: change.event });
  if (change?.type === "event_removed") await queue("match.event.deleted", { event: change.event });
  if (opts.fromStatus !== "completed" && m.status === "completed") await queue("match.completed");
  if (opts.standings && m.round === "group") {
    const group = await tx.findOneOrFail(Team, m.homeTeamId, { fields: ["group"] });
    const teams = await tx.find(Team, { group: group.group }, { orderBy: { drawOrder: "asc" } });
    await queue("standings.updated", {
      group: group.group,
      teams: teams.map((t) => ({
        teamId: t.id,
        name: t.name,
        wins: t.wins,
        draws: t.draws,
        losses: t.losses,
        goalsFor: t.goalsFor,
        goalsAgainst: t.goalsAgainst,
        points: t.points,
      })),
    });
  }
}
