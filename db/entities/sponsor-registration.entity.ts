import { p } from "./base";
import { defineRegistration, registrationIndexes } from "./registration-base";

export const SponsorRegistration = defineRegistration({
  name: "SponsorRegistration",
  tableName: "sponsor_registrations",
  ...registrationIndexes("sponsor_registrations"),
  properties: {
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
