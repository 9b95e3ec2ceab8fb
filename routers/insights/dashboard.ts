/**
 * Everything the Tournament Intelligence Center shows, read from the database. The model (ratings,
 * probabilities, accuracy) and the 10,000-run simulation are cached under "matches:" keys, so the
 * tournament writes that change a result drop them (server/read-cache.ts); the rest is a few counts.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  FranchiseRegistration, Inventory, NewsletterSubscription, Order, PlayerRegistration, ProjectTask, SponsorRegistration, StaffRegistration,
} from "../../db/entities/index";
import { translate, type Lang } from "../../app/lib/i18n";
import { readCache, toPlain } from "../../server/read-cache";
import { tournamentState } from "../tournament-stats";
import { BRACKET, KNOCKOUT_CALENDAR, KNOCKOUT_ROUNDS } from "../tournament/bracket";
import { isCountedGroupResult } from "../tournament/standings";
import { BASE_RATING, HOME_ADVANTAGE, K_FACTOR, SEED_STEP } from "./elo";
import { groupNeeds } from "./group-needs";
import { buildModel, simulate, type Model } from "./model";
import type { SimulationResult } from "./simulate";

/** Spec §9 figures, shown only when there is nothing to compute them from. */
export const FALLBACK = {
  teams: 32, matches: 48, accuracy: 89,
  changes: { teams: 0, matches: 15, insights: 8, accuracy: 5 },
  completion: { current: 45, predicted: 78, confidence: 89 },
  engagement: { current: 72, predicted: 85, confidence: 76 },
  performance: { current: 68, predicted: 82, confidence: 84 },
  topConfidence: 92, scheduleConfidence: 85, liveConfidence: 100,
} as const;
/** The staggered-schedule recommendation needs a full field (spec §9). */
export const STAGGER_MIN_TEAMS = 32;
/** Stock left to sell (stock − reserved) below this is low: under one typical team order of 5 shirts. */
export const LOW_STOCK_THRESHOLD = 5;
const DAY = 86_400_000;
const HORIZON_DAYS = 30;

type Impact = "high" | "medium" | "low";
export type Insight = {
  id: string; type: "alert" | "recommendation" | "trend" | "prediction"; title: string; description: string;
  impact: Impact; confidence: number; category: string; actionable: boolean; timestamp: Date;
};

const STATE_KEY = "matches:insights:state";
const SIM_KEY = "matches:insights:simulation";

/** Teams, matches, tables and the model; recomputed only after a match (or team) changes. */
export function modelState(em: EntityManager) {
  return readCache.get(STATE_KEY, async () => {
    const state = await tournamentState(em);
    // Plain copies: the cached value outlives this request's EntityManager.
    const teams = toPlain(state.teams);
    const matches = toPlain(state.matches);
    const bracket = state.bracket.map((s) => ({ slot: s.slot, round: s.round, winnerTeamId: s.winnerTeamId }));
    return { teams, matches, groups: state.groups, bracket, model: buildModel(teams, matches) };
  });
}

/** The Monte Carlo odds, run once per change of the results, never twice at once (readCache shares the pending run). */
export function simulation(em: EntityManager): Promise<SimulationResult> {
  return readCache.get(SIM_KEY, async () => {
    const { teams, matches, model } = await modelState(em);
    return simulate(teams, matches, model);
  });
}

export async function matchProbabilities(em: EntityManager) {
  return (await modelState(em)).model.probabilities;
}

const changePct = (now: number, before: number) => (before > 0 ? Math.round(((now - before) / before) * 100) : null);
const trendOf = (current: number, predicted: number) => (predicted > current ? "up" : predicted < current ? "down" : "flat") as "up" | "down" | "flat";
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

export async function loadDashboard(em: EntityManager, lang: Lang, now = new Date()) {
  const t = (key: string, vars?: Record<string, unknown>) => translate(lang, `insights.${key}`, vars);
  const { teams, groups, bracket, matches, model } = await modelState(em);
  const sim = await simulation(em);
  const [registrations, subscriptions, overdueTasks, stock, paidOrders] = await Promise.all([
    Promise.all([
      em.find(PlayerRegistration, {}), em.find(StaffRegistration, {}), em.find(SponsorRegistration, {}), em.find(FranchiseRegistration, {}),
    ]).then((lists) => lists.flat().map((r) => ({ status: r.status, submittedAt: r.submittedAt }))),
    em.find(NewsletterSubscription, {}, { fields: ["subscribedAt", "isActive", "unsubscribedAt"] }),
    em.find(ProjectTask, { dueDate: { $lt: now }, status: { $nin: ["completed", "cancelled"] } }, { fields: ["priority"] }),
    em.find(Inventory, {}, { fields: ["itemName", "size", "stockQuantity", "reservedQuantity", "teamId"] }),
    em.find(Order, { paymentStatus: "paid" }, { fields: ["items"] }),
  ]);
  const name = new Map(teams.map((x) => [x.id, x.name]));
  const teamName = (id: string) => name.get(id) ?? "";
  const byPoints = [...teams].sort((a, b) => b.points - a.points || a.drawOrder - b.drawOrder);
  const completed = matches.filter((m) => m.status === "completed");
  const insights: Insight[] = [];
  const add = (i: Omit<Insight, "timestamp">) => insights.push({ ...i, timestamp: now });

  // Spec: the top three teams by points (once someone has points to lead with).
  byPoints.filter((x) => x.points > 0).slice(0, 3).forEach((team, i) => add({
    id: `top-${i + 1}`, type: "trend", impact: i === 0 ? "high" : "medium", confidence: FALLBACK.topConfidence, category: "performance", actionable: false,
    title: t("list.top.title", { team: team.name, position: i + 1 }),
    description: t("list.top.description", { team: team.name, points: team.points, wins: team.wins, draws: team.draws, losses: team.losses }),
  }));
  if (teams.length >= STAGGER_MIN_TEAMS) add({
    id: "schedule", type: "recommendation", impact: "medium", confidence: FALLBACK.scheduleConfidence, category: "operational", actionable: true,
    title: t("list.schedule.title"), description: t("list.schedule.description", { teams: teams.length }),
  });
  const live = matches.filter((m) => m.status === "live");
  if (live.length) add({
    id: "live", type: "alert", impact: "high", confidence: FALLBACK.liveConfidence, category: "operational", actionable: true,
    title: t("list.live.title", { count: live.length }),
    description: t("list.live.description", { count: live.length, matches: live.map((m) => `${teamName(m.homeTeamId)} – ${teamName(m.awayTeamId)}`).join(", ") }),
  });
  // Groups under way: what each team still needs.
  for (const g of groups) {
    if (g.decided || g.played === 0) continue;
    const members = g.rows.map((r) => r.teamId);
    const done = matches.filter((m) => m.round === "group" && members.includes(m.homeTeamId) && members.includes(m.awayTeamId) && isCountedGroupResult(m));
    const remaining = members.flatMap((a, i) => members.slice(i + 1).map((b) => ({ homeTeamId: a, awayTeamId: b })))
      .filter((p) => !done.some((m) => (m.homeTeamId === p.homeTeamId && m.awayTeamId === p.awayTeamId) || (m.homeTeamId === p.awayTeamId && m.awayTeamId === p.homeTeamId)));
    const needs = groupNeeds(new Map(g.rows.map((r) => [r.teamId, r.points])), remaining);
    add({
      id: `group-${g.group}`, type: "prediction", impact: remaining.length <= 2 ? "high" : "medium", confidence: 100, category: "standings", actionable: false,
      title: t("list.group.title", { group: g.group, remaining: remaining.length, count: remaining.length }),
      description: needs.map((n) => t(`list.group.${n.status}`, { team: teamName(n.teamId), points: n.status === "needs" ? n.points : 0, count: n.status === "needs" ? n.points : 0 })).join(" · "),
    });
  }
  const pending = registrations.filter((r) => r.status === "pending");
  if (pending.length) {
    const oldest = Math.min(...pending.map((r) => r.submittedAt.getTime()));
    const days = Math.floor((now.getTime() - oldest) / DAY);
    add({
      id: "registrations", type: "recommendation", impact: pending.length >= 20 || days >= 7 ? "high" : pending.length >= 5 ? "medium" : "low",
      confidence: 100, category: "registrations", actionable: true,
      title: t("list.registrations.title", { count: pending.length }), description: t("list.registrations.description", { count: pending.length, days }),
    });
  }
  if (overdueTasks.length) {
    const urgent = overdueTasks.filter((x) => x.priority === "urgent" || x.priority === "high").length;
    add({
      id: "tasks", type: "alert", impact: urgent ? "high" : "medium", confidence: 100, category: "staff", actionable: true,
      title: t("list.tasks.title", { count: overdueTasks.length }), description: t("list.tasks.description", { count: overdueTasks.length, urgent }),
    });
  }
  const low = stock.filter((i) => i.stockQuantity - i.reservedQuantity < LOW_STOCK_THRESHOLD);
  if (low.length) add({
    id: "stock", type: "alert", impact: low.some((i) => i.stockQuantity - i.reservedQuantity <= 0) ? "high" : "medium", confidence: 100, category: "store", actionable: true,
    title: t("list.stock.title", { count: low.length }),
    description: t("list.stock.description", {
      count: low.length, threshold: LOW_STOCK_THRESHOLD,
      items: low.slice(0, 3).map((i) => `${teamName(i.teamId)} ${i.itemName}${i.size ? ` (${i.size})` : ""}: ${i.stockQuantity - i.reservedQuantity}`).join(", "),
    }),
  });

  // Prediction cards (spec §9 figures when there is nothing to compute from).
  const groupTotal = groups.reduce((s, g) => s + g.total, 0);
  const scheduleTotal = groupTotal + BRACKET.length;
  const horizon = now.getTime() + HORIZON_DAYS * DAY;
  const dueByHorizon = matches.filter((m) => m.round === "group" && m.status !== "cancelled" && (m.status === "completed" || new Date(m.matchDate).getTime() <= horizon)).length
    + BRACKET.filter((b) => bracket.find((s) => s.slot === b.slot)?.winnerTeamId || new Date(KNOCKOUT_CALENDAR[b.slot].date).getTime() <= horizon).length;
  const completionComputed = matches.length > 0;
  const completion = completionComputed
    ? { current: (completed.length / scheduleTotal) * 100, predicted: (Math.min(dueByHorizon, scheduleTotal) / scheduleTotal) * 100 }
    : FALLBACK.completion;

  // Fan base = registrations + newsletter subscribers; growth = sign-ups of the last 30 days.
  const joined = [...registrations.map((r) => r.submittedAt), ...subscriptions.map((s) => s.subscribedAt)].map((d) => d.getTime());
  const engagementComputed = joined.length > 0;
  const monthAgo = now.getTime() - HORIZON_DAYS * DAY;
  const recent = joined.filter((d) => d > monthAgo).length;
  const before = joined.length - recent;
  const engagement = engagementComputed
    ? { current: before > 0 ? Math.min(100, (recent / before) * 100) : 100, predicted: Math.min(100, (recent / joined.length) * 100) }
    : FALLBACK.engagement;

  const groupSize = teams.length / Math.max(1, groups.length);
  const performanceComputed = teams.length > 0;
  const performance = performanceComputed
    ? { current: teams.reduce((s, x) => s + x.points, 0) / teams.length, predicted: sim.teams.reduce((s, x) => s + x.expectedPoints, 0) / Math.max(1, sim.teams.length) }
    : FALLBACK.performance;

  const predictions = [
    { id: "completion", ...completion, unit: "percent" as const, max: 100, confidence: FALLBACK.completion.confidence, computed: completionComputed },
    { id: "engagement", ...engagement, unit: "percent" as const, max: 100, confidence: FALLBACK.engagement.confidence, computed: engagementComputed },
    {
      id: "performance", ...performance, unit: performanceComputed ? ("points" as const) : ("percent" as const),
      max: performanceComputed ? 3 * Math.max(1, groupSize - 1) : 100, confidence: FALLBACK.performance.confidence, computed: performanceComputed,
    },
  ].map((p) => ({ ...p, trend: trendOf(p.current, p.predicted) }));

  const createdBefore = (rows: { createdAt: Date }[]) => rows.filter((r) => r.createdAt.getTime() <= monthAgo).length;
  const phase = !matches.length ? "group"
    : !groups.every((g) => g.decided) ? "group"
      : KNOCKOUT_ROUNDS.find((round) => bracket.some((s) => s.round === round && !s.winnerTeamId)) ?? "finished";

  // Analytics.
  const goalsPerRound = ["group", ...KNOCKOUT_ROUNDS].map((round) => {
    const list = completed.filter((m) => m.round === round);
    return { round, matches: list.length, goals: list.reduce((s, m) => s + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0) };
  });
  const pointsPerGroup = groups.map((g) => ({ group: g.group, points: g.rows.reduce((s, r) => s + r.points, 0) }));
  const perMonth = new Map<string, number>();
  for (const r of registrations) perMonth.set(monthOf(r.submittedAt), (perMonth.get(monthOf(r.submittedAt)) ?? 0) + 1);
  const registrationsOverTime = [...perMonth.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([month, count]) => ({ month, count }));
  const revenue = new Map<string, number>();
  for (const o of paidOrders) for (const line of o.items) revenue.set(line.teamId, (revenue.get(line.teamId) ?? 0) + line.unitPrice * line.quantity);
  const revenuePerTeam = [...revenue.entries()].map(([teamId, cents]) => ({ teamId, name: teamName(teamId), cents })).sort((a, b) => b.cents - a.cents);

  return {
    stats: {
      teams: { value: teams.length || FALLBACK.teams, change: changePct(teams.length, createdBefore(teams)) ?? FALLBACK.changes.teams },
      matches: { value: matches.length || FALLBACK.matches, change: changePct(matches.length, createdBefore(matches)) ?? FALLBACK.changes.matches },
      insights: { value: insights.length, change: FALLBACK.changes.insights },
      accuracy: accuracyStat(model),
    },
    status: { teams: teams.length || FALLBACK.teams, completedMatches: completed.length, totalMatches: matches.length || FALLBACK.matches, scheduleTotal, phase },
    topTeams: byPoints.slice(0, 3).map((x) => ({ id: x.id, name: x.name, points: x.points })),
    insights,
    predictions,
    model: {
      baseRating: BASE_RATING, seedStep: SEED_STEP, kFactor: K_FACTOR, homeAdvantage: HOME_ADVANTAGE, goalsPerMatch: model.goalsPerMatch,
      runs: sim.runs, seed: sim.seed, accuracy: model.accuracy,
      odds: sim.teams
        .map((o) => ({ ...o, name: teamName(o.teamId), group: teams.find((x) => x.id === o.teamId)?.group ?? "", rating: model.ratings.get(o.teamId) ?? BASE_RATING }))
        .sort((a, b) => b.champion - a.champion || b.rating - a.rating),
      upcoming: matches
        .filter((m) => model.probabilities[m.id])
        .slice(0, 8)
        .map((m) => ({ id: m.id, homeTeamId: m.homeTeamId, awayTeamId: m.awayTeamId, home: teamName(m.homeTeamId), away: teamName(m.awayTeamId), round: m.round, matchDate: m.matchDate, probabilities: model.probabilities[m.id] })),
    },
    analytics: { goalsPerRound, pointsPerGroup, registrationsOverTime, revenuePerTeam },
  };
}

function accuracyStat(model: Model) {
  const a = model.accuracy;
  if (!a) return { value: FALLBACK.accuracy, change: FALLBACK.changes.accuracy, computed: false, brier: null, matches: 0 };
  const prev = model.previousAccuracy;
  const value = Math.round(a.correctShare * 100);
  return { value, change: prev ? value - Math.round(prev.correctShare * 100) : FALLBACK.changes.accuracy, computed: true, brier: a.brier, matches: a.matches };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
