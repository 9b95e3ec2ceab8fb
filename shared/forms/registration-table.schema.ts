import { z } from "zod";
import { REGISTRATION_PATHS, REVIEW_DECISIONS } from "./review.schema";
import { MAX_PAGE_SIZE, blankAsAbsent, checkDayRange, isoDay, optionalChoice, pageFields } from "./table.schema";

export { MAX_PAGE_SIZE };
export const REGISTRATION_STATUSES = ["pending", "approved", "rejected"] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];
/** How many registrations one bulk decision may cover: one page of the table at its largest. */
export const MAX_BULK = MAX_PAGE_SIZE;

const filterFields = {
  kind: z.enum(REGISTRATION_PATHS, "validation.registrationKind"),
  /** Part of a name, an email, or a company or business name. */
  q: z.preprocess(blankAsAbsent, z.string().trim().max(100, "validation.tooLong").optional()),
  status: optionalChoice(REGISTRATION_STATUSES, "validation.registrationStatus"),
  /** Only player registrations name a team. */
  teamId: z.preprocess(blankAsAbsent, z.string().uuid("validation.invalidId").optional()),
  /** Submitted on or after this day / on or before this day (yyyy-mm-dd, in the event's time zone). */
  from: isoDay,
  to: isoDay,
};

type Filter = { kind: string; teamId?: string; from?: string; to?: string };
function checkFilter(f: Filter, ctx: z.RefinementCtx) {
  if (f.teamId && f.kind !== "players")
    ctx.addIssue({ code: "custom", path: ["teamId"], message: "validation.teamFilterPlayersOnly" });
  checkDayRange(f, ctx);
}

/** The filters of one kind's registration table, shared by the page, the CSV export and the form. */
export const RegistrationFilterSchema = z.object(filterFields).superRefine(checkFilter);
export type RegistrationFilter = z.infer<typeof RegistrationFilterSchema>;

/** One page of a kind's registration table (`GET /api/admin/registrations/{kind}`). */
export const RegistrationPageSchema = z
  .object({
    ...filterFields,
    ...pageFields(20),
  })
  .superRefine(checkFilter);

/** Approve or reject several registrations of one kind at once, with one optional note to every applicant. */
export const BulkReviewSchema = z.object({
  kind: z.enum(REGISTRATION_PATHS, "validation.registrationKind"),
  ids: z
    .array(z.string("validation.invalidId").uuid("validation.invalidId"), "validation.bulkIds")
    .min(1, "validation.bulkIds")
    .max(MAX_BULK, "validation.bulkTooMany"),
  status: z.enum(REVIEW_DECISIONS, "validation.reviewDecision"),
  notes: z.string().trim().max(2000, "validation.tooLong").optional(),
});
export type BulkReviewInput = z.infer<typeof BulkReviewSchema>;

/** One registration, for the review dialog. */
export const RegistrationRefSchema = z.object({
  kind: z.enum(REGISTRATION_PATHS, "validation.registrationKind"),
  id: z.string("validation.invalidId").uuid("validation.invalidId"),
});

/** Listing or unlisting a company in the sponsor directory (the registrations tab's button). */
/** A button's hidden field posts "true"/"false" (app/components/forms/use-intent.tsx); JSON sends a boolean. */
const postedBoolean = z.preprocess((v) => (v === "true" ? true : v === "false" ? false : v), z.boolean());
export const CompanyListedSchema = z.object({ id: z.string().uuid("validation.invalidId"), isActive: postedBoolean });
