import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SponsorRegistration } from "../../db/entities/index";
import { SponsorRegistrationSchema } from "../../app/forms/sponsor-registration.schema";
import { adminProcedure } from "../../server/trpc";
import { RegistrationListItem, RegistrationOutput, register, registrationProcedure, withPeople } from "./register";

export const registerSponsor = registrationProcedure()
  .meta({ openapi: { method: "POST", path: "/registrations/sponsors", protect: false, tags: ["registrations"], summary: "Register the account of step 1 as a sponsor (step 2). Starts pending" } })
  .input(SponsorRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) =>
    register(ctx, "sponsor", input, (em: EntityManager, user) =>
      em.create(SponsorRegistration, {
        userId: user.id,
        companyName: input.companyName,
        desiredTier: input.sponsorshipTier,
        companySize: input.companySize ?? null,
        website: input.website || null,
        annualRevenue: input.annualRevenue ?? null,
        marketingBudget: input.marketingBudget ?? null,
        targetAudience: input.targetAudience || null,
        previousSponsorships: input.previousSponsorships || null,
        contactPerson: input.contactPerson || null,
        contactEmail: input.contactEmail || null,
        contactPhone: input.contactPhone || null,
        status: "pending",
        submittedAt: new Date(),
      }),
    ),
  );

const SponsorRegistrationItem = RegistrationListItem.extend({
  companyName: z.string(),
  desiredTier: z.string(),
  companySize: z.string().nullish(),
  website: z.string().nullish(),
  annualRevenue: z.string().nullish(),
  marketingBudget: z.string().nullish(),
  targetAudience: z.string().nullish(),
  previousSponsorships: z.string().nullish(),
  contactPerson: z.string().nullish(),
  contactEmail: z.string().nullish(),
  contactPhone: z.string().nullish(),
});

export const listSponsorRegistrations = adminProcedure
  .meta({ openapi: { method: "GET", path: "/registrations/sponsors", protect: true, tags: ["registrations"], summary: "Sponsor registrations, newest first (admins)" } })
  .input(z.void())
  .output(z.array(SponsorRegistrationItem))
  .query(async ({ ctx }) => withPeople(ctx.em, await ctx.em.find(SponsorRegistration, {}, { orderBy: { submittedAt: "desc" } })));
