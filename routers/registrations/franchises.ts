import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { FranchiseRegistration } from "../../db/entities/index";
import { FranchiseRegistrationSchema } from "../../app/forms/franchise-registration.schema";
import { adminProcedure, fail } from "../../server/trpc";
import { RegistrationListItem, RegistrationOutput, register, registrationProcedure, withPeople } from "./register";

export const registerFranchise = registrationProcedure()
  .meta({ openapi: { method: "POST", path: "/registrations/franchises", protect: false, tags: ["registrations"], summary: "Register the account of step 1 as a franchise manager (step 2; the trade comes from step 1). Starts pending" } })
  .input(FranchiseRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) =>
    register(ctx, "franchise", input, (em: EntityManager, user) => {
      const tradeSpecialty = input.tradeSpecialty ?? user.tradeSpecialty;
      if (!tradeSpecialty) fail("BAD_REQUEST", "validation.tradeSpecialtyRequired");
      return em.create(FranchiseRegistration, {
        userId: user.id,
        businessName: input.businessName,
        tradeSpecialty,
        businessLicense: input.businessLicense || null,
        yearsInBusiness: input.yearsInBusiness ?? null,
        businessSize: input.businessSize ?? null,
        annualRevenue: input.annualRevenue ?? null,
        preferredCity: input.preferredCity || null,
        budgetCommitment: input.budgetCommitment ?? null,
        marketingPlan: input.marketingPlan || null,
        communityInvolvement: input.communityInvolvement || null,
        status: "pending",
        submittedAt: new Date(),
      });
    }),
  );

const FranchiseRegistrationItem = RegistrationListItem.extend({
  businessName: z.string(),
  tradeSpecialty: z.string(),
  businessLicense: z.string().nullish(),
  yearsInBusiness: z.number().int().nullish(),
  businessSize: z.string().nullish(),
  annualRevenue: z.string().nullish(),
  preferredCity: z.string().nullish(),
  budgetCommitment: z.string().nullish(),
  marketingPlan: z.string().nullish(),
  communityInvolvement: z.string().nullish(),
});

export const listFranchiseRegistrations = adminProcedure
  .meta({ openapi: { method: "GET", path: "/registrations/franchises", protect: true, tags: ["registrations"], summary: "Franchise registrations, newest first (admins)" } })
  .input(z.void())
  .output(z.array(FranchiseRegistrationItem))
  .query(async ({ ctx }) => withPeople(ctx.em, await ctx.em.find(FranchiseRegistration, {}, { orderBy: { submittedAt: "desc" } })));
