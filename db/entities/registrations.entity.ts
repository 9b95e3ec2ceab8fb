import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Team } from "./team.entity";
import { User } from "./people.entity";

/**
 * Fields every registration kind shares: who, its review state and the terms flag. A person may apply
 * again after a rejection, so `user_id` is unique only among open (not rejected) registrations.
 */
const registrationProperties = {
  ...baseProperties,
  userId: p.manyToOne(User).mapToPk().fieldName("user_id"),
  agreesToTerms: p.boolean().default(false),
  status: p.string().default("pending"),
  submittedAt: p.datetime().onCreate(() => new Date()),
  reviewedAt: p.datetime().nullable(),
  reviewedBy: p.uuid().nullable(),
  reviewNotes: p.text().nullable(),
};

/** The admin table pages by status and submission date; the open-registration rule is a partial unique index. */
function registrationIndexes(table: string) {
  const indexes: Array<{ properties: Array<"userId" | "status" | "submittedAt"> }> = [
    { properties: ["userId"] }, { properties: ["submittedAt"] }, { properties: ["status", "submittedAt"] },
  ];
  return {
    indexes,
    uniques: [{ name: `${table}_user_id_open_unique`, expression: `create unique index "${table}_user_id_open_unique" on "${table}" ("user_id") where "status" <> 'rejected'` }],
  };
}

export const PlayerRegistration = defineEntity({
  name: "PlayerRegistration",
  tableName: "player_registrations",
  indexes: [...registrationIndexes("player_registrations").indexes, { properties: ["teamId"] }],
  uniques: registrationIndexes("player_registrations").uniques,
  properties: {
    ...registrationProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id").nullable(),
    preferredPosition: p.string(),
    skillLevel: p.string(),
    yearsPlaying: p.integer().nullable(),
    tradeSpecialty: p.string(),
    tradeExperience: p.string().nullable(),
    preferredTeams: p.json<string[]>().nullable(),
    availability: p.string(),
    medicalInfo: p.text().nullable(),
    previousClubs: p.text().nullable(),
    references: p.text().nullable(),
    jerseySize: p.string().nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
  },
});

export const StaffRegistration = defineEntity({
  name: "StaffRegistration",
  tableName: "staff_registrations",
  ...registrationIndexes("staff_registrations"),
  properties: {
    ...registrationProperties,
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

export const SponsorRegistration = defineEntity({
  name: "SponsorRegistration",
  tableName: "sponsor_registrations",
  ...registrationIndexes("sponsor_registrations"),
  properties: {
    ...registrationProperties,
    companyName: p.string(),
    industry: p.string().nullable(),
    companySize: p.string().nullable(),
    website: p.string().nullable(),
    annualRevenue: p.string().nullable(),
    desiredTier: p.string(),
    marketingBudget: p.string().nullable(),
    sponsorshipGoals: p.text().nullable(),
    targetAudience: p.text().nullable(),
    previousSponsorships: p.text().nullable(),
    logoUrl: p.string().nullable(),
    marketingMaterials: p.text().nullable(),
    contactPerson: p.string().nullable(),
    contactEmail: p.string().nullable(),
    contactPhone: p.string().nullable(),
  },
});

export const FranchiseRegistration = defineEntity({
  name: "FranchiseRegistration",
  tableName: "franchise_registrations",
  ...registrationIndexes("franchise_registrations"),
  properties: {
    ...registrationProperties,
    businessName: p.string(),
    tradeSpecialty: p.string(),
    businessLicense: p.string().nullable(),
    yearsInBusiness: p.integer().nullable(),
    businessSize: p.string().nullable(),
    annualRevenue: p.string().nullable(),
    teamName: p.string().nullable(),
    preferredCity: p.string().nullable(),
    budgetCommitment: p.string().nullable(),
    marketingPlan: p.text().nullable(),
    communityInvolvement: p.text().nullable(),
    businessReferences: p.text().nullable(),
    businessDocuments: p.json<string[]>().nullable(),
  },
});
