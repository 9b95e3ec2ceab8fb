import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ProjectTask, Staff } from "../db/entities/index";
import { action as staffAction } from "../app/routes/staff";
import { action as franchiseAction } from "../app/routes/franchise";
import { action as playersAction } from "../app/routes/players";
import type { FormResult } from "../app/lib/form-result";
import type { Lang } from "../server/i18n";
import { createAccounts } from "./auth";
import { startHarness, type Harness } from "./harness";

/** The staff, franchise and players pages' actions, run as React Router runs them for a POST. */
let h: Harness;
let users: Awaited<ReturnType<typeof createAccounts>>;
beforeAll(async () => {
  h = await startHarness();
  users = await createAccounts(h.em());
});
afterAll(async () => h?.close());

type Who = "visitor" | "player" | "admin";
type Action = (args: never) => Promise<unknown>;

async function post(
  action: Action,
  path: string,
  fields: Record<string, string>,
  { who = "admin", lang = "en" }: { who?: Who; lang?: Lang } = {},
) {
  const user = who === "visitor" ? null : users[who];
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });
  const context = {
    lang,
    trpc: h.caller({
      lang,
      authMode: "required",
      user: user && { id: user.id, email: user.email, role: user.role, firstName: user.firstName, lastName: user.lastName },
    }),
  };
  const answer = (await action({ request, context } as never)) as { data: FormResult; init: ResponseInit | null };
  return { status: answer.init?.status ?? 200, result: answer.data };
}

const staffForm = (email: string) => ({
  intent: "addStaff",
  firstName: "Rosa",
  lastName: "Parks",
  email,
  role: "trainer",
  salary: "52000.50",
  status: "active",
  teamId: "",
});

describe("the staff page's action", () => {
  it("adds a staff member from a posted form: the salary typed in dollars is stored in cents", async () => {
    const email = `rosa.${Date.now()}@example.com`;
    const { status, result } = await post(staffAction, "/staff", staffForm(email));
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: "addStaff" });
    expect(await h.em().findOneOrFail(Staff, { email })).toMatchObject({ salary: 5_200_050, role: "trainer" });
  });

  it("creates a task with its budget in cents", async () => {
    const title = `Kit order ${Date.now()}`;
    const { result } = await post(staffAction, "/staff", {
      intent: "createTask",
      title,
      category: "equipment",
      priority: "high",
      budget: "2500",
      dueDate: "",
    });
    expect(result).toMatchObject({ ok: true });
    expect(await h.em().findOneOrFail(ProjectTask, { title })).toMatchObject({
      budget: 250_000,
      priority: "high",
      dueDate: null,
    });
  });

  it("answers a visitor 401 and a signed-in non-admin 403 in their language, whatever they send, and writes nothing", async () => {
    const email = `nobody.${Date.now()}@example.com`;
    const visitor = await post(staffAction, "/staff", staffForm(email), { who: "visitor", lang: "es" });
    expect(visitor.status).toBe(401);
    expect(visitor.result).toMatchObject({ ok: false, intent: "addStaff", message: expect.stringContaining("Inicia sesión") });
    // Bad input too: the gate speaks before the fields.
    const garbage = await post(
      staffAction,
      "/staff",
      { ...staffForm(email), salary: "lots", email: "nope" },
      { who: "visitor", lang: "es" },
    );
    expect(garbage.status).toBe(401);
    const player = await post(
      staffAction,
      "/staff",
      { intent: "createTask", title: "No", category: "finance" },
      { who: "player" },
    );
    expect(player.status).toBe(403);
    expect(await h.em().count(Staff, { email })).toBe(0);
  });

  it("answers an admin's bad fields with 400 and each field's message in Spanish, never a 500", async () => {
    const { status, result } = await post(
      staffAction,
      "/staff",
      { ...staffForm("rosa@example.com"), salary: "1,200", role: "" },
      { lang: "es" },
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, fields: { salary: expect.any(String), role: "Cargo es obligatorio" } });
    expect((await post(staffAction, "/staff", { intent: "deleteEverything" })).status).toBe(400);
  });
});

describe("the franchise page's action", () => {
  it("signs a contract from a posted form (salary in dollars, duration as a number) and adds a roster member", async () => {
    const [team] = await h.caller().teams.list();
    const playerName = `Ana Ruiz ${Date.now()}`;
    const roster = await post(franchiseAction, "/franchise", {
      intent: "addRosterMember",
      teamId: team.id,
      name: playerName,
      position: "Vice Captain",
      specialty: "",
    });
    expect(roster.result).toMatchObject({ ok: true, data: { name: playerName } });
    const contract = await post(franchiseAction, "/franchise", {
      intent: "addContract",
      teamId: team.id,
      playerName,
      position: "forward",
      baseSalary: "55000",
      durationYears: "3",
      startDate: "2026-07-01",
      bonuses: "",
    });
    expect(contract.status).toBe(200);
    const dashboard = await h.caller({ authMode: "off" }).commerce.franchise.adminDashboard({ teamId: team.id });
    expect(dashboard.contracts.find((c) => c.playerName === playerName)).toMatchObject({
      baseSalary: 5_500_000,
      endDate: "2029-06-30",
    });
  });

  it("refuses a visitor (401) and names a missing duration for an admin (400)", async () => {
    const [team] = await h.caller().teams.list();
    const form = {
      intent: "addContract",
      teamId: team.id,
      playerName: "X",
      position: "forward",
      baseSalary: "100",
      startDate: "2026-07-01",
    };
    expect((await post(franchiseAction, "/franchise", form, { who: "visitor" })).status).toBe(401);
    const { status, result } = await post(franchiseAction, "/franchise", form);
    expect(status).toBe(400);
    expect(Object.keys((result as { fields: object }).fields)).toEqual(["durationYears"]);
  });
});

describe("the players page's action", () => {
  it("adds a player with the jersey number as a number, and refuses a visitor", async () => {
    const [team] = await h.caller().teams.list();
    const email = `keeper.${Date.now()}@example.com`;
    const form = {
      intent: "createPlayer",
      teamId: team.id,
      firstName: "Rosa",
      lastName: "Delgado",
      email,
      position: "goalkeeper",
      skillLevel: "advanced",
      jerseyNumber: "",
      phone: "",
    };
    expect((await post(playersAction, "/players", form, { who: "visitor" })).status).toBe(401);
    const { status, result } = await post(playersAction, "/players", form);
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, data: { email, position: "goalkeeper", skillLevel: "advanced" } });
  });
});
