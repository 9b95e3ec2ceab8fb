import { z } from "zod";
import type { InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { FranchiseRegistration } from "../../db/entities/index";
import { FranchiseRegistrationFormSchema, FranchiseRegistrationSchema } from "@shared/forms/franchise-registration.schema";
import { adminProcedure, fail } from "../../server/trpc";
import {
  RegistrationListItem,
  RegistrationOutput,
  applicationProcedure,
  apply,
  register,
  registrationProcedure,
  withPeople,
  type BuildRegistration,
} from "./register";
import { paged } from "../../server/list-paging";

/** The franchise registration of a person, from the fields both the one-call and the two-call paths carry. */
const buildFranchise =
  (
    input: Omit<z.infer<typeof FranchiseRegistrationSchema>, "userId">,
  ): BuildRegistration<InferEntity<typeof FranchiseRegistration>> =>
  (em: EntityManager, user) => {
    const tradeSpecialty = input.tradeSpecialty ?? user.tradeSpecialty;
    if (!tradeSpecialty) fail("BAD_REQUEST", "validation.tradeSpecialtyRequired");
    return em.create(FranchiseRegistration, {
      user,
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
  };

/** The site's franchise registration: the person and the registration in one call (and one transaction). */
export const applyFranchise = applicationProcedure()
  .input(FranchiseRegistrationFormSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => apply(ctx, "franchise", input, buildFranchise(input)));

export const registerFranchise = registrationProcedure()
  .meta({
    openapi: {
      method: "POST",
      path: "/registrations/franchises",
      protect: false,
      tags: ["registrations"],
      summary: "Register the account of step 1 as a franchise manager (step 2; the trade comes from step 1). Starts pending",
    },
  })
  .input(FranchiseRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => register(ctx, "franchise", input, buildFranchise(input)));

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
  .meta({
    openapi: {
      method: "GET",
      path: "/registrations/franchises",
      protect: true,
      tags: ["registrations"],
      summary: "Franchise registrations, newest first (admins)",
    },
  })
  .input(paged())
  .output(z.array(FranchiseRegistrationItem))
  .query(({ ctx }) => withPeople(ctx.em, ctx.listPage, FranchiseRegistration));
