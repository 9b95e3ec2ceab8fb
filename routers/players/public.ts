import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Lang } from "../../server/i18n";
import { Player, Team } from "../../db/entities/index";
import { fail, publicProcedure } from "../../server/trpc";
import { PlayerOutput } from "../_lib/schemas";
import { localizePlayer } from "../_lib/localized";
import { readCache, toPlain } from "../../server/read-cache";
import { cachedTeams } from "../_lib/tournament/state";
import { TeamSummaryOutput, teamOf } from "../matches/summary";
import { paged } from "../../server/list-paging";
import { POSITIONS, inSquad } from "@shared/forms/player.options";
import { matchesQuery } from "@shared/text-search";

export const TeamParam = z.object({ teamId: z.string().uuid("validation.invalidId") });

/** `GET /players`' filters, each optional; an unknown value is a 400 naming the field. */
const PlayerFilters = paged(
  z
    .object({
      teamId: z.string().uuid("validation.invalidId").optional().meta({ description: "Only this team's players." }),
      position: z.enum(POSITIONS, "validation.invalid").optional(),
      q: z
        .string()
        .trim()
        .max(100, "validation.tooLong")
        .optional()
        .meta({ description: "Text the name or nationality contains, ignoring case and accents." }),
    })
    .optional(),
);

/** Every column of every player, read once per change of the players (plain copies shared by all requests): each output schema picks its own fields. */
export function cachedPlayers(em: EntityManager) {
  return readCache.get("players:list", async () =>
    toPlain(await em.find(Player, {}, { orderBy: { lastName: "asc", firstName: "asc" } })),
  );
}

/** One player's public profile (the page /players/{id}) and their team, from the cached lists. */
async function playerProfile(em: EntityManager, lang: Lang, id: string) {
  const playerId = id.toLowerCase();
  const [players, teams] = await Promise.all([cachedPlayers(em), cachedTeams(em)]);
  const player = players.find((p) => p.id === playerId) ?? fail("NOT_FOUND", "errors.playerNotFound");
  return { player: localizePlayer(lang, player), team: teamOf(teams, player.teamId, lang) };
}

export async function playersOfTeam(em: EntityManager, teamId: string) {
  if (!(await em.count(Team, { id: teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
  return em.find(Player, { teamId, status: { $ne: "released" } }, { orderBy: { jerseyNumber: "asc" } });
}

/** The public reads: the players list, a team's roster and a player's profile, public fields only. */
export const publicPlayerProcedures = {
  list: publicProcedure
    .meta({
      openapi: { method: "GET", path: "/players", protect: false, tags: ["players"], summary: "All players (public fields)" },
    })
    .input(PlayerFilters)
    .output(z.array(PlayerOutput))
    .query(async ({ ctx, input }) => {
      // The squads: players released from theirs keep their profile and statistics, not a place in the list.
      const players = (await cachedPlayers(ctx.em)).filter(inSquad).map((p) => localizePlayer(ctx.lang, p));
      if (!input?.teamId && !input?.position && !input?.q) return players;
      return players.filter(
        (p) =>
          (!input.teamId || p.teamId === input.teamId) &&
          (!input.position || p.position === input.position) &&
          (!input.q || matchesQuery(input.q, `${p.firstName} ${p.lastName}`, p.nationality)),
      );
    }),

  byTeam: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/teams/{teamId}/players",
        protect: false,
        tags: ["players"],
        summary: "Players of one team (public fields)",
      },
    })
    .input(paged(TeamParam))
    .output(z.array(PlayerOutput))
    .query(async ({ ctx, input }) => (await playersOfTeam(ctx.em, input.teamId)).map((p) => localizePlayer(ctx.lang, p))),

  profile: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/players/{playerId}",
        protect: false,
        tags: ["players"],
        summary: "One player's public profile and team",
      },
    })
    .input(z.object({ playerId: z.string().uuid("validation.invalidId") }))
    .output(z.object({ player: PlayerOutput, team: TeamSummaryOutput }))
    .query(({ ctx, input }) => playerProfile(ctx.em, ctx.lang, input.playerId)),
};
