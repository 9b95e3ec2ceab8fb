/**
 * Group standings from completed group matches: 3 points a win, 1 a draw. Tie-breakers in the order of
 * the FIFA World Cup 2026 regulations, minus the world ranking which our teams do not have:
 *   1. points;
 *   2. among the tied teams only: head-to-head points, head-to-head goal difference, head-to-head goals —
 *      re-applied to any teams still tied among themselves;
 *   3. if head-to-head separates none of them: overall goal difference, then overall goals scored;
 *   4. team conduct (fair-play points of the group matches: fair-play.ts), higher first;
 *   5. drawing of lots, recorded as a decision by an admin. Until one is recorded for a decided group,
 *      the seeded draw order stands in and the rows say the lots are pending.
 * Pure: no I/O.
 */

export type StandingTeam = { id: string; group: string; drawOrder: number };
export type ResultMatch = {
  homeTeamId: string;
  awayTeamId: string;
  homeScore?: number | null;
  awayScore?: number | null;
  status: string;
  round: string;
};

export type StandingRow = {
  teamId: string;
  group: string;
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
  /** Team conduct points (0 or less). */
  fairPlayPoints: number;
  /** Level with others on everything before the lots: "drawn" once a recorded drawing placed them, else "pending". */
  lots: "drawn" | "pending" | null;
  /** The teams of that tie, this one included (null when the team is not in one). */
  tiedWith: string[] | null;
};

/** A drawing of lots among tied teams of a group: their order as drawn. */
export type LotDecision = { group: string; teamIds: readonly string[] };
export type TieBreakExtras = { conduct?: ReadonlyMap<string, number>; lots?: readonly LotDecision[] };

export const WIN_POINTS = 3;
export const DRAW_POINTS = 1;
/** Top two of each group advance (spec §9). */
export const ADVANCING_PER_GROUP = 2;

type Tally = { played: number; won: number; drawn: number; lost: number; goalsFor: number; goalsAgainst: number; points: number };
const emptyTally = (): Tally => ({ played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, points: 0 });

export function isCountedGroupResult(m: ResultMatch): m is ResultMatch & { homeScore: number; awayScore: number } {
  return m.round === "group" && m.status === "completed" && m.homeScore != null && m.awayScore != null;
}

/** Tallies each listed team over the given matches (only matches between two listed teams count). */
export function tally(teamIds: readonly string[], matches: readonly ResultMatch[]): Map<string, Tally> {
  const table = new Map(teamIds.map((id) => [id, emptyTally()]));
  for (const m of matches) {
    if (!isCountedGroupResult(m)) continue;
    const home = table.get(m.homeTeamId);
    const away = table.get(m.awayTeamId);
    if (!home || !away) continue;
    home.played++;
    away.played++;
    home.goalsFor += m.homeScore;
    home.goalsAgainst += m.awayScore;
    away.goalsFor += m.awayScore;
    away.goalsAgainst += m.homeScore;
    if (m.homeScore > m.awayScore) {
      home.won++;
      away.lost++;
      home.points += WIN_POINTS;
    } else if (m.homeScore < m.awayScore) {
      away.won++;
      home.lost++;
      away.points += WIN_POINTS;
    } else {
      home.drawn++;
      away.drawn++;
      home.points += DRAW_POINTS;
      away.points += DRAW_POINTS;
    }
  }
  return table;
}

/** Splits items already sorted by `key` (descending) into runs of equal keys. */
function runs<T>(items: T[], key: (t: T) => number[]): T[][] {
  const out: T[][] = [];
  for (const item of items) {
    const last = out[out.length - 1];
    if (last && key(last[0]).every((v, i) => v === key(item)[i])) last.push(item);
    else out.push([item]);
  }
  return out;
}
const byKeyDesc =
  <T>(key: (t: T) => number[]) =>
  (a: T, b: T) => {
    const ka = key(a),
      kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return 0;
  };

/** Orders one group's teams by the tie-breakers above. */
export function rankGroup(
  teams: readonly StandingTeam[],
  matches: readonly ResultMatch[],
  extras: TieBreakExtras = {},
): StandingRow[] {
  const ids = teams.map((t) => t.id);
  const overall = tally(ids, matches);
  const draw = new Map(teams.map((t) => [t.id, t.drawOrder]));
  const o = (id: string) => overall.get(id)!;
  const conduct = (id: string) => extras.conduct?.get(id) ?? 0;
  const group = teams[0]?.group ?? "";
  const lotsOf = new Map<string, { status: "drawn" | "pending"; teamIds: string[] }>();

  /** Teams level on everything: the recorded lots among them, else the draw order for now. */
  const byLots = (tied: string[]): string[] => {
    const decision = extras.lots?.find((d) => d.group === group && tied.every((id) => d.teamIds.includes(id)));
    const status = decision ? "drawn" : "pending";
    for (const id of tied) lotsOf.set(id, { status, teamIds: tied });
    return decision
      ? [...tied].sort((a, b) => decision.teamIds.indexOf(a) - decision.teamIds.indexOf(b))
      : [...tied].sort((a, b) => draw.get(a)! - draw.get(b)!);
  };

  const resolveTie = (tied: string[]): string[] => {
    if (tied.length < 2) return tied;
    const h2h = tally(tied, matches);
    const key = (id: string) => {
      const t = h2h.get(id)!;
      return [t.points, t.goalsFor - t.goalsAgainst, t.goalsFor];
    };
    const blocks = runs([...tied].sort(byKeyDesc(key)), key);
    if (blocks.length > 1) return blocks.flatMap(resolveTie);
    // Head-to-head separates none of them: overall goal difference, goals scored, conduct, then the lots.
    const rest = (id: string) => [o(id).goalsFor - o(id).goalsAgainst, o(id).goalsFor, conduct(id)];
    return runs([...tied].sort(byKeyDesc(rest)), rest).flatMap((level) => (level.length < 2 ? level : byLots(level)));
  };

  const byPoints = [...ids].sort(byKeyDesc((id) => [o(id).points]));
  const ordered = runs(byPoints, (id) => [o(id).points]).flatMap(resolveTie);
  return ordered.map((teamId, i) => {
    const t = o(teamId);
    const lots = lotsOf.get(teamId);
    return {
      teamId,
      group,
      position: i + 1,
      ...t,
      goalDifference: t.goalsFor - t.goalsAgainst,
      fairPlayPoints: conduct(teamId),
      lots: lots?.status ?? null,
      tiedWith: lots?.teamIds ?? null,
    };
  });
}

export type GroupTable = { group: string; rows: StandingRow[]; played: number; total: number; decided: boolean };

/**
 * All groups A–H, each ranked; a group is decided once all its group matches are completed. Lots are
 * pending only in a decided group: before that, more results will separate the teams.
 */
export function groupStandings(
  teams: readonly StandingTeam[],
  matches: readonly ResultMatch[],
  extras: TieBreakExtras = {},
): GroupTable[] {
  const groups = [...new Set(teams.map((t) => t.group))].sort();
  return groups.map((group) => {
    const members = teams.filter((t) => t.group === group);
    const memberIds = new Set(members.map((t) => t.id));
    const groupMatches = matches.filter(
      (m) => m.round === "group" && memberIds.has(m.homeTeamId) && memberIds.has(m.awayTeamId) && m.status !== "cancelled",
    );
    const played = groupMatches.filter(isCountedGroupResult).length;
    const total = (members.length * (members.length - 1)) / 2;
    const decided = played >= total && total > 0;
    const rows = rankGroup(members, groupMatches, extras).map((r) =>
      decided || r.lots !== "pending" ? r : { ...r, lots: null, tiedWith: null },
    );
    return { group, rows, played, total, decided };
  });
}
