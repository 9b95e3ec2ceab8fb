import { z } from "zod";
import { Team } from "../../db/entities/index";
import { fail, publicProcedure } from "../../server/trpc";
import { MatchOutput, PlayerOutput, TeamOutput } from "../_lib/schemas";
import { cachedTeams, sharedTournamentState } from "../_lib/tournament/state";
import { cachedPlayers } from "../players/public";
import { inSquad } from "@shared/forms/player.options";
import { localizePlayer, localizeTeam } from "../_lib/localized";
import { paged } from "../../server/list-paging";

/** The public reads: every team, one team, and everything the team page shows. */
export const publicTeamProcedures = {
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/teams", protect: false, tags: ["teams"], summary: "All 32 teams, in draw order" } })
    .input(paged())
    .output(z.array(TeamOutput))
    .query(async ({ ctx }) => (await cachedTeams(ctx.em)).map((team) => localizeTeam(ctx.lang, team))),

  byId: publicProcedure
    .meta({ openapi: { method: "GET", path: "/teams/{id}", protect: false, tags: ["teams"], summary: "One team" } })
    .input(z.object({ id: z.string().uuid("validation.invalidId") }))
    .output(TeamOutput)
    .query(async ({ ctx, input }) =>
      localizeTeam(ctx.lang, (await ctx.em.findOne(Team, input.id)) ?? fail("NOT_FOUND", "errors.teamNotFound")),
    ),

  /** Everything the team page shows: the team, its roster, its fixtures, its group table and rivals' names. */
  detail: publicProcedure
    .input(z.object({ id: z.string().uuid("validation.invalidId") }))
    .output(
      z.object({
        team: TeamOutput,
        players: z.array(PlayerOutput),
        matches: z.array(MatchOutput),
        opponents: z.array(z.object({ id: z.string(), name: z.string(), jerseyColor: z.string() })),
        group: z
          .object({ position: z.number().int(), decided: z.boolean(), played: z.number().int(), total: z.number().int() })
          .nullable(),
      }),
    )
    .query(async ({ ctx, input }) => {
      // From the shared state and lists: a team page costs no query while nothing has changed.
      const [state, allPlayers] = await Promise.all([sharedTournamentState(ctx.em), cachedPlayers(ctx.em)]);
      const team = state.teams.find((t) => t.id === input.id.toLowerCase());
      if (!team) fail("NOT_FOUND", "errors.teamNotFound");
      const players = allPlayers
        .filter((p) => p.teamId === team.id && inSquad(p))
        .sort((a, b) => (a.jerseyNumber ?? Number.MAX_SAFE_INTEGER) - (b.jerseyNumber ?? Number.MAX_SAFE_INTEGER));
      const matches = state.matches.filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id);
      const opponentIds = new Set(matches.flatMap((m) => [m.homeTeamId, m.awayTeamId]).filter((id) => id !== team.id));
      const opponents = state.teams.filter((t) => opponentIds.has(t.id)) as Array<{
        id: string;
        name: string;
        jerseyColor: string;
      }>;
      const table = state.groups.find((g) => g.group === team.group);
      const row = table?.rows.find((r) => r.teamId === team.id);
      return {
        team: localizeTeam(ctx.lang, team),
        players: players.map((p) => localizePlayer(ctx.lang, p)),
        matches,
        opponents,
        group: table && row ? { position: row.position, decided: table.decided, played: table.played, total: table.total } : null,
      };
    }),
};
