import { defineBaseEntity, oneOf, p } from "./base";
import { Team } from "./team.entity";
import { User } from "./user.entity";
import { STAFF_STATUSES } from "@shared/forms/staff.schema";

export const Staff = defineBaseEntity({
  name: "Staff",
  tableName: "staff",
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable(),
    /** The staff member's account, when they have one: their own tasks are those assigned to this row. */
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").nullable().deleteRule("set null"),
    firstName: p.string(),
    lastName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    role: p.string(),
    department: p.string().nullable(),
    hireDate: p.date().nullable(),
    /** Cents. */
    salary: p.integer().nullable(),
    status: oneOf(STAFF_STATUSES).default("active"),
    qualifications: p.text().nullable(),
    responsibilities: p.text().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
  },
});
