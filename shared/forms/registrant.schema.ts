import { z } from "zod";
import { emailField, honeypotField, optionalPhone, requiredText } from "./common.schema";

/** Trades a player or franchise can name (spec: player registration and franchise trades). */
export const TRADE_SPECIALTIES = [
  "demolition",
  "plumbing",
  "electrical",
  "roofing",
  "engineering",
  "carpentry",
  "hvac",
  "masonry",
] as const;

/** Roles a registration creates (spec §6). */
export const REGISTRANT_ROLES = ["player", "staff", "sponsor", "franchise_manager"] as const;
export type RegistrantRole = (typeof REGISTRANT_ROLES)[number];
/** Every role an account may hold: the registrants', the spec's others and the administrator. */
export const USER_ROLES = [...REGISTRANT_ROLES, "captain", "referee", "global_company", "media", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];
/** An account's standing: pending until its registration is decided (approved or rejected); active for administrators. */
export const USER_STATUSES = ["pending", "approved", "rejected", "active"] as const;

/** The person behind every registration form: step 1 of the spec's two calls. */
export const RegistrantSchema = z.object({
  firstName: requiredText("validation.firstNameRequired"),
  lastName: requiredText("validation.lastNameRequired"),
  email: emailField("validation.invalidEmailAddress"),
  phone: optionalPhone,
});

/** `POST /api/users`: the account a registration belongs to (its id becomes the registration's userId). */
export const CreateUserSchema = RegistrantSchema.extend({
  role: z.enum(REGISTRANT_ROLES, "validation.invalid"),
  tradeSpecialty: z.enum(TRADE_SPECIALTIES, "validation.tradeSpecialtyRequired").optional(),
  homepage: honeypotField,
});
export type CreateUserInput = z.infer<typeof CreateUserSchema>;

/** Step 2 refers to the account of step 1. */
export const userIdField = z.string("validation.userRequired").uuid("validation.userRequired");
