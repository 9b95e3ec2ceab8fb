/**
 * Player figures from line-ups and events: appearances, minutes, goals, assists, cards and clean
 * sheets, per match and in total, and the leaderboards built on them. Only matches being played or
 * completed count. Pure: no I/O.
 */
import { inTimelineOrder, REGULAR_TIME, type LineupEntry, type TimelineEvent } from "./match-events";

export const EXTRA_TIME_END = 120;

export type StatsMatch = {
  id: string;
  round: string;
  status: string;
  homeTeamId: string;
  awayTeamId: string;
  homeScore?: number | null;
  awayScore?: number | null;
  minute?: number | null;
};
export type StatsEvent = TimelineEvent & { matchId: string };
export type StatsLineup = LineupEntry & { matchId: string };

export const counts = (m: Pick<StatsMatch, "status">) => m.status === "live" || m.status === "completed";

/**
 * The minute play stopped (or stands, while live): 90, or 120 once a knockout match went to extra
 * time — a minute past 90, a shoot-out, or a completed level result.
 */
export function playedUntil(match: StatsMatch, events: readonly TimelineEvent[]): number {
  if (match.status === "live") return Math.min(Math.max(match.minute ?? 0, 0), EXTRA_TIME_END);
  const extraTime =
    match.round !== "group" &&
    (events.some((e) => e.kind === "shootout_kick" || (e.minute ?? 0) > REGULAR_TIME) ||
      (match.homeScore != null && match.homeScore === match.awayScore));
  return extraTime ? EXTRA_TIME_END : REGULAR_TIME;
}

export type PlayerMatchLine = {
  playerId: string;
  teamId: string;
  matchId: string;
  started: boolean;
  appeared: boolean;
  minutes: number;
  goals: number;
  penaltyGoals: number;
  ownGoals: number;
  assists: number;
  yellowCards: number;
  secondYellows: number;
  redCards: number;
  /** The starting goalkeeper of a completed match who played all of it while the team conceded nothing. */
  cleanSheet: boolean;
};

/** One line per player of the match's line-ups. */
export function playerLines(
  match: StatsMatch,
  lineups: readonly LineupEntry[],
  events: readonly TimelineEvent[],
): PlayerMatchLine[] {
  const end = playedUntil(match, events);
  const on = new Map<string, number>();
  const off = new Map<string, number>();
  for (const l of lineups) if (l.role === "starter") on.set(l.playerId, 0);
  const lines = new Map<string, PlayerMatchLine>(
    lineups.map((l) => [
      l.playerId,
      {
        playerId: l.playerId,
        teamId: l.teamId,
        matchId: match.id,
        started: l.role === "starter",
        appeared: false,
        minutes: 0,
        goals: 0,
        penaltyGoals: 0,
        ownGoals: 0,
        assists: 0,
        yellowCards: 0,
        secondYellows: 0,
        redCards: 0,
        cleanSheet: false,
      },
    ]),
  );
  for (const e of inTimelineOrder(events)) {
    const line = lines.get(e.playerId);
    const at = Math.min(e.minute ?? end, end);
    switch (e.kind) {
      case "goal":
        if (!line) break;
        if (e.ownGoal) line.ownGoals++;
        else {
          line.goals++;
          if (e.penalty) line.penaltyGoals++;
          const assist = e.assistPlayerId ? lines.get(e.assistPlayerId) : undefined;
          if (assist) assist.assists++;
        }
        break;
      case "yellow_card":
        if (line) line.yellowCards++;
        break;
      case "second_yellow":
        if (line) line.secondYellows++;
        if (!off.has(e.playerId)) off.set(e.playerId, at);
        break;
      case "red_card":
        if (line) line.redCards++;
        if (!off.has(e.playerId)) off.set(e.playerId, at);
        break;
      case "substitution":
        if (!off.has(e.playerId)) off.set(e.playerId, at);
        if (e.playerOnId && !on.has(e.playerOnId)) on.set(e.playerOnId, at);
        break;
    }
  }
  const conceded = (teamId: string) => (teamId === match.homeTeamId ? match.awayScore : match.homeScore);
  const keepers = new Set(lineups.filter((l) => l.goalkeeper && l.role === "starter").map((l) => l.playerId));
  for (const line of lines.values()) {
    const start = on.get(line.playerId);
    if (start === undefined) continue;
    line.appeared = true;
    line.minutes = Math.max(0, Math.min(off.get(line.playerId) ?? end, end) - start);
    line.cleanSheet =
      match.status === "completed" && keepers.has(line.playerId) && !off.has(line.playerId) && conceded(line.teamId) === 0;
  }
  return [...lines.values()];
}

export type PlayerTotals = Omit<PlayerMatchLine, "matchId" | "started" | "appeared" | "cleanSheet"> & {
  appearances: number;
  starts: number;
  cleanSheets: number;
};

function emptyTotals(playerId: string, teamId: string): PlayerTotals {
  return {
    playerId,
    teamId,
    appearances: 0,
    starts: 0,
    minutes: 0,
    goals: 0,
    penaltyGoals: 0,
    ownGoals: 0,
    assists: 0,
    yellowCards: 0,
    secondYellows: 0,
    redCards: 0,
    cleanSheets: 0,
  };
}

/** Every player's totals over their match lines; a player named only on the bench has no appearance. */
export function playerTotals(lines: readonly PlayerMatchLine[]): Map<string, PlayerTotals> {
  const totals = new Map<string, PlayerTotals>();
  for (const l of lines) {
    const t = totals.get(l.playerId) ?? emptyTotals(l.playerId, l.teamId);
    if (l.appeared) t.appearances++;
    if (l.started) t.starts++;
    if (l.cleanSheet) t.cleanSheets++;
    for (const key of [
      "minutes",
      "goals",
      "penaltyGoals",
      "ownGoals",
      "assists",
      "yellowCards",
      "secondYellows",
      "redCards",
    ] as const)
      t[key] += l[key];
    totals.set(l.playerId, t);
  }
  return totals;
}

export type Ranked<T> = T & { rank: number };

/**
 * Sorted by the keys (each "more is better" or "less is better"), with equal players sharing a rank
 * (1, 2, 2, 4); players with nothing in the first key are left out.
 */
export function leaderboard<T>(
  rows: readonly T[],
  keys: ReadonlyArray<[(row: T) => number, "desc" | "asc"]>,
  tieBreak: (a: T, b: T) => number,
): Ranked<T>[] {
  const [first] = keys;
  const compare = (a: T, b: T) => {
    for (const [key, dir] of keys) {
      const d = dir === "desc" ? key(b) - key(a) : key(a) - key(b);
      if (d) return d;
    }
    return 0;
  };
  const sorted = rows.filter((r) => first[0](r) > 0).sort((a, b) => compare(a, b) || tieBreak(a, b));
  const ranked: Ranked<T>[] = [];
  sorted.forEach((row, i) => {
    const tied = i > 0 && compare(sorted[i - 1], row) === 0;
    ranked.push({ ...row, rank: tied ? ranked[i - 1].rank : i + 1 });
  });
  return ranked;
}

/** Top scorers: goals, then assists, then fewer minutes. */
export function topScorers<T extends PlayerTotals>(rows: readonly T[], tieBreak: (a: T, b: T) => number): Ranked<T>[] {
  return leaderboard(
    rows,
    [
      [(r) => r.goals, "desc"],
      [(r) => r.assists, "desc"],
      [(r) => r.minutes, "asc"],
    ],
    tieBreak,
  );
}

/** Assists: assists, then goals, then fewer minutes. */
export function topAssists<T extends PlayerTotals>(rows: readonly T[], tieBreak: (a: T, b: T) => number): Ranked<T>[] {
  return leaderboard(
    rows,
    [
      [(r) => r.assists, "desc"],
      [(r) => r.goals, "desc"],
      [(r) => r.minutes, "asc"],
    ],
    tieBreak,
  );
}
