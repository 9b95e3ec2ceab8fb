/**
 * What the match page (/matches/{id}) and its share image read: one match with its two
 * teams, the earlier meetings of those teams and the model's odds. Built from
 * the shared, cached tournament state, player list and prediction model (decision 005), so a page costs
 * no query while nothing has changed (docs/decisions/081-match-pages.md).
 */
import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { TeamRow } from "../db/entities/index";
import type { Lang } from "../app/lib/i18n";
import { fail } from "../server/trpc";
import { matchProbabilities } from "./insights/dashboard";
import { localizeTeam } from "./localized";
import { MatchOutput, TeamOutput } from "./schemas";
import { sharedTournamentState } from "./tournament-stats";

/** A team as a match or player page names it: enough for its name, crest, colours and a link. */
export const TeamSummaryOutput = TeamOutput.pick({ id: true, name: true, trade: true, tradeCode: true, group: true, city: true, jerseyColor: true, accentColor: true });

export const MatchDetailOutput = z.object({
  match: MatchOutput,
  home: TeamSummaryOutput,
  away: TeamSummaryOutput,
  /** Completed matches between the same two teams that kicked off before this one, latest first. */
  headToHead: z.array(MatchOutput),
  /** The prediction model's home win / draw / away win (0–1, summing to 1); null once the match has started. */
  probabilities: z.object({ home: z.number(), draw: z.number(), away: z.number() }).nullable(),
});

type Meeting = { id: string; homeTeamId: string; awayTeamId: string; status: string; matchDate: Date | string };

/** Earlier completed meetings of `match`'s two teams (either side at home), latest first. Pure. */
export function headToHead<M extends Meeting>(matches: readonly M[], match: Meeting): M[] {
  const pair = new Set([match.homeTeamId, match.awayTeamId]);
  const kickOff = new Date(match.matchDate).getTime();
  return matches
    .filter((m) => m.id !== match.id && m.status === "completed" && pair.has(m.homeTeamId) && pair.has(m.awayTeamId) && m.homeTeamId !== m.awayTeamId)
    .filter((m) => new Date(m.matchDate).getTime() < kickOff)
    .sort((a, b) => new Date(b.matchDate).getTime() - new Date(a.matchDate).getTime());
}

/** A stored team, by id, as `lang` reads it. */
export function teamOf(teams: readonly TeamRow[], id: string, lang: Lang) {
  const team = teams.find((t) => t.id === id);
  // A match or player always points at a stored team (foreign key); a miss means it was just deleted.
  return team ? localizeTeam(lang, team) : fail("NOT_FOUND", "errors.teamNotFound");
}

export async function matchDetail(em: EntityManager, lang: Lang, id: string) {
  const matchId = id.toLowerCase();
  const [{ teams, matches }, odds] = await Promise.all([sharedTournamentState(em), matchProbabilities(em)]);
  const match = matches.find((m) => m.id === matchId) ?? fail("NOT_FOUND", "errors.matchNotFound");
  return {
    match,
    home: teamOf(teams, match.homeTeamId, lang),
    away: teamOf(teams, match.awayTeamId, lang),
    headToHead: headToHead(matches, match),
    // The model prices scheduled matches only: once a match is under way its odds are gone.
    probabilities: match.status === "scheduled" ? (odds[match.id] ?? null) : null,
  };
}
