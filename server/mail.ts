import nodemailer from "nodemailer";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { MikroORM } from "@mikro-orm/postgresql";
import { OutboxEmail } from "../db/entities/index";
import type { Lang } from "../app/lib/i18n";

export type Mail = { to: string; subject: string; body: string; lang: Lang };

/**
 * Queues a mail in the outbox, in the caller's unit of work: it is stored with the data it confirms
 * (same transaction) and delivered after commit by `deliverOutbox`.
 */
export function queueMail(em: EntityManager, mail: Mail) {
  return em.create(OutboxEmail, { to: mail.to, subject: mail.subject, body: mail.body, language: mail.lang });
}

let transport: nodemailer.Transporter | null | undefined;
function getTransport() {
  if (transport === undefined) transport = process.env.SMTP_URL ? nodemailer.createTransport(process.env.SMTP_URL) : null;
  return transport;
}

/**
 * Sends unsent outbox mail through SMTP_URL. Without SMTP the mail stays in the outbox (admins read it
 * there) and is written to the server log. A failed send keeps the row for a later retry.
 */
export async function deliverOutbox(orm: MikroORM, limit = 20) {
  const em = orm.em.fork();
  const pending = await em.find(OutboxEmail, { sentAt: null, error: null }, { orderBy: { createdAt: "asc" }, limit });
  const smtp = getTransport();
  for (const mail of pending) {
    if (!smtp) {
      console.log(`[outbox] to=${mail.to} subject=${JSON.stringify(mail.subject)}`);
      continue;
    }
    try {
      await smtp.sendMail({ from: process.env.MAIL_FROM ?? "Trades Cup <no-reply@tradescup.example>", to: mail.to, subject: mail.subject, text: mail.body });
      mail.sentAt = new Date();
    } catch (e) {
      mail.error = e instanceof Error ? e.message : String(e);
    }
  }
  await em.flush();
}
