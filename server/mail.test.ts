import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import { OutboxEmail } from "../db/entities/index";
import type { Database } from "../db/database";
import { createTestDatabase } from "../test/database";
import {
  MAX_ATTEMPTS,
  configureMail,
  confirmationMail,
  deliverOutbox,
  kickOutbox,
  queueMail,
  retryDelayMs,
  type MailTransport,
} from "./mail";

let db: Database;
const em = () => db.orm.em.fork() as EntityManager;

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  configureMail({ auto: true, transport: undefined });
  await db?.close();
});
beforeEach(async () => {
  configureMail({ auto: false, transport: null });
  await em().nativeDelete(OutboxEmail, {});
});

async function queue(to: string, lang: "en" | "es" = "en") {
  await em().transactional(async (tx: EntityManager) => {
    queueMail(tx, confirmationMail(lang, to, "contact", { name: "Rosa", subject: "Hi" }));
  });
}

const transport = (fail = 0) => {
  const sent: Array<{ to: string; subject: string; text: string }> = [];
  let failures = fail;
  const t: MailTransport = {
    async sendMail(m) {
      if (failures-- > 0) throw new Error("connection refused");
      sent.push(m);
    },
  };
  return { t, sent };
};

describe("confirmation mail", () => {
  it("is plain text in the visitor's language", () => {
    const es = confirmationMail("es", "a@example.com", "company", { company: "Acme <b>" });
    expect(es.subject).toBe("Acme <b>: registro recibido");
    expect(es.body).toBe(
      "Hola:\n\nGracias por registrar Acme <b> en la Trades Cup. Nuestro equipo revisará tu registro y se pondrá en contacto contigo en un plazo de 48 horas.\n\nEl equipo de la Trades Cup\nAtlanta 2026",
    );
    expect(confirmationMail("en", "a@example.com", "contact", { name: "Rosa", subject: "x" }).body).toMatch(
      /^Hello Rosa,\n\n.*within 24 hours/,
    );
  });

  it("is queued with the data it confirms: a rolled-back transaction leaves no mail", async () => {
    await expect(
      em().transactional(async (tx: EntityManager) => {
        queueMail(tx, confirmationMail("en", "gone@example.com", "feedback"));
        await tx.flush();
        throw new Error("the submission failed");
      }),
    ).rejects.toThrow("the submission failed");
    expect(await em().count(OutboxEmail)).toBe(0);
  });
});

describe("delivery without SMTP", () => {
  it("logs each mail once and keeps it in the outbox", async () => {
    await queue("one@example.com");
    await queue("two@example.com");
    const log = vi.fn();
    expect(await deliverOutbox(em(), { log })).toEqual({ sent: 0, failed: 0, logged: 2 });
    const lines = log.mock.calls.map(([l]) => l as string);
    expect(lines.filter((l) => l.includes("to=one@example.com"))).toHaveLength(1);
    expect(lines.some((l) => l.includes("SMTP_URL is not set"))).toBe(true);
    expect(await deliverOutbox(em(), { log })).toEqual({ sent: 0, failed: 0, logged: 0 });
    const rows = await em().find(OutboxEmail, {});
    expect(rows.every((r) => r.loggedAt && !r.sentAt)).toBe(true);
  });
});

describe("delivery through SMTP", () => {
  it("sends due mail once and marks it sent", async () => {
    const { t, sent } = transport();
    configureMail({ auto: false, transport: t, from: "Cup <cup@example.com>" });
    await queue("rosa@example.com", "es");
    expect(await deliverOutbox(em())).toEqual({ sent: 1, failed: 0, logged: 0 });
    expect(sent).toEqual([
      {
        from: "Cup <cup@example.com>",
        to: "rosa@example.com",
        subject: "Recibimos tu mensaje: Hi",
        text: expect.stringContaining("24 horas"),
      },
    ]);
    expect(await deliverOutbox(em())).toEqual({ sent: 0, failed: 0, logged: 0 });
    expect((await em().findOneOrFail(OutboxEmail, { to: "rosa@example.com" })).sentAt).toBeInstanceOf(Date);
  });

  it("keeps a failed mail, retries it when due and gives up after the last try", async () => {
    const { t, sent } = transport(Infinity);
    configureMail({ auto: false, transport: t });
    await queue("retry@example.com");
    const log = vi.fn();
    const start = new Date();
    expect(await deliverOutbox(em(), { now: start, log })).toMatchObject({ failed: 1 });
    let row = await em().findOneOrFail(OutboxEmail, { to: "retry@example.com" });
    expect(row).toMatchObject({ attempts: 1, error: "connection refused", sentAt: null });
    expect(row.nextAttemptAt!.getTime()).toBe(start.getTime() + retryDelayMs(1));
    // Not due yet: nothing is tried.
    expect(await deliverOutbox(em(), { now: new Date(start.getTime() + 30_000), log })).toMatchObject({ failed: 0 });

    let now = start.getTime();
    for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt++) {
      now += retryDelayMs(attempt - 1);
      expect(await deliverOutbox(em(), { now: new Date(now), log })).toMatchObject({ failed: 1 });
    }
    row = await em().findOneOrFail(OutboxEmail, { to: "retry@example.com" });
    expect(row).toMatchObject({ attempts: MAX_ATTEMPTS, nextAttemptAt: null });
    expect(await deliverOutbox(em(), { now: new Date(now + 365 * 86_400_000), log })).toMatchObject({ failed: 0, sent: 0 });
    expect(sent).toHaveLength(0);
  });

  it("delivers in the background after the commit; a failed try goes out on a later pass", async () => {
    const { t, sent } = transport(1);
    configureMail({ auto: true, transport: t });
    await queue("later@example.com");
    kickOutbox(em());
    await vi.waitFor(async () => expect((await em().findOneOrFail(OutboxEmail, { to: "later@example.com" })).attempts).toBe(1), {
      timeout: 5000,
    });
    expect(sent).toHaveLength(0);
    // The failed try is due again after retryDelayMs(1); pretend that time has come.
    await em().nativeUpdate(OutboxEmail, { to: "later@example.com" }, { nextAttemptAt: new Date(Date.now() - 1000) });
    kickOutbox(em());
    await vi.waitFor(() => expect(sent.map((m) => m.to)).toEqual(["later@example.com"]), { timeout: 5000 });
  });
});
