import { z } from "zod";
import { MAX, honeypotField, optionalInt, optionalText } from "./common.schema";
import { RegistrantSchema, TRADE_SPECIALTIES, userIdField } from "./registrant.schema";
import { ANNUAL_REVENUE_RANGES } from "./sponsor-registration.schema";

export const BUSINESS_SIZES = ["solo", "small", "medium", "large"] as const;
export const BUDGET_COMMITMENT_RANGES = ["under_50k", "50k_100k", "100k_250k", "250k_500k", "over_500k"] as const;

const franchiseFields = z.object({
  businessName: z
    .string("validation.businessNameRequired")
    .trim()
    .min(1, "validation.businessNameRequired")
    .max(MAX.short, "validation.tooLong"),
  businessLicense: optionalText(MAX.name),
  yearsInBusiness: optionalInt(0, 300, "validation.yearsInBusiness"),
  businessSize: z.enum(BUSINESS_SIZES, "validation.invalid").optional(),
  annualRevenue: z.enum(ANNUAL_REVENUE_RANGES, "validation.invalid").optional(),
  preferredCity: optionalText(MAX.name),
  budgetCommitment: z.enum(BUDGET_COMMITMENT_RANGES, "validation.invalid").optional(),
  marketingPlan: optionalText(MAX.text),
  communityInvolvement: optionalText(MAX.text),
  homepage: honeypotField,
});

const tradeSpecialty = z.enum(TRADE_SPECIALTIES, "validation.tradeSpecialtyRequired");

/** The form asks the trade with the person (the spec's step 1 sends it with the user). */
export const FranchiseRegistrationFormSchema = RegistrantSchema.extend({ tradeSpecialty, ...franchiseFields.shape });
export type FranchiseRegistrationFormValues = z.infer<typeof FranchiseRegistrationFormSchema>;

/**
 * `POST /api/registrations/franchises`. The trade comes from the account of step 1; a partner may
 * also send it here.
 */
export const FranchiseRegistrationSchema = franchiseFields.extend({
  userId: userIdField,
  tradeSpecialty: tradeSpecialty.optional(),
});
