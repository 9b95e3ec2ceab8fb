import { z } from "zod";

/*
 * Pieces shared by the admin's server-paged tables (registrations, matches): the page fields, day
 * filters and the rule that a range runs forwards. Query strings send "" for a cleared filter.
 */

export const MAX_PAGE_SIZE = 100;

/** "" (a cleared filter in a query string or form) is the same as no filter. */
export const blankAsAbsent = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);

/** An optional filter value from a fixed list; "" means any. */
export const optionalChoice = <const T extends readonly [string, ...string[]]>(values: T, message: string) =>
  z.preprocess(blankAsAbsent, z.enum(values, message).optional());

/** A whole day, yyyy-mm-dd, in the event's time zone. */
export const isoDay = z.preprocess(
  blankAsAbsent,
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "validation.day")
    .refine((v) => !Number.isNaN(Date.parse(v)), "validation.day")
    .optional(),
);

/** Which page, and how many rows on it. */
export const pageFields = (defaultSize: number) => ({
  page: z.coerce.number("validation.page").int("validation.page").min(1, "validation.page").default(1),
  pageSize: z.coerce
    .number("validation.pageSize")
    .int("validation.pageSize")
    .min(1, "validation.pageSize")
    .max(MAX_PAGE_SIZE, "validation.pageSize")
    .default(defaultSize),
});

/** `to` may not come before `from` (the error, `message`, sits on `to`). */
export function checkDayRange(f: { from?: string; to?: string }, ctx: z.RefinementCtx, message = "validation.dateRange") {
  if (f.from && f.to && f.from > f.to) ctx.addIssue({ code: "custom", path: ["to"], message });
}
