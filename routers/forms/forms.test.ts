import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FormSubmission, NewsletterSubscription, OutboxEmail } from "../../db/entities/index";
import { configureMail } from "../../server/mail";
import { RATE_LIMITS } from "../../server/rate-limits";
import { startHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  configureMail({ auto: false, transport: null });
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** A REST answer: the resource, or the error envelope. */
type ApiBody = Record<string, unknown> & {
  id: string;
  error: { code: string; message: string; fields?: Record<string, string> };
};

let seq = 0;
const uniqueEmail = (name: string) => `${name}-${Date.now()}-${++seq}@example.com`;

async function post(path: string, body: unknown, lang = "en") {
  const res = await fetch(`${h.url}/api${path}?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}
const outboxFor = (to: string) => h.em().find(OutboxEmail, { to });

describe("each visitor form is stored and confirmed by mail in the visitor's language", () => {
  it("contact promises a reply within 24 hours", async () => {
    const email = uniqueEmail("contact");
    const res = await post("/contact-submissions", {
      name: "Rosa",
      email: ` ${email.toUpperCase()} `,
      subject: "Tickets",
      message: "When do tickets go on sale?",
    });
    expect(res.status).toBe(200);
    const row = await h.em().findOneOrFail(FormSubmission, { id: res.body.id });
    expect(row).toMatchObject({
      type: "contact",
      email,
      language: "en",
      payload: { name: "Rosa", subject: "Tickets", message: "When do tickets go on sale?" },
    });
    const [mail] = await outboxFor(email);
    expect(mail.subject).toBe("We received your message: Tickets");
    expect(mail.body).toContain("We'll respond within 24 hours.");
  });

  it("feedback defaults its subject to Feedback; Spanish visitors get Spanish mail", async () => {
    const email = uniqueEmail("feedback");
    const res = await post("/feedback-submissions", { name: "Rosa", email, message: "Great tournament site!" }, "es");
    expect(res.status).toBe(200);
    expect((await h.em().findOneOrFail(FormSubmission, { id: res.body.id })).payload).toMatchObject({ subject: "Feedback" });
    expect((await outboxFor(email))[0]).toMatchObject({ subject: "Gracias por tus comentarios", language: "es" });
  });

  it("report, support and event are stored; they mail only when an email is given", async () => {
    const email = uniqueEmail("support");
    const report = await post("/report-submissions", {
      title: "Broken link",
      description: "The footer link to the bracket is broken.",
      category: "bug",
      priority: "high",
    });
    expect(report.status).toBe(200);
    expect(await h.em().findOneOrFail(FormSubmission, { id: report.body.id })).toMatchObject({
      email: null,
      payload: { category: "bug", priority: "high" },
    });
    const support = await post("/support-submissions", {
      title: "Cannot pay",
      description: "The card form does not load for me.",
      email,
    });
    expect(support.status).toBe(200);
    expect(await h.em().findOneOrFail(FormSubmission, { id: support.body.id })).toMatchObject({
      payload: { category: "other", priority: "medium" },
    });
    expect((await outboxFor(email))[0].subject).toBe("Support request received: Cannot pay");

    const eventEmail = uniqueEmail("event");
    const event = await post("/event-submissions", { eventId: "final", attendeeCount: "4", email: eventEmail }, "es");
    expect(event.status).toBe(200);
    expect((await outboxFor(eventEmail))[0].subject).toBe("Registro al evento recibido: Final");
  });

  it("the newsletter modal stores its form; the subscription confirms once and refuses a duplicate in any case", async () => {
    const email = uniqueEmail("news");
    const form = await post("/newsletter-submissions", { email, firstName: "Ivy", interests: ["results", "events"] });
    expect(form.status).toBe(200);
    expect(await h.em().findOneOrFail(FormSubmission, { id: form.body.id })).toMatchObject({
      type: "newsletter",
      payload: { interests: ["results", "events"] },
    });
    expect(
      (await post("/newsletter/subscribe", { email: email.toUpperCase(), firstName: "Ivy", interests: ["results"] })).status,
    ).toBe(200);
    expect(await h.em().findOneOrFail(NewsletterSubscription, { email })).toMatchObject({
      firstName: "Ivy",
      preferences: ["results"],
    });
    const dup = await post("/newsletter/subscribe", { email: ` ${email} ` });
    expect(dup).toEqual({ status: 409, body: { error: { code: "CONFLICT", message: "Email already subscribed" } } });
    const mails = await outboxFor(email);
    expect(mails.map((m) => m.subject)).toEqual(["Welcome to the Trades Cup newsletter"]);
  });
});

describe("bad input", () => {
  it("is refused with one message per field, in English and Spanish", async () => {
    const en = await post("/contact-submissions", { email: "nope", message: "short" });
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({
      name: "Name is required",
      email: "Valid email is required",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
    });
    const es = await post("/report-submissions", { description: "short", category: "spam" }, "es");
    expect(es.body.error.fields).toEqual({
      title: "El título es obligatorio",
      description: "La descripción debe tener al menos 10 caracteres",
      category: "Categoría no es válido",
    });
  });

  it("caps text lengths", async () => {
    const res = await post("/contact-submissions", {
      name: "A",
      email: "a@example.com",
      subject: "S",
      message: "x".repeat(5001),
    });
    expect(res.body.error.fields).toEqual({ message: "Message is too long" });
  });

  it("stores markup as the text it is", async () => {
    const message = `<script>alert("x")</script><b>hi</b> & more`;
    const res = await post("/feedback-submissions", { name: "<i>Eve</i>", email: uniqueEmail("html"), message });
    expect((await h.em().findOneOrFail(FormSubmission, { id: res.body.id })).payload).toMatchObject({
      name: "<i>Eve</i>",
      message,
    });
  });

  it("a filled honeypot gets a success answer and stores nothing", async () => {
    const before = await h.em().count(FormSubmission);
    const res = await post("/contact-submissions", {
      name: "Bot",
      email: "bot@example.com",
      subject: "Buy",
      message: "Cheap watches here",
      homepage: "http://spam.example",
    });
    expect(res.status).toBe(200);
    expect(await h.em().count(FormSubmission)).toBe(before);
  });

  it("one address past the limit of a form gets a 429 with a translated message", async () => {
    const bot = { title: "Spam", description: "Spam spam spam spam", homepage: "x" };
    // One support request was sent above: the limit is reached after limit - 1 more.
    for (let i = 1; i < RATE_LIMITS.form.max; i++) expect((await post("/support-submissions", bot)).status).toBe(200);
    const limited = await post("/support-submissions", bot, "es");
    expect(limited.status).toBe(429);
    expect(limited.body.error.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.body.error.message).toMatch(/^Demasiadas solicitudes\. Espera \d+ segundos/);
    // Other forms keep their own count.
    expect((await post("/report-submissions", bot)).status).toBe(200);
  });
});
