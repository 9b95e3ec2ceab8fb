import { z } from "zod";

import { REGISTRATION_PATHS, type RegistrationPath } from "./registration-kind";

export { REGISTRATION_PATHS, type RegistrationPath };
export const REVIEW_DECISIONS = ["approved", "rejected"] as const;

/** An admin's decision on a registration (`PATCH /api/registrations/{kind}/{id}`), with an optional note to the applicant. */
export const ReviewSchema = z.object({
  kind: z.enum(REGISTRATION_PATHS, "validation.registrationKind"),
  id: z.string("validation.invalidId").uuid("validation.invalidId"),
  status: z.enum(REVIEW_DECISIONS, "validation.reviewDecision"),
  notes: z.string().trim().max(2000, "validation.tooLong").optional(),
});
export type ReviewInput = z.infer<typeof ReviewSchema>;
