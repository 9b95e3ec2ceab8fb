import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { StaffRegistration } from "../../db/entities/index";
import { StaffRegistrationSchema } from "../../app/forms/staff-registration.schema";
import { typedAmountToCents } from "../../app/forms/common.schema";
import { adminProcedure } from "../../server/trpc";
import { RegistrationListItem, RegistrationOutput, register, registrationProcedure, withPeople } from "./register";

export const registerStaff = registrationProcedure()
  .meta({ openapi: { method: "POST", path: "/registrations/staff", protect: false, tags: ["registrations"], summary: "Register the account of step 1 as staff (step 2; the role must belong to the department). Starts pending" } })
  .input(StaffRegistrationSchema)
  .output(RegistrationOutput)
  .mutation(({ ctx, input }) =>
    register(ctx, "staff", input, (em: EntityManager, user) =>
      em.create(StaffRegistration, {
        userId: user.id,
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
      }),
    ),
  );

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
  .meta({ openapi: { method: "GET", path: "/registrations/staff", protect: true, tags: ["registrations"], summary: "Staff registrations, newest first (admins)" } })
  .input(z.void())
  .output(z.array(StaffRegistrationItem))
  .query(async ({ ctx }) => withPeople(ctx.em, await ctx.em.find(StaffRegistration, {}, { orderBy: { submittedAt: "desc" } })));
