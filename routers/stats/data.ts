/**
 * Every figure of the stats pages, computed once per change of the matches (events and line-ups
 * included), players or teams, and shared by all requests: the pure rules (shared/tournament/
 * player-stats.ts, fair-play.ts) applied to the cached reads.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import type { MatchRow, PlayerRow } from "../../db/entities/index";
import { CARD_KINDS } from "@shared/forms/match.options";
import { readCache } from "../../server/read-cache";
import { cachedPlayers } from "../players/public";
import { cachedEvents, cachedLineups, cachedMatches, cachedTeams } from "../_lib/tournament/state";
import { groupConduct, noConduct, teamConduct, type Conduct } from "@shared/tournament/fair-play";
import { counts, playerLines, playerTotals, type PlayerMatchLine, type PlayerTotals } from "@shared/tournament/player-stats";

export type TeamFairPlay = Conduct & { teamId: string; group: string; drawOrder: number; groupStagePoints: number };

export type StatsState = {
  matches: MatchRow[];
  /** Plain records rather than Maps, so the cache can count their bytes. */
  players: Record<string, PlayerRow>;
  totals: PlayerTotals[];
  linesOf: Record<string, PlayerMatchLine[]>;
  fairPlay: TeamFairPlay[];
  teamCleanSheets: Array<{ teamId: string; played: number; cleanSheets: number }>;
};

const isCard = (kind: string) => (CARD_KINDS as readonly string[]).includes(kind);

export function statsState(em: EntityManager): Promise<StatsState> {
  return readCache.get(
    "matches:stats",
    async () => {
      const [matches, events, lineups, players, teams] = await Promise.all([
        cachedMatches(em),
        cachedEvents(em),
        cachedLineups(em),
        cachedPlayers(em),
        cachedTeams(em),
      ]);
      const played = matches.filter(counts);
      const playedIds = new Set(played.map((m) => m.id));
      const lines = played.flatMap((m) =>
        playerLines(
          m,
          lineups.filter((l) => l.matchId === m.id),
          events.filter((e) => e.matchId === m.id),
        ),
      );
      const linesOf: Record<string, PlayerMatchLine[]> = {};
      for (const l of lines) (linesOf[l.playerId] ??= []).push(l);

      const cards = events.filter((e) => playedIds.has(e.matchId) && isCard(e.kind));
      const conduct = teamConduct(cards);
      const groupStage = groupConduct(matches, cards);
      const fairPlay = teams
        .map((t) => ({
          ...noConduct(),
          ...conduct.get(t.id),
          teamId: t.id,
          group: t.group,
          drawOrder: t.drawOrder,
          groupStagePoints: groupStage.get(t.id) ?? 0,
        }))
        .sort((a, b) => b.points - a.points || b.groupStagePoints - a.groupStagePoints || a.drawOrder - b.drawOrder);

      const completed = matches.filter((m) => m.status === "completed" && m.homeScore != null && m.awayScore != null);
      const teamCleanSheets = teams
        .map((t) => {
          const mine = completed.filter((m) => m.homeTeamId === t.id || m.awayTeamId === t.id);
          const cleanSheets = mine.filter((m) => (m.homeTeamId === t.id ? m.awayScore : m.homeScore) === 0).length;
          return { teamId: t.id, played: mine.length, cleanSheets };
        })
        .sort((a, b) => b.cleanSheets - a.cleanSheets || a.played - b.played);

      return {
        matches,
        players: Object.fromEntries(players.map((p) => [p.id, p])),
        totals: [...playerTotals(lines).values()],
        linesOf,
        fairPlay,
        teamCleanSheets,
      };
    },
    { tags: ["matches", "players", "teams"] },
  );
}
