import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  FranchiseRegistration,
  Match,
  OutboxEmail,
  PlayerRegistration,
  SponsorInquiry,
  StaffRegistration,
  Team,
  TournamentMetrics,
  User,
} from "../../db/entities/index";
import { startHarness, type Harness } from "../../test/harness";
import { ADMIN, browser, createAccounts, signIn } from "../../test/auth";
import type { Context } from "../../server/trpc";
import type { USER_ROLES } from "@shared/forms/registrant.schema";

type UserRole = (typeof USER_ROLES)[number];

let h: Harness;
let admin: NonNullable<Context["user"]>;
beforeAll(async () => {
  h = await startHarness();
  const accounts = await createAccounts(h.em());
  admin = { id: accounts.admin.id, email: ADMIN.email, role: "admin", firstName: "Chief", lastName: "Admin" };
});
afterAll(async () => {
  await h?.close();
});

const asAdmin = (lang: "en" | "es" = "en") => h.caller({ user: admin, lang });

async function applicant(em: EntityManager, first: string, role: UserRole) {
  const user = em.create(
    User,
    {
      id: randomUUID(),
      email: `${first.toLowerCase()}@applicants.test`,
      firstName: first,
      lastName: "Applicant",
      role,
      status: "pending",
    },
    { partial: true },
  );
  await em.flush();
  return user;
}

async function staffRegistration(first: string, submittedAt = new Date()) {
  const em = h.em();
  const user = await applicant(em, first, "staff");
  const reg = em.create(StaffRegistration, {
    id: randomUUID(),
    user: user.id,
    desiredRole: "head_coach",
    department: "technical",
    experience: "expert",
    availability: "full_time",
    submittedAt,
  });
  await em.flush();
  return { user, reg };
}

describe("dashboard", () => {
  it("counts participants from player registrations, teams, completed of total matches, and 32 as the team target", async () => {
    const em = h.em();
    const team = (await em.find(Team, {}, { limit: 1 }))[0];
    for (const first of ["Ana", "Ben"]) {
      const user = await applicant(em, first, "player");
      em.create(PlayerRegistration, {
        id: randomUUID(),
        user: user.id,
        team: team.id,
        preferredPosition: "forward",
        skillLevel: "advanced",
        tradeSpecialty: "plumbing",
        availability: "weekends",
      });
    }
    await em.flush();
    const d = await asAdmin().admin.dashboard();
    expect(d.figures).toMatchObject({
      participants: 2,
      activeTeams: 32,
      completedMatches: 0,
      totalMatches: 48,
      progressPercent: 0,
      teamTarget: 32,
    });
    expect(d.registrations.players).toEqual({ total: 2, pending: 2 });
  });

  it("counts the registrations of a kind and those awaiting review (the table pages the rows)", async () => {
    const base = Date.now() - 10 * 60_000;
    const made = [];
    for (let i = 0; i < 7; i++) made.push(await staffRegistration(`Staffer${i}`, new Date(base + i * 1000)));
    const em = h.em();
    const decided = await em.findOneOrFail(StaffRegistration, made[6].reg.id);
    decided.status = "approved";
    await em.flush();
    const { staff } = (await asAdmin().admin.dashboard()).registrations;
    expect(staff).toEqual({ total: 7, pending: 6 });
  });

  it("lists recent activity from real events, newest first", async () => {
    const em = h.em();
    em.create(SponsorInquiry, {
      companyName: "Bolt & Nut Supply",
      contactName: "Rita",
      email: "rita@bolt.test",
      sponsorshipTier: "gold",
      message: "We would like to sponsor a team.",
    });
    const match = (await em.find(Match, {}, { orderBy: { matchDate: "asc" }, limit: 1 }))[0];
    await em.flush();
    await asAdmin().matches.update({ matchId: match.id, homeScore: 3, awayScore: 1, status: "completed" });
    const d = await asAdmin().admin.dashboard();
    const [latest, previous] = d.activity;
    const [home, away] = await Promise.all([em.findOneOrFail(Team, match.homeTeamId), em.findOneOrFail(Team, match.awayTeamId)]);
    expect(latest).toMatchObject({ type: "matchCompleted", home: home.name, away: away.name, homeScore: 3, awayScore: 1 });
    expect(previous).toMatchObject({ type: "sponsorInquiry", company: "Bolt & Nut Supply" });
    expect(d.activity.length).toBeLessThanOrEqual(8);
    expect(d.figures).toMatchObject({ completedMatches: 1, progressPercent: 2, activeTeams: await em.count(Team, {}) });
    expect(d.inquiries.items[0].companyName).toBe("Bolt & Nut Supply");
    const times = d.activity.map((e) => new Date(e.at).getTime());
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe("metrics", () => {
  const VALUES = {
    totalParticipants: 120,
    completedMatches: 4,
    activeTeams: 32,
    upcomingMatches: 44,
    averageAttendance: 5300,
    totalSponsors: 7,
    eventDuration: 45,
    prizePool: 300_000_000,
  };

  it("saves the eight values (PUT /api/tournament-metrics) and GET returns them", async () => {
    expect(await asAdmin().admin.updateMetrics(VALUES)).toEqual(VALUES);
    expect(await h.caller().matches.metrics()).toEqual(VALUES);
    expect(await h.em().count(TournamentMetrics, {})).toBe(1);
  });

  it("refuses negative, fractional, too large or missing values naming each field, and changes nothing", async () => {
    const cookie = await signIn(h, ADMIN);
    const res = await fetch(`${h.url}/api/tournament-metrics?lang=es`, {
      method: "PUT",
      headers: browser(h, cookie),
      body: JSON.stringify({
        ...VALUES,
        totalSponsors: -1,
        eventDuration: 4.5,
        averageAttendance: 2 ** 31,
        prizePool: undefined,
      }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
      totalSponsors: "Patrocinadores totales no puede ser negativo",
      eventDuration: "Duración del evento debe ser un número entero",
      averageAttendance: "Asistencia media es demasiado grande",
      prizePool: "Bolsa de premios debe ser un número entero",
    });
    expect(await h.caller().matches.metrics()).toEqual(VALUES);
  });

  it("falls back to the spec's figures when there is no metrics row (3 sponsors, 45 days, $2.5M)", async () => {
    await h.em().nativeDelete(TournamentMetrics, {});
    expect(await h.caller().matches.metrics()).toMatchObject({ totalSponsors: 3, eventDuration: 45, prizePool: 250_000_000 });
    await asAdmin().admin.updateMetrics(VALUES);
    expect(await h.caller().matches.metrics()).toEqual(VALUES);
  });
});

describe("registration review", () => {
  it("approves with a note: status, reviewedAt, reviewedBy, reviewNotes, the applicant's status and an email, together", async () => {
    const { user, reg } = await staffRegistration("Reviewee");
    const reviewed = await asAdmin().admin.reviewRegistration({
      kind: "staff",
      id: reg.id,
      status: "approved",
      notes: "Welcome aboard!",
    });
    expect(reviewed).toMatchObject({
      id: reg.id,
      status: "approved",
      reviewedBy: admin.id,
      reviewNotes: "Welcome aboard!",
      email: user.email,
    });
    const em = h.em();
    const row = await em.findOneOrFail(StaffRegistration, reg.id);
    expect(row).toMatchObject({ status: "approved", reviewedBy: admin.id, reviewNotes: "Welcome aboard!" });
    expect(Date.now() - row.reviewedAt!.getTime()).toBeLessThan(60_000);
    expect((await em.findOneOrFail(User, user.id)).status).toBe("approved");
    const [mail] = await em.find(OutboxEmail, { to: user.email });
    expect(mail.subject).toBe("Your Trades Cup registration is approved / Tu inscripción en la Trades Cup está aprobada");
    expect(mail.body).toContain("Hello Reviewee");
    expect(mail.body).toContain("Welcome aboard!");
    expect(mail.body).toContain("Hola, Reviewee");
  });

  it("rejects over REST (PATCH /api/registrations/{kind}/{id}) for any kind; a repeat is a 409", async () => {
    const em = h.em();
    const user = await applicant(em, "Franny", "franchise_manager");
    const reg = em.create(FranchiseRegistration, {
      id: randomUUID(),
      user: user.id,
      businessName: "Franny's Fixtures",
      tradeSpecialty: "plumbing",
    });
    await em.flush();
    const cookie = await signIn(h, ADMIN);
    const patch = (body: object) =>
      fetch(`${h.url}/api/registrations/franchises/${reg.id}`, {
        method: "PATCH",
        headers: browser(h, cookie),
        body: JSON.stringify(body),
      });
    const res = await patch({ status: "rejected" });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      kind: "franchises",
      status: "rejected",
      reviewNotes: null,
      detail: "Franny's Fixtures · plumbing",
    });
    const again = await patch({ status: "rejected" });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ error: { code: "CONFLICT", message: "This registration is already rejected." } });
    expect(await h.em().count(OutboxEmail, { to: user.email })).toBe(1);
  });

  it("answers 404 for an unknown registration and 400 for an unknown kind or decision, writing nothing", async () => {
    await expect(
      asAdmin().admin.reviewRegistration({ kind: "sponsors", id: randomUUID(), status: "approved" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    await expect(
      asAdmin().admin.reviewRegistration({ kind: "coaches" as never, id: randomUUID(), status: "approved" }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(
      asAdmin().admin.reviewRegistration({ kind: "staff", id: randomUUID(), status: "maybe" as never }),
    ).rejects.toMatchObject({ code: "BAD_REQUEST" });
  });
});

describe("quick actions", () => {
  it("Update Team Stats rewrites team figures from the completed group results", async () => {
    const em = h.em();
    const completed = (await em.find(Match, { status: "completed", round: "group" }))[0];
    const home = await em.findOneOrFail(Team, completed.homeTeamId);
    const expected = { wins: home.wins, points: home.points };
    home.wins = 9;
    home.points = 27;
    await em.flush();
    expect(await asAdmin().admin.updateTeamStats()).toEqual({ teams: 32 });
    expect(await h.em().findOneOrFail(Team, home.id)).toMatchObject(expected);
    expect(expected.points).toBe(3);
  });

  it("Generate Report is a CSV of teams, standings and registrations, headed in the admin's language", async () => {
    const { filename, csv } = await asAdmin("es").admin.report();
    expect(filename).toMatch(/^trades-cup-report-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.split("\r\n");
    expect(lines[0]).toBe("Equipos");
    expect(lines[1]).toBe("Equipo,Oficio,Capitán,Ciudad,Grupo");
    expect(lines.slice(2, 34)).toHaveLength(32);
    expect(csv).toContain("Clasificación");
    expect(csv).toMatch(/\r\n[A-H],1,[^,]+,1,1,0,0,3,1,2,3\r\n/);
    expect(csv).toContain("Personal,Reviewee,Applicant,reviewee@applicants.test,head_coach · technical,Aprobada,");
  });
});

describe("company listing", () => {
  it("keeps a registered company off the public sponsors list until an admin approves it", async () => {
    const res = await fetch(`${h.url}/api/sponsors`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        name: "Northwind Welding",
        industry: "welding",
        country: "CA",
        region: "NA",
        companyType: "sponsor",
        globalReach: "national",
        tier: "standard",
        description: "Welding supplies across Canada.",
        contactEmail: "hello@northwind.test",
        preferredLanguage: "en",
        canCompete: false,
      }),
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const publicNames = async () => (await h.caller().sponsors.list()).map((s) => s.name);
    expect(await publicNames()).not.toContain("Northwind Welding");
    await expect(h.caller().admin.setCompanyListed({ id, isActive: true })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await asAdmin().admin.setCompanyListed({ id, isActive: true })).toEqual({ id, isActive: true });
    expect(await publicNames()).toContain("Northwind Welding");
    await asAdmin().admin.setCompanyListed({ id, isActive: false });
    expect(await publicNames()).not.toContain("Northwind Welding");
    await expect(asAdmin().admin.setCompanyListed({ id: randomUUID(), isActive: true })).rejects.toMatchObject({
      code: "NOT_FOUND",
    });
  });
});
