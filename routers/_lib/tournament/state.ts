/**
 * The tournament's reads and the writes that follow a result: the stored rows handed to the pure rules
 * of shared/tournament/ (tables, bracket), cached for readers, and the team figures and knockout matches
 * kept equal to what those rules say.
 */
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/core";
import {
  GroupLot,
  LineupEntry,
  Match,
  MatchEvent,
  Team,
  Tournament,
  type GroupLotRow,
  type LineupEntryRow,
  type MatchEventRow,
  type MatchRow,
  type TeamRow,
} from "../../../db/entities/index";
import { CARD_KINDS } from "@shared/forms/match.options";
import { dueFixtures, KNOCKOUT_CALENDAR, type BracketSlot } from "@shared/tournament/bracket";
import { groupStandings, type GroupTable } from "@shared/tournament/standings";
import { tournamentTables } from "@shared/tournament/tables";
import { readCache, toPlain } from "../../../server/read-cache";

export type TournamentState = {
  teams: TeamRow[];
  groups: GroupTable[];
  bracket: BracketSlot<MatchRow>[];
};

type CardRow = Pick<MatchEventRow, "matchId" | "teamId" | "playerId" | "kind">;

/**
 * Standings and bracket computed from the stored matches, cards and lots (one read of each). Called
 * inside writing transactions: the reads go one after the other on the transaction's one connection.
 */
export async function tournamentState(em: EntityManager): Promise<TournamentState & { matches: MatchRow[] }> {
  const teams = await em.find(Team, {}, { orderBy: { drawOrder: "asc" } });
  const matches = await em.find(Match, {}, { orderBy: { matchDate: "asc", id: "asc" } });
  const cards = await em.find(
    MatchEvent,
    { kind: { $in: [...CARD_KINDS] } },
    { fields: ["matchId", "teamId", "playerId", "kind"] },
  );
  const lots = await em.find(GroupLot, {}, { orderBy: { createdAt: "asc" } });
  return stateOf(teams, matches, cards, lots);
}

function stateOf(teams: TeamRow[], matches: MatchRow[], cards: readonly CardRow[], lots: readonly GroupLotRow[]) {
  return { teams, ...tournamentTables(teams, matches, cards, lots), matches };
}

/** Every team in draw order, read once per change of the teams (plain copies shared by all requests). */
export function cachedTeams(em: EntityManager): Promise<TeamRow[]> {
  return readCache.get("teams:list", async () => toPlain(await em.find(Team, {}, { orderBy: { drawOrder: "asc" } })));
}

/** Every match by kick-off, read once per change of the matches. */
export function cachedMatches(em: EntityManager): Promise<MatchRow[]> {
  return readCache.get("matches:list", async () =>
    toPlain(await em.find(Match, {}, { orderBy: { matchDate: "asc", id: "asc" } })),
  );
}

/** Every match event, read once per change of the matches (event writes drop the "matches" tag). */
export function cachedEvents(em: EntityManager): Promise<MatchEventRow[]> {
  return readCache.get("matches:events", async () =>
    toPlain(await em.find(MatchEvent, {}, { orderBy: { matchId: "asc", sequence: "asc" } })),
  );
}

/** Every line-up entry, read once per change of the matches (line-up writes drop the "matches" tag). */
export function cachedLineups(em: EntityManager): Promise<LineupEntryRow[]> {
  return readCache.get("matches:lineups", async () =>
    toPlain(await em.find(LineupEntry, {}, { orderBy: { matchId: "asc", role: "asc", id: "asc" } })),
  );
}

/** Every recorded drawing of lots, oldest first. */
function cachedLots(em: EntityManager): Promise<GroupLotRow[]> {
  return readCache.get("matches:lots", async () => toPlain(await em.find(GroupLot, {}, { orderBy: { createdAt: "asc" } })));
}

/**
 * The tournament state for readers: computed once per change of the teams or matches and shared by
 * every page loader and request. Never inside a writing transaction — writes need what that
 * transaction sees, so they call `tournamentState(tx)`.
 */
export function sharedTournamentState(em: EntityManager): Promise<TournamentState & { matches: MatchRow[] }> {
  return readCache.get(
    "tournament:state",
    async () => {
      const [teams, matches, events, lots] = await Promise.all([
        cachedTeams(em),
        cachedMatches(em),
        cachedEvents(em),
        cachedLots(em),
      ]);
      return stateOf(teams, matches, events, lots);
    },
    { tags: ["teams", "matches"] },
  );
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
  for (const { slot, match: existing } of dueFixtures(bracket)) {
    if (!existing) {
      const cal = KNOCKOUT_CALENDAR[slot.slot];
      changed.push(
        em.create(Match, {
          id: randomUUID(),
          tournamentId: tournament?.id ?? null,
          homeTeamId: slot.homeTeamId,
          awayTeamId: slot.awayTeamId,
          round: slot.round,
          bracketSlot: slot.slot,
          matchDate: new Date(cal.date),
          venue: cal.venue,
          status: "scheduled",
        }),
      );
    } else {
      const match = await em.findOneOrFail(Match, existing.id);
      match.homeTeamId = slot.homeTeamId;
      match.awayTeamId = slot.awayTeamId;
      changed.push(match);
    }
  }
  await em.flush();
  return changed;
}
