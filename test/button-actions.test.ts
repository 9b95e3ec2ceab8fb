import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiToken, CartItem, JerseyDesign, Match, Player, ProjectTask, Sponsor } from "../db/entities/index";
import { action as adminAction } from "../app/routes/admin";
import { action as staffAction } from "../app/routes/staff";
import { action as teamsAction } from "../app/routes/teams";
import { action as shopAction } from "../app/routes/shop";
import { action as franchiseAction } from "../app/routes/franchise";
import { loader as reportLoader } from "../app/routes/admin-report";
import type { FormResult } from "../app/lib/form-result";
import type { Context } from "../server/trpc";
import type { Lang } from "../server/i18n";
import { createAccounts } from "./auth";
import { startHarness, type Harness } from "./harness";
import { routeActions, sessionUser, type PostOptions, type RouteAction } from "./route-action";

/**
 * The single buttons that used to call tRPC mutations from the browser (decision 008) post
 * to their page's action now: each intent runs its procedure, behind the procedure's own gate, from a
 * plain form post (hidden fields) or the enhanced client's JSON.
 */
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
const json = (run: RouteAction, path: string, intent: string, input: unknown, opts?: PostOptions) =>
  routeActions(h).json(run, path, { intent, input }, opts);
const message = (result: FormResult) => (result as { message: string }).message;

describe("the admin page's buttons", () => {
  it("revokes a token from a plain post of its id, refusing a visitor with 401 in Spanish", async () => {
    const apiToken = await h.caller({ user: admin }).admin.tokens.create({ name: `Revoke ${Date.now()}`, scopes: ["read"] });
    const visitor = await form(adminAction, "/admin?tab=access", { intent: "revokeToken", id: apiToken.id }, { lang: "es" });
    expect(visitor.status).toBe(401);
    expect(message(visitor.result)).toContain("Inicia sesión");
    expect((await h.em().findOneOrFail(ApiToken, apiToken.id)).revokedAt).toBeNull();
    // The create intent with the same fields must not revoke anything.
    await form(adminAction, "/admin?tab=access", { intent: "createToken", id: apiToken.id, name: "Other" }, { user: admin });
    expect((await h.em().findOneOrFail(ApiToken, apiToken.id)).revokedAt).toBeNull();
    const { status, result } = await form(
      adminAction,
      "/admin?tab=access",
      { intent: "revokeToken", id: apiToken.id },
      { user: admin },
    );
    expect(status, JSON.stringify(result)).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: "revokeToken" });
    expect((await h.em().findOneOrFail(ApiToken, apiToken.id)).revokedAt).not.toBeNull();
  });

  it('lists and unlists a company: the posted "true"/"false" read as the schema\'s boolean; a non-admin gets 403', async () => {
    const [company] = await h.em().find(Sponsor, {}, { orderBy: { id: "asc" }, limit: 1 });
    const notAdmin = await form(
      adminAction,
      "/admin",
      { intent: "setCompanyListed", id: company.id, isActive: String(!company.isActive) },
      { user: player },
    );
    expect(notAdmin.status).toBe(403);
    const off = await form(
      adminAction,
      "/admin",
      { intent: "setCompanyListed", id: company.id, isActive: "false" },
      { user: admin },
    );
    expect(off.result).toMatchObject({ ok: true, data: { id: company.id, isActive: false } });
    expect((await h.em().findOneOrFail(Sponsor, company.id)).isActive).toBe(false);
    const on = await json(adminAction, "/admin", "setCompanyListed", { id: company.id, isActive: true }, { user: admin });
    expect(on.result).toMatchObject({ ok: true, data: { isActive: true } });
    expect((await h.em().findOneOrFail(Sponsor, company.id)).isActive).toBe(true);
    const bad = await form(
      adminAction,
      "/admin",
      { intent: "setCompanyListed", id: "not-an-id", isActive: "true" },
      { user: admin, lang: "es" },
    );
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ ok: false, fields: { id: expect.any(String) } });
  });

  it("updates team stats from a post of its intent alone, and only for an admin", async () => {
    expect((await form(adminAction, "/admin", { intent: "updateTeamStats" })).status).toBe(401);
    const { status, result } = await form(adminAction, "/admin", { intent: "updateTeamStats" }, { user: admin });
    expect(status).toBe(200);
    expect(result).toMatchObject({ ok: true, intent: "updateTeamStats", data: { teams: expect.any(Number) } });
    expect((result as { data: { teams: number } }).data.teams).toBeGreaterThan(0);
  });

  it("adds and deletes a console event through the action; a bad minute is a 400 naming the field", async () => {
    const caller = h.caller({ user: admin });
    const [match] = await h
      .em()
      .find(Match, { round: "group", status: "scheduled" }, { orderBy: { matchDate: "desc" }, limit: 1 });
    for (const side of [match.homeTeamId, match.awayTeamId]) {
      const ids = (await h.caller().players.byTeam({ teamId: side })).filter((p) => p.status === "active").map((p) => p.id);
      await caller.matches.setLineup({
        matchId: match.id,
        teamId: side,
        starters: ids.slice(0, 11),
        substitutes: ids.slice(11, 14),
        captainId: ids[0],
        goalkeeperId: ids[0],
      });
    }
    await caller.matches.update({ matchId: match.id, status: "live", minute: 30 });
    const scorer = (await caller.matches.detail({ matchId: match.id })).lineups.home!.starters[5].playerId;
    const goal = {
      matchId: match.id,
      kind: "goal",
      teamId: match.homeTeamId,
      playerId: scorer,
      minute: 25,
      ownGoal: false,
      penalty: false,
    };
    expect((await json(adminAction, "/admin?tab=console", "addEvent", goal, { user: player })).status).toBe(403);
    const added = await json(adminAction, "/admin?tab=console", "addEvent", goal, { user: admin });
    expect(added.status, JSON.stringify(added.result)).toBe(200);
    const events = (await caller.matches.detail({ matchId: match.id })).events;
    expect(events).toHaveLength(1);
    expect((await caller.matches.detail({ matchId: match.id })).match.homeScore).toBe(1);
    const removed = await json(
      adminAction,
      "/admin?tab=console",
      "deleteEvent",
      { matchId: match.id, eventId: events[0].id },
      { user: admin },
    );
    expect(removed.status, JSON.stringify(removed.result)).toBe(200);
    expect((await caller.matches.detail({ matchId: match.id })).events).toHaveLength(0);
    expect(
      (await json(adminAction, "/admin", "addEvent", { ...goal, minute: "soon" }, { user: admin, lang: "es" })).result,
    ).toMatchObject({ ok: false, fields: { minute: expect.any(String) } });
  });

  it("downloads the report as a CSV attachment for an admin; a visitor gets the translated 401 as text", async () => {
    const call = (user: Context["user"], lang: Lang) =>
      reportLoader({
        request: new Request("http://localhost/admin/report.csv"),
        context: { lang, trpc: h.caller({ lang, authMode: "required", user }) },
      } as never) as Promise<Response>;
    const res = await call(admin, "es");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="trades-cup-report-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await res.arrayBuffer());
    // A byte-order mark first, so spreadsheets read the accents as UTF-8.
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const csv = new TextDecoder().decode(bytes);
    expect(csv.split("\n").length).toBeGreaterThan(10);
    const refused = await call(null, "es");
    expect(refused.status).toBe(401);
    expect(await refused.text()).toContain("Inicia sesión");
  });
});

describe("the staff page's Start and Complete", () => {
  it("starts then completes a task from plain posts; a second start is the translated 409", async () => {
    const task = await h.caller({ user: admin }).staff.createTask({ title: `Buttons ${Date.now()}`, category: "equipment" });
    const visitor = await form(
      staffAction,
      "/staff",
      { intent: "updateTask", id: task.id, status: "in_progress" },
      { lang: "es" },
    );
    expect(visitor.status).toBe(401);
    expect(
      (await form(staffAction, "/staff", { intent: "updateTask", id: task.id, status: "in_progress" }, { user: admin })).result,
    ).toMatchObject({ ok: true, intent: "updateTask" });
    expect((await h.em().findOneOrFail(ProjectTask, task.id)).status).toBe("in_progress");
    const done = await json(staffAction, "/staff", "updateTask", { id: task.id, status: "completed" }, { user: admin });
    expect(done.result).toMatchObject({ ok: true, data: { title: task.title } });
    const row = await h.em().findOneOrFail(ProjectTask, task.id);
    expect(row.status).toBe("completed");
    expect(row.completedAt).not.toBeNull();
    const again = await form(
      staffAction,
      "/staff",
      { intent: "updateTask", id: task.id, status: "in_progress" },
      { user: admin, lang: "es" },
    );
    expect(again.status).toBe(409);
    expect(message(again.result)).not.toMatch(/^errors\./);
  });
});

describe("Player Management's reserve and activate", () => {
  it("moves a player to the reserves and back, and refuses a status off the list with 400", async () => {
    const [one] = await h.em().find(Player, { status: "active" }, { limit: 1, orderBy: { id: "asc" } });
    expect(
      (await form(teamsAction, "/teams", { intent: "setPlayerStatus", playerId: one.id, status: "inactive" }, { user: player }))
        .status,
    ).toBe(403);
    expect(
      (await form(teamsAction, "/teams", { intent: "setPlayerStatus", playerId: one.id, status: "inactive" }, { user: admin }))
        .result,
    ).toMatchObject({ ok: true });
    expect((await h.em().findOneOrFail(Player, one.id)).status).toBe("inactive");
    expect(
      (await json(teamsAction, "/teams", "setPlayerStatus", { playerId: one.id, status: "active" }, { user: admin })).result,
    ).toMatchObject({ ok: true });
    expect((await h.em().findOneOrFail(Player, one.id)).status).toBe("active");
    const bad = await form(
      teamsAction,
      "/teams",
      { intent: "setPlayerStatus", playerId: one.id, status: "retired" },
      { user: admin },
    );
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ ok: false, fields: { status: expect.any(String) } });
  });
});

describe("the shop's cart buttons", () => {
  it("adds, changes and removes a line of the posted session only", async () => {
    const [product] = await h.caller().commerce.products();
    const [variant] = product.variants;
    const sessionId = `buttons-${Date.now()}-abcdef`;
    const added = await json(shopAction, "/shop", "addToCart", {
      sessionId,
      productId: product.id,
      variantId: variant.id,
      teamId: product.teamId,
      quantity: 1,
    });
    expect(added.status, JSON.stringify(added.result)).toBe(200);
    const line = await h.em().findOneOrFail(CartItem, { sessionId });
    expect(line.quantity).toBe(1);
    expect((await json(shopAction, "/shop", "updateCartItem", { id: line.id, sessionId, quantity: 3 })).result).toMatchObject({
      ok: true,
      intent: "updateCartItem",
    });
    expect((await h.em().findOneOrFail(CartItem, line.id)).quantity).toBe(3);
    // Another session's post cannot touch the line: the translated 404.
    const stranger = await json(
      shopAction,
      "/shop",
      "removeCartItem",
      { id: line.id, sessionId: "someone-else-12345678" },
      { lang: "es" },
    );
    expect(stranger.status).toBe(404);
    expect(message(stranger.result)).not.toMatch(/^errors\./);
    const tooMany = await json(shopAction, "/shop", "updateCartItem", { id: line.id, sessionId, quantity: 1000 });
    expect(tooMany.status).toBe(400);
    expect((await json(shopAction, "/shop", "removeCartItem", { id: line.id, sessionId })).result).toMatchObject({
      ok: true,
      data: { removed: true },
    });
    expect(await h.em().findOne(CartItem, line.id)).toBeNull();
  });
});

describe("the jersey designer's Save", () => {
  it("saves a design through the franchise and teams pages' actions, and answers a bad colour with 400 naming it in Spanish", async () => {
    const [team] = await h.caller().teams.list();
    const designName = `Buttons kit ${Date.now()}`;
    const design = {
      teamId: team.id,
      designName,
      primaryColor: "#1E40AF",
      secondaryColor: "#ffffff",
      accentColor: "#f59e0b",
      pattern: "stripes",
      logoPosition: "center",
      sponsorshipZones: [],
      placements: [],
    };
    const saved = await json(franchiseAction, "/franchise", "createJersey", design);
    expect(saved.status, JSON.stringify(saved.result)).toBe(200);
    expect(saved.result).toMatchObject({ ok: true, intent: "createJersey", data: { designName } });
    expect(await h.em().count(JerseyDesign, { designName })).toBe(1);
    // The team pages open the same designer and answer the same intent.
    expect(
      (await json(teamsAction, "/teams", "createJersey", { ...design, designName: `${designName} teams` })).result,
    ).toMatchObject({ ok: true });
    expect(await h.em().count(JerseyDesign, { designName: `${designName} teams` })).toBe(1);
    const bad = await json(
      franchiseAction,
      "/franchise",
      "createJersey",
      { ...design, designName: `${designName} 2`, primaryColor: "blue" },
      { lang: "es" },
    );
    expect(bad.status).toBe(400);
    expect(bad.result).toMatchObject({ ok: false, fields: { primaryColor: expect.any(String) } });
    expect(await h.em().count(JerseyDesign, { designName: `${designName} 2` })).toBe(0);
  });
});
