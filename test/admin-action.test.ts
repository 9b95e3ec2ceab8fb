import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Match } from "../db/entities/index";
import { METRIC_FIELDS } from "@shared/forms/metrics.schema";
import { action as adminAction } from "../app/routes/admin";
import { action as tournamentAction } from "../app/routes/tournament";
import type { Context } from "../server/trpc";
import type { Lang } from "../server/i18n";
import { createAccounts } from "./auth";
import { startHarness, type Harness } from "./harness";
import { routeActions, sessionUser } from "./route-action";

/** /admin's and /tournament's actions: the allow-listed writes of their forms, behind the procedures' own gates. */
let h: Harness;
let admin: NonNullable<Context["user"]>;
let player: NonNullable<Context["user"]>;
beforeAll(async () => {
  h = await startHarness();
  const accounts = await createAccounts(h.em());
  admin = sessionUser(accounts.admin);
  player = sessionUser(accounts.player);
});
afterAll(async () => h?.close());

const form: ReturnType<typeof routeActions>["form"] = (...args) => routeActions(h).form(...args);
const json: ReturnType<typeof routeActions>["json"] = (...args) => routeActions(h).json(...args);

describe("the /admin action", () => {
  it("refuses a signed-out post with the translated 401 and a non-admin with 403, writing nothing", async () => {
    const signedOut = await form(adminAction, "/admin", { intent: "createToken", name: "Partner" }, { lang: "es" });
    expect(signedOut.status).toBe(401);
    expect(signedOut.result).toMatchObject({ ok: false, intent: "createToken" });
    expect((signedOut.result as { message: string }).message).toBe(await refusalMessage("es", null));
    const notAdmin = await json(adminAction, "/admin", { intent: "createToken", input: { name: "Partner" } }, { user: player });
    expect(notAdmin.status).toBe(403);
    expect((notAdmin.result as { message: string }).message).toBe(await refusalMessage("en", player));
    const tokens = await h.caller({ user: admin }).admin.tokens.list();
    expect(tokens.filter((t) => t.name === "Partner")).toHaveLength(0);
  });

  it("runs an allowed intent for an admin: a form post of the metrics, numbers from strings, the prize pool in dollars", async () => {
    const before = await h.caller().matches.metrics();
    const fields = Object.fromEntries(
      METRIC_FIELDS.map((k) => [k, String(k === "prizePool" ? Math.round(before.prizePool / 100) : before[k])]),
    );
    const { status, result } = await form(
      adminAction,
      "/admin",
      { intent: "metrics", ...fields, totalSponsors: String(before.totalSponsors + 1) },
      { user: admin },
    );
    expect(status, JSON.stringify(result)).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: "metrics" });
    const after = await h.caller().matches.metrics();
    expect(after.totalSponsors).toBe(before.totalSponsors + 1);
    expect(after.prizePool).toBe(Math.round(before.prizePool / 100) * 100);
  });

  it("answers bad input with 400 and the field's message in Spanish", async () => {
    const { status, result } = await json(
      adminAction,
      "/admin",
      { intent: "createToken", input: { name: "" } },
      { lang: "es", user: admin },
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, fields: { name: expect.any(String) } });
    expect((result as { fields: Record<string, string> }).fields.name).not.toMatch(/^validation\./);
  });

  it("answers an intent off the allow-list, and garbage, with 400, never a 500", async () => {
    // A procedure that exists but is not one of the page's forms.
    expect((await json(adminAction, "/admin", { intent: "report", input: {} }, { user: admin })).status).toBe(400);
    expect((await json(adminAction, "/admin", { intent: "__proto__", input: {} }, { user: admin })).status).toBe(400);
    expect((await routeActions(h).post(adminAction, "/admin", "{not json", "application/json", { user: admin })).status).toBe(
      400,
    );
    expect(
      (await form(adminAction, "/admin", { intent: "completeMatch", matchId: "x", homeScore: "many" }, { user: admin })).status,
    ).toBe(400);
  });
});

describe("the /tournament action", () => {
  it("schedules a match for an admin, refuses a visitor with 401 and a second group fixture with 409", async () => {
    const teams = await h.caller().teams.list();
    const [home, away] = teams.filter((t) => t.group === teams[0].group);
    const input = {
      homeTeamId: home.id,
      awayTeamId: away.id,
      matchDate: "2030-06-01T18:00:00.000Z",
      venue: "Test Ground",
      round: "final",
    };
    const visitor = await json(tournamentAction, "/tournament", { intent: "createMatch", input });
    expect(visitor.status).toBe(401);
    // The seed already plays every group fixture: the procedure's conflict, in the visitor's language.
    const twice = await json(
      tournamentAction,
      "/tournament",
      { intent: "createMatch", input: { ...input, round: "group" } },
      { lang: "es", user: admin },
    );
    expect(twice.status).toBe(409);
    expect((twice.result as { message: string }).message).toContain(home.name);
    const { status, result } = await json(tournamentAction, "/tournament", { intent: "createMatch", input }, { user: admin });
    expect(status, JSON.stringify(result)).toBe(200);
    const id = (result as { data: { id: string } }).data.id;
    expect(await h.em().findOneOrFail(Match, { id })).toMatchObject({ venue: "Test Ground" });
  });

  it("updates a live match from a form post", async () => {
    const match = (await h.caller().matches.list()).find((m) => m.status === "scheduled")!;
    const { status, result } = await form(
      tournamentAction,
      "/tournament",
      { intent: "liveUpdate", matchId: match.id, homeScore: "1", awayScore: "0", status: "live", minute: "12" },
      { user: admin },
    );
    expect(status, JSON.stringify(result)).toBe(200);
    expect(await h.em().findOneOrFail(Match, { id: match.id })).toMatchObject({
      homeScore: 1,
      awayScore: 0,
      status: "live",
      minute: 12,
    });
  });
});

/** What the admin gate says to this caller, straight from the procedure. */
async function refusalMessage(lang: Lang, user: Context["user"]) {
  const { refusal } = await import("./harness");
  return (await refusal(h.caller({ lang, user }).admin.tokens.create({ name: "x", scopes: ["read"] }), lang)).message;
}
