/**
 * Each role's main task, end to end through the procedures: a franchise manager signs a
 * contract, a captain manages the squad and submits a line-up until kick-off, a referee records a goal
 * and signs the report off (after which only an admin, with a reason, changes the match), a staff
 * member starts and completes their own task; the audit trail names who did each.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditEvent, Inventory, Player, ProjectTask, Staff, Team } from "../../db/entities/index";
import { bootstrapAdmins, DEMO_ADMIN } from "../../server/auth/admins";
import { DEMO_PEOPLE } from "../../server/auth/demo-people";
import type { Context } from "../../server/trpc";
import { tournamentDayAt } from "../../shared/clock";
import { refusal, scheduledMatch, startHarness, type Harness } from "../../test/harness";
import { createRolePerson, signIn } from "../../test/auth";

let h: Harness;
let teamId: string;
let otherTeamId: string;
const ADMIN = {
  id: "00000000-0000-4000-8000-00000000ad02",
  email: "roles-admin@tradescup.test",
  role: "admin",
  firstName: "Rita",
  lastName: "Admin",
};
const as = (user: Context["user"], lang: "en" | "es" = "en") => h.caller({ user, lang });

beforeAll(async () => {
  h = await startHarness();
  const teams = await h.caller().teams.list();
  [teamId, otherTeamId] = [teams[0].id, teams[2].id];
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const inDays = (days: number) => new Date(Date.now() + days * 24 * 3600_000);
const newMatch = (homeTeamId: string, awayTeamId: string, matchDate: Date) =>
  scheduledMatch(h.em(), { homeTeamId, awayTeamId, matchDate, venue: "Roles Stadium", round: "quarter_final" });
const activeIds = async (team: string) =>
  (await h.em().find(Player, { teamId: team, status: "active" }, { orderBy: { jerseyNumber: "asc" } })).map((p) => p.id);
const lineupOf = async (matchId: string, team: string) => {
  const ids = await activeIds(team);
  return {
    matchId,
    teamId: team,
    starters: ids.slice(0, 11),
    substitutes: ids.slice(11, 14),
    captainId: ids[1],
    goalkeeperId: ids[0],
  };
};

describe("a franchise manager", () => {
  it("signs a contract for their team, sees its pay, and is named in the audit trail; another team's is refused", async () => {
    const manager = await createRolePerson(h.em(), { role: "franchise_manager", email: "fm@roles.test", teamIds: [teamId] });
    const contract = await as(manager).commerce.franchise.addContract({
      teamId,
      playerName: "Vera Volt",
      position: "forward",
      baseSalary: 4_200_000,
      durationYears: 2,
      startDate: "2026-07-01",
    });
    expect(contract).toMatchObject({ playerName: "Vera Volt", baseSalary: 4_200_000 });
    expect((await as(manager).commerce.franchise.adminDashboard({ teamId })).contracts.map((c) => c.baseSalary)).toContain(
      4_200_000,
    );
    const [row] = await h.em().find(AuditEvent, { action: "contract.signed" });
    expect(row).toMatchObject({
      actorId: manager.id,
      actor: `franchise_manager fm <fm@roles.test>`,
      detail: { teamId, playerName: "Vera Volt" },
    });
    expect(
      await refusal(
        as(manager, "es").commerce.franchise.addContract({
          teamId: otherTeamId,
          playerName: "X",
          position: "forward",
          baseSalary: 1,
          durationYears: 1,
          startDate: "2026-07-01",
        }),
        "es",
      ),
    ).toMatchObject({ code: "FORBIDDEN", message: "Solo puedes hacer esto para tu propio equipo." });
  });
});

describe("a franchise manager's contracts and stock", () => {
  it("changes and ends their team's contract (audited, in one place each), never another team's, and not once ended", async () => {
    const manager = await createRolePerson(h.em(), { role: "franchise_manager", email: "fm2@roles.test", teamIds: [teamId] });
    const signed = await as(manager).commerce.franchise.addContract({
      teamId,
      playerName: "Edith Edit",
      position: "defender",
      baseSalary: 1_000_000,
      durationYears: 3,
      startDate: "2026-07-01",
    });
    const changed = await as(manager).commerce.franchise.updateContract({
      teamId,
      contractId: signed.id,
      position: "midfielder",
      baseSalary: 1_250_000,
      bonuses: "Goal bonus",
    });
    expect(changed).toMatchObject({ position: "midfielder", baseSalary: 1_250_000, bonuses: "Goal bonus", isActive: true });
    expect(changed.endDate).toBe(signed.endDate);
    // Another team's contract id under this team: as if it did not exist; under the other team: not theirs.
    const theirs = await h.caller({ user: ADMIN }).commerce.franchise.addContract({
      teamId: otherTeamId,
      playerName: "Other Team",
      position: "forward",
      baseSalary: 500_000,
      durationYears: 1,
      startDate: "2026-07-01",
    });
    const edit = { position: "forward" as const, baseSalary: 1 };
    expect(
      await refusal(as(manager).commerce.franchise.updateContract({ teamId, contractId: theirs.id, ...edit })),
    ).toMatchObject({
      code: "NOT_FOUND",
    });
    expect(
      await refusal(as(manager).commerce.franchise.endContract({ teamId: otherTeamId, contractId: theirs.id })),
    ).toMatchObject({ code: "FORBIDDEN" });

    const ended = await as(manager).commerce.franchise.endContract({ teamId, contractId: signed.id });
    expect(ended.isActive).toBe(false);
    expect(ended.endDate).toBe(tournamentDayAt(Date.now()));
    expect(
      await refusal(as(manager, "es").commerce.franchise.endContract({ teamId, contractId: signed.id }), "es"),
    ).toMatchObject({
      code: "CONFLICT",
      message: "Este contrato ha terminado: ya no se puede cambiar",
    });
    const trail = await h.em().find(AuditEvent, { action: { $in: ["contract.changed", "contract.ended"] }, actorId: manager.id });
    expect(trail.map((r) => r.action).sort()).toEqual(["contract.changed", "contract.ended"]);
  });

  it("sets a size's stock of their team's product, refusing a count below what orders hold and other teams' products", async () => {
    const manager = await createRolePerson(h.em(), { role: "franchise_manager", email: "fm3@roles.test", teamIds: [teamId] });
    const { products } = await as(manager).commerce.franchise.adminDashboard({ teamId });
    const product = products.find((p) => p.variants.length)!;
    const variant = product.variants[0];
    const set = await as(manager).commerce.franchise.setStock({
      teamId,
      productId: product.id,
      variantId: variant.id,
      stockQuantity: 37,
    });
    expect(set.stockQuantity).toBe(37);
    const after = await as(manager).commerce.franchise.adminDashboard({ teamId });
    expect(after.products.find((p) => p.id === product.id)!.variants.find((v) => v.id === variant.id)!.stock).toBe(37);
    expect(await h.em().count(AuditEvent, { action: "stock.set", actorId: manager.id })).toBe(1);
    // Open orders hold five of the size: a count of three is refused, naming the field and the five.
    await h.em().nativeUpdate(Inventory, { productId: product.id, variantId: variant.id }, { reservedQuantity: 5 });
    const held = await refusal(
      as(manager).commerce.franchise.setStock({ teamId, productId: product.id, variantId: variant.id, stockQuantity: 3 }),
    );
    expect(held.fields?.stockQuantity).toBe("Open orders hold 5 of this size: the stock cannot be lower");
    await h.em().nativeUpdate(Inventory, { productId: product.id, variantId: variant.id }, { reservedQuantity: 0 });

    const refused = await refusal(
      as(manager, "es").commerce.franchise.setStock({ teamId, productId: product.id, variantId: variant.id, stockQuantity: -1 }),
      "es",
    );
    expect(refused).toMatchObject({ code: "BAD_REQUEST" });
    expect(refused.fields?.stockQuantity).toBe("Introduce un número entero de artículos de 0 a 100.000");
    const { products: others } = await h.caller({ user: ADMIN }).commerce.franchise.adminDashboard({ teamId: otherTeamId });
    const other = others.find((p) => p.variants.length)!;
    expect(
      await refusal(
        as(manager).commerce.franchise.setStock({
          teamId,
          productId: other.id,
          variantId: other.variants[0].id,
          stockQuantity: 1,
        }),
      ),
    ).toMatchObject({ code: "NOT_FOUND" });
    expect(
      await refusal(
        as(manager).commerce.franchise.setStock({
          teamId: otherTeamId,
          productId: other.id,
          variantId: other.variants[0].id,
          stockQuantity: 1,
        }),
      ),
    ).toMatchObject({ code: "FORBIDDEN" });
  });
});

describe("a captain", () => {
  it("adds a player to their squad, edits their number, and submits a line-up until kick-off, then no more", async () => {
    const captain = await createRolePerson(h.em(), { role: "captain", email: "captain@roles.test", teamIds: [teamId] });
    const added = await as(captain).players.create({
      teamId,
      firstName: "Nico",
      lastName: "Newcomer",
      email: "nico@roles.test",
      position: "defender",
      status: "inactive",
      jerseyNumber: 98,
    });
    const edited = await as(captain).players.update({ playerId: added.id, jerseyNumber: 97 });
    expect(edited.jerseyNumber).toBe(97);
    expect(added).toMatchObject({ teamId, jerseyNumber: 98 });
    expect(
      (await h.em().find(AuditEvent, { action: { $in: ["squad.added", "squad.updated"] }, actorId: captain.id }))
        .map((a) => a.action)
        .sort(),
    ).toEqual(["squad.added", "squad.updated"]);
    // Their players' contact details, and nobody else's.
    expect((await as(captain).players.adminByTeam({ teamId })).length).toBeGreaterThan(11);
    expect(await refusal(as(captain).players.adminByTeam({ teamId: otherTeamId }))).toMatchObject({ code: "FORBIDDEN" });

    const upcoming = await newMatch(teamId, otherTeamId, inDays(3));
    const lineup = await as(captain).matches.setLineup(await lineupOf(upcoming.id, teamId));
    expect(lineup.starters).toHaveLength(11);
    const [audited] = await h.em().find(AuditEvent, { action: "lineup.set", actorId: captain.id });
    expect(audited.detail).toMatchObject({ matchId: upcoming.id, teamId });
    expect(await refusal(as(captain).matches.setLineup(await lineupOf(upcoming.id, otherTeamId)))).toMatchObject({
      code: "FORBIDDEN",
      message: "You can only do this for your own team.",
    });

    const kickedOff = await newMatch(teamId, otherTeamId, inDays(-1));
    expect(await refusal(as(captain).matches.setLineup(await lineupOf(kickedOff.id, teamId)))).toMatchObject({
      code: "FORBIDDEN",
      message: "Line-ups close at kick-off; after it only an administrator can change one.",
    });
    // The admin still can.
    expect((await as(ADMIN).matches.setLineup(await lineupOf(kickedOff.id, teamId))).starters).toHaveLength(11);
  });
});

describe("a captain removing a player from the squad", () => {
  it("releases them: out of the squad's lists and line-ups, their number free, their profile and goals kept", async () => {
    const captain = await createRolePerson(h.em(), { role: "captain", email: "release@roles.test", teamIds: [teamId] });
    // A match the player scored in, before leaving.
    const played = await newMatch(teamId, otherTeamId, inDays(-2));
    const lineup = await lineupOf(played.id, teamId);
    await as(ADMIN).matches.setLineup(lineup);
    await as(ADMIN).matches.setLineup(await lineupOf(played.id, otherTeamId));
    await as(ADMIN).matches.update({ matchId: played.id, status: "live", minute: 30 });
    const scorer = lineup.starters[9];
    await as(ADMIN).matches.addEvent({ matchId: played.id, kind: "goal", teamId, playerId: scorer, minute: 20 });
    const before = await h.em().findOneOrFail(Player, scorer);
    const number = before.jerseyNumber!;

    const released = await as(captain).players.update({ playerId: scorer, status: "released" });
    expect(released).toMatchObject({ status: "released", jerseyNumber: null });
    expect((await as(captain).players.byTeam({ teamId })).map((p) => p.id)).not.toContain(scorer);
    expect((await h.caller().players.list({ teamId })).map((p) => p.id)).not.toContain(scorer);
    expect((await h.caller().teams.detail({ id: teamId })).players.map((p) => p.id)).not.toContain(scorer);
    const squad = await h.caller().matches.squad({ matchId: (await newMatch(teamId, otherTeamId, inDays(5))).id, teamId });
    expect(squad.map((p) => p.id)).not.toContain(scorer);
    // Their profile and their goal stay.
    expect((await h.caller().players.profile({ playerId: scorer })).player.status).toBe("released");
    expect((await h.caller().stats.topScorers({ limit: 100 })).find((r) => r.player.id === scorer)?.goals).toBe(1);
    // Their number is free for another player.
    const taker = await as(captain).players.create({
      teamId,
      firstName: "Tomasa",
      lastName: "Tomadora",
      email: "taker@roles.test",
      position: "forward",
      status: "inactive",
      jerseyNumber: number,
    });
    expect(taker.jerseyNumber).toBe(number);
    expect((await h.em().find(AuditEvent, { action: "squad.updated", actorId: captain.id })).map((a) => a.detail)).toContainEqual(
      expect.objectContaining({ playerId: scorer }),
    );
  });
});

describe("a referee", () => {
  it("is assigned by an admin, never to two matches less than 2 hours apart (409 naming the other)", async () => {
    const ref = await createRolePerson(h.em(), { role: "referee", email: "clash-ref@roles.test" });
    const first = await newMatch(teamId, otherTeamId, new Date("2027-01-10T18:00:00Z"));
    const second = await newMatch(otherTeamId, teamId, new Date("2027-01-10T19:30:00Z"));
    const later = await newMatch(otherTeamId, teamId, new Date("2027-01-10T20:00:00Z"));
    expect(await as(ADMIN).matches.setOfficials({ matchId: first.id, refereeId: ref.id, assistantIds: [] })).toMatchObject({
      officials: [{ userId: ref.id, position: "referee" }],
    });
    const clash = await refusal(as(ADMIN).matches.setOfficials({ matchId: second.id, refereeId: ref.id, assistantIds: [] }));
    const names = new Map((await h.caller().teams.list()).map((t) => [t.id, t.name]));
    expect(clash).toMatchObject({ code: "CONFLICT" });
    expect(clash.message).toContain(`${names.get(teamId)} – ${names.get(otherTeamId)}`);
    expect(clash.message).toContain("less than 2 hours");
    expect(await as(ADMIN).matches.setOfficials({ matchId: later.id, refereeId: ref.id, assistantIds: [] })).toMatchObject({
      matchId: later.id,
    });
    const notReferee = await createRolePerson(h.em(), { role: "staff", email: "not-a-ref@roles.test" });
    expect(
      await refusal(as(ADMIN).matches.setOfficials({ matchId: later.id, refereeId: ref.id, assistantIds: [notReferee.id] })),
    ).toMatchObject({
      code: "BAD_REQUEST",
      fields: { "assistantIds.0": "This person does not have the referee role" },
    });
  });

  it("starts their match, records a goal, completes it and signs it off; after that only an admin changes it, with a reason", async () => {
    const ref = await createRolePerson(h.em(), { role: "referee", email: "ref@roles.test" });
    const assistant = await createRolePerson(h.em(), { role: "referee", email: "ar@roles.test" });
    const m = await newMatch(teamId, otherTeamId, inDays(10));
    await as(ADMIN).matches.setOfficials({ matchId: m.id, refereeId: ref.id, assistantIds: [assistant.id] });
    for (const side of [teamId, otherTeamId]) await as(ADMIN).matches.setLineup(await lineupOf(m.id, side));
    const referee = as(ref);
    await referee.matches.update({ matchId: m.id, status: "live", minute: 1 });
    const scorer = (await lineupOf(m.id, teamId)).starters[9];
    const goal = await referee.matches.addEvent({
      matchId: m.id,
      kind: "goal",
      teamId,
      playerId: scorer,
      minute: 30,
      ownGoal: false,
      penalty: false,
    });
    expect(goal.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    await referee.matches.update({ matchId: m.id, minute: 45 });
    await referee.matches.update({ matchId: m.id, status: "completed", minute: 90, homeScore: 1, awayScore: 0 });
    expect(await refusal(as(assistant).matches.signOff({ matchId: m.id }))).toMatchObject({ code: "FORBIDDEN" });
    const signed = await referee.matches.signOff({ matchId: m.id });
    expect(signed.signedOffBy).toBe("referee ref <ref@roles.test>");
    const trail = await as(ADMIN).matches.resultChanges({ matchId: m.id });
    expect(trail.find((c) => c.action === "event_added")?.changedBy).toBe("referee ref <ref@roles.test>");

    expect(
      await refusal(referee.matches.addEvent({ matchId: m.id, kind: "yellow_card", teamId, playerId: scorer, minute: 80 })),
    ).toMatchObject({
      code: "FORBIDDEN",
      message: "This match report is signed off; only an administrator can change the match now.",
    });
    // Each of the referee's writes is refused on the signed-off match, before anything about the write itself.
    const signedOff = { code: "FORBIDDEN", message: expect.stringContaining("signed off; only an administrator") };
    expect(await refusal(referee.matches.update({ matchId: m.id, attendance: 900 }))).toMatchObject(signedOff);
    expect(await refusal(referee.matches.deleteEvent({ matchId: m.id, eventId: goal.event.id }))).toMatchObject(signedOff);
    expect(await refusal(referee.matches.signOff({ matchId: m.id }))).toMatchObject(signedOff);
    expect(await refusal(as(ADMIN).matches.update({ matchId: m.id, attendance: 900 }))).toMatchObject({
      code: "BAD_REQUEST",
      fields: { reason: expect.any(String) },
    });
    await as(ADMIN).matches.update({ matchId: m.id, attendance: 900, reason: "Attendance from the turnstiles" });
    expect(await refusal(as(ADMIN).matches.signOff({ matchId: m.id }))).toMatchObject({
      code: "CONFLICT",
      message: "This match report is already signed off.",
    });
  });
});

describe("a staff member", () => {
  it("starts and completes their own task, may not cancel it, and cannot touch another's", async () => {
    const em = h.em();
    const mine = em.create(Staff, {
      id: randomUUID(),
      teamId,
      firstName: "Sol",
      lastName: "Staff",
      email: "sol@roles.test",
      role: "coach",
    });
    const theirs = em.create(Staff, {
      id: randomUUID(),
      teamId,
      firstName: "Oto",
      lastName: "Other",
      email: "oto@roles.test",
      role: "coach",
    });
    const task = em.create(ProjectTask, {
      id: randomUUID(),
      teamId,
      assignedTo: mine.id,
      title: "Paint the lines",
      category: "equipment",
      priority: "medium",
      status: "pending",
    });
    const other = em.create(ProjectTask, {
      id: randomUUID(),
      teamId,
      assignedTo: theirs.id,
      title: "Order balls",
      category: "equipment",
      priority: "medium",
      status: "pending",
    });
    await em.flush();
    const sol = await createRolePerson(em, { role: "staff", email: "sol-account@roles.test", staffIds: [mine.id] });
    expect(await refusal(as(sol).staff.updateTask({ id: task.id, status: "cancelled" }))).toMatchObject({
      code: "FORBIDDEN",
      message: "You can start or complete your task; only an administrator can cancel it.",
    });
    expect((await as(sol).staff.updateTask({ id: task.id, status: "in_progress" })).status).toBe("in_progress");
    expect((await as(sol).staff.updateTask({ id: task.id, status: "completed" })).status).toBe("completed");
    expect(await refusal(as(sol).staff.updateTask({ id: other.id, status: "completed" }))).toMatchObject({
      code: "FORBIDDEN",
      message: "You can only change your own tasks.",
    });
    expect((await h.em().findOneOrFail(ProjectTask, other.id)).status).toBe("pending");
  });
});

describe("the demo database", () => {
  it("has one account per role, with the demo password, on the first team and its matches", async () => {
    await bootstrapAdmins(h.em(), {});
    const [first] = await h.em().find(Team, {}, { orderBy: { drawOrder: "asc" }, limit: 1 });
    for (const person of DEMO_PEOPLE) {
      const cookie = await signIn(h, { email: person.email, password: DEMO_ADMIN.password });
      const me = (await (await fetch(`${h.url}/api/me`, { headers: { cookie } })).json()) as {
        role: string;
        scopes: { teams: Array<{ id: string }>; matches: unknown[]; staffIds: unknown[] };
      };
      expect(me.role).toBe(person.role);
      if (person.role === "franchise_manager" || person.role === "captain")
        expect(me.scopes.teams.map((t) => t.id)).toEqual([first.id]);
      // The first team's match being played and its next one (the demo is placed around today).
      if (person.role === "referee") expect(me.scopes.matches).toHaveLength(2);
      if (person.role === "staff") expect(me.scopes.staffIds).toHaveLength(1);
    }
  });
});
