import { z } from "zod";

import { POSITIONS, SKILL_LEVELS, PLAYER_STATUSES } from "./player.options";

export { POSITIONS, SKILL_LEVELS, PLAYER_STATUSES, SKILL_PROGRESS } from "./player.options";
/** Spec §9. */
export const SQUAD_LIMIT = 25;
export const JERSEY_MIN = 1;
export const JERSEY_MAX = 99;
/** Spec: the Add Player dialog offers the first 20 free numbers (as suggestions: any free 1–99 may be typed). */
export const FREE_NUMBERS_OFFERED = 20;

const optionalText = (max: number) => z.string().trim().max(max, "validation.tooLong").optional();
const jerseyNumber = z
  .number("validation.jerseyRange")
  .int("validation.jerseyRange")
  .min(JERSEY_MIN, "validation.jerseyRange")
  .max(JERSEY_MAX, "validation.jerseyRange");

/** The players-page add form and POST /api/players. */
export const PlayerCreateSchema = z.object({
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
  firstName: z.string("validation.firstNameMin").trim().min(2, "validation.firstNameMin").max(60, "validation.tooLong"),
  lastName: z.string("validation.lastNameMin").trim().min(2, "validation.lastNameMin").max(60, "validation.tooLong"),
  email: z.string("validation.emailInvalid").trim().toLowerCase().email("validation.emailInvalid").max(254, "validation.tooLong"),
  position: z.enum(POSITIONS, "validation.positionRequired"),
  skillLevel: z.enum(SKILL_LEVELS, "validation.invalid").default("intermediate"),
  jerseyNumber: jerseyNumber.optional(),
  // A new player joins the squad: active or in reserve (release is a change made later).
  status: z.enum(["active", "inactive"], "validation.invalid").default("active"),
  phone: optionalText(40),
  height: optionalText(20),
  weight: optionalText(20),
  nationality: optionalText(60),
  tradeSpecialty: optionalText(60),
  tradeExperience: optionalText(60),
});

/** PATCH /api/players/{playerId}: any subset of the fields. */
export const PlayerUpdateSchema = PlayerCreateSchema.omit({ teamId: true })
  .partial()
  .extend({
    playerId: z.string().uuid("validation.invalidId"),
    jerseyNumber: jerseyNumber.nullable().optional(),
    // `released` removes the player from the squad (their number freed, their matches and statistics kept).
    status: z.enum(PLAYER_STATUSES, "validation.invalid").optional(),
  });

/** Player Management's Activate, Move to reserves and Remove from squad buttons: one player's status, nothing else. */
export const PlayerStatusSchema = z.object({
  playerId: z.string().uuid("validation.invalidId"),
  status: z.enum(PLAYER_STATUSES, "validation.invalid"),
});

/** Numbers 1–99 not worn by anyone in the squad (reserves keep theirs), lowest first. */
export function freeJerseyNumbers(taken: Iterable<number | null | undefined>): number[] {
  const used = new Set(taken);
  const free: number[] = [];
  for (let n = JERSEY_MIN; n <= JERSEY_MAX; n++) if (!used.has(n)) free.push(n);
  return free;
}
