import { defineBaseEntity, p } from "./base";

/** Contact, newsletter, report, event, feedback and support forms: one row per submission. */
export const FormSubmission = defineBaseEntity({
  name: "FormSubmission",
  tableName: "form_submissions",
  properties: {
    type: p.string(),
    email: p.string().nullable(),
    payload: p.json<Record<string, unknown>>(),
    language: p.string().default("en"),
  },
});
