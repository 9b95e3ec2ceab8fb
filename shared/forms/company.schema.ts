import { z } from "zod";
import { COMPANY_REGIONS, isCountryInRegion } from "../country-regions";
import { MAX, emailField, honeypotField, minText, optionalInt, optionalPhone, optionalText, optionalUrl } from "./common.schema";

export const INDUSTRIES = [
  "construction",
  "electrical",
  "plumbing",
  "hvac",
  "carpentry",
  "welding",
  "automotive",
  "manufacturing",
  "mining",
  "oil_gas",
  "telecommunications",
  "transportation",
  "agriculture",
  "food_service",
  "healthcare_trades",
  "marine_trades",
  "aerospace",
  "renewable_energy",
  "other",
] as const;
export const COMPANY_TYPES = ["sponsor", "participant", "both"] as const;
export const GLOBAL_REACH = ["local", "national", "international", "global"] as const;
export const COMPANY_TIERS = ["title", "premium", "standard"] as const;
export const COMPANY_LANGUAGES = ["en", "es", "fr", "de", "zh", "pt", "ja"] as const;
export const COMPETITION_LEVELS = ["recreational", "semi_professional", "professional"] as const;

/** Spec platform §9: the form's starting values. */
export const COMPANY_DEFAULTS = {
  companyType: "sponsor",
  globalReach: "national",
  tier: "standard",
  country: "CA",
  region: "NA",
  canCompete: false,
  preferredLanguage: "en",
} as const;

const YEAR_NOW = new Date().getUTCFullYear();

/** Global company registration (spec platform §3 payload, §5 rules): `POST /api/sponsors`. */
export const CompanyRegistrationSchema = z
  .object({
    name: minText(2, "validation.companyNameMin", MAX.short),
    industry: z.enum(INDUSTRIES, "validation.industryRequired"),
    tradeSpecialty: optionalText(MAX.name),
    region: z.enum(COMPANY_REGIONS, "validation.regionRequired"),
    /** ISO 3166-1 alpha-2 code of a country in the region. */
    country: z
      .string("validation.countryRequired")
      .trim()
      .min(2, "validation.countryRequired")
      .max(2, "validation.countryRequired"),
    companyType: z.enum(COMPANY_TYPES, "validation.invalid").default(COMPANY_DEFAULTS.companyType),
    globalReach: z.enum(GLOBAL_REACH, "validation.invalid").default(COMPANY_DEFAULTS.globalReach),
    employeeCount: optionalInt(1, 10_000_000, "validation.employeeCount"),
    yearFounded: optionalInt(1800, YEAR_NOW, "validation.yearFounded"),
    tier: z.enum(COMPANY_TIERS, "validation.invalid").default(COMPANY_DEFAULTS.tier),
    websiteUrl: optionalUrl,
    description: minText(10, "validation.descriptionMin"),
    contactEmail: emailField("validation.validEmail"),
    contactPhone: optionalPhone,
    preferredLanguage: z.enum(COMPANY_LANGUAGES, "validation.invalid").default(COMPANY_DEFAULTS.preferredLanguage),
    canCompete: z.boolean("validation.invalid").default(false),
    teamInterest: optionalText(MAX.short),
    competitionLevel: z.enum(COMPETITION_LEVELS, "validation.invalid").optional(),
    homepage: honeypotField,
  })
  // The country must be one of the region's; checked even when other fields are wrong, so all messages show at once.
  .refine(
    (value: { country?: unknown; region?: unknown }) =>
      typeof value.country !== "string" || !value.country || isCountryInRegion(value.country, String(value.region)),
    {
      path: ["country"],
      message: "validation.countryRequired",
      when: ({ value }: { value: unknown }) => typeof value === "object" && value !== null,
    },
  );
