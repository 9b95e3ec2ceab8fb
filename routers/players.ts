import { randomUUID } from "node:crypto";
import { z } from "zod";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { Lang } from "../app/lib/i18n";
import { Player, Team } from "../db/entities/index";
import { PlayerCreateSchema, PlayerUpdateSchema, SQUAD_LIMIT } from "../app/forms/player.schema";
import { adminProcedure, fail, publicProcedure, router } from "../server/trpc";
import { PlayerAdminOutput, PlayerOutput } from "./schemas";
import { localizePlayer } from "./localized";
import { invalidateReads, readCache, toPlain } from "../server/read-cache";
import { cachedTeams } from "./tournament-stats";
import { TeamSummaryOutput, teamOf } from "./matches/summary";

async function ensureNumberFree(em: EntityManager, teamId: string, jerseyNumber: number | null | undefined, exceptPlayerId?: string) {
  if (jerseyNumber == null) return;
  const holder = await em.findOne(Player, { teamId, jerseyNumber });
  if (holder && holder.id !== exceptPlayerId) fail("CONFLICT", "errors.jerseyTaken", { number: jerseyNumber });
}

async function ensureSquadRoom(em: EntityManager, teamId: string) {
  if ((await em.count(Player, { teamId, status: "active" })) >= SQUAD_LIMIT) fail("CONFLICT", "errors.squadFull", { limit: SQUAD_LIMIT });
}

/** The unique index (team, number) settles two requests racing for the same number. */
async function flushRoster(em: EntityManager, jerseyNumber: number | null | undefined) {
  try {
    await em.flush();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) fail("CONFLICT", "errors.jerseyTaken", { number: jerseyNumber });
    throw e;
  }
}

const TeamParam = z.object({ teamId: z.string().uuid("validation.invalidId") });

/** Every column of every player, read once per change of the players (plain copies shared by all requests): each output schema picks its own fields. */
export function cachedPlayers(em: EntityManager) {
  return readCache.get("players:list", async () => toPlain(await em.find(Player, {}, { orderBy: { lastName: "asc", firstName: "asc" } })));
}

/** One player's public profile (the page /players/{id}) and their team, from the cached lists. */
async function playerProfile(em: EntityManager, lang: Lang, id: string) {
  const playerId = id.toLowerCase();
  const [players, teams] = await Promise.all([cachedPlayers(em), cachedTeams(em)]);
  const player = players.find((p) => p.id === playerId) ?? fail("NOT_FOUND", "errors.playerNotFound");
  return { player: localizePlayer(lang, player), team: teamOf(teams, player.teamId, lang) };
}

async function playersOfTeam(em: EntityManager, teamId: string) {
  if (!(await em.count(Team, { id: teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
  return em.find(Player, { teamId }, { orderBy: { jerseyNumber: "asc" } });
}

export const playersRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/players", protect: false, tags: ["players"], summary: "All players (public fields)" } })
    .input(z.void())
    .output(z.array(PlayerOutput))
    .query(async ({ ctx }) => (await cachedPlayers(ctx.em)).map((p) => localizePlayer(ctx.lang, p))),

  byTeam: publicProcedure
    .meta({ openapi: { method: "GET", path: "/players/team/{teamId}", protect: false, tags: ["players"], summary: "Players of one team (public fields)" } })
    .input(TeamParam)
    .output(z.array(PlayerOutput))
    .query(async ({ ctx, input }) => (await playersOfTeam(ctx.em, input.teamId)).map((p) => localizePlayer(ctx.lang, p))),

  profile: publicProcedure
    .meta({ openapi: { method: "GET", path: "/players/{playerId}", protect: false, tags: ["players"], summary: "One player's public profile and team" } })
    .input(z.object({ playerId: z.string().uuid("validation.invalidId") }))
    .output(z.object({ player: PlayerOutput, team: TeamSummaryOutput }))
    .query(({ ctx, input }) => playerProfile(ctx.em, ctx.lang, input.playerId)),

  adminList: adminProcedure
    .meta({ openapi: { method: "GET", path: "/admin/players", protect: true, tags: ["players"], summary: "All players with their contact details (admin)" } })
    .input(z.void())
    .output(z.array(PlayerAdminOutput))
    .query(async ({ ctx }) => (await cachedPlayers(ctx.em)).map((p) => localizePlayer(ctx.lang, p))),

  adminByTeam: adminProcedure
    .meta({ openapi: { method: "GET", path: "/admin/players/team/{teamId}", protect: true, tags: ["players"], summary: "Players of one team with their contact details (admin)" } })
    .input(TeamParam)
    .output(z.array(PlayerAdminOutput))
    .query(async ({ ctx, input }) => (await playersOfTeam(ctx.em, input.teamId)).map((p) => localizePlayer(ctx.lang, p))),

  create: adminProcedure
    .meta({ openapi: { method: "POST", path: "/players", protect: true, tags: ["players"], summary: "Add a player to a team (admin); 409 when the number is taken or the squad is full" } })
    .input(PlayerCreateSchema)
    .output(PlayerAdminOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.em.count(Team, { id: input.teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
      if (input.status === "active") await ensureSquadRoom(ctx.em, input.teamId);
      await ensureNumberFree(ctx.em, input.teamId, input.jerseyNumber);
      const player = ctx.em.create(Player, { id: randomUUID(), ...input, jerseyNumber: input.jerseyNumber ?? null });
      await flushRoster(ctx.em, input.jerseyNumber);
      await invalidateReads(ctx.em, ["players"]);
      return localizePlayer(ctx.lang, player);
    }),

  update: adminProcedure
    .meta({ openapi: { method: "PATCH", path: "/players/{playerId}", protect: true, tags: ["players"], summary: "Update a player (admin)" } })
    .input(PlayerUpdateSchema)
    .output(PlayerAdminOutput)
    .mutation(async ({ ctx, input }) => {
      const { playerId, ...changes } = input;
      const player = await ctx.em.findOne(Player, playerId);
      if (!player) fail("NOT_FOUND", "errors.playerNotFound");
      if (changes.status === "active" && player.status !== "active") await ensureSquadRoom(ctx.em, player.teamId);
      if (changes.jerseyNumber !== undefined) await ensureNumberFree(ctx.em, player.teamId, changes.jerseyNumber, player.id);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      ctx.em.assign(player, defined);
      await flushRoster(ctx.em, changes.jerseyNumber);
      await invalidateReads(ctx.em, ["players"]);
      return localizePlayer(ctx.lang, player);
    }),
});
