import { z } from "zod";
import { Player, Team } from "../db/entities/index";
import { fail, publicProcedure, router } from "../server/trpc";
import { PlayerOutput } from "./schemas";

export const playersRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/players", protect: false, tags: ["players"], summary: "All players" } })
    .input(z.void())
    .output(z.array(PlayerOutput))
    .query(({ ctx }) => ctx.em.find(Player, {}, { orderBy: { lastName: "asc", firstName: "asc" } })),

  byTeam: publicProcedure
    .meta({ openapi: { method: "GET", path: "/players/team/{teamId}", protect: false, tags: ["players"], summary: "Players of one team" } })
    .input(z.object({ teamId: z.string().uuid("validation.invalidId") }))
    .output(z.array(PlayerOutput))
    .query(async ({ ctx, input }) => {
      if (!(await ctx.em.count(Team, { id: input.teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
      return ctx.em.find(Player, { teamId: input.teamId }, { orderBy: { jerseyNumber: "asc" } });
    }),
});
