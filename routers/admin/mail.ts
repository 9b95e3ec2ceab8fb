/**
 * Admin → Mail: the mail the platform wrote — the outbox and what was sent — newest first, a page at a
 * time; one mail read whole (without SMTP the outbox is the only copy of an invitation's link); and
 * "send again", which queues a copy of the mail and starts the sender at once.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { FilterQuery, InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { OutboxEmail } from "../../db/entities/index";
import { MAIL_STATES, MailIdSchema, MailPageSchema, type MailPage, type MailState } from "@shared/forms/mail.schema";
import { actorOf, audit } from "../../server/audit";
import { MAX_ATTEMPTS, kickOutbox, mailDelivery } from "../../server/mail";
import { adminProcedure, fail, router } from "../../server/trpc";
import { likePattern } from "./registration-table";

/**
 * A second "send again" this soon after a copy was made gets that copy, even one already sent: a double
 * click, or the same request repeated, stores one resend.
 */
export const RESEND_REPEAT_MS = 60_000;

type Mail = InferEntity<typeof OutboxEmail>;
/** A mail's columns but its body, which only `read` loads. */
type MailRow = {
  id: string;
  to: string;
  subject: string;
  language: string;
  createdAt: Date;
  sentAt?: Date | null;
  error?: string | null;
  attempts: number;
  nextAttemptAt?: Date | null;
  loggedAt?: Date | null;
  resentFromId?: string | null;
  resentBy?: string | null;
};

/** Where a mail is (shared/forms/mail.schema.ts MAIL_STATES). */
export function stateOf(m: Pick<MailRow, "sentAt" | "error" | "attempts">): MailState {
  if (m.sentAt) return "sent";
  if (m.error) return m.attempts >= MAX_ATTEMPTS ? "failed" : "retrying";
  return "waiting";
}

/** The rows in one state, as a filter (the same rules as `stateOf`). */
function stateWhere(state: MailState): FilterQuery<Mail> {
  switch (state) {
    case "sent":
      return { sentAt: { $ne: null } };
    case "failed":
      return { sentAt: null, error: { $ne: null }, attempts: { $gte: MAX_ATTEMPTS } };
    case "retrying":
      return { sentAt: null, error: { $ne: null }, attempts: { $lt: MAX_ATTEMPTS } };
    case "waiting":
      return { sentAt: null, error: null };
  }
}

const MailOutput = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  language: z.string(),
  createdAt: z.date(),
  state: z.enum(MAIL_STATES),
  sentAt: z.date().nullable(),
  /** Without SMTP: when the mail was written to the server log (it stays waiting here). */
  loggedAt: z.date().nullable(),
  attempts: z.number().int(),
  /** The next try after a failed one (retrying only). */
  nextAttemptAt: z.date().nullable(),
  /** The last try's error, while the mail is not sent. */
  error: z.string().nullable(),
  /** A copy sent again: the first mail's id, and who asked for it. */
  resentFromId: z.string().uuid().nullable(),
  resentBy: z.string().nullable(),
});
const MailWithBody = MailOutput.extend({ body: z.string() });
const MailPageOutput = z.object({
  rows: z.array(MailOutput),
  total: z.number().int(),
  /** How mail leaves: through SMTP, or (no SMTP_URL) only into the server log, the outbox keeping it. */
  delivery: z.enum(["smtp", "log"]),
});
const ResendOutput = z.object({
  /** The copy that will be sent (or was, moments ago). */
  mail: MailOutput,
  /** The copy was already there (a repeat of "send again"): nothing new was stored. */
  repeated: z.boolean(),
});

function mailOutput(m: MailRow): z.infer<typeof MailOutput> {
  const state = stateOf(m);
  return {
    id: m.id,
    to: m.to,
    subject: m.subject,
    language: m.language,
    createdAt: m.createdAt,
    state,
    sentAt: m.sentAt ?? null,
    loggedAt: m.loggedAt ?? null,
    attempts: m.attempts,
    nextAttemptAt: state === "retrying" ? (m.nextAttemptAt ?? null) : null,
    error: state === "sent" ? null : (m.error ?? null),
    resentFromId: m.resentFromId ?? null,
    resentBy: m.resentBy ?? null,
  };
}

/** One page, newest first; the outbox grows with every mail, so the page is read in the query. */
async function mailPage(em: EntityManager, input: MailPage) {
  const where: FilterQuery<Mail>[] = [];
  if (input.q) where.push({ $or: [{ to: { $ilike: likePattern(input.q) } }, { subject: { $ilike: likePattern(input.q) } }] });
  if (input.state) where.push(stateWhere(input.state));
  const [rows, total] = await em.findAndCount(OutboxEmail, where.length ? { $and: where } : {}, {
    orderBy: { createdAt: "desc", id: "desc" },
    limit: input.pageSize,
    offset: (input.page - 1) * input.pageSize,
    exclude: ["body"],
  });
  return { rows: rows.map((r) => mailOutput(r)), total, delivery: mailDelivery() };
}

/**
 * Queues a copy of the mail (of the first one, when it is itself a copy), in one transaction with its
 * audit row. A copy still waiting, or made in the last minute, is answered instead of a new one; a
 * copy that used up its tries is put back to be tried again. Two calls at once meet at the unique index
 * of waiting copies: one stores, the other answers the stored copy.
 */
async function resend(em: EntityManager, user: Parameters<typeof actorOf>[0], id: string) {
  const result = await em.transactional(async (tx) => {
    const mail = await tx.findOne(OutboxEmail, id, { exclude: ["body"] });
    if (!mail) fail("NOT_FOUND", "errors.mailNotFound");
    const firstId = mail.resentFromId ?? mail.id;
    const existing = () =>
      tx.findOne(
        OutboxEmail,
        { resentFromId: firstId, $or: [{ sentAt: null }, { createdAt: { $gte: new Date(Date.now() - RESEND_REPEAT_MS) } }] },
        { orderBy: { createdAt: "desc", id: "desc" }, exclude: ["body"] },
      );
    const asked = actorOf(user).actor;
    const found = await existing();
    if (found && stateOf(found) === "failed") {
      // Every try used up: the same copy is tried again from the start.
      tx.assign(found, { attempts: 0, error: null, nextAttemptAt: null, resentBy: asked });
      audit(tx, user, "mail.resent", { mailId: firstId, resendId: found.id, email: mail.to, subject: mail.subject });
      await tx.flush();
      return { row: found, repeated: false };
    }
    if (found) return { row: found, repeated: true };
    const copyId = randomUUID();
    const now = new Date();
    const inserted = await tx.execute<Array<{ id: string }>>(
      `insert into "email_outbox" ("id", "created_at", "updated_at", "to", "subject", "body", "language", "attempts", "resent_from_id", "resent_by")
       select ?, ?, ?, "to", "subject", "body", "language", 0, ?, ? from "email_outbox" where "id" = ?
       on conflict ("resent_from_id") where "sent_at" is null do nothing
       returning "id"`,
      [copyId, now, now, firstId, asked, mail.id],
    );
    if (!inserted.length) {
      // Another call stored the copy meanwhile.
      const theirs = await existing();
      if (!theirs) fail("CONFLICT", "errors.idempotencyInProgress");
      return { row: theirs, repeated: true };
    }
    audit(tx, user, "mail.resent", { mailId: firstId, resendId: copyId, email: mail.to, subject: mail.subject });
    await tx.flush();
    return { row: await tx.findOneOrFail(OutboxEmail, copyId, { exclude: ["body"] }), repeated: false };
  });
  if (!result.repeated) kickOutbox(em);
  return { mail: mailOutput(result.row), repeated: result.repeated };
}

export const mailProcedures = {
  mail: router({
    list: adminProcedure
      .input(MailPageSchema)
      .output(MailPageOutput)
      .query(({ ctx, input }) => mailPage(ctx.em, input)),

    read: adminProcedure
      .meta({
        openapi: {
          method: "GET",
          path: "/email-outbox/{id}",
          protect: true,
          tags: ["registrations"],
          summary:
            "One mail the platform wrote, whole: recipient, subject, text body (its links, such as an invitation's), and whether it waits, was sent or failed (admin)",
        },
      })
      .input(MailIdSchema)
      .output(MailWithBody)
      .query(async ({ ctx, input }) => {
        const mail = await ctx.em.findOne(OutboxEmail, input.id);
        if (!mail) fail("NOT_FOUND", "errors.mailNotFound");
        return { ...mailOutput(mail), body: mail.body };
      }),

    resend: adminProcedure
      .meta({
        openapi: {
          method: "POST",
          path: "/email-outbox/{id}/resend",
          protect: true,
          tags: ["registrations"],
          summary:
            "Send a mail again (admin): a copy is queued and the sender started; while a copy waits (or within a minute of one), a repeat answers that copy with `repeated: true` instead of storing another",
        },
      })
      .input(MailIdSchema)
      .output(ResendOutput)
      .mutation(({ ctx, input }) => resend(ctx.em, ctx.user, input.id)),
  }),
};
