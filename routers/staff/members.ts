import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Staff } from "../../db/entities/index";
import { AddStaffSchema } from "@shared/forms/staff.schema";
import { adminProcedure, publicProcedure } from "../../server/trpc";
import { requireTeam, TeamFilter } from "./team-scope";
import { paged } from "../../server/list-paging";

/** A staff member as anyone may see them: no contact details, hire date or pay (docs/decisions/100-public-and-admin-shapes.md). */
export const StaffOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid().nullish(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  department: z.string().nullish(),
  status: z.string(),
  qualifications: z.string().nullish(),
  responsibilities: z.string().nullish(),
  createdAt: z.date(),
});

export const StaffAdminOutput = StaffOutput.extend({
  email: z.string(),
  phone: z.string().nullish(),
  /** A calendar day, YYYY-MM-DD. */
  hireDate: z.string().nullish(),
  /** Cents. */
  salary: z.number().int().nullish(),
});

function staffOf(em: EntityManager, teamId: string | undefined) {
  return em.find(Staff, teamId ? { teamId } : {}, { orderBy: { createdAt: "asc", lastName: "asc" } });
}

/** The staff: public fields for anyone, contact details and pay for admins, and adding a member. */
export const staffMemberProcedures = {
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/staff",
        protect: false,
        tags: ["staff"],
        summary: "Staff members (public fields), optionally of one team",
      },
    })
    .input(paged(TeamFilter))
    .output(z.array(StaffOutput))
    .query(({ ctx, input }) => staffOf(ctx.em, input.teamId)),

  adminList: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/staff",
        protect: true,
        tags: ["staff"],
        summary: "Staff members with contact details and salary (admin), optionally of one team",
      },
    })
    .input(paged(TeamFilter))
    .output(z.array(StaffAdminOutput))
    .query(({ ctx, input }) => staffOf(ctx.em, input.teamId)),

  add: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/staff",
        protect: true,
        tags: ["staff"],
        summary: "Add a staff member (admin); salary in cents",
      },
    })
    .input(AddStaffSchema)
    .output(StaffAdminOutput)
    .mutation(async ({ ctx, input }) => {
      await requireTeam(ctx.em, input.teamId);
      const staff = ctx.em.create(Staff, {
        teamId: input.teamId ?? null,
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email.toLowerCase(),
        phone: input.phone || null,
        role: input.role,
        department: input.department ?? null,
        salary: input.salary ?? null,
        status: input.status,
        qualifications: input.qualifications || null,
        responsibilities: input.responsibilities || null,
      });
      await ctx.em.flush();
      return staff;
    }),
};
