import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Team } from "./team.entity";

export const Staff = defineEntity({
  name: "Staff",
  tableName: "staff",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable(),
    firstName: p.string(),
    lastName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    role: p.string(),
    department: p.string().nullable(),
    hireDate: p.date().nullable(),
    /** Cents. */
    salary: p.integer().nullable(),
    status: p.string().default("active"),
    qualifications: p.text().nullable(),
    responsibilities: p.text().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
  },
});
