import { p } from "./base";
import { defineRegistration, registrationIndexes } from "./registration-base";

export const FranchiseRegistration = defineRegistration({
  name: "FranchiseRegistration",
  tableName: "franchise_registrations",
  ...registrationIndexes("franchise_registrations"),
  properties: {
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
