import { z } from "zod";
import { MAX, emailField, honeypotField, minText, requiredText } from "./common.schema";

export const ISSUE_CATEGORIES = ["bug", "feature", "question", "other"] as const;
export const ISSUE_PRIORITIES = ["low", "medium", "high", "urgent"] as const;

/**
 * Issue report and technical support (spec visitor §3/§5): `POST /api/report-submissions` and
 * `POST /api/support-submissions`. The email is optional: given, it gets the confirmation and the reply.
 */
export const IssueSchema = z.object({
  title: requiredText("validation.titleRequired", MAX.short),
  description: minText(10, "validation.descriptionMin"),
  category: z.enum(ISSUE_CATEGORIES, "validation.invalid").default("other"),
  priority: z.enum(ISSUE_PRIORITIES, "validation.invalid").default("medium"),
  email: emailField("validation.validEmailRequired").optional(),
  homepage: honeypotField,
});
