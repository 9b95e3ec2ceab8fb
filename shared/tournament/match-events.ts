/**
 * A match's timeline: goals, cards, substitutions and shoot-out kicks, each with its minute and team.
 * From it follow the score (goals, own goals counting for the other side), the shoot-out score, and
 * whether the timeline is possible at all given the line-ups (docs/decisions/080-match-centre.md).
 * Pure: no I/O.
 */
import { SUBSTITUTIONS_ALLOWED, SUBSTITUTIONS_WITH_EXTRA_TIME, type EventKind } from "@shared/forms/match.options";

/** Regular time; later minutes are extra time (knockout matches only). */
export const REGULAR_TIME = 90;
/** Kicks each team takes before a level shoot-out goes to sudden death. */
export const SHOOTOUT_KICKS = 5;

export type TimelineEvent = {
  id: string;
  kind: EventKind | string;
  teamId: string;
  /** Null only for a shoot-out kick. `stoppage` is added time at the end of a period (45+2 → 45, 2). */
  minute?: number | null;
  stoppage?: number | null;
  /** Order of entry: breaks ties between events of the same minute. */
  sequence: number;
  /** The scorer, the booked player, the player going off, or the kicker. An own goal's scorer plays for `teamId`. */
  playerId: string;
  assistPlayerId?: string | null;
  playerOnId?: string | null;
  ownGoal?: boolean | null;
  penalty?: boolean | null;
  scored?: boolean | null;
};
export type LineupEntry = {
  teamId: string;
  playerId: string;
  role: string;
  captain?: boolean | null;
  goalkeeper?: boolean | null;
};
export type Sides = { homeTeamId: string; awayTeamId: string };

/** How a minute is written: 67, 45+2. */
export function minuteLabel(minute: number | null | undefined, stoppage?: number | null): string | null {
  if (minute == null) return null;
  return stoppage ? `${minute}+${stoppage}` : String(minute);
}

/** Timeline order: by minute and added time, entry order within a minute; the shoot-out after play. */
function compareEvents(a: TimelineEvent, b: TimelineEvent): number {
  const kickA = a.kind === "shootout_kick" ? 1 : 0;
  const kickB = b.kind === "shootout_kick" ? 1 : 0;
  return (
    kickA - kickB ||
    (a.minute ?? 0) - (b.minute ?? 0) ||
    (a.stoppage ?? 0) - (b.stoppage ?? 0) ||
    a.sequence - b.sequence ||
    a.id.localeCompare(b.id)
  );
}

export function inTimelineOrder<E extends TimelineEvent>(events: readonly E[]): E[] {
  return [...events].sort(compareEvents);
}

/** The side a goal counts for: the scorer's team, or the other one for an own goal. */
export function goalFor(sides: Sides, e: Pick<TimelineEvent, "teamId" | "ownGoal">): "home" | "away" {
  const scorersSide = e.teamId === sides.homeTeamId ? "home" : "away";
  return e.ownGoal ? (scorersSide === "home" ? "away" : "home") : scorersSide;
}

/** Goals of each side from the goal events, all of them or those up to a minute (its added time included). */
export function scoreFromEvents(
  sides: Sides,
  events: readonly TimelineEvent[],
  upToMinute?: number,
): { home: number; away: number } {
  const score = { home: 0, away: 0 };
  for (const e of events) {
    if (e.kind !== "goal" || (upToMinute !== undefined && (e.minute ?? 0) > upToMinute)) continue;
    score[goalFor(sides, e)]++;
  }
  return score;
}

export type ShootoutScore = {
  home: number;
  away: number;
  homeKicks: number;
  awayKicks: number;
  /** One side can no longer be caught: five kicks each (fewer when out of reach), then sudden death in pairs. */
  decided: boolean;
  winnerTeamId: string | null;
};

/** Whether a shoot-out standing at these kicks and goals is over. */
export function shootoutDecided(home: number, away: number, homeKicks: number, awayKicks: number): boolean {
  // Kicks each side is still sure to take: up to five, then as many as the other side has taken.
  const round = Math.max(SHOOTOUT_KICKS, homeKicks, awayKicks);
  return home + (round - homeKicks) < away || away + (round - awayKicks) < home;
}

/** The shoot-out from its kicks, in order; null when there are none. */
export function shootoutScore(sides: Sides, events: readonly TimelineEvent[]): ShootoutScore | null {
  const kicks = inTimelineOrder(events.filter((e) => e.kind === "shootout_kick"));
  if (!kicks.length) return null;
  const s = { home: 0, away: 0, homeKicks: 0, awayKicks: 0 };
  for (const k of kicks) {
    const side = k.teamId === sides.homeTeamId ? "home" : "away";
    s[`${side}Kicks`]++;
    if (k.scored) s[side]++;
  }
  const decided = shootoutDecided(s.home, s.away, s.homeKicks, s.awayKicks);
  const winnerTeamId = decided ? (s.home > s.away ? sides.homeTeamId : sides.awayTeamId) : null;
  return { ...s, decided, winnerTeamId };
}

/** The result the events give: the score from the goals; penalties from the kicks, null without kicks. */
export function resultFromEvents(sides: Sides, events: readonly TimelineEvent[]) {
  const score = scoreFromEvents(sides, events);
  const kicks = shootoutScore(sides, events);
  return { homeScore: score.home, awayScore: score.away, homePenalties: kicks?.home ?? null, awayPenalties: kicks?.away ?? null };
}

/** The first impossible thing in a timeline: which event, which of its fields, and why (an i18n key). */
export type TimelineProblem = { eventId: string; field: string; key: string; teamId: string; vars?: Record<string, number> };

type SideState = {
  lineup: Set<string>;
  onPitch: Set<string>;
  bench: Set<string>;
  sentOff: Set<string>;
  yellows: Map<string, number>;
  substitutions: number;
  kicks: number;
  kicksScored: number;
};

function sideState(teamId: string, lineups: readonly LineupEntry[]): SideState {
  const mine = lineups.filter((l) => l.teamId === teamId);
  return {
    lineup: new Set(mine.map((l) => l.playerId)),
    onPitch: new Set(mine.filter((l) => l.role === "starter").map((l) => l.playerId)),
    bench: new Set(mine.filter((l) => l.role === "substitute").map((l) => l.playerId)),
    sentOff: new Set(),
    yellows: new Map(),
    substitutions: 0,
    kicks: 0,
    kicksScored: 0,
  };
}

/**
 * Replays the timeline against the line-ups and returns the first event that could not have happened:
 * a player not in the line-up or not on the pitch, a booking after a sending-off, a second yellow
 * without a first, a substitute coming on twice, more substitutions than allowed, extra time in a group
 * match, a shoot-out in a group match, after a result that is not level, out of turn or already decided.
 */
export function checkTimeline(input: {
  round: string;
  sides: Sides;
  lineups: readonly LineupEntry[];
  events: readonly TimelineEvent[];
}): TimelineProblem | null {
  const { round, sides } = input;
  const state = new Map([sides.homeTeamId, sides.awayTeamId].map((id) => [id, sideState(id, input.lineups)]));
  const goals = { home: 0, away: 0 };
  const sendOff = (side: SideState, playerId: string) => {
    side.sentOff.add(playerId);
    side.onPitch.delete(playerId);
    side.bench.delete(playerId);
  };

  for (const e of inTimelineOrder(input.events)) {
    const problem = (field: string, key: string, vars?: Record<string, number>): TimelineProblem => ({
      eventId: e.id,
      field,
      key,
      teamId: e.teamId,
      vars,
    });
    const side = state.get(e.teamId);
    if (!side) return problem("teamId", "validation.teamNotInMatch");
    const other = state.get(e.teamId === sides.homeTeamId ? sides.awayTeamId : sides.homeTeamId)!;
    if (e.kind !== "shootout_kick" && round === "group" && (e.minute ?? 0) > REGULAR_TIME)
      return problem("minute", "validation.noExtraTimeInGroup");
    if (!side.lineup.has(e.playerId)) return problem("playerId", "validation.notInLineup");

    switch (e.kind) {
      case "goal": {
        if (!side.onPitch.has(e.playerId)) return problem("playerId", "validation.notOnPitch");
        if (e.ownGoal && e.penalty) return problem("penalty", "validation.penaltyOwnGoal");
        if (e.assistPlayerId) {
          if (e.ownGoal) return problem("assistPlayerId", "validation.assistOwnGoal");
          if (e.assistPlayerId === e.playerId) return problem("assistPlayerId", "validation.assistIsScorer");
          if (!side.lineup.has(e.assistPlayerId)) return problem("assistPlayerId", "validation.notInLineup");
          if (!side.onPitch.has(e.assistPlayerId)) return problem("assistPlayerId", "validation.notOnPitch");
        }
        goals[goalFor(sides, e)]++;
        break;
      }
      case "yellow_card": {
        if (side.sentOff.has(e.playerId)) return problem("playerId", "validation.alreadySentOff");
        if (side.yellows.get(e.playerId)) return problem("kind", "validation.useSecondYellow");
        side.yellows.set(e.playerId, 1);
        break;
      }
      case "second_yellow": {
        if (side.sentOff.has(e.playerId)) return problem("playerId", "validation.alreadySentOff");
        if (side.yellows.get(e.playerId) !== 1) return problem("kind", "validation.secondYellowNeedsYellow");
        side.yellows.set(e.playerId, 2);
        sendOff(side, e.playerId);
        break;
      }
      case "red_card": {
        if (side.sentOff.has(e.playerId)) return problem("playerId", "validation.alreadySentOff");
        sendOff(side, e.playerId);
        break;
      }
      case "substitution": {
        const on = e.playerOnId ?? "";
        if (!side.onPitch.has(e.playerId)) return problem("playerId", "validation.notOnPitch");
        const allowed = (e.minute ?? 0) > REGULAR_TIME ? SUBSTITUTIONS_WITH_EXTRA_TIME : SUBSTITUTIONS_ALLOWED;
        if (side.substitutions >= allowed) return problem("kind", "validation.tooManySubstitutions", { limit: allowed });
        if (!side.lineup.has(on)) return problem("playerOnId", "validation.notInLineup");
        if (!side.bench.has(on)) return problem("playerOnId", "validation.notOnBench");
        side.substitutions++;
        side.onPitch.delete(e.playerId);
        side.bench.delete(on);
        side.onPitch.add(on);
        break;
      }
      case "shootout_kick": {
        if (round === "group") return problem("kind", "validation.shootoutOnlyKnockout");
        if (goals.home !== goals.away) return problem("kind", "validation.shootoutNeedsLevel");
        if (!side.onPitch.has(e.playerId)) return problem("playerId", "validation.notOnPitch");
        const home = state.get(sides.homeTeamId)!,
          away = state.get(sides.awayTeamId)!;
        if (shootoutDecided(home.kicksScored, away.kicksScored, home.kicks, away.kicks))
          return problem("kind", "validation.shootoutOver");
        if (side.kicks > other.kicks) return problem("teamId", "validation.shootoutTurn");
        side.kicks++;
        if (e.scored) side.kicksScored++;
        break;
      }
      default:
        return problem("kind", "validation.eventKindInvalid");
    }
  }
  return null;
}
