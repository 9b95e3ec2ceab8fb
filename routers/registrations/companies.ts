import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Sponsor } from "../../db/entities/index";
import { CompanyRegistrationSchema } from "@shared/forms/company.schema";
import { decoyId, isBot } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { fail, publicFormProcedure } from "../../server/trpc";

const CompanyOutput = z.object({
  id: z.string().uuid(),
  name: z.string(),
  companyType: z.string(),
  country: z.string(),
  region: z.string().nullable(),
  /** False until the team has reviewed the company: only reviewed partners are listed publicly. */
  isActive: z.boolean(),
});

/**
 * `POST /api/sponsors`: a global company registers as a sponsor, a participant or both. It is kept
 * inactive for review (the confirmation mail promises contact within 48 hours); one company name per
 * contact email.
 */
export const registerCompany = publicFormProcedure("company")
  .meta({
    openapi: {
      method: "POST",
      path: "/sponsors",
      protect: false,
      tags: ["sponsors"],
      summary:
        "Register a global company as a sponsor, participant or both (reviewed within 48 hours; 409 when already registered)",
    },
  })
  .input(CompanyRegistrationSchema)
  .output(CompanyOutput)
  .mutation(async ({ ctx, input }) => {
    if (isBot(input))
      return {
        id: decoyId(),
        name: input.name,
        companyType: input.companyType,
        country: input.country,
        region: input.region,
        isActive: false,
      };
    const competes = input.companyType !== "sponsor";
    const sponsor = await ctx.em.transactional(async (em: EntityManager) => {
      const [{ count }] = await em.execute<{ count: string }[]>(
        `select count(*) as "count" from "sponsors" where lower("name") = lower(?) and "contact_email" = ?`,
        [input.name, input.contactEmail],
      );
      if (Number(count) > 0) fail("CONFLICT", "errors.companyAlreadyRegistered");
      const created = em.create(Sponsor, {
        name: input.name,
        tier: input.tier,
        industry: input.industry,
        tradeSpecialty: input.tradeSpecialty || null,
        country: input.country,
        region: input.region,
        companyType: input.companyType,
        globalReach: input.globalReach,
        employeeCount: input.employeeCount ?? null,
        yearFounded: input.yearFounded ?? null,
        websiteUrl: input.websiteUrl || null,
        description: input.description,
        contactEmail: input.contactEmail,
        contactPhone: input.contactPhone || null,
        preferredLanguage: input.preferredLanguage,
        canCompete: competes && input.canCompete,
        teamInterest: competes ? input.teamInterest || null : null,
        competitionLevel: competes && input.canCompete ? (input.competitionLevel ?? null) : null,
        isActive: false,
      });
      queueMail(em, confirmationMail(ctx.lang, input.contactEmail, "company", { company: input.name }));
      return created;
    });
    kickOutbox(ctx.em);
    return {
      id: sponsor.id,
      name: sponsor.name,
      companyType: sponsor.companyType,
      country: sponsor.country,
      region: sponsor.region ?? null,
      isActive: sponsor.isActive,
    };
  });
