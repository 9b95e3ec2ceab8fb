import { z } from "zod";
import { MAX, emailField, honeypotField, minText, requiredText } from "./common.schema";

/** Contact form (spec visitor §3/§5): `POST /api/contact-submissions`. */
export const ContactSchema = z.object({
  name: requiredText("validation.nameRequired"),
  email: emailField("validation.validEmailRequired"),
  subject: requiredText("validation.subjectRequired", MAX.short),
  message: minText(10, "validation.messageMin"),
  homepage: honeypotField,
});

/** Feedback: the contact fields; the subject defaults to "Feedback". `POST /api/feedback-submissions`. */
export const FeedbackSchema = ContactSchema.extend({
  subject: requiredText("validation.subjectRequired", MAX.short).default("Feedback"),
});
