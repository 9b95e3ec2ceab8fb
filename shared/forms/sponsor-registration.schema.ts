import { z } from "zod";
import { MAX, emailField, honeypotField, optionalPhone, optionalText, optionalUrl } from "./common.schema";
import { RegistrantSchema, userIdField } from "./registrant.schema";

export const SPONSORSHIP_TIERS = ["title", "presenting", "premier", "official", "supporting"] as const;
export const COMPANY_SIZES = ["startup", "small", "medium", "large", "enterprise"] as const;
/** Ranges offered for revenue and budgets (the spec leaves these inputs free; ranges keep them comparable). */
export const ANNUAL_REVENUE_RANGES = ["under_1m", "1m_10m", "10m_50m", "50m_250m", "over_250m"] as const;
export const MARKETING_BUDGET_RANGES = ["under_25k", "25k_75k", "75k_250k", "250k_500k", "over_500k"] as const;

const sponsorFields = z.object({
  companyName: requiredCompanyName(),
  sponsorshipTier: z.enum(SPONSORSHIP_TIERS, "validation.tierRequired"),
  companySize: z.enum(COMPANY_SIZES, "validation.invalid").optional(),
  website: optionalUrl,
  annualRevenue: z.enum(ANNUAL_REVENUE_RANGES, "validation.invalid").optional(),
  marketingBudget: z.enum(MARKETING_BUDGET_RANGES, "validation.invalid").optional(),
  targetAudience: optionalText(MAX.text),
  previousSponsorships: optionalText(MAX.text),
  contactPerson: optionalText(MAX.name),
  contactEmail: emailField("validation.invalidEmailAddress").optional().or(z.literal("")),
  contactPhone: optionalPhone,
  homepage: honeypotField,
});

function requiredCompanyName() {
  return z
    .string("validation.companyNameRequired")
    .trim()
    .min(1, "validation.companyNameRequired")
    .max(MAX.short, "validation.tooLong");
}

export const SponsorRegistrationFormSchema = RegistrantSchema.extend(sponsorFields.shape);
export type SponsorRegistrationFormValues = z.infer<typeof SponsorRegistrationFormSchema>;

/** `POST /api/registrations/sponsors`. */
export const SponsorRegistrationSchema = sponsorFields.extend({ userId: userIdField });
