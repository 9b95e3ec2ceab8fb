import { z } from "zod";

/** One schema for the newsletter block and `POST /api/newsletter/subscribe`; messages are i18n keys. */
export const NewsletterSchema = z.object({
  email: z.string("validation.emailInvalid").trim().min(1, "validation.emailInvalid").email("validation.emailInvalid").max(254, "validation.emailInvalid"),
  firstName: z.string().trim().max(100, "validation.tooLong").optional(),
  interests: z.array(z.string().max(50)).max(20).optional(),
});
export type NewsletterInput = z.infer<typeof NewsletterSchema>;
