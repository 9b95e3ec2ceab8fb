/**
 * A match as its page (/matches/{id}) and share image show it: the match, both teams in the visitor's
 * language, their earlier meetings, the timeline, the line-ups, the shoot-out and the model's odds
 * before kick-off — all from the cached reads, dropped by every write to a match (decisions 080, 081).
 */
import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Lang } from "../../server/i18n";
import { fail, publicProcedure } from "../../server/trpc";
import { cachedPlayers } from "../players/public";
import { cachedEvents, cachedLineups, cachedMatches, cachedTeams } from "../_lib/tournament/state";
import { headToHead, teamOf } from "./summary";
import { inTimelineOrder, shootoutScore } from "@shared/tournament/match-events";
import { preMatchOdds } from "../insights/dashboard";
import { lineupOutput } from "./lineups";
import { EventOutput, MatchDetailOutput } from "./schemas";
import { eventOutput } from "./timeline";
import { paged } from "../../server/list-paging";

const MatchParam = z.object({ matchId: z.string("validation.matchRequired").uuid("validation.matchRequired") });

async function matchOrFail(em: EntityManager, matchId: string) {
  const match = (await cachedMatches(em)).find((m) => m.id === matchId);
  if (!match) fail("NOT_FOUND", "errors.matchNotFound");
  return match;
}

async function timelineOf(em: EntityManager, matchId: string) {
  return inTimelineOrder((await cachedEvents(em)).filter((e) => e.matchId === matchId));
}

/** The whole match page's data; a 404 for an unknown match. */
export async function matchDetail(em: EntityManager, lang: Lang, matchId: string) {
  const match = await matchOrFail(em, matchId.toLowerCase());
  const [teams, matches, events, lineups, players, odds] = await Promise.all([
    cachedTeams(em),
    cachedMatches(em),
    timelineOf(em, match.id),
    cachedLineups(em),
    cachedPlayers(em),
    preMatchOdds(em, match.id),
  ]);
  const entries = lineups.filter((l) => l.matchId === match.id);
  const named = new Map(players.filter((p) => entries.some((e) => e.playerId === p.id)).map((p) => [p.id, p]));
  const hasScore = match.homeScore != null && match.awayScore != null;
  return {
    match,
    home: teamOf(teams, match.homeTeamId, lang),
    away: teamOf(teams, match.awayTeamId, lang),
    headToHead: headToHead(matches, match),
    scoreFrom: events.length ? ("events" as const) : hasScore ? ("entered" as const) : ("none" as const),
    events: events.map(eventOutput),
    lineups: { home: lineupOutput(match.homeTeamId, entries, named), away: lineupOutput(match.awayTeamId, entries, named) },
    shootout: shootoutScore(match, events),
    // The odds are the model's before kick-off: once the match is under way the page shows the match instead.
    probabilities: match.status === "scheduled" ? odds : null,
  };
}

export const detailProcedures = {
  detail: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/matches/{matchId}",
        protect: false,
        tags: ["matches"],
        summary: "A match with its teams, events, line-ups, shoot-out and the model's odds before kick-off",
      },
    })
    .input(MatchParam)
    .output(MatchDetailOutput)
    .query(({ ctx, input }) => matchDetail(ctx.em, ctx.lang, input.matchId)),

  events: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/matches/{matchId}/events",
        protect: false,
        tags: ["matches"],
        summary: "A match's events in timeline order (shoot-out kicks last)",
      },
    })
    .input(paged(MatchParam))
    .output(z.array(EventOutput))
    .query(async ({ ctx, input }) => {
      const match = await matchOrFail(ctx.em, input.matchId);
      return (await timelineOf(ctx.em, match.id)).map(eventOutput);
    }),
};
