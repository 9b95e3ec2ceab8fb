import { matchesQuery } from "@shared/text-search";

export { fold, matchesQuery } from "@shared/text-search";

/** /teams: search name, trade (its label), captain or city; filter by trade code, which stays put when the language changes. */
export function filterTeams<T extends { name: string; trade: string; tradeCode: string; captain: string; city: string }>(
  teams: T[],
  query: string,
  tradeCode: string,
) {
  return teams.filter(
    (tm) => (!tradeCode || tm.tradeCode === tradeCode) && matchesQuery(query, tm.name, tm.trade, tm.captain, tm.city),
  );
}

export type PlayerFilters = { query: string; position: string; skill: string; teamId: string; trade: string };
export const NO_PLAYER_FILTERS: PlayerFilters = { query: "", position: "", skill: "", teamId: "", trade: "" };

/** /players: search name, email (when the viewer has it) or nationality; filter by position, skill level, team and trade. */
export function filterPlayers<
  P extends {
    firstName: string;
    lastName: string;
    email?: string;
    nationality?: string | null;
    position: string;
    skillLevel: string;
    teamId: string;
    tradeSpecialty?: string | null;
  },
>(players: P[], f: PlayerFilters) {
  return players.filter(
    (p) =>
      (!f.position || p.position === f.position) &&
      (!f.skill || p.skillLevel === f.skill) &&
      (!f.teamId || p.teamId === f.teamId) &&
      (!f.trade || p.tradeSpecialty === f.trade) &&
      matchesQuery(f.query, `${p.firstName} ${p.lastName}`, p.email, p.nationality),
  );
}
