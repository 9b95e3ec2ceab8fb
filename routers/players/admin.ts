import { randomUUID } from "node:crypto";
import { z } from "zod";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Player, Team } from "../../db/entities/index";
import { PlayerCreateSchema, PlayerUpdateSchema, SQUAD_LIMIT } from "@shared/forms/player.schema";
import { adminProcedure, fail } from "../../server/trpc";
import { teamOfPlayer, teamScopedProcedure } from "../../server/auth/scope";
import { audit } from "../../server/audit";
import { PlayerAdminOutput } from "../_lib/schemas";
import { localizePlayer } from "../_lib/localized";
import { invalidateReads } from "../../server/read-cache";
import { cachedPlayers, playersOfTeam, TeamParam } from "./public";
import { paged } from "../../server/list-paging";

async function ensureNumberFree(
  em: EntityManager,
  teamId: string,
  jerseyNumber: number | null | undefined,
  exceptPlayerId?: string,
) {
  if (jerseyNumber == null) return;
  const holder = await em.findOne(Player, { teamId, jerseyNumber, status: { $ne: "released" } });
  if (holder && holder.id !== exceptPlayerId) fail("CONFLICT", "errors.jerseyTaken", { number: jerseyNumber });
}

async function ensureSquadRoom(em: EntityManager, teamId: string) {
  if ((await em.count(Player, { teamId, status: "active" })) >= SQUAD_LIMIT)
    fail("CONFLICT", "errors.squadFull", { limit: SQUAD_LIMIT });
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

/** The admin's roster: every field of each player, and adding or changing a player within the squad's rules. */
export const adminPlayerProcedures = {
  adminList: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/players",
        protect: true,
        tags: ["players"],
        summary: "All players with their contact details (admin)",
      },
    })
    .input(paged())
    .output(z.array(PlayerAdminOutput))
    .query(async ({ ctx }) => (await cachedPlayers(ctx.em)).map((p) => localizePlayer(ctx.lang, p))),

  adminByTeam: teamScopedProcedure(["captain", "franchise_manager"])
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/players/team/{teamId}",
        protect: true,
        tags: ["players"],
        summary: "Players of one team with their contact details (admin, the team's captain and franchise manager)",
      },
    })
    .input(paged(TeamParam))
    .output(z.array(PlayerAdminOutput))
    .query(async ({ ctx, input }) => (await playersOfTeam(ctx.em, input.teamId)).map((p) => localizePlayer(ctx.lang, p))),

  create: teamScopedProcedure(["captain"])
    .meta({
      openapi: {
        method: "POST",
        path: "/players",
        protect: true,
        tags: ["players"],
        summary: "Add a player to a team (admin, the team's captain); 409 when the number is taken or the squad is full",
      },
    })
    .input(PlayerCreateSchema)
    .output(PlayerAdminOutput)
    .mutation(async ({ ctx, input }) => {
      if (!(await ctx.em.count(Team, { id: input.teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
      if (input.status === "active") await ensureSquadRoom(ctx.em, input.teamId);
      await ensureNumberFree(ctx.em, input.teamId, input.jerseyNumber);
      const player = ctx.em.create(Player, { id: randomUUID(), ...input, jerseyNumber: input.jerseyNumber ?? null });
      audit(ctx.em, ctx.user, "squad.added", {
        teamId: input.teamId,
        playerId: player.id,
        name: `${input.firstName} ${input.lastName}`,
      });
      await flushRoster(ctx.em, input.jerseyNumber);
      await invalidateReads(ctx.em, ["players"]);
      return localizePlayer(ctx.lang, player);
    }),

  update: teamScopedProcedure(["captain"], { teamOf: teamOfPlayer })
    .meta({
      openapi: {
        method: "PATCH",
        path: "/players/{playerId}",
        protect: true,
        tags: ["players"],
        summary: "Update a player (admin, the team's captain)",
      },
    })
    .input(PlayerUpdateSchema)
    .output(PlayerAdminOutput)
    .mutation(async ({ ctx, input }) => {
      const { playerId, ...changes } = input;
      const player = await ctx.em.findOne(Player, playerId);
      if (!player) fail("NOT_FOUND", "errors.playerNotFound");
      if (changes.status === "active" && player.status !== "active") await ensureSquadRoom(ctx.em, player.teamId);
      if (changes.jerseyNumber !== undefined) await ensureNumberFree(ctx.em, player.teamId, changes.jerseyNumber, player.id);
      const defined = Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
      // Released from the squad: their shirt number is free for another player; their matches and statistics stay.
      if (changes.status === "released") defined.jerseyNumber = null;
      ctx.em.assign(player, defined);
      audit(ctx.em, ctx.user, "squad.updated", { teamId: player.teamId, playerId: player.id, changes: Object.keys(defined) });
      await flushRoster(ctx.em, changes.jerseyNumber);
      await invalidateReads(ctx.em, ["players"]);
      return localizePlayer(ctx.lang, player);
    }),
};
