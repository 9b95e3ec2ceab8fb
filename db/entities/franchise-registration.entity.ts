import { defineEntity } from "@mikro-orm/core";
import { p } from "./base";
import { registrationIndexes, registrationProperties } from "./registration-base";

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
