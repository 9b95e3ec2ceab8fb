/**
 * Admin → Mail on a real database: the mail the platform wrote, newest first and paged in the query,
 * filtered by address, subject and state; one mail read whole; "send again" stored once however often
 * and however fast it is asked (a double click, the same Idempotency-Key, calls at once), audited with
 * who asked, and sent through the outbox's own sender. Admins only; a token needs `people:read` to read
 * and `admin` to send again. Refusals are translated JSON, never a 500.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEvent, OutboxEmail } from "../../db/entities/index";
import { ADMIN, PLAYER, browser, createAccounts, signIn } from "../../test/auth";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { routeActions, sessionUser } from "../../test/route-action";
import { action as adminAction } from "../../app/routes/admin";
import type { FormFailure } from "../../app/lib/form-result";
import { configureMail, deliverOutbox, MAX_ATTEMPTS, type MailTransport } from "../../server/mail";
import type { ApiTokenScope } from "@shared/api-tokens";
import type { Context } from "../../server/trpc";
import { RESEND_REPEAT_MS } from "./mail";

let h: Harness;
let cookie: string;
let admin: NonNullable<Context["user"]>;
let player: NonNullable<Context["user"]>;

beforeAll(async () => {
  h = await startHarness();
  const accounts = await createAccounts(h.em());
  admin = sessionUser(accounts.admin);
  player = sessionUser(accounts.player);
  cookie = await signIn(h, ADMIN);
}, 120_000);
afterAll(async () => {
  configureMail({ transport: undefined, auto: true });
  await h?.close();
});

const asAdmin = (lang: "en" | "es" = "en") => h.caller({ user: admin, lang });
type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { code: string; message: string } };
  replayed: boolean;
};
async function rest(method: string, path: string, headers: Record<string, string> = browser(h, cookie)): Promise<Answer> {
  const res = await fetch(`${h.url}/api${path}`, { method, headers });
  return { status: res.status, body: await res.json(), replayed: res.headers.get("idempotent-replayed") === "true" };
}
const resend = (id: string, extra: Record<string, string> = {}) =>
  rest("POST", `/email-outbox/${id}/resend`, { ...browser(h, cookie), ...extra });

/** A mail written straight to the outbox at a given time. */
async function mail(fields: { to: string; subject?: string; body?: string; createdAt?: Date; [k: string]: unknown }) {
  const em = h.em();
  const row = em.create(OutboxEmail, { subject: "Hello", body: "Hello there", language: "en", ...fields });
  await em.flush();
  return row;
}
const copiesOf = (id: string) => h.em().find(OutboxEmail, { resentFromId: id }, { orderBy: { createdAt: "asc" } });
const resentAudits = (mailId: string) =>
  h
    .em()
    .find(AuditEvent, { action: "mail.resent" })
    .then((rows) => rows.filter((r) => (r.detail as { mailId?: string }).mailId === mailId));

/** A token the signed-in admin makes over REST. */
async function mint(scopes: ApiTokenScope[]) {
  const res = await fetch(`${h.url}/api/tokens`, {
    method: "POST",
    headers: browser(h, cookie),
    body: JSON.stringify({ name: `mail ${scopes.join("+")}`, scopes }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

describe("the list", () => {
  it("is newest first and paged in the query, without bodies; filtered by address or subject and by state", async () => {
    const start = Date.now() - 3600_000;
    for (let i = 0; i < 25; i++)
      await mail({
        to: `paged${i}@list.test`,
        subject: `Paged ${i}`,
        body: `secret body ${i}`,
        createdAt: new Date(start + i * 1000),
      });
    const first = await asAdmin().admin.mail.list({ q: "@list.test", page: 1, pageSize: 10 });
    expect(first.total).toBe(25);
    expect(first.rows.map((r) => r.to)).toEqual(Array.from({ length: 10 }, (_, i) => `paged${24 - i}@list.test`));
    expect(first.rows[0]).not.toHaveProperty("body");
    expect(first.rows[0]).toMatchObject({ state: "waiting", subject: "Paged 24", sentAt: null, resentFromId: null });
    expect(first.delivery).toBe("log");
    const last = await asAdmin().admin.mail.list({ q: "@list.test", page: 3, pageSize: 10 });
    expect(last.rows.map((r) => r.subject)).toEqual(["Paged 4", "Paged 3", "Paged 2", "Paged 1", "Paged 0"]);
    expect((await asAdmin().admin.mail.list({ q: "paged 1", pageSize: 100 })).total).toBe(11);

    // One of each state, told apart.
    await mail({ to: "sent@states.test", sentAt: new Date(), attempts: 1 });
    await mail({ to: "retrying@states.test", error: "421 try later", attempts: 2, nextAttemptAt: new Date(Date.now() + 60_000) });
    await mail({ to: "failed@states.test", error: "550 no such user", attempts: MAX_ATTEMPTS });
    await mail({ to: "waiting@states.test" });
    const states = await asAdmin().admin.mail.list({ q: "@states.test" });
    expect(Object.fromEntries(states.rows.map((r) => [r.to.split("@")[0], r.state]))).toEqual({
      sent: "sent",
      retrying: "retrying",
      failed: "failed",
      waiting: "waiting",
    });
    expect(states.rows.find((r) => r.state === "retrying")).toMatchObject({ error: "421 try later", attempts: 2 });
    expect(states.rows.find((r) => r.state === "retrying")!.nextAttemptAt).toBeInstanceOf(Date);
    for (const state of ["sent", "retrying", "failed", "waiting"] as const) {
      const only = await asAdmin().admin.mail.list({ q: "@states.test", state });
      expect(only.rows.map((r) => r.to)).toEqual([`${state}@states.test`]);
    }
  });

  it("refuses a bad page or state, translated, naming the field", async () => {
    expect(await refusal(asAdmin("es").admin.mail.list({ state: "lost" as "sent" }), "es")).toMatchObject({
      code: "BAD_REQUEST",
      fields: { state: "Elige en espera, reintentando, fallido o enviado" },
    });
    expect(await refusal(asAdmin().admin.mail.list({ pageSize: 1000 }))).toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("who may read and send again", () => {
  it("refuses nobody (401) and a non-admin (403), over tRPC and REST", async () => {
    const id = (await mail({ to: "guarded@gate.test" })).id;
    expect(await refusal(h.caller().admin.mail.list({}))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await refusal(h.caller({ user: player }).admin.mail.list({}))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(h.caller({ user: player }).admin.mail.read({ id }))).toMatchObject({ code: "FORBIDDEN" });
    expect(await refusal(h.caller({ user: player }).admin.mail.resend({ id }))).toMatchObject({ code: "FORBIDDEN" });
    expect((await rest("GET", `/email-outbox/${id}`, {})).status).toBe(401);
    const fan = browser(h, await signIn(h, PLAYER));
    const refused = await rest("GET", `/email-outbox/${id}?lang=es`, fan);
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBeTruthy();
    expect((await rest("POST", `/email-outbox/${id}/resend`, fan)).status).toBe(403);
    expect(await copiesOf(id)).toEqual([]);
  });

  it("no token reads a mail's body (its one-time links set passwords); a read token is refused the list; an admin token may send again", async () => {
    const id = (await mail({ to: "tokens@gate.test", body: "Your link: https://tradescup.example/account/invitation?token=abc" }))
      .id;
    const bearer = (token: string) => ({ authorization: `Bearer ${token}`, "content-type": "application/json" });
    const read = await mint(["read"]);
    const people = await mint(["people:read", "registrations:read"]);
    const adminToken = await mint(["admin"]);

    const listed = await fetch(`${h.url}/trpc/admin.mail.list`, { headers: bearer(read) });
    expect(listed.status).toBe(403);
    expect(await listed.text()).toContain(`\\"people:read\\"`);
    // A people:read token passes the gate (answered, not refused: 400 for the missing input).
    expect((await fetch(`${h.url}/trpc/admin.mail.list`, { headers: bearer(people) })).status).not.toBe(403);

    // The body, and so the link, stays with signed-in admins: every token is refused, whatever its scopes.
    for (const token of [read, people, adminToken]) {
      const refused = await rest("GET", `/email-outbox/${id}?lang=es`, bearer(token));
      expect(refused.status).toBe(403);
      expect(JSON.stringify(refused.body)).not.toContain("token=abc");
      const outbox = await rest("GET", `/email-outbox?to=tokens%40gate.test`, bearer(token));
      expect(outbox.status).toBe(403);
    }
    const notAdmin = await rest("POST", `/email-outbox/${id}/resend`, bearer(people));
    expect(notAdmin.status).toBe(403);
    expect(notAdmin.body.error?.message).toContain('"admin"');
    expect(await copiesOf(id)).toEqual([]);

    const sent = await rest("POST", `/email-outbox/${id}/resend`, bearer(adminToken));
    expect(sent.status).toBe(200);
    expect(await copiesOf(id)).toHaveLength(1);
    // The trail names the admin and the token the request came with.
    const [event] = await resentAudits(id);
    expect(event.actor).toBe(`Chief Admin <${ADMIN.email}> · API token "mail admin"`);
  });
});

describe("reading one mail", () => {
  it("shows the whole text body, its state, and the invitation's link", async () => {
    await asAdmin().admin.invite({
      email: "ines.invited@read.test",
      firstName: "Inés",
      lastName: "Invited",
      role: "referee",
      language: "es",
    });
    const [row] = (await asAdmin().admin.mail.list({ q: "ines.invited@read.test" })).rows;
    expect(row).toMatchObject({ to: "ines.invited@read.test", language: "es", state: "waiting" });
    const whole = await asAdmin().admin.mail.read({ id: row.id });
    expect(whole.body).toMatch(/\/account\/invitation\?token=[a-z2-7]+/);
    expect(whole.body).toContain("Inés");
    const overRest = await rest("GET", `/email-outbox/${row.id}`);
    expect(overRest.status).toBe(200);
    expect(overRest.body).toMatchObject({ id: row.id, body: whole.body, subject: row.subject, state: "waiting" });
  });

  it("answers an unknown id 404 and a malformed one 400, translated JSON, over REST and tRPC", async () => {
    const unknown = await rest("GET", `/email-outbox/${randomUUID()}?lang=es`);
    expect(unknown).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND", message: "Correo no encontrado" } } });
    const english = await rest("GET", `/email-outbox/${randomUUID()}`);
    expect(english.body.error?.message).toBe("Mail not found");
    const malformed = await rest("GET", "/email-outbox/not-an-id?lang=es");
    expect(malformed.status).toBe(400);
    expect(malformed.body.error?.code).toBe("BAD_REQUEST");
    expect(await refusal(asAdmin("es").admin.mail.read({ id: randomUUID() }), "es")).toMatchObject({
      code: "NOT_FOUND",
      message: "Correo no encontrado",
    });
    const resendUnknown = await rest("POST", `/email-outbox/${randomUUID()}/resend?lang=es`);
    expect(resendUnknown).toMatchObject({ status: 404, body: { error: { code: "NOT_FOUND", message: "Correo no encontrado" } } });
    expect((await rest("POST", "/email-outbox/%00/resend")).status).toBe(400);
  });
});

describe("send again", () => {
  it("queues one copy of the mail, audited with who asked; the same Idempotency-Key replays it; a second press answers the same copy", async () => {
    const first = await mail({
      to: "again@resend.test",
      subject: "Your invitation",
      body: "Set it here: https://x.test/a?token=1",
      language: "es",
    });
    const key = randomUUID();
    const one = await resend(first.id, { "Idempotency-Key": key });
    expect(one.status).toBe(200);
    expect(one.body).toMatchObject({
      repeated: false,
      mail: { to: "again@resend.test", subject: "Your invitation", language: "es", state: "waiting", resentFromId: first.id },
    });
    expect((one.body.mail as { resentBy: string }).resentBy).toBe(`Chief Admin <${ADMIN.email}>`);
    const two = await resend(first.id, { "Idempotency-Key": key });
    expect(two).toMatchObject({ status: 200, body: one.body, replayed: true });
    // A second press without the key (a double click on the page) gets the copy that waits.
    const three = await resend(first.id);
    expect(three.status).toBe(200);
    expect(three.body).toMatchObject({ repeated: true, mail: { id: (one.body.mail as { id: string }).id } });
    // So does the copy's own button.
    expect((await asAdmin().admin.mail.resend({ id: (one.body.mail as { id: string }).id })).repeated).toBe(true);

    const copies = await copiesOf(first.id);
    expect(copies).toHaveLength(1);
    expect(copies[0]).toMatchObject({ to: first.to, subject: first.subject, body: first.body, language: "es", attempts: 0 });
    const audits = await resentAudits(first.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id, detail: { resendId: copies[0].id, email: "again@resend.test" } });
    // The audit trail names it.
    const trail = await asAdmin().admin.auditEvents({ action: "mail.resent" });
    expect(trail.rows.find((r) => r.person === "again@resend.test")).toMatchObject({
      about: "Your invitation",
      actor: `Chief Admin <${ADMIN.email}>`,
    });
    // Newest first, the copy heads the list.
    const [top] = (await asAdmin().admin.mail.list({ q: "again@resend.test" })).rows;
    expect(top).toMatchObject({ id: copies[0].id, resentFromId: first.id });
  });

  it("stores one copy when asked at once, with and without one Idempotency-Key", async () => {
    const a = await mail({ to: "atonce@resend.test" });
    const answers = await Promise.all(Array.from({ length: 5 }, () => resend(a.id)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((r) => r.body.repeated === false)).toHaveLength(1);
    expect(new Set(answers.map((r) => (r.body.mail as { id: string }).id)).size).toBe(1);
    expect(await copiesOf(a.id)).toHaveLength(1);
    expect(await resentAudits(a.id)).toHaveLength(1);
    // The database itself holds to one waiting copy of a mail (calls at once on PostgreSQL meet there).
    await expect(mail({ to: "atonce@resend.test", resentFromId: a.id })).rejects.toThrow(/duplicate key|unique/i);

    const b = await mail({ to: "atonce-key@resend.test" });
    const key = randomUUID();
    const keyed = await Promise.all([resend(b.id, { "Idempotency-Key": key }), resend(b.id, { "Idempotency-Key": key })]);
    for (const r of keyed) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    expect(keyed.some((r) => r.status === 200)).toBe(true);
    expect(await copiesOf(b.id)).toHaveLength(1);

    // In-process calls at once (the page's form posts) meet at the database's unique index.
    const c = await mail({ to: "atonce-trpc@resend.test" });
    const calls = await Promise.all(Array.from({ length: 4 }, () => asAdmin().admin.mail.resend({ id: c.id })));
    expect(calls.filter((r) => !r.repeated)).toHaveLength(1);
    expect(await copiesOf(c.id)).toHaveLength(1);
  });

  it("makes a new copy once the last one was sent a while ago; puts back a copy that used up its tries", async () => {
    const first = await mail({ to: "later@resend.test" });
    const { mail: copy } = await asAdmin().admin.mail.resend({ id: first.id });
    // Sent within the minute: still the same copy (a double click after a fast send).
    await h.em().nativeUpdate(OutboxEmail, { id: copy.id }, { sentAt: new Date() });
    expect(await asAdmin().admin.mail.resend({ id: first.id })).toMatchObject({
      repeated: true,
      mail: { id: copy.id, state: "sent" },
    });
    // Sent longer ago: a new copy, of the first mail even when asked from the copy.
    await h.em().nativeUpdate(OutboxEmail, { id: copy.id }, { createdAt: new Date(Date.now() - RESEND_REPEAT_MS - 1000) });
    const second = await asAdmin().admin.mail.resend({ id: copy.id });
    expect(second).toMatchObject({ repeated: false, mail: { resentFromId: first.id, state: "waiting" } });
    expect(await copiesOf(first.id)).toHaveLength(2);

    // Every try used up: the same copy is tried again from the start.
    await h.em().nativeUpdate(OutboxEmail, { id: second.mail.id }, { attempts: MAX_ATTEMPTS, error: "550 mailbox full" });
    const retried = await asAdmin().admin.mail.resend({ id: first.id });
    expect(retried).toMatchObject({ repeated: false, mail: { id: second.mail.id, state: "waiting", attempts: 0, error: null } });
    expect(await copiesOf(first.id)).toHaveLength(2);
    expect(await resentAudits(first.id)).toHaveLength(3);
  });

  it("goes out through the outbox's sender", async () => {
    const sentMail: Array<{ to: string; subject: string; text: string }> = [];
    const transport: MailTransport = { sendMail: async (m) => void sentMail.push(m) };
    configureMail({ transport, auto: false });
    try {
      const first = await mail({
        to: "smtp@resend.test",
        subject: "Once more",
        body: "Body with https://x.test/link",
        sentAt: new Date(),
      });
      expect((await asAdmin().admin.mail.list({ q: "smtp@resend.test" })).delivery).toBe("smtp");
      const { mail: copy } = await asAdmin().admin.mail.resend({ id: first.id });
      await deliverOutbox(h.em(), { log: () => {}, limit: 1000 });
      expect(sentMail.filter((m) => m.to === "smtp@resend.test")).toEqual([
        expect.objectContaining({ subject: "Once more", text: "Body with https://x.test/link" }),
      ]);
      const [row] = (await asAdmin().admin.mail.list({ q: "smtp@resend.test" })).rows;
      expect(row).toMatchObject({ id: copy.id, state: "sent" });
      expect(row.sentAt).toBeInstanceOf(Date);
    } finally {
      configureMail({ transport: null, auto: true });
    }
  });
});

describe("the Mail tab's button (the admin page's action)", () => {
  it("sends again as a form post and as the enhanced JSON post; refuses a visitor (401) and an unknown mail (404, translated)", async () => {
    const first = await mail({ to: "button@resend.test" });
    const actions = routeActions(h);
    expect((await actions.form(adminAction, "/admin?tab=mail", { intent: "resendMail", id: first.id })).status).toBe(401);
    const plain = await actions.form(adminAction, "/admin?tab=mail", { intent: "resendMail", id: first.id }, { user: admin });
    expect(plain.status, JSON.stringify(plain.result)).toBe(200);
    expect(plain.result).toMatchObject({ ok: true, data: { repeated: false, mail: { resentFromId: first.id } } });
    const enhanced = await actions.json(
      adminAction,
      "/admin",
      { intent: "resendMail", input: { id: first.id } },
      { user: admin },
    );
    expect(enhanced.result).toMatchObject({ ok: true, data: { repeated: true } });
    expect(await copiesOf(first.id)).toHaveLength(1);
    const unknown = await actions.form(
      adminAction,
      "/admin?tab=mail",
      { intent: "resendMail", id: randomUUID() },
      { user: admin, lang: "es" },
    );
    expect(unknown.status).toBe(404);
    expect((unknown.result as FormFailure).message).toBe("Correo no encontrado");
    const malformed = await actions.form(adminAction, "/admin?tab=mail", { intent: "resendMail", id: "nope" }, { user: admin });
    expect(malformed.status).toBe(400);
  });
});

describe("AUTH_MODE=off", () => {
  it("names the server as who asked", async () => {
    const first = await mail({ to: "off@resend.test" });
    const { mail: copy } = await h.caller({ authMode: "off" }).admin.mail.resend({ id: first.id });
    expect(copy.resentBy).toBe("AUTH_MODE=off");
    expect((await resentAudits(first.id))[0]).toMatchObject({ actorId: null, actor: "AUTH_MODE=off" });
  });
});
