import { z } from "zod";
import { MAX, emailField, honeypotField, optionalText } from "./common.schema";

/**
 * One schema for the newsletter block and modal, `POST /api/newsletter/subscribe` and
 * `POST /api/newsletter-submissions`; messages are i18n keys.
 */
/** Topics a subscriber can pick in the newsletter modal. */
export const NEWSLETTER_INTERESTS = ["results", "team_news", "events", "sponsorship", "merchandise", "trade_careers"] as const;

export const NewsletterSchema = z.object({
  email: emailField("validation.emailInvalid"),
  firstName: optionalText(MAX.name),
  interests: z
    .array(z.enum(NEWSLETTER_INTERESTS, "validation.invalid"))
    .max(NEWSLETTER_INTERESTS.length, "validation.invalid")
    .optional(),
  homepage: honeypotField,
});
