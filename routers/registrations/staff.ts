import { z } from "zod";
import type { InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { StaffRegistration } from "../../db/entities/index";
import { StaffRegistrationFormSchema, StaffRegistrationSchema } from "@shared/forms/staff-registration.schema";
import { typedAmountToCents } from "@shared/forms/common.schema";
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

/** The staff registration of a person, from the fields both the one-call and the two-call paths carry. */
const buildStaff =
  (input: Omit<z.infer<typeof StaffRegistrationSchema>, "userId">): BuildRegistration<InferEntity<typeof StaffRegistration>> =>
  (em: EntityManager, user) =>
    em.create(StaffRegistration, {
      user,
      desiredRole: input.role,
      department: input.department,
      experience: input.experience,
      availability: input.availability,
      salaryExpectation: typedAmountToCents(input.salaryExpectation),
      qualifications: input.qualifications || null,
      responsibilities: input.responsibilities || null,
      emergencyContact: input.emergencyContact || null,
      emergencyPhone: input.emergencyPhone || null,
      portfolioUrl: input.portfolio || null,
      status: "pending",
      submittedAt: new Date(),
    });

/** The site's staff registration: the person and the registration in one call (and one transaction). */
export const applyStaff = applicationProcedure()
  .input(StaffRegistrationFormSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => apply(ctx, "staff", input, buildStaff(input)));

export const registerStaff = registrationProcedure()
  .meta({
    openapi: {
      method: "POST",
      path: "/registrations/staff",
      protect: false,
      tags: ["registrations"],
      summary: "Register the account of step 1 as staff (step 2; the role must belong to the department). Starts pending",
    },
  })
  .input(StaffRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) => register(ctx, "staff", input, buildStaff(input)));

const StaffRegistrationItem = RegistrationListItem.extend({
  desiredRole: z.string(),
  department: z.string(),
  experience: z.string(),
  availability: z.string(),
  /** Cents. */
  salaryExpectation: z.number().int().nullish(),
  qualifications: z.string().nullish(),
  responsibilities: z.string().nullish(),
  portfolioUrl: z.string().nullish(),
  emergencyContact: z.string().nullish(),
  emergencyPhone: z.string().nullish(),
});

export const listStaffRegistrations = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/registrations/staff",
      protect: true,
      tags: ["registrations"],
      summary: "Staff registrations, newest first (admins)",
    },
  })
  .input(paged())
  .output(z.array(StaffRegistrationItem))
  .query(({ ctx }) => withPeople(ctx.em, ctx.listPage, StaffRegistration));
