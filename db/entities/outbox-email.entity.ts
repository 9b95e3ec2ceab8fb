import { defineBaseEntity, p } from "./base";

/** Outgoing mail kept in the database; sent through SMTP when SMTP_URL is set. */
export const OutboxEmail = defineBaseEntity({
  name: "OutboxEmail",
  tableName: "email_outbox",
  // The sender polls unsent mail oldest first.
  indexes: [
    {
      name: "email_outbox_pending_index",
      expression: `create index "email_outbox_pending_index" on "email_outbox" ("created_at") where "sent_at" is null`,
    },
  ],
  // One copy of a mail waits to be sent again at a time: a second "send again" gets it (routers/admin/mail.ts).
  uniques: [
    {
      name: "email_outbox_resend_waiting_unique",
      expression: `create unique index "email_outbox_resend_waiting_unique" on "email_outbox" ("resent_from_id") where "sent_at" is null`,
    },
  ],
  properties: {
    to: p.string(),
    subject: p.string(),
    body: p.text(),
    language: p.string().default("en"),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
    /** Delivery tries so far; a failed try is retried from nextAttemptAt (server/mail.ts). */
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    /** When the mail was written to the server log because no SMTP server is configured. */
    loggedAt: p.datetime().nullable(),
    /** A copy an admin asked to send again (Admin → Mail): the first mail's id, and who asked, as the audit trail names them. */
    resentFromId: p.uuid().nullable(),
    resentBy: p.string().nullable(),
  },
});
