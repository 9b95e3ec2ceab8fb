import { z } from "zod";
import { fail, failFields, publicProcedure } from "../../server/trpc";
import { MatchOutput } from "../_lib/schemas";
import { cachedTeams } from "../_lib/tournament/state";
import { statsState } from "./data";

const HeadToHeadInput = z.object({
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
  opponentId: z.string("validation.opponentRequired").uuid("validation.opponentRequired"),
});

export const headToHeadProcedures = {
  headToHead: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/stats/head-to-head",
        protect: false,
        tags: ["stats"],
        summary:
          "Every meeting of two teams: the record from the first team's side (a shoot-out counts as a draw) and the next meeting",
      },
    })
    .input(HeadToHeadInput)
    .output(
      z.object({
        teamId: z.string().uuid(),
        opponentId: z.string().uuid(),
        played: z.number().int(),
        wins: z.number().int(),
        draws: z.number().int(),
        losses: z.number().int(),
        goalsFor: z.number().int(),
        goalsAgainst: z.number().int(),
        /** Completed meetings, most recent first. */
        meetings: z.array(MatchOutput),
        next: MatchOutput.nullable(),
      }),
    )
    .query(async ({ ctx, input }) => {
      if (input.teamId === input.opponentId) failFields({ opponentId: "validation.sameOpponent" });
      const teams = await cachedTeams(ctx.em);
      if (!teams.some((t) => t.id === input.teamId) || !teams.some((t) => t.id === input.opponentId))
        fail("NOT_FOUND", "errors.teamNotFound");
      const { matches } = await statsState(ctx.em);
      const between = matches.filter(
        (m) =>
          (m.homeTeamId === input.teamId && m.awayTeamId === input.opponentId) ||
          (m.homeTeamId === input.opponentId && m.awayTeamId === input.teamId),
      );
      const meetings = between
        .filter((m) => m.status === "completed" && m.homeScore != null && m.awayScore != null)
        .sort((a, b) => new Date(b.matchDate).getTime() - new Date(a.matchDate).getTime());
      const record = { played: meetings.length, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 };
      for (const m of meetings) {
        const home = m.homeTeamId === input.teamId;
        const scored = home ? m.homeScore! : m.awayScore!;
        const conceded = home ? m.awayScore! : m.homeScore!;
        record.goalsFor += scored;
        record.goalsAgainst += conceded;
        if (scored > conceded) record.wins++;
        else if (scored < conceded) record.losses++;
        else record.draws++;
      }
      const next =
        between
          .filter((m) => m.status === "scheduled" || m.status === "live")
          .sort((a, b) => new Date(a.matchDate).getTime() - new Date(b.matchDate).getTime())[0] ?? null;
      return { teamId: input.teamId, opponentId: input.opponentId, ...record, meetings, next };
    }),
};
