/**
 * The pieces of a match page (/matches/{id}) that name teams: a team as the page names it, in the
 * visitor's language, and the earlier meetings of two teams (docs/decisions/081-match-pages.md).
 */
import type { TeamRow } from "../../db/entities/index";
import type { Lang } from "../../server/i18n";
import { fail } from "../../server/trpc";
import { localizeTeam } from "../_lib/localized";
import { TeamOutput } from "../_lib/schemas";

/** A team as a match or player page names it: enough for its name, crest, colours and a link. */
export const TeamSummaryOutput = TeamOutput.pick({
  id: true,
  name: true,
  trade: true,
  tradeCode: true,
  group: true,
  city: true,
  jerseyColor: true,
  accentColor: true,
});

type Meeting = { id: string; homeTeamId: string; awayTeamId: string; status: string; matchDate: Date | string };

/** Earlier completed meetings of `match`'s two teams (either side at home), latest first. Pure. */
export function headToHead<M extends Meeting>(matches: readonly M[], match: Meeting): M[] {
  const pair = new Set([match.homeTeamId, match.awayTeamId]);
  const kickOff = new Date(match.matchDate).getTime();
  return matches
    .filter(
      (m) =>
        m.id !== match.id &&
        m.status === "completed" &&
        pair.has(m.homeTeamId) &&
        pair.has(m.awayTeamId) &&
        m.homeTeamId !== m.awayTeamId,
    )
    .filter((m) => new Date(m.matchDate).getTime() < kickOff)
    .sort((a, b) => new Date(b.matchDate).getTime() - new Date(a.matchDate).getTime());
}

/** A stored team, by id, as `lang` reads it. */
export function teamOf(teams: readonly TeamRow[], id: string, lang: Lang) {
  const team = teams.find((t) => t.id === id);
  // A match or player always points at a stored team (foreign key); a miss means it was just deleted.
  return team ? localizeTeam(lang, team) : fail("NOT_FOUND", "errors.teamNotFound");
}
