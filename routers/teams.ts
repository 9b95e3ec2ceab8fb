import { z } from "zod";
import { Match, Player, Team } from "../db/entities/index";
import { fail, publicProcedure, router } from "../server/trpc";
import { MatchOutput, PlayerOutput, TeamOutput } from "./schemas";
import { tournamentState } from "./tournament-stats";
import { readCache, toPlain } from "../server/read-cache";

export const teamsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/teams", protect: false, tags: ["teams"], summary: "All 32 teams, in draw order" } })
    .input(z.void())
    .output(z.array(TeamOutput))
    .query(({ ctx }) => readCache.get("teams:list", async () => toPlain(await ctx.em.find(Team, {}, { orderBy: { drawOrder: "asc" } })))),

  byId: publicProcedure
    .meta({ openapi: { method: "GET", path: "/teams/{id}", protect: false, tags: ["teams"], summary: "One team" } })
    .input(z.object({ id: z.string().uuid("validation.invalidId") }))
    .output(TeamOutput)
    .query(async ({ ctx, input }) => (await ctx.em.findOne(Team, input.id)) ?? fail("NOT_FOUND", "errors.teamNotFound")),

  /** Everything the team page shows: the team, its roster, its fixtures, its group table and rivals' names. */
  detail: publicProcedure
    .input(z.object({ id: z.string().uuid("validation.invalidId") }))
    .output(z.object({
      team: TeamOutput,
      players: z.array(PlayerOutput),
      matches: z.array(MatchOutput),
      opponents: z.array(z.object({ id: z.string(), name: z.string(), jerseyColor: z.string() })),
      group: z.object({ position: z.number().int(), decided: z.boolean(), played: z.number().int(), total: z.number().int() }).nullable(),
    }))
    .query(async ({ ctx, input }) => {
      const team = await ctx.em.findOne(Team, input.id);
      if (!team) fail("NOT_FOUND", "errors.teamNotFound");
      const [players, matches, state] = await Promise.all([
        ctx.em.find(Player, { teamId: team.id }, { orderBy: { jerseyNumber: "asc" } }),
        ctx.em.find(Match, { $or: [{ homeTeamId: team.id }, { awayTeamId: team.id }] }, { orderBy: { matchDate: "asc" } }),
        tournamentState(ctx.em),
      ]);
      const opponentIds = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => id !== team.id));
      const opponents = state.teams.filter((t) => opponentIds.has(t.id)) as Array<{ id: string; name: string; jerseyColor: string }>;
      const table = state.groups.find((g) => g.group === team.group);
      const row = table?.rows.find((r) => r.teamId === team.id);
      return {
        team, players, matches, opponents,
        group: table && row ? { position: row.position, decided: table.decided, played: table.played, total: table.total } : null,
      };
    }),
});
