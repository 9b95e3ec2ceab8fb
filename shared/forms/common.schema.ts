import { z } from "zod";
import { dollarsToCents } from "../money";

/**
 * Building blocks shared by every visitor form schema. Messages are i18n keys; `{{field}}` in a message
 * is filled with the field's label (fields.*).
 */

/**
 * Largest value a PostgreSQL `integer` column holds. Whole-number inputs stored in one (cents, counts)
 * stop here in their schema, so an out-of-range number is a 400 naming the field, not a database error.
 */
export const INT4_MAX = 2_147_483_647;

/** Maximum lengths of free-text inputs, so no field can carry a novel or a payload. */
export const MAX = { name: 100, email: 254, phone: 40, short: 200, url: 500, text: 5000 } as const;

/**
 * The honeypot: an input people never see or reach (hidden, out of the tab order, autocomplete off)
 * that form-filling bots complete. A submission carrying it is answered as a success and dropped.
 */
export const HONEYPOT = "homepage";
export const honeypotField = z.string().max(MAX.url).optional();

/** Trimmed, lower-cased email: one spelling per address, so duplicates are found. */
export function emailField(message: string) {
  return z.string(message).trim().toLowerCase().min(1, message).max(MAX.email, message).email(message);
}

export function requiredText(message: string, max: number = MAX.name) {
  return z.string(message).trim().min(1, message).max(max, "validation.tooLong");
}

export function minText(min: number, message: string, max: number = MAX.text) {
  return z.string(message).trim().min(min, message).max(max, "validation.tooLong");
}

export function optionalText(max: number = MAX.short) {
  return z.string().trim().max(max, "validation.tooLong").optional();
}

export const optionalPhone = z
  .string()
  .trim()
  .max(MAX.phone, "validation.tooLong")
  .regex(/^[\d\s()+.\-x]*$/i, "validation.phone")
  .optional();

function isHttpUrl(value: string) {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname.includes(".");
  } catch {
    return false;
  }
}

/** An optional web address: empty, or an http(s) URL. */
export const optionalUrl = z
  .string()
  .trim()
  .max(MAX.url, "validation.tooLong")
  .refine((v) => v === "" || isHttpUrl(v), "validation.url")
  .optional();

/** An optional whole number in a range (form inputs send strings; REST sends numbers). */
export function optionalInt(min: number, max: number, message: string) {
  return z.coerce.number(message).int(message).min(min, message).max(max, message).optional();
}

const AMOUNT = /^\$?\s?(\d{1,3}(,\d{3})+|\d{1,10})(\.\d{1,2})?$/;
/** An optional amount in dollars as typed ("55000", "$55,000.50"); see typedAmountToCents. */
export const optionalDollars = z.coerce
  .string()
  .trim()
  .refine((v) => v === "" || AMOUNT.test(v), "validation.amount")
  .optional();

/** The same, for an amount stored in cents in an integer column: at most INT4_MAX cents ($21,474,836.47). */
export const optionalStorableDollars = optionalDollars.refine(
  (v) => !((typedAmountToCents(v) ?? 0) > INT4_MAX),
  "validation.numberTooLarge",
);

/** An amount as typed ("$55,000.50") → 5500050 cents; empty → null. */
export function typedAmountToCents(value: string | undefined): number | null {
  if (!value) return null;
  return dollarsToCents(Number(value.replace(/[$,\s]/g, "")));
}

/** A button that sends nothing but its intent (e.g. update team stats): the action posts an empty object. */
export const NoInputSchema = z.object({});
