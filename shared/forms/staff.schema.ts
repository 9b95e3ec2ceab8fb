import { z } from "zod";
import { dollarsToCents } from "../money";
import { INT4_MAX } from "./common.schema";

/** Spec platform §5 option lists for staff management. */
export const STAFF_ROLES = [
  "coach",
  "manager",
  "trainer",
  "equipment_manager",
  "media",
  "marketing",
  "finance",
  "operations",
] as const;
export const STAFF_DEPARTMENTS = ["technical", "medical", "administrative", "marketing", "operations"] as const;
/** Spec platform §4: staff status, active by default. */
export const STAFF_STATUSES = ["active", "inactive", "terminated"] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

const text = (max: number) => z.string().trim().max(max, "validation.tooLong");
const required = (max: number) =>
  z.string("validation.required").trim().min(1, "validation.required").max(max, "validation.tooLong");

/**
 * Add a staff member: `POST /api/staff` and the add-staff dialog. Salary travels in cents (a whole
 * number); the dialog's dollar text goes through {@link AddStaffFormSchema} first.
 */
export const AddStaffSchema = z.object({
  teamId: z.string().uuid("validation.invalidId").nullish(),
  firstName: required(80),
  lastName: required(80),
  email: z.string("validation.emailInvalid").trim().email("validation.emailInvalid").max(254, "validation.emailInvalid"),
  phone: text(40).nullish(),
  role: z.enum(STAFF_ROLES, "validation.required"),
  department: z.enum(STAFF_DEPARTMENTS, "validation.invalid").nullish(),
  salary: z
    .number("validation.invalid")
    .int("validation.invalid")
    .min(0, "validation.invalid")
    .max(INT4_MAX, "validation.numberTooLarge")
    .nullish(),
  status: z.enum(STAFF_STATUSES, "validation.invalid").default("active"),
  qualifications: text(2000).nullish(),
  responsibilities: text(2000).nullish(),
});

/** Plain dollars with at most two decimals: "1200", "1200.5", "0.99". */
const DOLLARS = /^\d{1,9}(\.\d{1,2})?$/;

/** A dollar amount typed in a form ("" → null), turned into cents as the spec says (× 100, whole number). */
export const dollarsInput = z
  .string()
  .trim()
  .refine((v) => v === "" || DOLLARS.test(v), "validation.staff.dollars")
  .transform((v) => (v === "" ? null : dollarsToCents(Number(v))))
  .refine((cents) => cents === null || cents <= INT4_MAX, "validation.numberTooLarge");

/** The add-staff dialog: the same rules, salary typed in dollars (left empty it is absent, as a posted form sends it). */
export const AddStaffFormSchema = AddStaffSchema.extend({ salary: dollarsInput.optional() });
