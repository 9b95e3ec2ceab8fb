/**
 * The admin's People tab: the people who run the tournament with their role, status, teams
 * and matches, and the audit trail naming who did what (the person, and the API token it came with).
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Context } from "../../server/trpc";
import { refusal, scheduledMatch, startHarness, type Harness } from "../../test/harness";
import { createRolePerson } from "../../test/auth";
import { splitActor } from "./people";

let h: Harness;
let teams: Array<{ id: string; name: string }>;
const ADMIN = {
  id: "00000000-0000-4000-8000-00000000ad07",
  email: "people-admin@tradescup.test",
  role: "admin",
  firstName: "Paula",
  lastName: "Admin",
};
const as = (user: Context["user"], lang: "en" | "es" = "en") => h.caller({ user, lang });

beforeAll(async () => {
  h = await startHarness();
  teams = await h.caller().teams.list();
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const newMatch = (home: number, away: number, matchDate: Date) =>
  scheduledMatch(h.em(), { homeTeamId: teams[home].id, awayTeamId: teams[away].id, matchDate, venue: "People Park" });

describe("admin.people", () => {
  it("refuses nobody (401) and every other role (403), over tRPC and REST", async () => {
    expect(await refusal(as(null).admin.people())).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await refusal(as(null).admin.auditEvents({}))).toMatchObject({ code: "UNAUTHORIZED" });
    for (const role of ["franchise_manager", "captain", "referee", "staff", "sponsor"]) {
      const person = await createRolePerson(h.em(), { role, email: `${role}@people-guard.test` });
      expect(await refusal(as(person).admin.people()), role).toMatchObject({ code: "FORBIDDEN" });
      expect(await refusal(as(person).admin.auditEvents({})), role).toMatchObject({ code: "FORBIDDEN" });
    }
    expect((await fetch(`${h.url}/api/people`)).status).toBe(401);
    expect((await fetch(`${h.url}/api/admin/audit-events`)).status).toBe(401);
  });

  it("lists an invited person with their teams, a referee with the matches they officiate; not visitors or pending registrants", async () => {
    const invited = await as(ADMIN).admin.invite({
      email: "new.manager@people.test",
      firstName: "Nora",
      lastName: "Manager",
      role: "franchise_manager",
      teamIds: [teams[4].id],
    });
    const referee = await createRolePerson(h.em(), { role: "referee", email: "ref@people.test", password: "a-long-password-1" });
    const m = await newMatch(5, 6, new Date(Date.now() + 30 * 24 * 3600_000));
    await as(ADMIN).matches.setOfficials({ matchId: m.id, refereeId: referee.id, assistantIds: [] });
    await createRolePerson(h.em(), { role: "player", email: "fan@people.test" });

    const people = await as(ADMIN).admin.people();
    expect(people.find((p) => p.id === invited.userId)).toEqual({
      id: invited.userId,
      email: "new.manager@people.test",
      firstName: "Nora",
      lastName: "Manager",
      role: "franchise_manager",
      status: "invited",
      teamIds: [teams[4].id],
      officiates: [],
    });
    expect(people.find((p) => p.id === referee.id)).toMatchObject({
      status: "active",
      officiates: [
        { matchId: m.id, position: "referee", matchDate: m.matchDate, homeTeamId: teams[5].id, awayTeamId: teams[6].id },
      ],
    });
    expect(people.map((p) => p.email)).not.toContain("fan@people.test");

    // Setting the teams replaces them, and the list says so.
    await as(ADMIN).admin.setPersonTeams({ userId: invited.userId, teamIds: [teams[4].id, teams[7].id] });
    const again = (await as(ADMIN).admin.people()).find((p) => p.id === invited.userId);
    expect(new Set(again?.teamIds)).toEqual(new Set([teams[4].id, teams[7].id]));
  });
});

describe("admin.auditEvents", () => {
  it("names who did what — the person and the API token — and what it was about, newest first, filtered and paged", async () => {
    const viaToken = { ...ADMIN, apiToken: { id: randomUUID(), name: "League sync", scopes: ["admin"] as const } };
    const ref = await createRolePerson(h.em(), { role: "referee", email: "audit.ref@people.test" });
    const m = await newMatch(8, 9, new Date(Date.now() + 40 * 24 * 3600_000));
    await as(viaToken).matches.setOfficials({ matchId: m.id, refereeId: ref.id, assistantIds: [] });
    await as(ADMIN).admin.invite({
      email: "audit.captain@people.test",
      firstName: "Cata",
      lastName: "Captain",
      role: "captain",
      teamIds: [teams[10].id],
    });

    const page = await as(ADMIN).admin.auditEvents({ pageSize: 2 });
    expect(page.rows).toHaveLength(2);
    expect(page.rows[0]).toMatchObject({
      action: "invitation.sent",
      actorId: ADMIN.id,
      actor: "Paula Admin <people-admin@tradescup.test>",
      token: null,
      teams: [teams[10].name],
      person: "Cata Captain <audit.captain@people.test>",
    });
    expect(page.rows[1]).toMatchObject({
      action: "officials.assigned",
      actor: "Paula Admin <people-admin@tradescup.test>",
      token: "League sync",
      match: `${teams[8].name} – ${teams[9].name}`,
      teams: [],
    });
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.actions).toEqual(expect.arrayContaining(["invitation.sent", "officials.assigned"]));
    expect(page.actors).toContainEqual({ id: ADMIN.id, name: "Paula Admin <people-admin@tradescup.test>" });

    const second = await as(ADMIN).admin.auditEvents({ pageSize: 2, page: 2 });
    expect(second.rows.map((r) => r.id)).not.toContain(page.rows[0].id);

    const onlyOfficials = await as(ADMIN).admin.auditEvents({ action: "officials.assigned" });
    expect(onlyOfficials.rows.every((r) => r.action === "officials.assigned")).toBe(true);
    expect(onlyOfficials.total).toBe(onlyOfficials.rows.length);
    expect((await as(ADMIN).admin.auditEvents({ actorId: randomUUID() })).total).toBe(0);
  });

  it("refuses a bad filter naming the field", async () => {
    expect(await refusal(as(ADMIN).admin.auditEvents({ actorId: "nope" }))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { actorId: expect.any(String) },
    });
  });
});

describe("splitActor", () => {
  it("reads the person and the token as the trail writes them", () => {
    expect(splitActor('Ana Ruiz <ana@x.test> · API token "Sync"')).toEqual({ actor: "Ana Ruiz <ana@x.test>", token: "Sync" });
    expect(splitActor("Ana Ruiz <ana@x.test>")).toEqual({ actor: "Ana Ruiz <ana@x.test>", token: null });
    expect(splitActor(null)).toEqual({ actor: null, token: null });
  });
});
