import nodemailer from "nodemailer";
import type { EntityManager } from "@mikro-orm/postgresql";
import { OutboxEmail } from "../db/entities/index";
import { translate, type Lang } from "./i18n";

export type Mail = { to: string; subject: string; body: string; lang: Lang };

/**
 * Queues a mail in the outbox, in the caller's unit of work: it is stored with the data it confirms
 * (same transaction), so a rolled-back submission sends nothing and a committed one is never lost.
 * Call `kickOutbox` after the commit to deliver it.
 */
export function queueMail(em: EntityManager, mail: Mail) {
  return em.create(OutboxEmail, { to: mail.to, subject: mail.subject, body: mail.body, language: mail.lang });
}

/**
 * A confirmation in the visitor's language from `mail.<kind>.subject` / `mail.<kind>.body`, between the
 * shared greeting and signature. Plain text: whatever a visitor typed is never markup here.
 */
export function confirmationMail(
  lang: Lang,
  to: string,
  kind: string,
  vars: Record<string, unknown> & { name?: string } = {},
): Mail {
  const greeting = vars.name ? translate(lang, "mail.greetingName", { name: vars.name }) : translate(lang, "mail.greeting");
  const body = [greeting, translate(lang, `mail.${kind}.body`, vars), translate(lang, "mail.signature")].join("\n\n");
  return { to, subject: translate(lang, `mail.${kind}.subject`, vars), body, lang };
}

export type MailTransport = { sendMail(message: { from: string; to: string; subject: string; text: string }): Promise<unknown> };

/** A mail that failed this many times stays in the outbox with its error, for an admin to see. */
export const MAX_ATTEMPTS = 8;
/** While one pass sends a mail, no other instance picks it up for this long. */
const LEASE_MS = 10 * 60_000;
/** After-response checks for due mail run at most this often per process. */
const SWEEP_INTERVAL_MS = 60_000;

/** 1 min, 4 min, 16 min, ~1 h, ~4 h, then twice a day. */
export function retryDelayMs(attempts: number) {
  return Math.min(60_000 * 4 ** Math.max(0, attempts - 1), 12 * 3600_000);
}

type Settings = { auto: boolean; transport: MailTransport | null | undefined; from: string | undefined };
type PumpState = {
  running: boolean;
  again: boolean;
  lastRun: number;
  retry?: NodeJS.Timeout;
  noticeShown: boolean;
  smtpUrl?: string;
  smtp?: MailTransport | null;
};

declare global {
  // Kept on globalThis so dev reloads of server modules share one delivery loop.
  var __tradesCupMail: { settings: Settings; state: PumpState } | undefined;
}
const mail = (globalThis.__tradesCupMail ??= {
  settings: { auto: true, transport: undefined, from: undefined },
  state: { running: false, again: false, lastRun: 0, noticeShown: false },
});

/**
 * Overrides for tests: `auto: false` stops background delivery (the test calls deliverOutbox itself);
 * `transport` replaces the SMTP transport built from SMTP_URL (null: no SMTP).
 */
export function configureMail(options: Partial<Settings>) {
  Object.assign(mail.settings, options);
}

function currentTransport(): MailTransport | null {
  if (mail.settings.transport !== undefined) return mail.settings.transport;
  const url = process.env.SMTP_URL || undefined;
  if (mail.state.smtpUrl !== url || mail.state.smtp === undefined) {
    mail.state.smtpUrl = url;
    mail.state.smtp = url ? nodemailer.createTransport(url) : null;
  }
  return mail.state.smtp;
}

/** How mail leaves this server: through SMTP, or (no SMTP_URL) only into its log, the outbox keeping it for admins to read. */
export function mailDelivery(): "smtp" | "log" {
  return currentTransport() ? "smtp" : "log";
}

type Row = { id: string; to: string; subject: string; body: string; attempts: number };

/**
 * One delivery pass. With SMTP, due mail is claimed (a lease, so several instances never send the same
 * mail twice), sent, and marked sent; a failure records the error and the time of the next try. Without
 * SMTP each mail is written to the server log once and stays in the outbox, where admins read it (and
 * where it is sent from if SMTP is configured later).
 */
export async function deliverOutbox(
  em: EntityManager,
  options: { now?: Date; limit?: number; log?: (line: string) => void } = {},
) {
  const { now = new Date(), limit = 20, log = console.log } = options;
  const conn = em.getConnection();
  const transport = currentTransport();
  const result = { sent: 0, failed: 0, logged: 0 };

  if (!transport) {
    const rows = await conn.execute<Row[]>(
      `update "email_outbox" set "logged_at" = ?, "updated_at" = ? where "id" in (
         select "id" from "email_outbox" where "sent_at" is null and "logged_at" is null order by "created_at" limit ? for update skip locked)
       returning "id", "to", "subject"`,
      [now, now, limit],
    );
    if (rows.length && !mail.state.noticeShown) {
      mail.state.noticeShown = true;
      log("[mail] SMTP_URL is not set: outgoing mail is kept in the email_outbox table and logged here");
    }
    for (const row of rows) log(`[mail] outbox ${row.id} to=${row.to} subject=${JSON.stringify(row.subject)}`);
    result.logged = rows.length;
    return result;
  }

  const rows = await conn.execute<Row[]>(
    `update "email_outbox" set "attempts" = "attempts" + 1, "next_attempt_at" = ?, "updated_at" = ? where "id" in (
       select "id" from "email_outbox" where "sent_at" is null and "attempts" < ? and ("next_attempt_at" is null or "next_attempt_at" <= ?)
       order by "created_at" limit ? for update skip locked)
     returning "id", "to", "subject", "body", "attempts"`,
    [new Date(now.getTime() + LEASE_MS), now, MAX_ATTEMPTS, now, limit],
  );
  const from = mail.settings.from ?? process.env.MAIL_FROM ?? "Trades Cup <no-reply@tradescup.example>";
  for (const row of rows) {
    try {
      await transport.sendMail({ from, to: row.to, subject: row.subject, text: row.body });
      await conn.execute(
        `update "email_outbox" set "sent_at" = ?, "error" = null, "next_attempt_at" = null, "updated_at" = ? where "id" = ?`,
        [new Date(), new Date(), row.id],
      );
      result.sent++;
    } catch (e) {
      const error = e instanceof Error ? e.message : String(e);
      const next = row.attempts >= MAX_ATTEMPTS ? null : new Date(now.getTime() + retryDelayMs(row.attempts));
      await conn.execute(`update "email_outbox" set "error" = ?, "next_attempt_at" = ?, "updated_at" = ? where "id" = ?`, [
        error.slice(0, 2000),
        next,
        new Date(),
        row.id,
      ]);
      log(`[mail] sending ${row.id} failed (try ${row.attempts} of ${MAX_ATTEMPTS}): ${error}`);
      result.failed++;
    }
  }
  return result;
}

/** Arms one timer for the earliest retry that is due later, so failed mail goes out without new traffic. */
async function scheduleRetry(em: EntityManager) {
  const [row] = await em
    .getConnection()
    .execute<{ next: Date | null }[]>(
      `select min("next_attempt_at") as "next" from "email_outbox" where "sent_at" is null and "attempts" between 1 and ? and "next_attempt_at" is not null`,
      [MAX_ATTEMPTS - 1],
    );
  clearTimeout(mail.state.retry);
  if (!row?.next) return;
  const delay = Math.min(Math.max(new Date(row.next).getTime() - Date.now(), 1000), 3600_000);
  mail.state.retry = setTimeout(() => kickOutbox(em), delay);
  mail.state.retry.unref();
}

/**
 * Delivers queued mail in the background, after the caller's transaction has committed and its
 * response is on its way. Passes never overlap; a kick during a pass runs one more pass. A failure is
 * logged and retried later: the submission it confirms is already stored.
 */
export function kickOutbox(em: EntityManager) {
  if (!mail.settings.auto) return;
  if (mail.state.running) {
    mail.state.again = true;
    return;
  }
  mail.state.running = true;
  setImmediate(async () => {
    try {
      do {
        mail.state.again = false;
        await deliverOutbox(em.fork() as EntityManager);
      } while (mail.state.again);
      if (currentTransport()) await scheduleRetry(em.fork() as EntityManager);
    } catch (e) {
      console.error("[mail] delivery pass failed; the mail stays in the outbox for a later try", e);
    } finally {
      mail.state.running = false;
      mail.state.lastRun = Date.now();
      // A kick that came in after the last pass (while retries were being scheduled) is not lost.
      if (mail.state.again) {
        mail.state.again = false;
        kickOutbox(em);
      }
    }
  });
}

/**
 * Express middleware: after a response has been sent, at most once a minute, runs a delivery pass. This
 * picks up mail left by a restart or a failed try without any work at start-up.
 */
export function deliverMailAfterResponses(getEm: () => Promise<EntityManager>) {
  return (_req: unknown, res: { once(event: "finish", listener: () => void): unknown }, next: () => void) => {
    res.once("finish", () => {
      if (!mail.settings.auto || mail.state.running || Date.now() - mail.state.lastRun < SWEEP_INTERVAL_MS) return;
      mail.state.lastRun = Date.now();
      getEm().then(kickOutbox, () => undefined);
    });
    next();
  };
}
