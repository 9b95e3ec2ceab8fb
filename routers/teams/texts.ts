import { z } from "zod";
import { Team } from "../../db/entities/index";
import { fail } from "../../server/trpc";
import { teamScopedProcedure } from "../../server/auth/scope";
import { audit } from "../../server/audit";
import { invalidateReads } from "../../server/read-cache";
import { TeamTextSchema } from "@shared/forms/team-text.schema";

/** A team's texts in both languages, as the admin edits them. */
const TeamTextOutput = z.object({
  teamId: z.string().uuid(),
  logoIdea: z.string(),
  logoIdeaEs: z.string(),
  logoConcept: z.string(),
  logoConceptEs: z.string(),
});
const textsOf = (team: {
  id: string;
  logoIdea: string;
  logoIdeaEs?: string | null;
  logoConcept: string;
  logoConceptEs?: string | null;
}) => ({
  teamId: team.id,
  logoIdea: team.logoIdea,
  logoIdeaEs: team.logoIdeaEs ?? "",
  logoConcept: team.logoConcept,
  logoConceptEs: team.logoConceptEs ?? "",
});

/** The admin's editor of a team's texts in both languages. */
export const teamTextProcedures = {
  texts: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "GET",
        path: "/teams/{teamId}/texts",
        protect: true,
        tags: ["teams"],
        summary: "A team's logo idea and concept in English and Spanish (admin, the team's franchise manager)",
      },
    })
    .input(z.object({ teamId: z.string().uuid("validation.invalidId") }))
    .output(TeamTextOutput)
    .query(async ({ ctx, input }) =>
      textsOf((await ctx.em.findOne(Team, input.teamId)) ?? fail("NOT_FOUND", "errors.teamNotFound")),
    ),

  updateTexts: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "PATCH",
        path: "/teams/{teamId}/texts",
        protect: true,
        tags: ["teams"],
        summary: "Edit a team's logo idea and concept, in English and Spanish together (admin, the team's franchise manager)",
      },
    })
    .input(TeamTextSchema)
    .output(TeamTextOutput)
    .mutation(async ({ ctx, input }) => {
      const team = (await ctx.em.findOne(Team, input.teamId)) ?? fail("NOT_FOUND", "errors.teamNotFound");
      ctx.em.assign(team, {
        logoIdea: input.logoIdea,
        logoIdeaEs: input.logoIdeaEs,
        logoConcept: input.logoConcept,
        logoConceptEs: input.logoConceptEs,
      });
      audit(ctx.em, ctx.user, "team.texts_updated", { teamId: team.id });
      await ctx.em.flush();
      await invalidateReads(ctx.em, ["teams"]);
      return textsOf(team);
    }),
};
