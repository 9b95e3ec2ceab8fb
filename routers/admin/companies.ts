import { z } from "zod";
import { Sponsor } from "../../db/entities/index";
import { CompanyListedSchema } from "@shared/forms/registration-table.schema";
import { adminProcedure, fail } from "../../server/trpc";

export const companyProcedures = {
  /** A registered company is listed publicly (GET /api/sponsors) only once an admin approves it. */
  setCompanyListed: adminProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/sponsors/{id}",
        protect: true,
        tags: ["sponsors"],
        summary: "List or unlist a registered company among the public sponsors (admin)",
      },
    })
    .input(CompanyListedSchema)
    .output(z.object({ id: z.string().uuid(), isActive: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const company = await ctx.em.findOne(Sponsor, input.id);
      if (!company) fail("NOT_FOUND", "errors.companyNotFound");
      company.isActive = input.isActive;
      await ctx.em.flush();
      return { id: company.id, isActive: company.isActive };
    }),
};
