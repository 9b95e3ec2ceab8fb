import { z } from "zod";
import { blankAsAbsent, optionalChoice, pageFields } from "./table.schema";

/*
 * Admin → Mail: the mail the platform wrote (the outbox and what was sent), a page at a time, one mail
 * read whole, and "send again".
 */

/**
 * Where a mail is: waiting in the outbox (also every mail while no SMTP server is set up), retrying after
 * a failed try, failed (every try used up), or sent.
 */
export const MAIL_STATES = ["waiting", "retrying", "failed", "sent"] as const;
export type MailState = (typeof MAIL_STATES)[number];

/** One page of the mail, newest first (`admin.mail.list`); "" means any. */
export const MailPageSchema = z.object({
  /** Part of the address or of the subject. */
  q: z.preprocess(blankAsAbsent, z.string("validation.invalid").trim().max(254, "validation.tooLong").optional()),
  state: optionalChoice(MAIL_STATES, "validation.mailState"),
  ...pageFields(20),
});
export type MailPage = z.output<typeof MailPageSchema>;

/** `GET /api/email-outbox/{id}`, `POST /api/email-outbox/{id}/resend`. */
export const MailIdSchema = z.object({ id: z.string("validation.invalidId").uuid("validation.invalidId") });
