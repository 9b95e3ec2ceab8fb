import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FranchiseRegistration, OutboxEmail, PlayerRegistration, StaffRegistration, User } from "../../db/entities/index";
import type { RegistrationStatus } from "@shared/forms/registration-table.schema";
import { configureMail } from "../../server/mail";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { ADMIN, PLAYER, browser, createAccounts, signIn } from "../../test/auth";

let h: Harness;
let adminCookie: string;
let fanCookie: string;
let teamIds: string[];
beforeAll(async () => {
  configureMail({ auto: false, transport: null });
  h = await startHarness();
  await createAccounts(h.em());
  adminCookie = await signIn(h, ADMIN);
  fanCookie = await signIn(h, PLAYER);
  teamIds = (await h.caller().teams.list()).map((t) => t.id);
});
afterAll(async () => {
  await h?.close();
});

const admin = (lang: "en" | "es" = "en") =>
  h.caller({
    lang,
    user: {
      id: "00000000-0000-4000-8000-000000000001",
      email: "admin@example.com",
      role: "admin",
      firstName: "A",
      lastName: "D",
    },
  });

let seq = 0;
const tag = () => `${Date.now().toString(36)}${++seq}`;

/** A person and their franchise application, written as step 1 and step 2 would leave them. */
async function franchise(
  over: {
    first?: string;
    last?: string;
    business?: string;
    trade?: string;
    status?: RegistrationStatus;
    submittedAt?: Date;
    email?: string;
  } = {},
) {
  const em = h.em();
  const user = em.create(
    User,
    {
      id: randomUUID(),
      email: over.email ?? `fr-${tag()}@example.com`,
      firstName: over.first ?? "Fran",
      lastName: over.last ?? "Chise",
      role: "franchise_manager",
      status: over.status ?? "pending",
    },
    { partial: true },
  );
  const reg = em.create(FranchiseRegistration, {
    user: user.id,
    businessName: over.business ?? `Business ${tag()}`,
    tradeSpecialty: over.trade ?? "roofing",
    status: over.status ?? "pending",
    submittedAt: over.submittedAt ?? new Date(),
  });
  await em.flush();
  return { userId: user.id, id: reg.id, email: user.email };
}

async function api(method: string, path: string, opts: { cookie?: string; body?: unknown; lang?: string } = {}) {
  const url = `${h.url}/api${path}${path.includes("?") ? "&" : "?"}lang=${opts.lang ?? "en"}`;
  const headers = opts.cookie ? browser(h, opts.cookie) : { "content-type": "application/json" };
  return fetch(url, { method, headers, body: opts.body === undefined ? undefined : JSON.stringify(opts.body) });
}

const mailsTo = (to: string) => h.em().count(OutboxEmail, { to });

describe("the registration table", () => {
  // A batch of its own: a unique word in every business name keeps other tests' rows out of the counts.
  const word = `Zephyr${Date.now().toString(36)}`;
  const made: Array<{ id: string; email: string; status: string; day: string }> = [];
  beforeAll(async () => {
    const statuses = ["pending", "approved", "rejected"] as const;
    for (let i = 0; i < 12; i++) {
      // One a day, 1–12 March 2026 at noon in Atlanta (17:00 UTC).
      const day = `2026-03-${String(i + 1).padStart(2, "0")}`;
      const status = statuses[i % 3];
      const r = await franchise({
        business: `${word} Roofing ${i}`,
        last: i === 4 ? "O'Hara-Núñez" : "Chise",
        status,
        submittedAt: new Date(`${day}T17:00:00Z`),
      });
      made.push({ id: r.id, email: r.email, status, day });
    }
  });

  it("pages the matches newest first and counts them all", async () => {
    const first = await admin().admin.registrations({ kind: "franchises", q: word, page: 1, pageSize: 5 });
    expect(first.total).toBe(made.length);
    expect(first.rows.map((r) => r.id)).toEqual(
      [...made]
        .reverse()
        .slice(0, 5)
        .map((m) => m.id),
    );
    const last = await admin().admin.registrations({ kind: "franchises", q: word, page: 3, pageSize: 5 });
    expect(last.rows.map((r) => r.id)).toEqual(
      [...made]
        .reverse()
        .slice(10)
        .map((m) => m.id),
    );
    expect(last.total).toBe(made.length);
    // Decided rows stay in the table with their status.
    expect(new Set(first.rows.map((r) => r.status))).toEqual(new Set(["pending", "approved", "rejected"]));
    // Highlights carry the codes, for the client to show through their labels.
    expect(first.rows[0].highlights).toEqual([
      { field: "businessName", value: `${word} Roofing 11`, format: "text" },
      { field: "tradeSpecialty", value: "roofing", format: "option", options: "trades" },
    ]);
  });

  it("filters by status and by submission days, and searches names and emails without regard to case", async () => {
    const rejected = await admin().admin.registrations({ kind: "franchises", q: word, status: "rejected", pageSize: 100 });
    expect(rejected.rows.map((r) => r.id).sort()).toEqual(
      made
        .filter((m) => m.status === "rejected")
        .map((m) => m.id)
        .sort(),
    );
    expect(rejected.total).toBe(made.filter((m) => m.status === "rejected").length);

    const days = await admin().admin.registrations({ kind: "franchises", q: word, from: "2026-03-03", to: "2026-03-05" });
    expect(days.rows.map((r) => r.id).sort()).toEqual(
      made
        .slice(2, 5)
        .map((m) => m.id)
        .sort(),
    );

    const byName = await admin().admin.registrations({ kind: "franchises", q: "o'hara-NÚÑEZ" });
    expect(byName.rows.map((r) => r.id)).toEqual([made[4].id]);
    const byEmail = await admin().admin.registrations({ kind: "franchises", q: made[7].email.toUpperCase() });
    expect(byEmail.rows.map((r) => r.id)).toEqual([made[7].id]);
    // A wildcard typed into the box is a character, not "anything".
    expect((await admin().admin.registrations({ kind: "franchises", q: `${word}%` })).total).toBe(0);
    expect((await admin().admin.registrations({ kind: "franchises", q: `${word}_Roofing` })).total).toBe(0);
  });

  it("filters player registrations by team", async () => {
    const em = h.em();
    const user = em.create(
      User,
      {
        id: randomUUID(),
        email: `pl-${tag()}@example.com`,
        firstName: "Tea",
        lastName: "Mate",
        role: "player",
        status: "pending",
      },
      { partial: true },
    );
    const reg = em.create(PlayerRegistration, {
      user: user.id,
      team: teamIds[5],
      preferredPosition: "defender",
      skillLevel: "advanced",
      tradeSpecialty: "masonry",
      availability: "weekends",
      status: "pending",
      submittedAt: new Date(),
    });
    await em.flush();
    const page = await admin().admin.registrations({ kind: "players", teamId: teamIds[5] });
    expect(page.rows.map((r) => r.id)).toContain(reg.id);
    expect(
      page.rows.every(
        (r) =>
          r.highlights.find((a) => a.field === "teamId")?.value ===
          page.rows[0].highlights.find((a) => a.field === "teamId")?.value,
      ),
    ).toBe(true);
    expect((await admin().admin.registrations({ kind: "players", teamId: teamIds[6] })).rows.map((r) => r.id)).not.toContain(
      reg.id,
    );
  });

  it("refuses bad paging and filters naming the field, in the caller's language", async () => {
    expect(await refusal(admin().admin.registrations({ kind: "franchises", pageSize: 101 }))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { pageSize: "Rows per page must be a whole number from 1 to 100" },
    });
    expect(await refusal(admin("es").admin.registrations({ kind: "staff", teamId: teamIds[0] }), "es")).toMatchObject({
      fields: { teamId: "Solo las inscripciones de jugadores se pueden filtrar por equipo" },
    });
    expect(await refusal(admin().admin.registrations({ kind: "staff", from: "2026-03-05", to: "2026-03-01" }))).toMatchObject({
      fields: { to: "Submitted until must not be before submitted from" },
    });
    const rest = await api("GET", "/admin/registrations/franchises?page=0&from=yesterday", { cookie: adminCookie });
    expect(rest.status).toBe(400);
    expect(((await rest.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      page: "Page must be a whole number from 1",
      from: "Submitted from must be a date (yyyy-mm-dd)",
    });
  });

  it("answers over REST to an admin and refuses anybody else", async () => {
    const ok = await api("GET", `/admin/registrations/franchises?q=${word}&status=approved&pageSize=2`, { cookie: adminCookie });
    expect(ok.status).toBe(200);
    const body = (await ok.json()) as { rows: Array<{ status: string }>; total: number };
    expect(body.total).toBe(made.filter((m) => m.status === "approved").length);
    expect(body.rows).toHaveLength(2);
    expect((await api("GET", "/admin/registrations/franchises")).status).toBe(401);
    expect((await api("GET", "/admin/registrations/franchises", { cookie: fanCookie })).status).toBe(403);
  });
});

describe("the review dialog's application", () => {
  it("carries every answer of the form, the person first, codes kept for their labels", async () => {
    const u = await api("POST", "/users", {
      body: { firstName: "Ana", lastName: "Reyes", email: `ana-${tag()}@example.com`, role: "player", phone: "(555) 010-2030" },
    });
    const { id: userId } = (await u.json()) as { id: string };
    const reg = await api("POST", "/registrations/players", {
      body: {
        userId,
        teamId: teamIds[3],
        tradeSpecialty: "plumbing",
        preferredPosition: "midfielder",
        experience: "advanced",
        availability: "weekends",
        yearsPlaying: 6,
        shoeSize: "10.5",
        jerseySize: "L",
        origin: "MX",
        languageEnglish: true,
        languageSpanish: false,
        liabilityWaiver: true,
      },
    });
    const { id } = (await reg.json()) as { id: string };
    const team = (await h.caller().teams.list())[3].name;
    const detail = await admin().admin.registration({ kind: "players", id });
    const byField = Object.fromEntries(detail.answers.map((a) => [a.field, a]));
    expect(detail.answers.slice(0, 4).map((a) => a.field)).toEqual(["firstName", "lastName", "email", "phone"]);
    expect(byField).toMatchObject({
      phone: { value: "(555) 010-2030" },
      teamId: { value: team },
      preferredPosition: { value: "midfielder", format: "option", options: "positions" },
      experience: { value: "advanced", options: "playerExperience" },
      origin: { value: "MX", format: "country" },
      shoeSize: { value: "10.5" },
      languageSpanish: { value: false, format: "yesNo" },
      liabilityWaiver: { value: true },
      medicalInfo: { value: null },
    });
    expect(await refusal(admin().admin.registration({ kind: "staff", id }))).toMatchObject({
      code: "NOT_FOUND",
      message: "Registration not found",
    });
  });
});

describe("bulk review", () => {
  it("decides every selected registration in one go, mails each applicant and counts what changed", async () => {
    const rows = [await franchise(), await franchise(), await franchise({ status: "approved" })];
    const result = await admin().admin.reviewRegistrations({
      kind: "franchises",
      ids: rows.map((r) => r.id),
      status: "approved",
      notes: "Welcome",
    });
    expect(result).toEqual({ changed: 2, unchanged: 1 });
    for (const r of rows) {
      expect(await h.em().findOneOrFail(FranchiseRegistration, r.id)).toMatchObject({ status: "approved" });
      expect(await h.em().findOneOrFail(User, r.userId)).toMatchObject({ status: "approved" });
    }
    expect(await h.em().findOneOrFail(FranchiseRegistration, rows[0].id)).toMatchObject({
      reviewNotes: "Welcome",
      reviewedBy: "00000000-0000-4000-8000-000000000001",
    });
    expect([await mailsTo(rows[0].email), await mailsTo(rows[1].email), await mailsTo(rows[2].email)]).toEqual([1, 1, 0]);
  });

  it("changes nothing when one id is unknown (404), nor when one approval is refused (409)", async () => {
    const a = await franchise();
    const b = await franchise();
    const unknown = randomUUID();
    const missing = await refusal(
      admin().admin.reviewRegistrations({ kind: "franchises", ids: [a.id, b.id, unknown], status: "rejected" }),
    );
    expect(missing).toMatchObject({
      code: "NOT_FOUND",
      message: "1 of the selected registrations was not found. Nothing was changed.",
    });

    // c was rejected and has applied again since (as staff): approving the old application is refused, and a and b stay pending.
    const c = await franchise({ status: "rejected" });
    const em = h.em();
    em.create(StaffRegistration, {
      user: c.userId,
      desiredRole: "head_coach",
      department: "technical",
      experience: "expert",
      availability: "full_time",
      status: "pending",
      submittedAt: new Date(),
    });
    await em.flush();
    const refused = await refusal(
      admin().admin.reviewRegistrations({ kind: "franchises", ids: [a.id, b.id, c.id], status: "approved" }),
    );
    expect(refused).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("applied again") });

    for (const r of [a, b]) {
      expect(await h.em().findOneOrFail(FranchiseRegistration, r.id)).toMatchObject({ status: "pending", reviewedAt: null });
      expect(await mailsTo(r.email)).toBe(0);
    }
    expect(await h.em().findOneOrFail(FranchiseRegistration, c.id)).toMatchObject({ status: "rejected" });
  });

  it("refuses an empty or oversized selection naming the field", async () => {
    expect(await refusal(admin().admin.reviewRegistrations({ kind: "franchises", ids: [], status: "approved" }))).toMatchObject({
      fields: { ids: "Select at least one registration" },
    });
    const many = Array.from({ length: 101 }, () => randomUUID());
    expect(await refusal(admin().admin.reviewRegistrations({ kind: "franchises", ids: many, status: "approved" }))).toMatchObject(
      { fields: { ids: "Select at most 100 registrations at once" } },
    );
  });
});

describe("CSV export (GET /api/admin/registrations/{kind}.csv)", () => {
  /** RFC 4180 parsing, enough to read back what the export wrote. */
  function parseCsv(text: string) {
    const rows: string[][] = [];
    let row: string[] = [];
    let cell = "";
    let quoted = false;
    const endCell = () => {
      row.push(cell);
      cell = "";
    };
    for (let i = 0; i < text.length; i++) {
      const c = text[i];
      if (quoted) {
        if (c === '"' && text[i + 1] === '"') {
          cell += '"';
          i++;
        } else if (c === '"') quoted = false;
        else cell += c;
      } else if (c === '"') quoted = true;
      else if (c === ",") endCell();
      else if (c === "\r" && text[i + 1] === "\n") {
        endCell();
        rows.push(row);
        row = [];
        i++;
      } else cell += c;
    }
    return rows;
  }

  it("downloads the filtered rows with translated headings and labels, escaped and defused", async () => {
    const word = `Csv${tag()}`;
    await franchise({
      business: `=HYPERLINK("http://evil.example","${word}")`,
      first: 'Ann, "The Roofer"',
      trade: "plumbing",
      status: "approved",
    });
    await franchise({ business: `${word} Plain`, first: "+Bob", status: "pending" });
    const res = await api("GET", `/admin/registrations/franchises.csv?q=${encodeURIComponent(word)}&status=approved`, {
      cookie: adminCookie,
      lang: "es",
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/csv; charset=utf-8/);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="trades-cup-franchises-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A UTF-8 byte-order mark first (fetch's text() would drop it).
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(new TextDecoder().decode(bytes));
    expect(header.slice(0, 5)).toEqual(["Nombre", "Apellido", "Correo electrónico", "Teléfono", "Estado"]);
    expect(header).toContain("Especialidad de oficio");
    expect(rows).toHaveLength(1);
    const cell = (name: string) => rows[0][header.indexOf(name)];
    expect(cell("Nombre")).toBe('Ann, "The Roofer"');
    expect(cell("Estado")).toBe("Aprobada");
    expect(cell("Especialidad de oficio")).toBe("Fontanería");
    // A spreadsheet would run this as a formula: the export prefixes a quote.
    expect(cell("Nombre del negocio")).toBe(`'=HYPERLINK("http://evil.example","${word}")`);

    const all = parseCsv(
      await (
        await api("GET", `/admin/registrations/franchises.csv?q=${encodeURIComponent(word)}`, { cookie: adminCookie })
      ).text(),
    );
    expect(all[0][0]).toBe("First name");
    expect(
      all
        .slice(1)
        .map((r) => r[0])
        .sort(),
    ).toEqual(["'+Bob", 'Ann, "The Roofer"']);
  });

  it("refuses anybody but an admin, and bad filters, in the REST error envelope", async () => {
    const anonymous = await api("GET", "/admin/registrations/players.csv");
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: "UNAUTHORIZED", message: "Please sign in as an administrator to do this." },
    });
    const fan = await api("GET", "/admin/registrations/players.csv", { cookie: fanCookie });
    expect(fan.status).toBe(403);
    expect(((await fan.json()) as { error: { code: string } }).error.code).toBe("FORBIDDEN");
    const bad = await api("GET", "/admin/registrations/coaches.csv?status=maybe", { cookie: adminCookie });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: Record<string, string> } }).error.fields).toEqual({
      kind: "Registration kind must be players, staff, sponsors or franchises",
      status: "Status must be pending, approved or rejected",
    });
  });
});

describe("applying again after a rejection", () => {
  it("a rejected applicant registers again with the same email; a second open application is still refused", async () => {
    const email = `again-${tag()}@example.com`;
    const first = (await (
      await api("POST", "/users", { body: { firstName: "Rae", lastName: "Jo", email, role: "player" } })
    ).json()) as { id: string };
    const staff = { department: "technical", role: "head_coach", experience: "expert", availability: "full_time" };
    const one = (await (await api("POST", "/registrations/staff", { body: { userId: first.id, ...staff } })).json()) as {
      id: string;
    };
    await admin().admin.reviewRegistration({ kind: "staff", id: one.id, status: "rejected" });

    const again = await api("POST", "/users", {
      body: { firstName: "Rae", lastName: "Jones", email, role: "franchise_manager", tradeSpecialty: "hvac" },
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ id: first.id, lastName: "Jones" });
    const two = await api("POST", "/registrations/franchises", { body: { userId: first.id, businessName: "Jones HVAC" } });
    expect(two.status).toBe(201);
    const { id: twoId } = (await two.json()) as { id: string };
    expect(await h.em().findOneOrFail(User, first.id)).toMatchObject({ status: "pending", role: "franchise_manager" });
    // The rejected application stays, with its status, in its own table.
    expect(await h.em().findOneOrFail(StaffRegistration, one.id)).toMatchObject({ status: "rejected" });

    // Pending: step 1 answers a third application like any new one (it never tells a stranger whether an
    // address has an account), with an id that is not the account's; step 2 on the real account is a 409.
    const third = await api("POST", "/users", { body: { firstName: "Rae", lastName: "Jo", email, role: "staff" } });
    expect(third.status).toBe(200);
    expect(((await third.json()) as { id: string }).id).not.toBe(first.id);
    expect((await api("POST", "/registrations/staff", { body: { userId: first.id, ...staff } })).status).toBe(409);
    // The old, rejected application cannot be approved beside the new one.
    expect(await refusal(admin().admin.reviewRegistration({ kind: "staff", id: one.id, status: "approved" }))).toMatchObject({
      code: "CONFLICT",
    });

    await admin().admin.reviewRegistration({ kind: "franchises", id: twoId, status: "approved" });
    const afterApproval = await api("POST", "/users", { body: { firstName: "Rae", lastName: "Jo", email, role: "staff" } });
    expect(((await afterApproval.json()) as { id: string }).id).not.toBe(first.id);
    expect(await h.em().findOneOrFail(User, first.id)).toMatchObject({ lastName: "Jones", role: "franchise_manager" });
  });
});
