import { z } from "zod";
import { INT4_MAX } from "./common.schema";
import { dollarsToCents } from "../money";

/** Spec §5: franchise add-player positions. */
export const ROSTER_POSITIONS = ["Captain", "Vice Captain", "Player"] as const;
/** Spec §5: contract position choices. */
export const CONTRACT_POSITIONS = ["forward", "midfielder", "defender", "goalkeeper"] as const;
export const MAX_CONTRACT_YEARS = 5;

const optionalText = z.string().trim().max(200, "validation.tooLong").optional();

export const RosterMemberSchema = z.object({
  name: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(120, "validation.tooLong"),
  position: z.enum(ROSTER_POSITIONS, { error: "validation.required" }),
  specialty: optionalText,
  experience: optionalText,
});

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const ContractSchema = z.object({
  playerName: z.string({ error: "validation.required" }).trim().min(1, "validation.required").max(120, "validation.tooLong"),
  position: z.enum(CONTRACT_POSITIONS, { error: "validation.required" }),
  /** Cents (the form's dollars times 100). */
  baseSalary: z
    .number({ error: "validation.salary" })
    .int("validation.salary")
    .min(1, "validation.salary")
    .max(INT4_MAX, "validation.numberTooLarge"),
  durationYears: z
    .number({ error: "validation.contractDuration" })
    .int("validation.contractDuration")
    .min(1, "validation.contractDuration")
    .max(MAX_CONTRACT_YEARS, "validation.contractDuration"),
  startDate: z
    .string({ error: "validation.date" })
    .regex(DATE, "validation.date")
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), "validation.date"),
  bonuses: optionalText,
  nilDeals: optionalText,
});

const DAY = 24 * 3600 * 1000;

/** Spec: contract end date = start + duration × 365 days (not calendar years). Dates as YYYY-MM-DD, UTC. */
export function contractEndDate(startDate: string, durationYears: number): string {
  const start = new Date(`${startDate}T00:00:00Z`);
  return new Date(start.getTime() + durationYears * 365 * DAY).toISOString().slice(0, 10);
}

/** The team a franchise form writes to (a hidden field of the page's team). */
const teamId = z.string({ error: "validation.required" }).uuid("validation.invalidId");

/** The franchise page's add-player form: a roster member of the page's team. */
export const RosterFormSchema = RosterMemberSchema.extend({ teamId });

/**
 * The franchise page's new-contract form: the salary typed in dollars and sent on in cents
 * (platform spec §9: the input times 100), for the page's team.
 */
export const ContractFormSchema = ContractSchema.extend({
  teamId,
  baseSalary: z.number({ error: "validation.salary" }).transform(dollarsToCents).pipe(ContractSchema.shape.baseSalary),
});

const contractId = z.string({ error: "validation.required" }).uuid("validation.invalidId");

/** A signed contract's terms a franchise manager may change: position, pay, bonuses and NIL terms (its dates stay). */
export const ContractEditSchema = z.object({
  teamId,
  contractId,
  position: ContractSchema.shape.position,
  baseSalary: ContractSchema.shape.baseSalary,
  bonuses: optionalText,
  nilDeals: optionalText,
});

/** The edit form: the salary typed in dollars, sent on in cents. */
export const ContractEditFormSchema = ContractEditSchema.extend({
  baseSalary: z.number({ error: "validation.salary" }).transform(dollarsToCents).pipe(ContractSchema.shape.baseSalary),
});

/** Ending a contract today (it stays listed, as ended). */
export const ContractEndSchema = z.object({ teamId, contractId });

/** Most of one size a team keeps in stock; a typo of a few zeros is refused rather than stored. */
export const MAX_STOCK = 100_000;

/** A franchise manager's stock count of one size of one of their team's products. */
export const StockSchema = z.object({
  teamId,
  productId: z.string({ error: "validation.required" }).uuid("validation.invalidId"),
  variantId: z
    .string({ error: "validation.sizeRequired" })
    .trim()
    .min(1, "validation.sizeRequired")
    .max(60, "validation.tooLong"),
  stockQuantity: z
    .number({ error: "validation.stockQuantity" })
    .int("validation.stockQuantity")
    .min(0, "validation.stockQuantity")
    .max(MAX_STOCK, "validation.stockQuantity"),
});
