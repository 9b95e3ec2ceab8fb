import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";

/** Outgoing mail kept in the database; sent through SMTP when SMTP_URL is set. */
export const OutboxEmail = defineEntity({
  name: "OutboxEmail",
  tableName: "email_outbox",
  properties: {
    ...baseProperties,
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
  },
});
