/**
 * A match as its page shows it: the match, both teams, the timeline, the line-ups, the shoot-out and the
 * model's odds before kick-off — all from the cached reads, dropped by every write to a match.
 */
import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { fail, publicProcedure } from "../../server/trpc";
import { cachedPlayers } from "../players";
import { cachedEvents, cachedLineups, cachedMatches, cachedTeams } from "../tournament-stats";
import { inTimelineOrder, shootoutScore } from "../tournament/match-events";
import { preMatchOdds } from "../insights/dashboard";
import { lineupOutput } from "./lineups";
import { EventOutput, MatchDetailOutput } from "./schemas";
import { eventOutput } from "./timeline";

const MatchParam = z.object({ matchId: z.string("validation.matchRequired").uuid("validation.matchRequired") });

async function matchOrFail(em: EntityManager, matchId: string) {
  const match = (await cachedMatches(em)).find((m) => m.id === matchId);
  if (!match) fail("NOT_FOUND", "errors.matchNotFound");
  return match;
}

async function timelineOf(em: EntityManager, matchId: string) {
  return inTimelineOrder((await cachedEvents(em)).filter((e) => e.matchId === matchId));
}

const teamSummary = (t: { id: string; name: string; group: string; jerseyColor: string; accentColor: string; logoUrl?: string | null }) =>
  ({ id: t.id, name: t.name, group: t.group, jerseyColor: t.jerseyColor, accentColor: t.accentColor, logoUrl: t.logoUrl ?? null });

export const detailProcedures = {
  detail: publicProcedure
    .meta({ openapi: { method: "GET", path: "/matches/{matchId}", protect: false, tags: ["matches"], summary: "A match with its teams, events, line-ups, shoot-out and the model's odds before kick-off" } })
    .input(MatchParam)
    .output(MatchDetailOutput)
    .query(async ({ ctx, input }) => {
      const match = await matchOrFail(ctx.em, input.matchId);
      const [teams, events, lineups, players, odds] = await Promise.all([
        cachedTeams(ctx.em), timelineOf(ctx.em, match.id), cachedLineups(ctx.em), cachedPlayers(ctx.em), preMatchOdds(ctx.em, match.id),
      ]);
      const team = (id: string) => teamSummary(teams.find((t) => t.id === id)!);
      const entries = lineups.filter((l) => l.matchId === match.id);
      const named = new Map(players.filter((p) => entries.some((e) => e.playerId === p.id)).map((p) => [p.id, p]));
      const hasScore = match.homeScore != null && match.awayScore != null;
      return {
        match,
        homeTeam: team(match.homeTeamId),
        awayTeam: team(match.awayTeamId),
        scoreFrom: events.length ? "events" as const : hasScore ? "entered" as const : "none" as const,
        events: events.map(eventOutput),
        lineups: { home: lineupOutput(match.homeTeamId, entries, named), away: lineupOutput(match.awayTeamId, entries, named) },
        shootout: shootoutScore(match, events),
        odds,
      };
    }),

  events: publicProcedure
    .meta({ openapi: { method: "GET", path: "/matches/{matchId}/events", protect: false, tags: ["matches"], summary: "A match's events in timeline order (shoot-out kicks last)" } })
    .input(MatchParam)
    .output(z.array(EventOutput))
    .query(async ({ ctx, input }) => {
      const match = await matchOrFail(ctx.em, input.matchId);
      return (await timelineOf(ctx.em, match.id)).map(eventOutput);
    }),
};
