import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import { i18nFor, type Lang } from "../../server/i18n";
import { validateForm } from "../../app/lib/forms";
import { CompanyRegistrationSchema } from "./company.schema";
import { ContactSchema, FeedbackSchema } from "./contact.schema";
import { EventRegistrationSchema } from "./event.schema";
import { FranchiseRegistrationFormSchema } from "./franchise-registration.schema";
import { IssueSchema } from "./issue.schema";
import { NewsletterSchema } from "./newsletter.schema";
import { PlayerRegistrationFormSchema } from "./player-registration.schema";
import { CreateUserSchema } from "./registrant.schema";
import { SponsorRegistrationFormSchema } from "./sponsor-registration.schema";
import { StaffRegistrationFormSchema, STAFF_ROLES_BY_DEPARTMENT, rolesOf } from "./staff-registration.schema";
import { typedAmountToCents } from "./common.schema";

const errors = (schema: ZodType, values: unknown, lang: Lang) => validateForm(schema, values, i18nFor(lang).t).errors;

/** Each schema, an invalid submission, and the messages it must give in both languages (spec wording in en). */
const CASES: Array<{ name: string; schema: ZodType; values: unknown; en: Record<string, string>; es: Record<string, string> }> = [
  {
    name: "player registration",
    schema: PlayerRegistrationFormSchema,
    values: { email: "x", liabilityWaiver: false },
    en: {
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      teamId: "Team is required",
      tradeSpecialty: "Trade specialty is required",
      preferredPosition: "Position is required",
      experience: "Experience level is required",
      availability: "Availability is required",
      liabilityWaiver: "You must acknowledge the liability waiver to participate",
    },
    es: {
      firstName: "El nombre es obligatorio",
      lastName: "El apellido es obligatorio",
      email: "Dirección de correo electrónico no válida",
      teamId: "El equipo es obligatorio",
      tradeSpecialty: "La especialidad de oficio es obligatoria",
      preferredPosition: "La posición es obligatoria",
      experience: "El nivel de experiencia es obligatorio",
      availability: "La disponibilidad es obligatoria",
      liabilityWaiver: "Debes aceptar la exención de responsabilidad para participar",
    },
  },
  {
    name: "staff registration",
    schema: StaffRegistrationFormSchema,
    values: {
      firstName: "A",
      lastName: "B",
      email: "a@b.co",
      department: "medical",
      role: "head_coach",
      experience: "x",
      availability: "x",
    },
    en: {
      role: "Choose a role of the selected department",
      experience: "Experience is required",
      availability: "Availability is required",
    },
    es: {
      role: "Elige un cargo del departamento seleccionado",
      experience: "La experiencia es obligatoria",
      availability: "La disponibilidad es obligatoria",
    },
  },
  {
    name: "staff registration without a department",
    schema: StaffRegistrationFormSchema,
    values: { firstName: "A", lastName: "B", email: "a@b.co", experience: "expert", availability: "seasonal" },
    en: { department: "Department is required", role: "Role is required" },
    es: { department: "El departamento es obligatorio", role: "El cargo es obligatorio" },
  },
  {
    name: "sponsor registration",
    schema: SponsorRegistrationFormSchema,
    values: { firstName: "A", lastName: "B", email: "a@b.co", website: "ftp://x" },
    en: {
      companyName: "Company name is required",
      sponsorshipTier: "Sponsorship tier is required",
      website: "Please enter a web address starting with http:// or https://",
    },
    es: {
      companyName: "El nombre de la empresa es obligatorio",
      sponsorshipTier: "El nivel de patrocinio es obligatorio",
      website: "Introduce una dirección web que empiece por http:// o https://",
    },
  },
  {
    name: "franchise registration",
    schema: FranchiseRegistrationFormSchema,
    values: { firstName: "A", lastName: "B", email: "a@b", yearsInBusiness: "-1" },
    en: {
      email: "Invalid email address",
      businessName: "Business name is required",
      tradeSpecialty: "Trade specialty is required",
      yearsInBusiness: "Years in business must be a whole number from 0 to 300",
    },
    es: {
      email: "Dirección de correo electrónico no válida",
      businessName: "El nombre del negocio es obligatorio",
      tradeSpecialty: "La especialidad de oficio es obligatoria",
      yearsInBusiness: "Los años en el negocio deben ser un número entero de 0 a 300",
    },
  },
  {
    name: "account (step 1)",
    schema: CreateUserSchema,
    values: { firstName: " ", lastName: "B", email: "a@b.co", role: "admin" },
    en: { firstName: "First name is required", role: "Role is not valid" },
    es: { firstName: "El nombre es obligatorio", role: "Cargo no es válido" },
  },
  {
    name: "company registration",
    schema: CompanyRegistrationSchema,
    values: { name: "A", description: "too short", contactEmail: "nope", region: "NA", country: "CA" },
    en: {
      name: "Company name must be at least 2 characters",
      industry: "Please select an industry",
      description: "Description must be at least 10 characters",
      contactEmail: "Please enter a valid email",
    },
    es: {
      name: "El nombre de la empresa debe tener al menos 2 caracteres",
      industry: "Selecciona un sector",
      description: "La descripción debe tener al menos 10 caracteres",
      contactEmail: "Introduce un correo electrónico válido",
    },
  },
  {
    name: "company registration with a country outside its region",
    schema: CompanyRegistrationSchema,
    values: {
      name: "A",
      industry: "other",
      description: "A long enough text",
      contactEmail: "a@b.co",
      region: "NA",
      country: "FR",
    },
    en: { name: "Company name must be at least 2 characters", country: "Please select a country" },
    es: { name: "El nombre de la empresa debe tener al menos 2 caracteres", country: "Selecciona un país" },
  },
  {
    name: "company registration without a region",
    schema: CompanyRegistrationSchema,
    values: { name: "Acme", industry: "other", description: "A long enough text", contactEmail: "a@b.co" },
    en: { region: "Please select a region", country: "Please select a country" },
    es: { region: "Selecciona una región", country: "Selecciona un país" },
  },
  {
    name: "contact",
    schema: ContactSchema,
    values: { email: "x", message: "short" },
    en: {
      name: "Name is required",
      email: "Valid email is required",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    },
    es: {
      name: "El nombre es obligatorio",
      email: "Se requiere un correo electrónico válido",
      subject: "El asunto es obligatorio",
      message: "El mensaje debe tener al menos 10 caracteres",
    },
  },
  {
    name: "feedback",
    schema: FeedbackSchema,
    values: { name: "A", email: "a@b.co", subject: "", message: "long enough message" },
    en: { subject: "Subject is required" },
    es: { subject: "El asunto es obligatorio" },
  },
  {
    name: "report and support",
    schema: IssueSchema,
    values: { description: "short", priority: "whenever" },
    en: {
      title: "Title is required",
      description: "Description must be at least 10 characters",
      priority: "Priority is not valid",
    },
    es: {
      title: "El título es obligatorio",
      description: "La descripción debe tener al menos 10 caracteres",
      priority: "Prioridad no es válido",
    },
  },
  {
    name: "event registration",
    schema: EventRegistrationSchema,
    values: { attendeeCount: 0, email: "x" },
    en: {
      eventId: "Event selection is required",
      attendeeCount: "At least 1 attendee required",
      email: "Valid email is required",
    },
    es: {
      eventId: "La selección del evento es obligatoria",
      attendeeCount: "Se requiere al menos 1 asistente",
      email: "Se requiere un correo electrónico válido",
    },
  },
  {
    name: "newsletter",
    schema: NewsletterSchema,
    values: { email: "no-at-sign", interests: ["gossip"] },
    en: { email: "Please enter a valid email address", "interests.0": "interests.0 is not valid" },
    es: { email: "Introduce un correo electrónico válido", "interests.0": "interests.0 no es válido" },
  },
];

describe("form schemas give one message per field, in English and Spanish", () => {
  for (const c of CASES) {
    it(c.name, () => {
      expect(errors(c.schema, c.values, "en")).toEqual(c.en);
      expect(errors(c.schema, c.values, "es")).toEqual(c.es);
    });
  }
});

describe("normalisation", () => {
  it("trims and lower-cases emails and applies the spec's defaults", () => {
    const contact = ContactSchema.parse({
      name: " Rosa ",
      email: "  Rosa@Example.COM ",
      subject: "Hi",
      message: "A long enough message",
    });
    expect(contact).toMatchObject({ name: "Rosa", email: "rosa@example.com" });
    expect(FeedbackSchema.parse({ name: "R", email: "r@example.com", message: "A long enough message" }).subject).toBe(
      "Feedback",
    );
    expect(IssueSchema.parse({ title: "T", description: "Long enough text" })).toMatchObject({
      category: "other",
      priority: "medium",
    });
    expect(
      CompanyRegistrationSchema.parse({
        name: "Acme",
        industry: "other",
        region: "NA",
        country: "CA",
        description: "Long enough text",
        contactEmail: "a@b.co",
      }),
    ).toMatchObject({
      companyType: "sponsor",
      globalReach: "national",
      tier: "standard",
      preferredLanguage: "en",
      canCompete: false,
    });
  });

  it("reads salary amounts as typed, in cents", () => {
    expect(typedAmountToCents("55000")).toBe(5_500_000);
    expect(typedAmountToCents("$55,000.50")).toBe(5_500_050);
    expect(typedAmountToCents("")).toBeNull();
    expect(typedAmountToCents(undefined)).toBeNull();
  });

  it("has complete role lists for the nine departments, each including the spec's examples", () => {
    expect(Object.keys(STAFF_ROLES_BY_DEPARTMENT)).toHaveLength(9);
    for (const roles of Object.values(STAFF_ROLES_BY_DEPARTMENT)) expect(roles.length).toBeGreaterThanOrEqual(7);
    const examples = {
      technical: "head_coach",
      medical: "team_doctor",
      administrative: "general_manager",
      marketing: "marketing_manager",
      operations: "equipment_manager",
      technology: "it_manager",
      youth_development: "youth_director",
      trade_integration: "trade_liaison",
      media_production: "media_director",
    };
    for (const [department, role] of Object.entries(examples)) expect(rolesOf(department)).toContain(role);
    for (const lang of ["en", "es"] as const) {
      const t = i18nFor(lang).t;
      for (const role of Object.values(STAFF_ROLES_BY_DEPARTMENT).flat())
        expect(t(`registrations.options.staffRoles.${role}`)).not.toMatch(/^registrations\./);
    }
  });
});
