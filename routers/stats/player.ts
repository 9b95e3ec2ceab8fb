import { z } from "zod";
import { fail, publicProcedure } from "../../server/trpc";
import { localizePlayer } from "../_lib/localized";
import { PlayerOutput } from "../_lib/schemas";
import { statsState } from "./data";
import { Totals, totalsOf } from "./schemas";

const MatchLine = z.object({
  matchId: z.string().uuid(),
  matchDate: z.date(),
  round: z.string(),
  status: z.string(),
  opponentId: z.string().uuid(),
  started: z.boolean(),
  appeared: z.boolean(),
  minutes: z.number().int(),
  goals: z.number().int(),
  penaltyGoals: z.number().int(),
  ownGoals: z.number().int(),
  assists: z.number().int(),
  yellowCards: z.number().int(),
  secondYellows: z.number().int(),
  redCards: z.number().int(),
  cleanSheet: z.boolean(),
});

export const playerStatsProcedures = {
  player: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/players/{playerId}/stats",
        protect: false,
        tags: ["players", "stats"],
        summary: "A player's figures: totals and match by match (public fields only)",
      },
    })
    .input(z.object({ playerId: z.string("validation.playerRequired").uuid("validation.playerRequired") }))
    .output(z.object({ player: PlayerOutput, teamId: z.string().uuid(), totals: Totals, matches: z.array(MatchLine) }))
    .query(async ({ ctx, input }) => {
      const s = await statsState(ctx.em);
      const player = s.players[input.playerId];
      if (!player) fail("NOT_FOUND", "errors.playerNotFound");
      const byId = new Map(s.matches.map((m) => [m.id, m]));
      const lines = (s.linesOf[player.id] ?? [])
        .map((l) => ({ line: l, match: byId.get(l.matchId)! }))
        .sort((a, b) => new Date(a.match.matchDate).getTime() - new Date(b.match.matchDate).getTime());
      const totals = {
        appearances: 0,
        starts: 0,
        minutes: 0,
        goals: 0,
        penaltyGoals: 0,
        ownGoals: 0,
        assists: 0,
        yellowCards: 0,
        secondYellows: 0,
        redCards: 0,
        cleanSheets: 0,
      };
      const found = s.totals.find((t) => t.playerId === player.id);
      return {
        player: localizePlayer(ctx.lang, player),
        teamId: player.teamId,
        totals: found ? totalsOf(found) : totals,
        matches: lines.map(({ line, match }) => ({
          matchId: match.id,
          matchDate: new Date(match.matchDate),
          round: match.round,
          status: match.status,
          opponentId: match.homeTeamId === line.teamId ? match.awayTeamId : match.homeTeamId,
          started: line.started,
          appeared: line.appeared,
          minutes: line.minutes,
          goals: line.goals,
          penaltyGoals: line.penaltyGoals,
          ownGoals: line.ownGoals,
          assists: line.assists,
          yellowCards: line.yellowCards,
          secondYellows: line.secondYellows,
          redCards: line.redCards,
          cleanSheet: line.cleanSheet,
        })),
      };
    }),
};
