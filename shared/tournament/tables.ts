/**
 * The group tables and the bracket from the stored teams, matches, cards and drawings of lots: the one
 * computation behind every standings page, the bracket and the knockout sync. Pure: the router reads the
 * rows (routers/_lib/tournament/state.ts).
 */
import { buildBracket, type BracketSlot, type KnockoutMatch } from "./bracket";
import { groupConduct, type CardEvent } from "./fair-play";
import { lotDecisions } from "./lots";
import { groupStandings, type GroupTable, type LotDecision, type ResultMatch, type StandingTeam } from "./standings";

export type TournamentTables<M extends KnockoutMatch> = { groups: GroupTable[]; bracket: BracketSlot<M>[] };

/** Each group ranked with its fair play and recorded lots (oldest first), and the bracket that follows. */
export function tournamentTables<M extends KnockoutMatch & ResultMatch>(
  teams: readonly StandingTeam[],
  matches: readonly M[],
  cards: readonly CardEvent[],
  lots: readonly LotDecision[],
): TournamentTables<M> {
  const groups = groupStandings(teams, matches, { conduct: groupConduct(matches, cards), lots: lotDecisions(lots) });
  const bracket = buildBracket(
    groups,
    matches.filter((m) => m.round !== "group"),
  );
  return { groups, bracket };
}
