/**
 * Demo line-ups and events for the group matches the seed marks completed: eleven starters and up to
 * seven substitutes from each active squad (no one suspended by earlier cards), then goals, assists,
 * cards and substitutions drawn from the seeders' random source, each checked against the match as it
 * unfolds, so the timeline passes the same rules as an admin's (shared/tournament/match-events.ts)
 * and the score is the goals' (docs/decisions/080-match-centre.md).
 */
import type { EntityManager } from "@mikro-orm/core";
import { LineupEntry, Match, MatchEvent, Player } from "../entities/index";
import { goalFor, type LineupEntry as Lineup, type TimelineEvent } from "@shared/tournament/match-events";
import { suspensionsFor, type SuspensionCard } from "@shared/tournament/suspensions";
import { recomputeTeamStats, syncKnockout } from "../../routers/_lib/tournament/state";
import type { seededRandom } from "@shared/random";

type Random = ReturnType<typeof seededRandom>;
export type SquadPlayer = { id: string; teamId: string; position: string; status: string; jerseyNumber?: number | null };
export type DemoMatch = {
  id: string;
  round: string;
  status: string;
  matchDate: Date;
  homeTeamId: string;
  awayTeamId: string;
  /** A live match's minute: its events stop there. */
  minute?: number | null;
};
export type DemoEvent = TimelineEvent & { matchId: string };
export type DemoDetails = { matchId: string; lineups: Lineup[]; events: DemoEvent[]; homeScore: number; awayScore: number };

const BENCH = 7;
/** Goals a side scores in a match, drawn from this list (about 1.4 a match, as in recent World Cups). */
const GOALS = [0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 3, 4];
const SCORER_WEIGHT: Record<string, number> = { forward: 5, midfielder: 3, defender: 1, goalkeeper: 0 };

function shuffled<T>(rnd: Random, items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = rnd.int(0, i);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

function weightedPick(rnd: Random, items: readonly SquadPlayer[]): SquadPlayer | undefined {
  const total = items.reduce((s, p) => s + (SCORER_WEIGHT[p.position] ?? 1), 0);
  let r = rnd.next() * total;
  for (const p of items) {
    r -= SCORER_WEIGHT[p.position] ?? 1;
    if (r < 0) return p;
  }
  return items[items.length - 1];
}

/** One side's line-up: a goalkeeper and ten others, the captain the squad's first-listed starter, then the bench. */
export function pickLineup(rnd: Random, squad: readonly SquadPlayer[], suspended: ReadonlySet<string>): Lineup[] {
  const available = squad.filter((p) => p.status === "active" && !suspended.has(p.id));
  const keeper = available.find((p) => p.position === "goalkeeper") ?? available[0];
  const others = shuffled(
    rnd,
    available.filter((p) => p !== keeper),
  );
  const starters = [keeper, ...others.slice(0, 10)];
  const bench = others.slice(10, 10 + BENCH);
  const captain = squad.find((p) => starters.includes(p)) ?? keeper;
  return [
    ...starters.map((p) => ({
      teamId: p.teamId,
      playerId: p.id,
      role: "starter",
      goalkeeper: p === keeper,
      captain: p === captain,
    })),
    ...bench.map((p) => ({ teamId: p.teamId, playerId: p.id, role: "substitute", goalkeeper: false, captain: false })),
  ];
}

type Plan = { minute: number; stoppage: number | null; kind: "goal" | "booking" | "red_card" | "substitution"; side: 0 | 1 };

/** A plausible group match between two squads. */
function demoMatch(
  rnd: Random,
  match: DemoMatch,
  squads: readonly [SquadPlayer[], SquadPlayer[]],
  suspended: readonly [Set<string>, Set<string>],
): DemoDetails {
  const teams = [match.homeTeamId, match.awayTeamId] as const;
  const lineups = [pickLineup(rnd, squads[0], suspended[0]), pickLineup(rnd, squads[1], suspended[1])];
  const byId = new Map([...squads[0], ...squads[1]].map((p) => [p.id, p]));
  const onPitch = lineups.map((l) => l.filter((e) => e.role === "starter").map((e) => e.playerId));
  const bench = lineups.map((l) => l.filter((e) => e.role === "substitute").map((e) => e.playerId));
  const booked = [new Set<string>(), new Set<string>()];

  const minute = (from: number, to: number) => {
    const m = rnd.int(from, to);
    // Now and then a moment of added time at the end of a half.
    return m === 45 || m === 90
      ? { minute: m, stoppage: rnd.next() < 0.5 ? rnd.int(1, 4) : null }
      : { minute: m, stoppage: null };
  };
  const plans: Plan[] = [];
  for (const side of [0, 1] as const) {
    for (let g = rnd.pick(GOALS); g > 0; g--) plans.push({ ...minute(1, 90), kind: "goal", side });
    for (let b = rnd.int(0, 3); b > 0; b--) plans.push({ ...minute(5, 90), kind: "booking", side });
    if (rnd.next() < 0.04) plans.push({ ...minute(20, 88), kind: "red_card", side });
    for (let s = rnd.int(2, 5); s > 0; s--) plans.push({ minute: rnd.int(46, 88), stoppage: null, kind: "substitution", side });
  }
  plans.sort((a, b) => a.minute - b.minute || (a.stoppage ?? 0) - (b.stoppage ?? 0));

  const events: DemoEvent[] = [];
  const add = (e: Omit<DemoEvent, "id" | "sequence" | "matchId">) =>
    events.push({ ...e, id: `${match.id}:${events.length + 1}`, sequence: events.length + 1, matchId: match.id });
  const outfield = (side: number) => onPitch[side].map((id) => byId.get(id)!).filter((p) => p.position !== "goalkeeper");
  const leave = (side: number, id: string) => (onPitch[side] = onPitch[side].filter((x) => x !== id));

  for (const plan of plans) {
    const { side } = plan;
    const team = teams[side];
    const at = { minute: plan.minute, stoppage: plan.stoppage };
    if (plan.kind === "goal") {
      if (rnd.next() < 0.04) {
        // An own goal: scored by a defender of the other side, for this one.
        const other = 1 - side;
        const culprit = rnd.pick(outfield(other));
        if (culprit) add({ ...at, kind: "goal", teamId: teams[other], playerId: culprit.id, ownGoal: true, penalty: false });
        continue;
      }
      const scorer = weightedPick(rnd, outfield(side));
      if (!scorer) continue;
      const penalty = rnd.next() < 0.08;
      const mates = outfield(side).filter((p) => p !== scorer);
      const assist = !penalty && mates.length && rnd.next() < 0.7 ? rnd.pick(mates) : undefined;
      add({
        ...at,
        kind: "goal",
        teamId: team,
        playerId: scorer.id,
        assistPlayerId: assist?.id ?? null,
        ownGoal: false,
        penalty,
      });
    } else if (plan.kind === "booking") {
      const player = rnd.pick(outfield(side));
      if (!player) continue;
      if (!booked[side].has(player.id)) {
        booked[side].add(player.id);
        add({ ...at, kind: "yellow_card", teamId: team, playerId: player.id });
      } else if (rnd.next() < 0.3) {
        add({ ...at, kind: "second_yellow", teamId: team, playerId: player.id });
        leave(side, player.id);
      }
    } else if (plan.kind === "red_card") {
      const player = rnd.pick(outfield(side));
      if (!player) continue;
      add({ ...at, kind: "red_card", teamId: team, playerId: player.id });
      leave(side, player.id);
    } else {
      const off = rnd.pick(outfield(side));
      const on = bench[side].shift();
      if (!off || !on) continue;
      add({ ...at, kind: "substitution", teamId: team, playerId: off.id, playerOnId: on });
      leave(side, off.id);
      onPitch[side].push(on);
    }
  }
  // A live match has played only up to its minute: what the plan holds after it has not happened yet.
  const happened =
    match.status === "live" && match.minute != null
      ? events.filter((e) => (e.minute ?? 0) <= match.minute!).map((e, i) => ({ ...e, sequence: i + 1 }))
      : events;
  const score = { home: 0, away: 0 };
  for (const e of happened) if (e.kind === "goal") score[goalFor(match, e)]++;
  return { matchId: match.id, lineups: lineups.flat(), events: happened, homeScore: score.home, awayScore: score.away };
}

/**
 * Details of every completed or live group match, in playing order, each line-up leaving out the players
 * the cards of earlier matches suspend; a live match's events stop at its minute.
 */
export function demoMatchDetails(rnd: Random, matches: readonly DemoMatch[], players: readonly SquadPlayer[]): DemoDetails[] {
  const played = matches
    .filter((m) => m.round === "group" && (m.status === "completed" || m.status === "live"))
    .sort((a, b) => a.matchDate.getTime() - b.matchDate.getTime() || a.id.localeCompare(b.id));
  const squadOf = (teamId: string) =>
    players.filter((p) => p.teamId === teamId).sort((a, b) => (a.jerseyNumber ?? 100) - (b.jerseyNumber ?? 100));
  const cards: SuspensionCard[] = [];
  const details: DemoDetails[] = [];
  for (const m of played) {
    const out = (teamId: string) => new Set(suspensionsFor(teamId, m.id, matches, cards).keys());
    const d = demoMatch(rnd, m, [squadOf(m.homeTeamId), squadOf(m.awayTeamId)], [out(m.homeTeamId), out(m.awayTeamId)]);
    cards.push(...d.events.filter((e) => e.kind !== "goal" && e.kind !== "substitution"));
    details.push(d);
  }
  return details;
}

/**
 * Writes the details of the completed and live group matches in the database (none when none is played);
 * the score is the goals', and the stored standings and the bracket follow it as after an admin's result.
 */
export async function seedMatchDetails(em: EntityManager, rnd: Random): Promise<number> {
  const matches = await em.find(Match, {}, { orderBy: { matchDate: "asc", id: "asc" } });
  if (!matches.some((m) => m.round === "group" && (m.status === "completed" || m.status === "live"))) return 0;
  const players = await em.find(Player, {});
  const details = demoMatchDetails(rnd, matches, players);
  const byId = new Map(matches.map((m) => [m.id, m]));
  for (const d of details) {
    for (const l of d.lineups)
      em.create(LineupEntry, { matchId: d.matchId, ...l, captain: Boolean(l.captain), goalkeeper: Boolean(l.goalkeeper) });
    for (const { id: _temporary, ...e } of d.events) {
      em.create(MatchEvent, {
        ...e,
        minute: e.minute ?? null,
        stoppage: e.stoppage ?? null,
        assistPlayerId: e.assistPlayerId ?? null,
        playerOnId: e.playerOnId ?? null,
        ownGoal: Boolean(e.ownGoal),
        penalty: Boolean(e.penalty),
        scored: null,
      });
    }
    Object.assign(byId.get(d.matchId)!, {
      homeScore: d.homeScore,
      awayScore: d.awayScore,
      homePenalties: null,
      awayPenalties: null,
    });
  }
  await em.flush();
  await recomputeTeamStats(em);
  await syncKnockout(em);
  return details.length;
}
