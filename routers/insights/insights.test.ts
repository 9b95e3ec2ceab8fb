import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Inventory, Match, NewsletterSubscription, Order, PlayerRegistration, ProjectTask, User } from "../../db/entities/index";
import { startHarness, type Harness } from "../../test/harness";
import { LOW_STOCK_THRESHOLD } from "./dashboard";

let h: Harness;
const admin = { id: "00000000-0000-4000-8000-00000000000a", email: "admin@example.com", role: "admin", firstName: "Ada", lastName: "Min" };

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const dashboard = (lang: "en" | "es" = "en") => h.caller({ lang }).insights.dashboard();
const ids = async () => (await dashboard()).insights.map((i) => i.id);

describe("insights.dashboard on the seeded tournament", () => {
  it("computes the stat cards, with the spec's accuracy 89 only while no match is completed", async () => {
    const d = await dashboard();
    expect(d.stats.teams.value).toBe(32);
    expect(d.stats.matches.value).toBe(48);
    expect(d.stats.insights.value).toBe(d.insights.length);
    expect(d.stats.accuracy).toMatchObject({ value: 89, computed: false, matches: 0 });
    expect(d.status).toMatchObject({ teams: 32, completedMatches: 0, phase: "group", scheduleTotal: 63 });
    expect(d.topTeams).toHaveLength(3);
    // 32 teams: the staggered-schedule recommendation (confidence 85); nobody has points, nothing is live.
    expect(d.insights.map((i) => i.id)).toEqual(["schedule"]);
    expect(d.insights[0]).toMatchObject({ type: "recommendation", confidence: 85, category: "operational", actionable: true, title: "Stagger match schedules" });
    expect((await dashboard("es")).insights[0].title).toBe("Escalonar los horarios de los partidos");
    expect(d.model.runs).toBe(10_000);
    expect(d.model.odds.reduce((s, o) => s + o.champion, 0)).toBeCloseTo(1, 9);
    // No newsletter sign-ups or registrations in the seed: fan engagement shows the spec's 72 → 85.
    expect(d.predictions.map((p) => [p.id, p.computed])).toEqual([["completion", true], ["engagement", false], ["performance", true]]);
    expect(d.predictions[1]).toMatchObject({ current: 72, predicted: 85, confidence: 76 });
    expect(d.predictions[0]).toMatchObject({ current: 0, confidence: 89 });
  });

  it("gives outcome probabilities of every scheduled match, each summing to 1", async () => {
    const probabilities = await h.caller().insights.matchProbabilities();
    const scheduled = (await h.caller().matches.list()).filter((m) => m.status === "scheduled");
    expect(Object.keys(probabilities).sort()).toEqual(scheduled.map((m) => m.id).sort());
    for (const p of Object.values(probabilities)) expect(p.home + p.draw + p.away).toBeCloseTo(1, 9);
    const rest = await fetch(`${h.url}/api/insights/match-probabilities`);
    expect(rest.status).toBe(200);
  });
});

describe("insights follow the data that drives them", () => {
  it("a live match raises the alert; its result moves ratings, odds, accuracy and opens the group's needs", async () => {
    const before = await dashboard();
    const probsBefore = await h.caller().insights.matchProbabilities();
    const group = (await h.caller().matches.list()).filter((m) => m.round === "group");
    const first = group[0];
    await h.caller({ user: admin }).matches.update({ matchId: first.id, status: "live", minute: 10, homeScore: 0, awayScore: 0 });
    let d = await dashboard();
    const live = d.insights.find((i) => i.id === "live")!;
    expect(live).toMatchObject({ type: "alert", impact: "high", confidence: 100 });
    expect(live.title).toBe("1 match live now");

    await h.caller({ user: admin }).matches.update({ matchId: first.id, status: "completed", homeScore: 3, awayScore: 0 });
    d = await dashboard();
    expect(d.insights.some((i) => i.id === "live")).toBe(false);
    expect(d.stats.accuracy.computed).toBe(true);
    expect(d.stats.accuracy.matches).toBe(1);
    expect(d.stats.accuracy.brier).toBeGreaterThan(0);
    expect(d.model.accuracy?.matches).toBe(1);
    // The winner tops the table: a top-performer insight (confidence 92) and its group is now open.
    const top = d.insights.find((i) => i.id === "top-1")!;
    expect(top).toMatchObject({ confidence: 92, category: "performance" });
    expect(top.description).toContain("3 points");
    const teams = await h.caller().teams.list();
    const groupLetter = teams.find((t) => t.id === first.homeTeamId)!.group;
    const open = d.insights.find((i) => i.id === `group-${groupLetter}`)!;
    expect(open.title).toBe(`Group ${groupLetter} still open: 5 matches left`);
    expect(open.description.split(" · ")).toHaveLength(4);
    // The cached model and simulation were dropped by the write: the winner's odds went up.
    const winnerBefore = before.model.odds.find((o) => o.teamId === first.homeTeamId)!;
    const winnerAfter = d.model.odds.find((o) => o.teamId === first.homeTeamId)!;
    expect(winnerAfter.rating).toBeGreaterThan(winnerBefore.rating);
    expect(winnerAfter.round_16).toBeGreaterThan(winnerBefore.round_16);
    const probsAfter = await h.caller().insights.matchProbabilities();
    expect(probsAfter[first.id]).toBeUndefined();
    const next = group.find((m) => m.id !== first.id && (m.homeTeamId === first.homeTeamId || m.awayTeamId === first.homeTeamId))!;
    expect(probsAfter[next.id]).not.toEqual(probsBefore[next.id]);
    expect(d.analytics.goalsPerRound[0]).toEqual({ round: "group", matches: 1, goals: 3 });
    expect(d.status.completedMatches).toBe(1);
  });

  it("a pending registration shows the review backlog until it is reviewed", async () => {
    const em = h.em();
    const user = em.create(User, { id: randomUUID(), email: `backlog-${Date.now()}@applicants.test`, firstName: "Back", lastName: "Log", role: "player", status: "pending" }, { partial: true });
    const reg = em.create(PlayerRegistration, {
      id: randomUUID(), userId: user.id, preferredPosition: "forward", skillLevel: "advanced", tradeSpecialty: "plumbing", availability: "weekends",
      submittedAt: new Date(Date.now() - 3 * 86_400_000),
    }, { partial: true });
    await em.flush();
    const d = await dashboard();
    expect(d.insights.find((i) => i.id === "registrations")).toMatchObject({ type: "recommendation", title: "1 registration awaiting review", actionable: true });
    expect(d.insights.find((i) => i.id === "registrations")!.description).toContain("3 days");
    expect((await dashboard("es")).insights.find((i) => i.id === "registrations")!.title).toBe("1 inscripción pendiente de revisión");
    expect(d.analytics.registrationsOverTime.reduce((s, r) => s + r.count, 0)).toBeGreaterThanOrEqual(1);
    reg.status = "approved";
    await em.flush();
    expect(await ids()).not.toContain("registrations");
  });

  it("an overdue staff task raises an alert until it is completed", async () => {
    const em = h.em();
    const task = em.create(ProjectTask, { id: randomUUID(), title: "Line the pitch", category: "facilities", priority: "urgent", status: "pending", dueDate: new Date(Date.now() - 86_400_000) }, { partial: true });
    await em.flush();
    const d = await dashboard();
    expect(d.insights.find((i) => i.id === "tasks")).toMatchObject({ type: "alert", impact: "high", title: "1 staff task overdue" });
    task.status = "completed";
    await em.flush();
    expect(await ids()).not.toContain("tasks");
  });

  it(`store stock under ${LOW_STOCK_THRESHOLD} left to sell raises an alert until restocked`, async () => {
    const em = h.em();
    const [team] = await h.caller().teams.list();
    const item = em.create(Inventory, { id: randomUUID(), teamId: team.id, itemType: "jersey", itemName: "Home Jersey", size: "M", stockQuantity: 6, reservedQuantity: 3 }, { partial: true });
    await em.flush();
    const stock = (await dashboard()).insights.find((i) => i.id === "stock")!;
    expect(stock).toMatchObject({ type: "alert", title: "1 store item low on stock" });
    expect(stock.description).toContain(`${team.name} Home Jersey (M): 3`);
    item.stockQuantity = 50;
    await em.flush();
    expect(await ids()).not.toContain("stock");
  });

  it("paid orders give store revenue per team; newsletter sign-ups feed fan engagement", async () => {
    const em = h.em();
    const [a, b] = await h.caller().teams.list();
    em.create(Order, {
      id: randomUUID(), orderNumber: `TC-INS-${Date.now()}`, subtotal: 9000, total: 9000, status: "paid", paymentStatus: "paid", paidAt: new Date(),
      items: [
        { productId: randomUUID(), variantId: "m", teamId: a.id, name: "Scarf", size: "M", quantity: 2, unitPrice: 2500 },
        { productId: randomUUID(), variantId: "l", teamId: b.id, name: "Cap", size: "L", quantity: 1, unitPrice: 4000 },
      ],
    }, { partial: true });
    em.create(Order, { id: randomUUID(), orderNumber: `TC-INS-P-${Date.now()}`, subtotal: 100000, total: 100000, items: [{ productId: randomUUID(), variantId: "m", teamId: b.id, name: "Unpaid", size: "M", quantity: 1, unitPrice: 100000 }] }, { partial: true });
    em.create(NewsletterSubscription, { id: randomUUID(), email: `fan-${Date.now()}@example.com` }, { partial: true });
    await em.flush();
    const d = await dashboard();
    expect(d.analytics.revenuePerTeam).toEqual([{ teamId: a.id, name: a.name, cents: 5000 }, { teamId: b.id, name: b.name, cents: 4000 }]);
    expect(d.predictions.find((p) => p.id === "engagement")).toMatchObject({ computed: true });
  });
});

describe("fallbacks", () => {
  it("show the spec's figures when there are no matches to compute from", async () => {
    const em = h.em();
    await em.nativeDelete(Match, {});
    globalThis.__tradesCupReadCache?.clear();
    const d = await dashboard();
    expect(d.stats.matches.value).toBe(48);
    expect(d.stats.accuracy).toMatchObject({ value: 89, change: 5, computed: false });
    expect(d.predictions.find((p) => p.id === "completion")).toMatchObject({ current: 45, predicted: 78, confidence: 89, computed: false });
    expect(d.stats.insights.change).toBe(8);
  });
});
