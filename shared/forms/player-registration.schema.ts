import { z } from "zod";
import { ALL_COUNTRY_CODES } from "../country-regions";
import { MAX, honeypotField, optionalInt, optionalText } from "./common.schema";
import { RegistrantSchema, TRADE_SPECIALTIES, userIdField } from "./registrant.schema";

export const PLAYER_POSITIONS = ["goalkeeper", "defender", "midfielder", "forward", "any"] as const;
export const PLAYER_EXPERIENCE = ["beginner", "intermediate", "advanced", "professional"] as const;
export const PLAYER_AVAILABILITY = ["weekends", "evenings", "flexible", "limited"] as const;
export const APPAREL_SIZES = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"] as const;
/** US shoe sizes 6 to 20 in half sizes. */
export const SHOE_SIZES = Array.from({ length: 29 }, (_, i) => String(6 + i / 2));

/** What the player registration carries besides the person (spec visitor §3); the waiver must be accepted. */
export const PlayerRegistrationFields = z.object({
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
  tradeSpecialty: z.enum(TRADE_SPECIALTIES, "validation.tradeSpecialtyRequired"),
  preferredPosition: z.enum(PLAYER_POSITIONS, "validation.positionRequired"),
  experience: z.enum(PLAYER_EXPERIENCE, "validation.experienceLevelRequired"),
  availability: z.enum(PLAYER_AVAILABILITY, "validation.availabilityRequired"),
  yearsPlaying: optionalInt(0, 60, "validation.yearsPlaying"),
  medicalInfo: optionalText(MAX.text),
  previousClubs: optionalText(MAX.text),
  height: optionalText(MAX.phone),
  weight: optionalText(MAX.phone),
  measurements: optionalText(MAX.short),
  shoeSize: z.enum(SHOE_SIZES as [string, ...string[]], "validation.invalid").optional(),
  clothingSize: z.enum(APPAREL_SIZES, "validation.invalid").optional(),
  jerseySize: z.enum(APPAREL_SIZES, "validation.invalid").optional(),
  origin: z.enum(ALL_COUNTRY_CODES as [string, ...string[]], "validation.invalid").optional(),
  languageEnglish: z.boolean().default(false),
  languageSpanish: z.boolean().default(false),
  liabilityWaiver: z.literal(true, "validation.waiverRequired"),
  homepage: honeypotField,
});

export const PlayerRegistrationFormSchema = RegistrantSchema.extend(PlayerRegistrationFields.shape);
export type PlayerRegistrationFormValues = z.infer<typeof PlayerRegistrationFormSchema>;

/** `POST /api/registrations/players`. */
export const PlayerRegistrationSchema = PlayerRegistrationFields.extend({ userId: userIdField });
