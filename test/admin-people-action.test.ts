import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as adminAction } from "../app/routes/admin";
import type { FormFailure } from "../app/lib/form-result";
import type { Context } from "../server/trpc";
import { createAccounts, createRolePerson } from "./auth";
import { scheduledMatch, startHarness, type Harness } from "./harness";
import { routeActions, sessionUser, type PostOptions } from "./route-action";

/**
 * The People tab's and the officials dialog's forms as /admin's action gets them without
 * JavaScript: checkbox lists as repeated fields, "" for an empty choice, refusals in the reply.
 */
let h: Harness;
let admin: NonNullable<Context["user"]>;
let teams: Array<{ id: string; name: string }>;
beforeAll(async () => {
  h = await startHarness();
  admin = sessionUser((await createAccounts(h.em())).admin);
  teams = await h.caller().teams.list();
});
afterAll(async () => h?.close());

const post = (fields: Array<[string, string]>, opts: PostOptions = { user: admin }) =>
  routeActions(h).post(adminAction, "/admin", new URLSearchParams(fields).toString(), "application/x-www-form-urlencoded", opts);

const newMatch = (home: number, away: number, matchDate: Date) =>
  scheduledMatch(h.em(), { homeTeamId: teams[home].id, awayTeamId: teams[away].id, matchDate, venue: "Action Park" });

describe("inviting someone and their teams, from the People tab", () => {
  it("refuses a visitor (401), a captain without a team (400 naming teamIds), and invites with two teams", async () => {
    const person: Array<[string, string]> = [
      ["intent", "invite"],
      ["email", "cap.form@people.test"],
      ["firstName", "Cato"],
      ["lastName", "Form"],
      ["role", "captain"],
    ];
    expect((await post(person, { user: null })).status).toBe(401);
    const none = await post(person);
    expect(none.status).toBe(400);
    expect((none.result as FormFailure).fields).toEqual({ teamIds: "Choose at least one team for this role" });
    const done = await post([...person, ["teamIds", teams[0].id], ["teamIds", teams[1].id], ["language", "es"]]);
    expect(done.status, JSON.stringify(done.result)).toBe(200);
    const listed = (await h.caller({ user: admin }).admin.people()).find((p) => p.email === "cap.form@people.test");
    expect(new Set(listed?.teamIds)).toEqual(new Set([teams[0].id, teams[1].id]));

    // No box ticked posts no teamIds at all: the person then acts for no team.
    const cleared = await post([
      ["intent", "personTeams"],
      ["userId", listed!.id],
    ]);
    expect(cleared.status, JSON.stringify(cleared.result)).toBe(200);
    expect((await h.caller({ user: admin }).admin.people()).find((p) => p.id === listed!.id)?.teamIds).toEqual([]);
  });
});

describe("a match's officials, from the matches tab", () => {
  it("assigns a referee with empty assistant choices, refuses the same person twice (400) and a clash (409 naming the other match)", async () => {
    const ref = await createRolePerson(h.em(), { role: "referee", email: "form.ref@people.test" });
    const soon = Date.now() + 20 * 24 * 3600_000;
    const [first, second] = [await newMatch(0, 1, new Date(soon)), await newMatch(2, 3, new Date(soon + 3600_000))];
    const officials = (matchId: string, assistant1 = ""): Array<[string, string]> => [
      ["intent", "setOfficials"],
      ["matchId", matchId],
      ["refereeId", ref.id],
      ["assistant1", assistant1],
      ["assistant2", ""],
    ];
    const twice = await post(officials(first.id, ref.id));
    expect(twice.status).toBe(400);
    expect((twice.result as FormFailure).fields).toEqual({ assistantIds: "One person holds one position per match" });

    const done = await post(officials(first.id));
    expect(done.status, JSON.stringify(done.result)).toBe(200);
    expect(done.result).toMatchObject({ ok: true, data: { officials: [{ userId: ref.id, position: "referee" }] } });

    const clash = await post(officials(second.id), { user: admin, lang: "es" });
    expect(clash.status).toBe(409);
    const reply = (clash.result as FormFailure).reply as { error: Record<string, string[]> };
    expect(reply.error[""][0]).toContain(`${teams[0].name} – ${teams[1].name}`);
    expect(reply.error[""][0]).toContain("ya dirige");
  });
});
