/**
 * Every procedure of the whole router — found by walking it, as the admin gate's test does — declares
 * who may call it (docs/decisions/111), and each scoped one holds to it: anonymous callers get 401; a
 * person of every role scoped to ANOTHER team, match or task gets 403 (so no cross-team or cross-match
 * write gets through); a person scoped to THIS one passes the gate when their role is one the procedure
 * names, and gets 403 otherwise.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { appRouter } from "./index";
import { createServerCaller } from "../server/context";
import type { Context, ScopeMeta } from "../server/trpc";
import { Match, Player, ProjectTask, Staff } from "../db/entities/index";
import { startHarness, type Harness } from "../test/harness";
import { browser, createRolePerson, signIn } from "../test/auth";

type Def = { type: string; meta?: { scope?: ScopeMeta; openapi?: { method: string; path: string } } };
// At run time `_def.procedures` is flat, keyed by dotted path; its type describes the nested router.
const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: Def }>).map(([path, p]) => ({
  path,
  def: p._def,
}));
const scoped = procedures.filter((p) => ["team", "match", "task"].includes(p.def.meta?.scope?.kind ?? ""));

const ROLES = ["franchise_manager", "captain", "referee", "staff", "sponsor", "player"] as const;
type Role = (typeof ROLES)[number];

let h: Harness;
/** This team, match and task, and the other ones. */
const here = { teamId: "", matchId: "", playerId: "", taskId: "" };
const there = { teamId: "", matchId: "", playerId: "", taskId: "" };
const people: Record<"here" | "there", Partial<Record<Role, Context["user"]>>> = { here: {}, there: {} };

beforeAll(async () => {
  h = await startHarness();
  const em = h.em();
  const teams = await h.caller().teams.list();
  const inAWeek = new Date(Date.now() + 7 * 24 * 3600_000);
  // Matches still to kick off, so a captain's line-up window is open on this one.
  for (const [side, home, away, hours] of [
    [here, teams[0], teams[1], 0],
    [there, teams[2], teams[3], 24],
  ] as const) {
    side.teamId = home.id;
    const m = em.create(Match, {
      id: randomUUID(),
      homeTeamId: home.id,
      awayTeamId: away.id,
      matchDate: new Date(inAWeek.getTime() + hours * 3600_000),
      venue: "Scope Park",
      round: "group",
      status: "scheduled",
    });
    side.matchId = m.id;
    side.playerId = (await em.findOneOrFail(Player, { teamId: home.id }, { orderBy: { jerseyNumber: "asc" } })).id;
    const staff = em.create(Staff, {
      id: randomUUID(),
      teamId: home.id,
      firstName: "Sam",
      lastName: `Staff ${hours}`,
      email: `staff-${hours}@scope.test`,
      role: "coach",
    });
    side.taskId = em.create(ProjectTask, {
      id: randomUUID(),
      teamId: home.id,
      assignedTo: staff.id,
      title: "Line the pitch",
      category: "equipment",
      priority: "medium",
      status: "pending",
    }).id;
    await em.flush();
    const name = side === here ? "here" : "there";
    for (const role of ROLES) {
      people[name][role] = await createRolePerson(em, {
        role,
        email: `${role}-${name}@scope.test`,
        teamIds: role === "franchise_manager" || role === "captain" ? [side.teamId] : [],
        officiates: role === "referee" ? [{ matchId: side.matchId }] : [],
        staffIds: role === "staff" ? [staff.id] : [],
      });
    }
  }
}, 120_000);

afterAll(async () => {
  await h?.close();
});

const as = (user: Context["user"]) => createServerCaller({ em: h.em(), lang: "en", user, authMode: "required", ip: "127.0.0.1" });
const ADMIN = {
  id: "00000000-0000-4000-8000-00000000ad01",
  email: "scope-admin@tradescup.test",
  role: "admin",
  firstName: "Scope",
  lastName: "Admin",
};

/**
 * An input naming every kind of scope at once, all of one side; the rest of it is not meant to be
 * valid. A task's gate also reads the status asked for (a staff member may start a task, not cancel it).
 */
const probe = (side: typeof here) => ({
  teamId: side.teamId,
  matchId: side.matchId,
  playerId: side.playerId,
  id: side.taskId,
  probe: true,
});
const probeFor = (path: string, side: typeof here) =>
  path === "staff.updateTask" ? { ...probe(side), status: "in_progress" } : probe(side);

function call(user: Context["user"], path: string, input: unknown) {
  const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], as(user)) as (
    input: unknown,
  ) => Promise<unknown>;
  return fn(input).then(
    () => "ok",
    (e: { code?: string }) => e.code ?? String(e),
  );
}

/** Whether a person of this role, scoped to what the call is about, may call a procedure of this scope. */
function roleMay(scope: ScopeMeta, role: Role) {
  return "roles" in scope && scope.roles.includes(role);
}

describe("every procedure declares its scope", () => {
  it("every write (and every protected read) names who may call it", () => {
    const undeclared = procedures
      .filter(
        (p) =>
          p.def.type === "mutation" ||
          (p.def.meta?.openapi && "protect" in p.def.meta.openapi && (p.def.meta.openapi as { protect?: boolean }).protect),
      )
      .filter((p) => !p.def.meta?.scope)
      .map((p) => p.path);
    expect(undeclared).toEqual([]);
  });

  it("finds the scoped procedures of every area", () => {
    expect(scoped.map((p) => `${p.path} ${p.def.meta!.scope!.kind}`)).toEqual(
      expect.arrayContaining([
        "commerce.franchise.addContract team",
        "commerce.franchise.addRosterMember team",
        "commerce.franchise.adminDashboard team",
        "teams.updateTexts team",
        "teams.inviteCaptain team",
        "players.create team",
        "players.update team",
        "players.adminByTeam team",
        "matches.setLineup team",
        "matches.update match",
        "matches.addEvent match",
        "matches.deleteEvent match",
        "matches.signOff match",
        "staff.updateTask task",
      ]),
    );
  });
});

describe("the scoped procedures", () => {
  it("refuse anonymous callers with 401", async () => {
    for (const { path } of scoped) expect(await call(null, path, probeFor(path, here)), path).toBe("UNAUTHORIZED");
  });

  it("refuse a person of every role scoped to another team, match or task with 403: no cross-scope call gets through", async () => {
    for (const { path } of scoped) {
      for (const role of ROLES)
        expect(await call(people.there[role]!, path, probeFor(path, here)), `${path} as ${role} of another`).toBe("FORBIDDEN");
    }
  });

  it("let a person scoped to this one through when their role is named, and refuse the other roles with 403", async () => {
    for (const { path, def } of scoped) {
      for (const role of ROLES) {
        const outcome = await call(people.here[role]!, path, probeFor(path, here));
        if (roleMay(def.meta!.scope!, role))
          expect(["UNAUTHORIZED", "FORBIDDEN"], `${path} as ${role}: ${outcome}`).not.toContain(outcome);
        else expect(outcome, `${path} as ${role}`).toBe("FORBIDDEN");
      }
    }
  });

  it("let admins through, whatever the scope", async () => {
    for (const { path } of scoped)
      expect(["UNAUTHORIZED", "FORBIDDEN"], path).not.toContain(await call(ADMIN, path, probeFor(path, here)));
  });

  it("refuse every non-admin on admin procedures, however they are scoped", async () => {
    const admin = procedures.filter((p) => p.def.meta?.scope?.kind === "admin" && p.def.type === "mutation");
    expect(admin.map((p) => p.path)).toEqual(expect.arrayContaining(["matches.setOfficials", "admin.invite", "matches.create"]));
    for (const { path } of admin)
      for (const role of ROLES) expect(await call(people.here[role]!, path, probe(here)), `${path} as ${role}`).toBe("FORBIDDEN");
  });
});

describe("over REST", () => {
  it("a captain of another team cannot set this team's line-up or add to its squad: 403 in the caller's language, and nothing written", async () => {
    const em = h.em();
    await createRolePerson(em, {
      role: "captain",
      email: "rest-captain@scope.test",
      password: "a-long-captain-password",
      teamIds: [there.teamId],
    });
    const cookie = await signIn(h, { email: "rest-captain@scope.test", password: "a-long-captain-password" });
    const players = await em.count(Player, { teamId: here.teamId });
    const add = await fetch(`${h.url}/api/players?lang=es`, {
      method: "POST",
      headers: { ...browser(h, cookie), "accept-language": "es" },
      body: JSON.stringify({
        teamId: here.teamId,
        firstName: "Intruso",
        lastName: "Cruzado",
        position: "defender",
        status: "inactive",
      }),
    });
    expect(add.status).toBe(403);
    expect(await add.json()).toEqual({ error: { code: "FORBIDDEN", message: "Solo puedes hacer esto para tu propio equipo." } });
    expect(await h.em().count(Player, { teamId: here.teamId })).toBe(players);
    const lineup = await fetch(`${h.url}/api/matches/${here.matchId}/lineups/${here.teamId}`, {
      method: "PUT",
      headers: browser(h, cookie),
      body: "{}",
    });
    expect(lineup.status).toBe(403);
    const anonymous = await fetch(`${h.url}/api/matches/${here.matchId}/events`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ error: { code: "UNAUTHORIZED", message: "Please sign in to do this." } });
  });
});
