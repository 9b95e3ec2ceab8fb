import { z } from "zod";
import type { InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { SponsorRegistration } from "../../db/entities/index";
import { SponsorRegistrationFormSchema, SponsorRegistrationSchema } from "@shared/forms/sponsor-registration.schema";
import { adminProcedure } from "../../server/trpc";
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

/** The sponsor registration of a person, from the fields both the one-call and the two-call paths carry. */
const buildSponsor =
  (
    input: Omit<z.infer<typeof SponsorRegistrationSchema>, "userId">,
  ): BuildRegistration<InferEntity<typeof SponsorRegistration>> =>
  (em: EntityManager, user) =>
    em.create(SponsorRegistration, {
      user,
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
    });

/** The site's sponsor registration: the person and the registration in one call (and one transaction). */
export const applySponsor = applicationProcedure()
  .input(SponsorRegistrationFormSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => apply(ctx, "sponsor", input, buildSponsor(input)));

export const registerSponsor = registrationProcedure()
  .meta({
    openapi: {
      method: "POST",
      path: "/registrations/sponsors",
      protect: false,
      tags: ["registrations"],
      summary: "Register the account of step 1 as a sponsor (step 2). Starts pending",
    },
  })
  .input(SponsorRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => register(ctx, "sponsor", input, buildSponsor(input)));

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
  .meta({
    openapi: {
      method: "GET",
      path: "/registrations/sponsors",
      protect: true,
      tags: ["registrations"],
      summary: "Sponsor registrations, newest first (admins)",
    },
  })
  .input(paged())
  .output(z.array(SponsorRegistrationItem))
  .query(({ ctx }) => withPeople(ctx.em, ctx.listPage, SponsorRegistration));
