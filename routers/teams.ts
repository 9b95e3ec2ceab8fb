import { z } from "zod";
import { Team } from "../db/entities/index";
import { fail, publicProcedure, router } from "../server/trpc";
import { TeamOutput } from "./schemas";

export const teamsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/teams", protect: false, tags: ["teams"], summary: "All 32 teams, in draw order" } })
    .input(z.void())
    .output(z.array(TeamOutput))
    .query(({ ctx }) => ctx.em.find(Team, {}, { orderBy: { drawOrder: "asc" } })),

  byId: publicProcedure
    .meta({ openapi: { method: "GET", path: "/teams/{id}", protect: false, tags: ["teams"], summary: "One team" } })
    .input(z.object({ id: z.string().uuid("validation.invalidId") }))
    .output(TeamOutput)
    .query(async ({ ctx, input }) => (await ctx.em.findOne(Team, input.id)) ?? fail("NOT_FOUND", "errors.teamNotFound")),
});
