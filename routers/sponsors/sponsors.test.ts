import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServerCaller } from "../../server/context";
import { OutboxEmail, SponsorInquiry } from "../../db/entities/index";
import { startHarness, type Harness } from "../../test/harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const admin = {
  id: "00000000-0000-4000-8000-000000000001",
  email: "admin@example.com",
  role: "admin",
  firstName: "Ada",
  lastName: "Admin",
};
const fan = { ...admin, id: "00000000-0000-4000-8000-000000000002", email: "fan@example.com", role: "player" };

/** A visitor from their own address, so each test has its own rate-limit budget. */
const visitor = (ip: string, lang: "en" | "es" = "en") =>
  createServerCaller({ em: h.em(), lang, user: null, authMode: "required", ip });

const valid = {
  companyName: "Peachtree Plumbing Co.",
  contactName: "Dana Pipes",
  email: "Dana@PeachtreePlumbing.example",
  sponsorshipTier: "premium" as const,
  message: "We would like to sponsor the plumbers' team.",
};

const postInquiry = (body: unknown, query = "") =>
  fetch(`${h.url}/api/sponsor-inquiries${query}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });

describe("sponsor inquiries", () => {
  it("stores a valid inquiry and queues its confirmation email in the visitor's language", async () => {
    const { id } = await visitor("10.0.0.1", "es").sponsors.inquire({ ...valid, phone: "(555) 123-4567" });
    const em = h.em();
    const row = await em.findOneOrFail(SponsorInquiry, id);
    expect(row).toMatchObject({
      companyName: valid.companyName,
      contactName: "Dana Pipes",
      email: "dana@peachtreeplumbing.example",
      phone: "(555) 123-4567",
      sponsorshipTier: "premium",
      language: "es",
    });
    const mail = await em.findOneOrFail(OutboxEmail, { to: "dana@peachtreeplumbing.example" });
    expect(mail.language).toBe("es");
    expect(mail.subject).toBe("Recibimos tu solicitud de patrocinio de la Trades Cup");
    expect(mail.body).toContain("Hola, Dana Pipes");
    expect(mail.body).toContain("Peachtree Plumbing Co.");
    expect(mail.body).toContain("Patrocinador premium");
  });

  it("POST /api/sponsor-inquiries answers 400 naming each bad field, in the caller's language, and stores nothing", async () => {
    const before = await h.em().count(SponsorInquiry);
    const res = await postInquiry({
      companyName: " ",
      contactName: "",
      email: "nope",
      sponsorshipTier: "gold",
      message: "too short",
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.fields).toEqual({
      companyName: "Company name is required",
      contactName: "Contact name is required",
      email: "Valid email is required",
      sponsorshipTier: "Sponsorship tier is required",
      message: "Message must be at least 10 characters",
    });
    const es = await postInquiry({ ...valid, companyName: "" }, "?lang=es");
    expect(((await es.json()) as { error: { message: string } }).error.message).toBe("El nombre de la empresa es obligatorio");
    expect(await h.em().count(SponsorInquiry)).toBe(before);
  });

  it("POST /api/sponsor-inquiries stores a valid one and answers its id", async () => {
    const res = await postInquiry({ ...valid, email: "rest@example.com", sponsorshipTier: "title" });
    expect(res.status).toBe(200);
    const { id } = (await res.json()) as { id: string };
    expect((await h.em().findOneOrFail(SponsorInquiry, id)).sponsorshipTier).toBe("title");
    expect(await h.em().count(OutboxEmail, { to: "rest@example.com" })).toBe(1);
  });

  it("refuses a sixth inquiry from one address within 15 minutes with 429", async () => {
    const caller = visitor("10.0.0.99");
    for (let i = 0; i < 5; i++) await caller.sponsors.inquire({ ...valid, email: `spam${i}@example.com` });
    await expect(caller.sponsors.inquire({ ...valid, email: "spam5@example.com" })).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
    });
    expect(await h.em().count(OutboxEmail, { to: "spam5@example.com" })).toBe(0);
  });
});

describe("admin listing of inquiries", () => {
  it("is refused without a session (401) and for a non-admin (403)", async () => {
    const res = await fetch(`${h.url}/api/sponsor-inquiries`);
    expect(res.status).toBe(401);
    await expect(h.caller({ user: fan }).sponsors.inquiries()).rejects.toMatchObject({ code: "FORBIDDEN" });
  });

  it("lists every stored inquiry, newest first, for an admin", async () => {
    const list = await h.caller({ user: admin }).sponsors.inquiries();
    expect(list.length).toBe(await h.em().count(SponsorInquiry));
    expect(list.map((i) => i.email)).toContain("dana@peachtreeplumbing.example");
    const times = list.map((i) => i.createdAt.getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("REST surface", () => {
  it("documents the inquiry paths and the fun facts in the OpenAPI document, the admin listing as protected", async () => {
    type Op = { security?: unknown[] };
    const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Op>> };
    expect(doc.paths["/sponsor-inquiries"].post.security ?? []).toEqual([]);
    expect(doc.paths["/sponsor-inquiries"].get.security).not.toHaveLength(0);
    expect(doc.paths["/fun-facts"]).toHaveProperty("get");
  });
});

describe("sponsors list", () => {
  it("GET /api/sponsors puts the title sponsor first", async () => {
    const sponsors = (await (await fetch(`${h.url}/api/sponsors`)).json()) as Array<{ tier: string }>;
    expect(sponsors[0].tier).toBe("title");
  });
});
