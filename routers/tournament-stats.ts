import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Match, Team, Tournament, type MatchRow, type TeamRow } from "../db/entities/index";
import { buildBracket, KNOCKOUT_CALENDAR, type BracketSlot } from "./tournament/bracket";
import { groupStandings, type GroupTable } from "./tournament/standings";
import { readCache, toPlain } from "../server/read-cache";

export type TournamentState = {
  teams: TeamRow[];
  groups: GroupTable[];
  bracket: BracketSlot<MatchRow>[];
};

/** Standings and bracket computed from the stored matches (one read of teams and matches). */
export async function tournamentState(em: EntityManager): Promise<TournamentState & { matches: MatchRow[] }> {
  const [teams, matches] = await Promise.all([
    em.find(Team, {}, { orderBy: { drawOrder: "asc" } }),
    em.find(Match, {}, { orderBy: { matchDate: "asc", id: "asc" } }),
  ]);
  return stateOf(teams, matches);
}

function stateOf(teams: TeamRow[], matches: MatchRow[]) {
  const groups = groupStandings(teams, matches);
  const bracket = buildBracket(groups, matches.filter((m) => m.round !== "group"));
  return { teams, groups, bracket, matches };
}

/** Every team in draw order, read once per change of the teams (plain copies shared by all requests). */
export function cachedTeams(em: EntityManager): Promise<TeamRow[]> {
  return readCache.get("teams:list", async () => toPlain(await em.find(Team, {}, { orderBy: { drawOrder: "asc" } })));
}

/** Every match by kick-off, read once per change of the matches. */
export function cachedMatches(em: EntityManager): Promise<MatchRow[]> {
  return readCache.get("matches:list", async () => toPlain(await em.find(Match, {}, { orderBy: { matchDate: "asc", id: "asc" } })));
}

/**
 * The tournament state for readers: computed once per change of the teams or matches and shared by
 * every page loader and request. Never inside a writing transaction — writes need what that
 * transaction sees, so they call `tournamentState(tx)`.
 */
export function sharedTournamentState(em: EntityManager): Promise<TournamentState & { matches: MatchRow[] }> {
  return readCache.get("tournament:state", async () => {
    const [teams, matches] = await Promise.all([cachedTeams(em), cachedMatches(em)]);
    return stateOf(teams, matches);
  }, { tags: ["teams", "matches"] });
}

/**
 * Writes every team's wins/draws/losses/goals/points from the completed group matches, so stored
 * figures always equal a full recomputation. Call inside the transaction that changed a result.
 */
export async function recomputeTeamStats(em: EntityManager): Promise<GroupTable[]> {
  const teams = await em.find(Team, {});
  const matches = await em.find(Match, { round: "group" });
  const groups = groupStandings(teams, matches);
  const rows = new Map(groups.flatMap((g) => g.rows.map((r) => [r.teamId, r])));
  for (const team of teams) {
    const r = rows.get(team.id);
    team.wins = r?.won ?? 0;
    team.draws = r?.drawn ?? 0;
    team.losses = r?.lost ?? 0;
    team.goalsFor = r?.goalsFor ?? 0;
    team.goalsAgainst = r?.goalsAgainst ?? 0;
    team.points = r?.points ?? 0;
  }
  await em.flush();
  return groups;
}

/**
 * Creates the knockout match of every bracket slot whose two teams are now known (at the slot's
 * calendar date and venue), and re-points a not-yet-played one whose teams changed after a correction.
 * Returns the matches it created or changed.
 */
export async function syncKnockout(em: EntityManager): Promise<MatchRow[]> {
  const { bracket } = await tournamentState(em);
  const tournament = (await em.find(Tournament, { type: "main_season" }, { limit: 1 }))[0];
  const changed: MatchRow[] = [];
  for (const slot of bracket) {
    if (!slot.homeTeamId || !slot.awayTeamId) continue;
    const existing = slot.match;
    if (!existing) {
      const cal = KNOCKOUT_CALENDAR[slot.slot];
      changed.push(em.create(Match, {
        id: randomUUID(), tournamentId: tournament?.id ?? null, homeTeamId: slot.homeTeamId, awayTeamId: slot.awayTeamId,
        round: slot.round, bracketSlot: slot.slot, matchDate: new Date(cal.date), venue: cal.venue, status: "scheduled",
      }));
    } else if (existing.status === "scheduled" && (existing.homeTeamId !== slot.homeTeamId || existing.awayTeamId !== slot.awayTeamId)) {
      const match = await em.findOneOrFail(Match, existing.id);
      match.homeTeamId = slot.homeTeamId;
      match.awayTeamId = slot.awayTeamId;
      changed.push(match);
    }
  }
  await em.flush();
  return changed;
}

