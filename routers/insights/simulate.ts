/**
 * Monte Carlo simulation of the rest of the tournament. Pure: no I/O.
 *
 * Each run plays every group match not yet completed (and any pairing not yet scheduled) with scores
 * drawn from the prediction model (Poisson goals from Elo, see predictions.ts), ranks the groups with
 * the real tie-breakers (standings.ts), then fills the bracket with its real pairings (BRACKET, knockoutWinner of bracket.ts),
 * playing each knockout match not yet decided; a level one goes to penalties, a coin toss. Completed
 * results are kept as they are. Ratings stay fixed within a run. The PRNG is seeded, so the same data
 * always gives the same odds.
 */
import { seededRandom } from "@shared/random";
import {
  BRACKET,
  KNOCKOUT_ROUNDS,
  knockoutWinner,
  type KnockoutMatch,
  type KnockoutRound,
  type SlotSource,
} from "@shared/tournament/bracket";
import { ADVANCING_PER_GROUP, rankGroup, type ResultMatch, type StandingTeam } from "@shared/tournament/standings";
import { BASE_RATING } from "./elo";
import { expectedGoals } from "./predictions";

export const SIMULATION_RUNS = 10_000;
export const SIMULATION_SEED = 2026;

export type SimMatch = ResultMatch & KnockoutMatch;
export type SimulationInput = {
  teams: readonly StandingTeam[];
  matches: readonly SimMatch[];
  ratings: ReadonlyMap<string, number>;
  goalsPerMatch: number;
  runs?: number;
  seed?: number;
};
/** Probabilities (0–1) of reaching each knockout round and of winning it all, and the mean group points. */
export type TeamOdds = { teamId: string; expectedPoints: number; champion: number } & Record<KnockoutRound, number>;
/**
 * Average group-stage points per team across the runs: its mean, standard deviation, and the share of
 * runs within ±AVERAGE_POINTS_TOLERANCE of the mean (the confidence the dashboard shows for it).
 */
export type AveragePoints = { mean: number; sd: number; shareWithin: number };
export type SimulationResult = { runs: number; seed: number; teams: TeamOdds[]; averagePoints: AveragePoints };
/** ±0.1 points is about three draws more or less among the 48 group matches of 32 teams. */
export const AVERAGE_POINTS_TOLERANCE = 0.1;

/** A group's final order in one run (the tie-breakers decide it only when points are level). */
type RunTable = { rows: readonly { teamId: string; points: number }[] };
/** `home`/`away` hold e^-λ of each side's goal mean; `h`/`a` the sides' places in the group. */
type Fixture = { match: SimMatch; play: boolean; home: number; away: number; h: number; a: number };

export function simulateTournament(input: SimulationInput): SimulationResult {
  const runs = input.runs ?? SIMULATION_RUNS;
  const seed = input.seed ?? SIMULATION_SEED;
  const random = seededRandom(seed).next;
  const rating = (id: string) => input.ratings.get(id) ?? BASE_RATING;

  // e^-λ of both sides' goal means per pairing, computed once: each run only draws from them.
  const index = new Map(input.teams.map((t, i) => [t.id, i]));
  const n = input.teams.length;
  const limits = new Float64Array(n * n * 2).fill(-1);
  const limitsOf = (home: string, away: string) => {
    const at = (index.get(home)! * n + index.get(away)!) * 2;
    if (limits[at] < 0) {
      const m = expectedGoals(rating(home), rating(away), input.goalsPerMatch);
      limits[at] = Math.exp(-m.home);
      limits[at + 1] = Math.exp(-m.away);
    }
    return at;
  };
  // Knuth's Poisson sampler (given e^-λ): a handful of uniforms at these small means.
  const goals = (limit: number) => {
    let k = 0;
    let p = random();
    while (p > limit) {
      k++;
      p *= random();
    }
    return k;
  };

  const groupNames = [...new Set(input.teams.map((t) => t.group))].sort();
  const groups = groupNames.map((group) => {
    const members = input.teams.filter((t) => t.group === group).sort((a, b) => a.drawOrder - b.drawOrder);
    const fixtures: Fixture[] = [];
    for (let i = 0; i < members.length; i++) {
      for (let j = i + 1; j < members.length; j++) {
        const [a, b] = [members[i].id, members[j].id];
        const stored = input.matches.find(
          (m) =>
            m.round === "group" &&
            m.status !== "cancelled" &&
            ((m.homeTeamId === a && m.awayTeamId === b) || (m.homeTeamId === b && m.awayTeamId === a)),
        );
        const played = stored?.status === "completed" && stored.homeScore != null && stored.awayScore != null;
        // A copy whose score each run overwrites; an unscheduled pairing is played as first-drawn at home.
        const match: SimMatch = played
          ? stored
          : {
              ...(stored ?? { id: `${a}|${b}`, homeTeamId: a, awayTeamId: b, round: "group" }),
              status: "completed",
              homeScore: 0,
              awayScore: 0,
            };
        const at = limitsOf(match.homeTeamId, match.awayTeamId);
        const homeFirst = match.homeTeamId === a;
        fixtures.push({
          match,
          play: !played,
          home: limits[at],
          away: limits[at + 1],
          h: homeFirst ? i : j,
          a: homeFirst ? j : i,
        });
      }
    }
    const matches = fixtures.map((f) => f.match);
    const points = new Array<number>(members.length).fill(0);
    // A group with every match played ranks the same in every run.
    const fixed: RunTable | null = fixtures.every((f) => !f.play) ? { rows: rankGroup(members, matches) } : null;
    return { group, members, fixtures, fixed, matches, points };
  });

  /** One run's group table: points first; the full tie-breakers (rankGroup) only when points tie. */
  const rankRun = (g: (typeof groups)[number]): RunTable => {
    if (g.fixed) return g.fixed;
    g.points.fill(0);
    for (const f of g.fixtures) {
      const m = f.match;
      if (f.play) {
        m.homeScore = goals(f.home);
        m.awayScore = goals(f.away);
      }
      if (m.homeScore! > m.awayScore!) g.points[f.h] += 3;
      else if (m.homeScore! < m.awayScore!) g.points[f.a] += 3;
      else {
        g.points[f.h]++;
        g.points[f.a]++;
      }
    }
    const order = g.members.map((_, i) => i).sort((x, y) => g.points[y] - g.points[x]);
    // Ties below the advancing places change nothing in the bracket.
    const tied = order.some((x, k) => k > 0 && k <= ADVANCING_PER_GROUP && g.points[order[k - 1]] === g.points[x]);
    const rows = tied ? rankGroup(g.members, g.matches) : order.map((i) => ({ teamId: g.members[i].id, points: g.points[i] }));
    return { rows };
  };

  const storedBySlot = new Map(input.matches.filter((m) => m.round !== "group" && m.bracketSlot).map((m) => [m.bracketSlot!, m]));
  const tally = input.teams.map(() => ({ points: 0, champion: 0, round_16: 0, quarter_final: 0, semi_final: 0, final: 0 }));
  const winners = new Map<string, string>();
  const averages = new Float64Array(runs);

  for (let run = 0; run < runs; run++) {
    const tables = new Map<string, RunTable>();
    let runPoints = 0;
    for (const g of groups) {
      const table = rankRun(g);
      tables.set(g.group, table);
      for (const row of table.rows) {
        tally[index.get(row.teamId)!].points += row.points;
        runPoints += row.points;
      }
    }
    averages[run] = n ? runPoints / n : 0;
    // The bracket's own pairings (BRACKET is in playing order, so a slot's sources are filled before it);
    // a stored knockout result between the same two teams stands, decided as bracket.ts decides it.
    winners.clear();
    const source = (s: SlotSource) =>
      s.kind === "group" ? tables.get(s.group)?.rows[s.position - 1]?.teamId : winners.get(s.slot);
    for (const def of BRACKET) {
      // The third-place match decides nobody's progress towards the title.
      if (def.round === "third_place") continue;
      const home = source(def.home);
      const away = source(def.away);
      if (!home || !away) continue;
      tally[index.get(home)!][def.round]++;
      tally[index.get(away)!][def.round]++;
      const stored = storedBySlot.get(def.slot);
      let winner = stored && stored.homeTeamId === home && stored.awayTeamId === away ? knockoutWinner(stored) : null;
      if (!winner) {
        const at = limitsOf(home, away);
        const homeScore = goals(limits[at]);
        const awayScore = goals(limits[at + 1]);
        // Level after play: penalties, a coin toss.
        winner = homeScore > awayScore || (homeScore === awayScore && random() < 0.5) ? home : away;
      }
      winners.set(def.slot, winner);
      if (def.round === "final") tally[index.get(winner)!].champion++;
    }
  }

  return {
    runs,
    seed,
    averagePoints: spreadOf(averages),
    teams: input.teams.map((t, i) => {
      const c = tally[i];
      return {
        teamId: t.id,
        expectedPoints: c.points / runs,
        champion: c.champion / runs,
        ...(Object.fromEntries(KNOCKOUT_ROUNDS.map((r) => [r, c[r] / runs])) as Record<KnockoutRound, number>),
      };
    }),
  };
}

function spreadOf(values: Float64Array): AveragePoints {
  if (!values.length) return { mean: 0, sd: 0, shareWithin: 1 };
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const sd = Math.sqrt(values.reduce((s, v) => s + (v - mean) ** 2, 0) / values.length);
  // A small epsilon keeps values exactly on the edge (sums of thirds) inside.
  const within = values.reduce((c, v) => c + (Math.abs(v - mean) <= AVERAGE_POINTS_TOLERANCE + 1e-9 ? 1 : 0), 0);
  return { mean, sd, shareWithin: within / values.length };
}
