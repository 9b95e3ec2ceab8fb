import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";
import { registrationIndexes, registrationProperties } from "./registration-base";

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
