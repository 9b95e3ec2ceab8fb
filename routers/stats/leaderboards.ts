import { z } from "zod";
import type { PlayerRow } from "../../db/entities/index";
import { publicProcedure } from "../../server/trpc";
import { leaderboard, topAssists, topScorers } from "@shared/tournament/player-stats";
import { statsState } from "./data";
import { Totals, totalsOf } from "./schemas";
import { paged } from "../../server/list-paging";

const PlayerSummary = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int().nullable(),
  position: z.string(),
});
const summary = (p: PlayerRow) => ({
  id: p.id,
  firstName: p.firstName,
  lastName: p.lastName,
  jerseyNumber: p.jerseyNumber ?? null,
  position: p.position,
});

const LeaderRow = Totals.extend({ rank: z.number().int(), player: PlayerSummary, teamId: z.string().uuid() });

/** How many goalkeepers the clean-sheets table (an object, not a list) answers. */
const Limit = z.object({
  limit: z.coerce
    .number("validation.limitInvalid")
    .int("validation.limitInvalid")
    .min(1, "validation.limitInvalid")
    .max(100, "validation.limitInvalid")
    .default(20),
});

const FairPlayRow = z.object({
  teamId: z.string().uuid(),
  group: z.string(),
  /** Deductions by kind: a player's cards in one match count once, as the worst of them (FIFA). */
  yellowCards: z.number().int(),
  indirectRedCards: z.number().int(),
  directRedCards: z.number().int(),
  yellowAndDirectRedCards: z.number().int(),
  /** Conduct points over every match played (0 or less, higher is better). */
  points: z.number().int(),
  /** The same over the completed group matches: the standings' tie-breaker. */
  groupStagePoints: z.number().int(),
});

/** The leaderboards: scorers, assists, clean sheets and the fair-play table. */
export const leaderboardProcedures = {
  topScorers: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/stats/top-scorers",
        protect: false,
        tags: ["stats"],
        summary: "Top scorers: goals, then assists, then fewer minutes; equal players share a rank",
      },
    })
    .input(paged())
    .output(z.array(LeaderRow))
    .query(async ({ ctx }) => {
      const s = await statsState(ctx.em);
      const byName = nameOrder(s.players);
      return topScorers(s.totals, byName).map((t) => ({
        ...totalsOf(t),
        rank: t.rank,
        teamId: t.teamId,
        player: summary(s.players[t.playerId]),
      }));
    }),

  assists: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/stats/assists",
        protect: false,
        tags: ["stats"],
        summary: "Most assists: assists, then goals, then fewer minutes; equal players share a rank",
      },
    })
    .input(paged())
    .output(z.array(LeaderRow))
    .query(async ({ ctx }) => {
      const s = await statsState(ctx.em);
      return topAssists(s.totals, nameOrder(s.players)).map((t) => ({
        ...totalsOf(t),
        rank: t.rank,
        teamId: t.teamId,
        player: summary(s.players[t.playerId]),
      }));
    }),

  cleanSheets: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/stats/clean-sheets",
        protect: false,
        tags: ["stats"],
        summary:
          "Clean sheets of teams (completed matches without conceding) and of starting goalkeepers who played the whole match",
      },
    })
    .input(Limit)
    .output(
      z.object({
        teams: z.array(z.object({ teamId: z.string().uuid(), played: z.number().int(), cleanSheets: z.number().int() })),
        goalkeepers: z.array(LeaderRow),
      }),
    )
    .query(async ({ ctx, input }) => {
      const s = await statsState(ctx.em);
      const keepers = leaderboard(
        s.totals,
        [
          [(t) => t.cleanSheets, "desc"],
          [(t) => t.minutes, "asc"],
        ],
        nameOrder(s.players),
      ).slice(0, input.limit);
      return {
        teams: s.teamCleanSheets.filter((t) => t.cleanSheets > 0),
        goalkeepers: keepers.map((t) => ({
          ...totalsOf(t),
          rank: t.rank,
          teamId: t.teamId,
          player: summary(s.players[t.playerId]),
        })),
      };
    }),

  fairPlay: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/stats/fair-play",
        protect: false,
        tags: ["stats"],
        summary: "Fair-play table: yellow −1, indirect red −3, direct red −4, yellow and direct red −5 per player and match",
      },
    })
    .input(paged())
    .output(z.array(FairPlayRow))
    .query(async ({ ctx }) =>
      (await statsState(ctx.em)).fairPlay.map((t) => ({
        teamId: t.teamId,
        group: t.group,
        yellowCards: t.yellowCard,
        indirectRedCards: t.indirectRed,
        directRedCards: t.directRed,
        yellowAndDirectRedCards: t.yellowAndDirectRed,
        points: t.points,
        groupStagePoints: t.groupStagePoints,
      })),
    ),
};

/** Equal figures: by surname, then first name, then id — the same order on every request. */
function nameOrder(players: Record<string, PlayerRow>) {
  return (a: { playerId: string }, b: { playerId: string }) => {
    const x = players[a.playerId],
      y = players[b.playerId];
    return (
      (x?.lastName ?? "").localeCompare(y?.lastName ?? "") ||
      (x?.firstName ?? "").localeCompare(y?.firstName ?? "") ||
      a.playerId.localeCompare(b.playerId)
    );
  };
}
