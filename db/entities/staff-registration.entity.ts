import { p } from "./base";
import { defineRegistration, registrationIndexes } from "./registration-base";

export const StaffRegistration = defineRegistration({
  name: "StaffRegistration",
  tableName: "staff_registrations",
  ...registrationIndexes("staff_registrations"),
  properties: {
    desiredRole: p.string(),
    department: p.string(),
    qualifications: p.text().nullable(),
    responsibilities: p.text().nullable(),
    experience: p.string(),
    certifications: p.text().nullable(),
    preferredTeams: p.json<string[]>().nullable(),
    availability: p.string(),
    /** Cents. */
    salaryExpectation: p.integer().nullable(),
    portfolioUrl: p.string().nullable(),
    references: p.text().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
  },
});
