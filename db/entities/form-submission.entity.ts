import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";

/** Contact, newsletter, report, event, feedback and support forms: one row per submission. */
export const FormSubmission = defineEntity({
  name: "FormSubmission",
  tableName: "form_submissions",
  properties: {
    ...baseProperties,
    type: p.string(),
    email: p.string().nullable(),
    payload: p.json<Record<string, unknown>>(),
    language: p.string().default("en"),
  },
});
