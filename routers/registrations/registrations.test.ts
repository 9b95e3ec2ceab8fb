import http from "node:http";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FranchiseRegistration, OutboxEmail, PlayerRegistration, ServerSecret, Sponsor, User } from "../../db/entities/index";
import { upsertAdmin } from "../../server/auth/admins";
import { hashPassword } from "../../server/auth/password";
import { createServerCaller } from "../../server/context";
import { configureMail } from "../../server/mail";
import { refusal, startHarness, type Harness } from "../../test/harness";

let h: Harness;
let teamId: string;
beforeAll(async () => {
  // Delivery is exercised in server/mail.test.ts; here the outbox rows are read as queued.
  configureMail({ auto: false, transport: null });
  h = await startHarness();
  teamId = (await h.caller().teams.list())[3].id;
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

async function api(method: "GET" | "POST", path: string, body?: unknown, lang = "en") {
  const res = await fetch(`${h.url}/api${path}${path.includes("?") ? "&" : "?"}lang=${lang}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as ApiBody };
}

const admin = () =>
  h.caller({
    user: {
      id: "00000000-0000-4000-8000-000000000001",
      email: "admin@example.com",
      role: "admin",
      firstName: "A",
      lastName: "D",
    },
  });
const outboxFor = (to: string) => h.em().find(OutboxEmail, { to }, { orderBy: { createdAt: "asc" } });

const player = (userId: string) => ({
  userId,
  teamId,
  tradeSpecialty: "plumbing",
  preferredPosition: "midfielder",
  experience: "advanced",
  availability: "weekends",
  yearsPlaying: 6,
  shoeSize: "10.5",
  jerseySize: "L",
  origin: "MX",
  languageEnglish: true,
  languageSpanish: true,
  liabilityWaiver: true,
  firstName: "ignored in step 2",
});

describe("the two calls of a registration", () => {
  it("registers a player over REST: account, then a pending registration, a confirmation mail and the admin list", async () => {
    const email = uniqueEmail("Player").toUpperCase();
    const user = await api("POST", "/users", {
      firstName: "Ana",
      lastName: "Reyes",
      email: ` ${email} `,
      role: "player",
      tradeSpecialty: "plumbing",
    });
    expect(user.status).toBe(200);
    expect(user.body).toMatchObject({ email: email.toLowerCase(), role: "player", status: "pending" });

    const reg = await api("POST", "/registrations/players", player(user.body.id));
    expect(reg.status).toBe(201);
    expect(reg.body).toMatchObject({ userId: user.body.id, status: "pending" });

    const stored = await h.em().findOneOrFail(PlayerRegistration, { user: user.body.id });
    expect(stored.team?.id).toBe(teamId);
    expect(stored).toMatchObject({ skillLevel: "advanced", agreesToTerms: true, jerseySize: "L" });
    expect(stored.details).toMatchObject({ shoeSize: "10.5", origin: "MX", languageSpanish: true });

    const [mail] = await outboxFor(email.toLowerCase());
    expect(mail.subject).toBe("Your Trades Cup player registration was received");
    expect(mail.body).toContain("Hello Ana,");
    expect(mail.body).toContain("pending review");

    const list = await admin().registrations.players();
    expect(list[0]).toMatchObject({
      id: reg.body.id,
      userId: user.body.id,
      firstName: "Ana",
      lastName: "Reyes",
      email: email.toLowerCase(),
      status: "pending",
      teamId,
    });
  });

  it("registers staff, sponsor and franchise, confirming each in the visitor's language", async () => {
    const staffEmail = uniqueEmail("staff");
    const s1 = await api(
      "POST",
      "/users",
      { firstName: "Luis", lastName: "Gómez", email: staffEmail, role: "staff", phone: "(555) 123-4567" },
      "es",
    );
    const s2 = await api(
      "POST",
      "/registrations/staff",
      {
        userId: s1.body.id,
        department: "medical",
        role: "team_doctor",
        experience: "expert",
        availability: "full_time",
        salaryExpectation: "$85,000.50",
        portfolio: "https://example.com/luis",
      },
      "es",
    );
    expect(s2.status).toBe(201);
    const staff = await admin().registrations.staff();
    expect(staff.find((r) => r.id === s2.body.id)).toMatchObject({
      desiredRole: "team_doctor",
      department: "medical",
      salaryExpectation: 8_500_050,
      phone: "(555) 123-4567",
    });
    expect((await outboxFor(staffEmail))[0].subject).toBe("Recibimos tu registro de personal en la Trades Cup");

    const sponsorEmail = uniqueEmail("sponsor");
    const p1 = await api("POST", "/users", { firstName: "Kim", lastName: "Lee", email: sponsorEmail, role: "sponsor" });
    const p2 = await api("POST", "/registrations/sponsors", {
      userId: p1.body.id,
      companyName: "Lee Pipes",
      sponsorshipTier: "premier",
      companySize: "small",
      contactEmail: "",
    });
    expect(p2.status).toBe(201);
    expect((await admin().registrations.sponsors()).find((r) => r.id === p2.body.id)).toMatchObject({
      companyName: "Lee Pipes",
      desiredTier: "premier",
      contactEmail: null,
    });

    const franchiseEmail = uniqueEmail("franchise");
    const f1 = await api("POST", "/users", {
      firstName: "Bo",
      lastName: "Ng",
      email: franchiseEmail,
      role: "franchise_manager",
      tradeSpecialty: "roofing",
    });
    const f2 = await api("POST", "/registrations/franchises", {
      userId: f1.body.id,
      businessName: "Ng Roofing",
      yearsInBusiness: "12",
    });
    expect(f2.status).toBe(201);
    expect((await admin().registrations.franchises()).find((r) => r.id === f2.body.id)).toMatchObject({
      tradeSpecialty: "roofing",
      yearsInBusiness: 12,
    });
    expect((await outboxFor(franchiseEmail))[0].subject).toBe("Your Trades Cup franchise registration was received");
  });

  it("answers a second registration with a known email like a first one, tells the owner by mail, and stores nothing", async () => {
    const email = uniqueEmail("twice");
    const u = await api("POST", "/users", { firstName: "Tia", lastName: "Moe", email, role: "player" });
    expect((await api("POST", "/registrations/players", player(u.body.id))).status).toBe(201);
    const users = await h.em().count(User);
    const registrations = await h.em().count(PlayerRegistration);
    const mails = (await outboxFor(email)).length;

    // Step 1 cannot tell a stranger that the address has an account: same status, same fields.
    const again = await api("POST", "/users", { firstName: "Tia", lastName: "Moe", email: email.toUpperCase(), role: "player" });
    const fresh = await api("POST", "/users", { firstName: "Tia", lastName: "Moe", email: uniqueEmail("new"), role: "player" });
    expect(again.status).toBe(fresh.status);
    expect(Object.keys(again.body).sort()).toEqual(Object.keys(fresh.body).sort());
    expect(again.body).toMatchObject({ email, status: "pending" });
    expect(again.body.id).not.toBe(u.body.id);
    // Nor can step 2 with what step 1 gave.
    const step2 = await api("POST", "/registrations/players", player(again.body.id));
    expect(step2.status).toBe(201);
    expect(Object.keys(step2.body).sort()).toEqual(["id", "status", "submittedAt", "userId"]);
    expect(await h.em().count(PlayerRegistration)).toBe(registrations);
    expect(await h.em().count(User)).toBe(users + 1); // only `fresh`

    // The owner hears of it by mail, once per hour however often it is tried.
    const told = await outboxFor(email);
    expect(told).toHaveLength(mails + 1);
    expect(told.at(-1)!.subject).toBe("Someone tried to register with your Trades Cup address");
    // …and how to go on: sign in to the account, or ask for a new password.
    expect(told.at(-1)!.body).toMatch(/https?:\/\/[^\s]+\/login\?redirectTo=%2Faccount/);
    expect(told.at(-1)!.body).toMatch(/https?:\/\/[^\s]+\/account\/forgot-password/);
    await api("POST", "/users", { firstName: "Tia", lastName: "Moe", email, role: "staff" });
    expect(await outboxFor(email)).toHaveLength(mails + 1);
    // A double submit of step 2 by the registrant who holds the real id is still refused.
    expect((await api("POST", "/registrations/players", player(u.body.id))).status).toBe(409);
  });

  it("tells the owner of a known address in the registrant's language", async () => {
    const email = uniqueEmail("dos");
    const u = await api("POST", "/users", { firstName: "Ana", lastName: "Gil", email, role: "player" }, "es");
    await api("POST", "/registrations/players", player(u.body.id), "es");
    expect((await api("POST", "/users", { firstName: "Ana", lastName: "Gil", email, role: "player" }, "es")).status).toBe(200);
    expect((await outboxFor(email)).at(-1)!.subject).toBe("Alguien intentó registrarse con tu dirección de la Trades Cup");
  });

  it("reuses the unfinished account when a person comes back to step 1", async () => {
    const email = uniqueEmail("back");
    const first = await api("POST", "/users", { firstName: "Al", lastName: "Be", email, role: "staff" });
    const second = await api("POST", "/users", { firstName: "Alma", lastName: "Be", email, role: "sponsor" });
    expect(second.body.id).toBe(first.body.id);
    expect(second.body).toMatchObject({ firstName: "Alma", role: "sponsor" });
  });

  it("a failing second step files nothing and mails nothing; retried with a corrected body it files the registration", async () => {
    const email = uniqueEmail("fail");
    const u = await api("POST", "/users", { firstName: "Cy", lastName: "Do", email, role: "player" });
    const missingTeam = await api("POST", "/registrations/players", {
      ...player(u.body.id),
      teamId: "00000000-0000-4000-8000-000000000000",
    });
    expect(missingTeam.status).toBe(404);
    const noWaiver = await api("POST", "/registrations/players", { ...player(u.body.id), liabilityWaiver: false });
    expect(noWaiver.status).toBe(400);
    expect(noWaiver.body.error.fields).toEqual({ liabilityWaiver: "You must acknowledge the liability waiver to participate" });
    expect(await h.em().count(PlayerRegistration, { user: u.body.id })).toBe(0);
    expect(await outboxFor(email)).toHaveLength(0);

    // The retry's answer is true: the registration it names is stored, for the account step 1 gave.
    const retry = await api("POST", "/registrations/players", player(u.body.id));
    expect(retry.status).toBe(201);
    expect(retry.body).toMatchObject({ userId: u.body.id, status: "pending" });
    const stored = await h.em().findOneOrFail(PlayerRegistration, { id: retry.body.id });
    expect(stored.user.id).toBe(u.body.id);
    expect(await outboxFor(email)).toHaveLength(1);
  });

  it("a retried second step answers an address that has an account as it answers a new one, and files nothing for it", async () => {
    const owned = uniqueEmail("owned");
    const first = await api("POST", "/users", { firstName: "Ow", lastName: "Ner", email: owned, role: "player" });
    expect((await api("POST", "/registrations/players", player(first.body.id))).status).toBe(201);
    const registrations = await h.em().count(PlayerRegistration);

    const answers = [];
    for (const email of [owned, uniqueEmail("newcomer")]) {
      const u = await api("POST", "/users", { firstName: "Re", lastName: "Try", email, role: "player" });
      const failed = await api("POST", "/registrations/players", { ...player(u.body.id), liabilityWaiver: false });
      const retry = await api("POST", "/registrations/players", player(u.body.id));
      answers.push({ failed: failed.status, retry: retry.status, keys: Object.keys(retry.body).sort(), body: retry.body });
    }
    const [ownedAnswer, newAnswer] = answers;
    expect(ownedAnswer.failed).toBe(400);
    expect({ ...ownedAnswer, body: null }).toEqual({ ...newAnswer, body: null });
    expect(newAnswer.retry).toBe(201);
    // The new address's registration exists; the owned address's answer is the one a first try gets (its owner is mailed).
    expect(await h.em().count(PlayerRegistration, { id: newAnswer.body.id })).toBe(1);
    expect(await h.em().count(PlayerRegistration, { id: ownedAnswer.body.id })).toBe(0);
    expect(await h.em().count(PlayerRegistration)).toBe(registrations + 1);
  });

  it("a second step for an id step 1 never gave out answers like a decoy and stores nothing", async () => {
    const registrations = await h.em().count(PlayerRegistration);
    const res = await api("POST", "/registrations/players", player("00000000-0000-4000-8000-00000000abcd"));
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ userId: "00000000-0000-4000-8000-00000000abcd", status: "pending" });
    expect(await h.em().count(PlayerRegistration)).toBe(registrations);
  });
});

/** Step 1 over REST from its own source address (any 127.0.0.x is loopback), so its calls have their own form limit. */
type RawAnswer = { status: number; headers: Record<string, unknown>; body: Record<string, unknown> };
function stepOneFrom(body: Record<string, unknown>) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const options = { method: "POST", localAddress: "127.0.0.21", headers: { "content-type": "application/json" } };
    const req = http.request(`${h.url}/api/users`, options, (res) => {
      let text = "";
      res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
      res.on("end", () => {
        const parsed = JSON.parse(text) as Record<string, unknown>;
        resolve({ status: res.statusCode ?? 0, headers: { ...res.headers }, body: parsed });
      });
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe("step 1 repeated cannot tell whether an address has an account", () => {
  it("answers a repeat alike for a new address, a player, pending and rejected applicants, the admin", async () => {
    // Addresses of one length, so that even Content-Length cannot differ.
    const address = (name: string) => `${name}@tradescup.example`;
    await upsertAdmin(h.em(), { email: address("admin"), password: "an-admin-password-1" });
    const em = h.em();
    em.create(User, {
      id: randomUUID(),
      email: address("playr"),
      firstName: "Pat",
      lastName: "Player",
      role: "player",
      status: "approved",
      passwordHash: await hashPassword("a-player-password"),
    });
    await em.flush();
    const pending = await stepOneFrom({ firstName: "Pen", lastName: "Ding", email: address("pendi"), role: "player" });
    expect((await api("POST", "/registrations/players", player(pending.body.id as string))).status).toBe(201);
    const rejectedOne = await stepOneFrom({ firstName: "Rex", lastName: "J", email: address("rejec"), role: "player" });
    const filed = await api("POST", "/registrations/players", player(rejectedOne.body.id as string));
    await admin().admin.reviewRegistration({ kind: "players", id: filed.body.id, status: "rejected" });

    const form = { firstName: "Sam", lastName: "Probe", role: "staff", phone: "(555) 010-2030" };
    const answers: Record<string, RawAnswer> = {};
    for (const name of ["newby", "playr", "pendi", "rejec", "admin"]) {
      const email = address(name);
      const first = await stepOneFrom({ ...form, email });
      const again = await stepOneFrom({ ...form, email: ` ${email.toUpperCase()} ` });
      // The same id on every repeat, whoever owns the address; everything else is what was sent.
      expect(again.body.id, name).toBe(first.body.id);
      expect(first.status, name).toBe(200);
      expect(again.status, name).toBe(200);
      const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
      expect(first.body, name).toEqual({
        id: expect.stringMatching(uuidV4),
        email,
        firstName: "Sam",
        lastName: "Probe",
        role: "staff",
        status: "pending",
      });
      expect(again.body).toEqual(first.body);
      answers[name] = again;
    }
    // And the same headers, names and values, for every kind of address: the date aside, and the count
    // of tries left and the seconds to the window's end, which go down with every call and every second
    // whatever the address (the policy is compared).
    const headers = (a: { headers: Record<string, unknown> }) => ({
      ...a.headers,
      date: undefined,
      ratelimit: String(a.headers.ratelimit).replace(/;r=\d+;t=\d+/, ";r=…;t=…"),
    });
    for (const name of ["playr", "pendi", "rejec", "admin"]) {
      expect(headers(answers[name]), name).toEqual(headers(answers.newby));
    }

    // The admin's id is not given out, and the decoy stays the same for as long as the database does.
    const adminAccount = await h.em().findOneOrFail(User, { email: address("admin") });
    expect(answers.admin.body.id).not.toBe(adminAccount.id);
    expect(await h.em().count(ServerSecret, { name: "decoy-ids" })).toBe(1);
    // A real new account's id is what its registrant got.
    expect((await h.em().findOneOrFail(User, { email: address("newby") })).id).toBe(answers.newby.body.id);
  });
});

describe("the site's registration: the person and the registration in one call", () => {
  // Its own address, so these calls do not share the per-IP form limit with the REST tests above.
  const visitor = (lang: "en" | "es" = "en") =>
    createServerCaller({ em: h.em(), lang, user: null, authMode: "required", ip: "192.0.2.16" });
  const playerForm = (email: string) =>
    ({
      firstName: "Eva",
      lastName: "Luna",
      email,
      teamId,
      tradeSpecialty: "plumbing",
      preferredPosition: "midfielder",
      experience: "advanced",
      availability: "weekends",
      jerseySize: "L",
      liabilityWaiver: true,
    }) as const;

  it("stores the account, a pending registration and the confirmation mail", async () => {
    const email = uniqueEmail("one-call");
    const res = await visitor().registrations.applyPlayer(playerForm(email));
    expect(res).toMatchObject({ status: "pending" });
    const user = await h.em().findOneOrFail(User, { email });
    expect(user).toMatchObject({
      id: res.userId,
      firstName: "Eva",
      role: "player",
      status: "pending",
      tradeSpecialty: "plumbing",
    });
    const stored = await h.em().findOneOrFail(PlayerRegistration, { id: res.id });
    expect([stored.user.id, stored.team?.id]).toEqual([user.id, teamId]);
    expect(stored).toMatchObject({ jerseySize: "L" });
    expect((await outboxFor(email)).map((m) => m.subject)).toEqual(["Your Trades Cup player registration was received"]);
  });

  it("a refused registration write rolls back the account it had already stored: no person, no mail; the next try succeeds", async () => {
    const email = uniqueEmail("rollback");
    const users = await h.em().count(User);
    const missingTeam = await refusal(
      visitor().registrations.applyPlayer({ ...playerForm(email), teamId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missingTeam).toMatchObject({ code: "NOT_FOUND", message: "Team not found" });
    expect(await h.em().count(User, { email })).toBe(0);
    expect(await h.em().count(User)).toBe(users);
    expect(await outboxFor(email)).toHaveLength(0);

    // The franchise's trade is checked after the account is written too.
    const franchise = await visitor("es").registrations.applyFranchise({
      firstName: "Bo",
      lastName: "Ng",
      email,
      businessName: "Ng Roofing",
      tradeSpecialty: "roofing",
    });
    const filed = await h.em().findOneOrFail(FranchiseRegistration, { id: franchise.id });
    expect(filed.user.id).toBe(franchise.userId);
    expect(filed).toMatchObject({ tradeSpecialty: "roofing" });
    expect((await outboxFor(email))[0].subject).toBe("Recibimos tu registro de franquicia en la Trades Cup");
  });

  it("answers a known address like a new one, stores nothing and tells the owner", async () => {
    const email = uniqueEmail("known");
    const first = await visitor().registrations.applySponsor({
      firstName: "Kim",
      lastName: "Lee",
      email,
      companyName: "Lee Pipes",
      sponsorshipTier: "premier",
    });
    const users = await h.em().count(User);
    const again = await visitor().registrations.applyStaff({
      firstName: "Kim",
      lastName: "Lee",
      email,
      phone: "(555) 123-4567",
      department: "medical",
      role: "team_doctor",
      experience: "expert",
      availability: "full_time",
    });
    expect(Object.keys(again).sort()).toEqual(Object.keys(first).sort());
    expect(again.userId).not.toBe(first.userId);
    expect(await h.em().count(User)).toBe(users);
    expect((await h.em().findOneOrFail(User, { email })).role).toBe("sponsor");
    expect((await outboxFor(email)).at(-1)!.subject).toBe("Someone tried to register with your Trades Cup address");
  });

  it("names bad fields with the form's messages and drops a filled honeypot", async () => {
    // Deliberately outside the input type: what a hand-made request could send.
    const bad = await refusal(
      visitor("es").registrations.applyPlayer({ ...playerForm("nope"), liabilityWaiver: false } as never),
      "es",
    );
    expect(bad.fields).toMatchObject({ email: "Dirección de correo electrónico no válida" });
    expect(Object.keys(bad.fields ?? {})).toContain("liabilityWaiver");
    const email = uniqueEmail("bot");
    expect(await visitor().registrations.applyPlayer({ ...playerForm(email), homepage: "https://spam.example" })).toMatchObject({
      status: "pending",
    });
    expect(await h.em().count(User, { email })).toBe(0);
  });
});

describe("validation of the registration forms", () => {
  it("names each missing field with the spec's messages, in English and Spanish", async () => {
    const en = await api("POST", "/users", { role: "player", email: "nope" });
    expect(en.status).toBe(400);
    expect(en.body.error.fields).toEqual({
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
    });
    const es = await api("POST", "/users", { role: "player", email: "nope" }, "es");
    expect(es.body.error.fields).toEqual({
      firstName: "El nombre es obligatorio",
      lastName: "El apellido es obligatorio",
      email: "Dirección de correo electrónico no válida",
    });
  });

  it("keeps staff roles within their department and checks amounts", async () => {
    const u = await api("POST", "/users", { firstName: "Ed", lastName: "Fa", email: uniqueEmail("role"), role: "staff" });
    const res = await api("POST", "/registrations/staff", {
      userId: u.body.id,
      department: "medical",
      role: "head_coach",
      experience: "expert",
      availability: "contract",
      salaryExpectation: "lots",
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      role: "Choose a role of the selected department",
      salaryExpectation: "Salary expectation must be an amount in dollars, such as 55000",
    });
  });

  it("requires the sponsor tier and the franchise business name", async () => {
    const u = await api("POST", "/users", { firstName: "Gu", lastName: "Ha", email: uniqueEmail("sp"), role: "sponsor" });
    expect((await api("POST", "/registrations/sponsors", { userId: u.body.id })).body.error.fields).toEqual({
      companyName: "Company name is required",
      sponsorshipTier: "Sponsorship tier is required",
    });
    const f = await api("POST", "/users", {
      firstName: "Gu",
      lastName: "Ha",
      email: uniqueEmail("fr"),
      role: "franchise_manager",
    });
    expect((await api("POST", "/registrations/franchises", { userId: f.body.id }, "es")).body.error.fields).toEqual({
      businessName: "El nombre del negocio es obligatorio",
    });
  });

  it("keeps markup as plain text", async () => {
    const email = uniqueEmail("html");
    const u = await api("POST", "/users", {
      firstName: "<b>Bold</b>",
      lastName: "<img src=x onerror=alert(1)>",
      email,
      role: "sponsor",
    });
    await api("POST", "/registrations/sponsors", {
      userId: u.body.id,
      companyName: "<script>alert(1)</script>",
      sponsorshipTier: "title",
    });
    const row = (await admin().registrations.sponsors()).find((r) => r.email === email)!;
    expect(row).toMatchObject({ firstName: "<b>Bold</b>", companyName: "<script>alert(1)</script>" });
    expect((await outboxFor(email))[0].body).toContain("Hello <b>Bold</b>,");
  });
});

describe("the registration lists", () => {
  it("are for admins only in required mode and open with AUTH_MODE=off", async () => {
    for (const path of ["players", "staff", "sponsors", "franchises"]) {
      expect((await api("GET", `/registrations/${path}`)).status).toBe(401);
    }
    await expect(h.caller().registrations.staff()).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(Array.isArray(await h.caller({ authMode: "off" }).registrations.franchises())).toBe(true);
  });
});

describe("global company registration (POST /api/sponsors)", () => {
  const company = (over: Record<string, unknown> = {}) => ({
    name: "Nordic Welders AB",
    industry: "welding",
    region: "EMEA",
    country: "SE",
    companyType: "both",
    description: "Welding crews across Scandinavia.",
    contactEmail: "Partners@Nordic.example",
    preferredLanguage: "en",
    canCompete: true,
    competitionLevel: "semi_professional",
    ...over,
  });

  it("stores the company for review with the spec's defaults and promises contact within 48 hours", async () => {
    const res = await api("POST", "/sponsors", company());
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      name: "Nordic Welders AB",
      companyType: "both",
      country: "SE",
      region: "EMEA",
      isActive: false,
    });
    const row = await h.em().findOneOrFail(Sponsor, { id: res.body.id });
    expect(row).toMatchObject({
      tier: "standard",
      globalReach: "national",
      contactEmail: "partners@nordic.example",
      canCompete: true,
      competitionLevel: "semi_professional",
    });
    const [mail] = await outboxFor("partners@nordic.example");
    expect(mail.body).toContain("within 48 hours");
    // Not listed publicly until reviewed.
    expect((await h.caller().sponsors.list()).some((s) => s.id === res.body.id)).toBe(false);

    const dup = await api("POST", "/sponsors", company({ name: "nordic welders ab" }));
    expect(dup.status).toBe(409);
  });

  it("drops the competition details of a pure sponsor", async () => {
    const res = await api(
      "POST",
      "/sponsors",
      company({ name: "Maple Electric", region: "NA", country: "CA", companyType: "sponsor", contactEmail: "hi@maple.example" }),
    );
    expect(await h.em().findOneOrFail(Sponsor, { id: res.body.id })).toMatchObject({
      canCompete: false,
      competitionLevel: null,
      tier: "standard",
    });
  });

  it("validates with the spec's messages, and the country must belong to the region", async () => {
    const bad = await api("POST", "/sponsors", {
      name: "X",
      description: "short",
      contactEmail: "x",
      country: "",
      websiteUrl: "javascript:alert(1)",
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      name: "Company name must be at least 2 characters",
      industry: "Please select an industry",
      region: "Please select a region",
      country: "Please select a country",
      description: "Description must be at least 10 characters",
      contactEmail: "Please enter a valid email",
      websiteUrl: "Please enter a web address starting with http:// or https://",
    });
    const wrongRegion = await api("POST", "/sponsors", company({ region: "APAC", country: "SE" }), "es");
    expect(wrongRegion.body.error.fields).toEqual({ country: "Selecciona un país" });
  });
});

describe("the REST surface", () => {
  it("documents every registration and form path in the OpenAPI document", async () => {
    const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    for (const path of [
      "/users",
      "/registrations/players",
      "/registrations/staff",
      "/registrations/sponsors",
      "/registrations/franchises",
      "/sponsors",
    ]) {
      expect(doc.paths[path], path).toHaveProperty("post");
    }
    for (const type of ["contact", "newsletter", "report", "event", "feedback", "support"])
      expect(doc.paths[`/${type}-submissions`]).toHaveProperty("post");
    expect(doc.paths["/registrations/players"].get.security).toBeTruthy();
    expect(doc.paths["/email-outbox"]).toHaveProperty("get");
  });
});

describe("bots", () => {
  it("a filled honeypot is answered like a success and stores nothing", async () => {
    const email = uniqueEmail("bot");
    const users = await h.em().count(User);
    const res = await api("POST", "/users", {
      firstName: "Bot",
      lastName: "Bot",
      email,
      role: "player",
      homepage: "http://spam.example",
    });
    expect(res.status).toBe(200);
    expect(res.body.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await h.em().count(User)).toBe(users);
    const sponsors = await h.em().count(Sponsor);
    expect(
      (
        await api("POST", "/sponsors", {
          ...{
            name: "Spam Co",
            industry: "other",
            region: "NA",
            country: "US",
            description: "Buy now buy now",
            contactEmail: email,
          },
          homepage: "x",
        })
      ).status,
    ).toBe(201);
    expect(await h.em().count(Sponsor)).toBe(sponsors);
  });

  it("past the limit of a form, one IP gets a 429 with a translated message", async () => {
    const caller = createServerCaller({ em: h.em(), lang: "en", user: null, authMode: "required", ip: "203.0.113.7" });
    const bot = { firstName: "B", lastName: "B", email: "b@example.com", role: "player" as const, homepage: "x" };
    for (let i = 0; i < 30; i++) await caller.registrations.createUser(bot);
    await expect(caller.registrations.createUser(bot)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    // Another address is not affected.
    const other = createServerCaller({ em: h.em(), lang: "en", user: null, authMode: "required", ip: "203.0.113.8" });
    await expect(other.registrations.createUser(bot)).resolves.toMatchObject({ role: "player" });
  });
});
