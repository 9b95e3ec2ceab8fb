import type { RegistrationPath } from "./forms/review.schema";
import { countryName } from "./country-regions";
import { formatCents } from "./money";

/**
 * What an applicant answered, field by field, in the order of the registration form: what the review
 * dialog and the CSV export show. Labels are the forms' own (`fields.*`); codes are shown through the
 * forms' option labels (`registrations.options.<group>.*`), countries through their CLDR names.
 * Pure: no I/O, no React; the caller passes `t`.
 */

export type AnswerValue = string | number | boolean | null;
export type AnswerFormat = "text" | "number" | "yesNo" | "cents" | "country" | "option";
export type Answer = { field: string; value: AnswerValue; format: AnswerFormat; options?: string };

type Row = Record<string, unknown>;
type Spec = { field: string; get: (r: Row) => unknown; format: AnswerFormat; options?: string };

const col = (name: string) => (r: Row) => r[name];
const detail = (name: string) => (r: Row) => (r.details as Row | null | undefined)?.[name];
const text = (field: string, get = col(field)): Spec => ({ field, get, format: "text" });
const option = (field: string, options: string, get = col(field)): Spec => ({ field, get, format: "option", options });

/** Who applied: the account of step 1, the same for every kind. */
const PERSON: Spec[] = [text("firstName"), text("lastName"), text("email"), text("phone")];

const ANSWERS: Record<RegistrationPath, Spec[]> = {
  players: [
    // The server puts the team's name beside the row: an id means nothing to a reviewer.
    text("teamId", col("teamName")),
    option("tradeSpecialty", "trades"),
    option("preferredPosition", "positions"),
    option("experience", "playerExperience", col("skillLevel")),
    option("availability", "playerAvailability"),
    { field: "yearsPlaying", get: col("yearsPlaying"), format: "number" },
    text("height", detail("height")),
    text("weight", detail("weight")),
    text("measurements", detail("measurements")),
    text("shoeSize", detail("shoeSize")),
    text("clothingSize", detail("clothingSize")),
    text("jerseySize"),
    { field: "origin", get: detail("origin"), format: "country" },
    { field: "languageEnglish", get: detail("languageEnglish"), format: "yesNo" },
    { field: "languageSpanish", get: detail("languageSpanish"), format: "yesNo" },
    text("medicalInfo"),
    text("previousClubs"),
    { field: "liabilityWaiver", get: col("agreesToTerms"), format: "yesNo" },
  ],
  staff: [
    option("department", "departments"),
    option("role", "staffRoles", col("desiredRole")),
    option("experience", "staffExperience"),
    option("availability", "staffAvailability"),
    { field: "salaryExpectation", get: col("salaryExpectation"), format: "cents" },
    text("portfolio", col("portfolioUrl")),
    text("qualifications"),
    text("responsibilities"),
    text("emergencyContact"),
    text("emergencyPhone"),
  ],
  sponsors: [
    text("companyName"),
    option("companySize", "companySizes"),
    text("website"),
    option("annualRevenue", "revenue"),
    option("sponsorshipTier", "tiers", col("desiredTier")),
    option("marketingBudget", "budget"),
    text("targetAudience"),
    text("previousSponsorships"),
    text("contactPerson"),
    text("contactEmail"),
    text("contactPhone"),
  ],
  franchises: [
    text("businessName"),
    option("tradeSpecialty", "trades"),
    text("businessLicense"),
    { field: "yearsInBusiness", get: col("yearsInBusiness"), format: "number" },
    option("businessSize", "businessSizes"),
    option("annualRevenue", "revenue"),
    text("preferredCity"),
    option("budgetCommitment", "commitment"),
    text("marketingPlan"),
    text("communityInvolvement"),
  ],
};

/** The fields a table row shows to tell applications apart at a glance. */
export const HIGHLIGHTS: Record<RegistrationPath, readonly string[]> = {
  players: ["preferredPosition", "tradeSpecialty", "teamId"],
  staff: ["role", "department"],
  sponsors: ["companyName", "sponsorshipTier"],
  franchises: ["businessName", "tradeSpecialty"],
};

function toValue(raw: unknown): AnswerValue {
  if (raw === undefined || raw === null || raw === "") return null;
  if (typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean") return raw;
  return String(raw);
}

function answersOf(specs: Spec[], row: Row): Answer[] {
  return specs.map(({ field, get, format, options }) => ({
    field,
    value: toValue(get(row)),
    format,
    ...(options ? { options } : {}),
  }));
}

/** Every answer of an application: the person (from the account) first, then the kind's form. */
export function registrationAnswers(kind: RegistrationPath, person: Row, registration: Row): Answer[] {
  return [...answersOf(PERSON, person), ...answersOf(ANSWERS[kind], registration)];
}

/** The kind's own answers only (no person), as the CSV columns and the table's highlights use them. */
export function applicationAnswers(kind: RegistrationPath, registration: Row): Answer[] {
  return answersOf(ANSWERS[kind], registration);
}

/** The fields of a kind's form, in order: the CSV's columns. */
export function applicationFields(kind: RegistrationPath): string[] {
  return ANSWERS[kind].map((s) => s.field);
}

/** The label of a field, in the caller's language. */
export const answerLabel = (field: string, t: (key: string) => string) => t(`fields.${field}`);

/** An answer as a reviewer reads it; null when the applicant left it empty. */
export function answerText(answer: Answer, t: (key: string) => string, lang: string): string | null {
  const { value } = answer;
  if (value === null) return null;
  switch (answer.format) {
    case "yesNo":
      return t(value ? "admin.answers.yes" : "admin.answers.no");
    case "cents":
      return typeof value === "number" ? formatCents(value, lang) : String(value);
    case "country":
      return countryName(String(value), lang);
    case "number":
      return new Intl.NumberFormat(lang).format(Number(value));
    case "option": {
      // A code no longer offered by the form is shown as stored rather than as a missing key.
      const key = `registrations.options.${answer.options}.${value}`;
      const label = t(key);
      return label === key ? String(value) : label;
    }
    default:
      return String(value);
  }
}
