/**
 * Everything the Tournament Intelligence Center shows, read from the database. The model (ratings,
 * probabilities, accuracy), the 10,000-run simulation and the dashboard itself are cached with the
 * "matches" and "teams" tags, so the writes that change a result drop them (server/read-cache.ts).
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  FranchiseRegistration,
  Inventory,
  NewsletterSubscription,
  Order,
  PlayerRegistration,
  ProjectTask,
  SponsorRegistration,
  StaffRegistration,
} from "../../db/entities/index";
import { translate, type Lang } from "../../server/i18n";
import { readCache } from "../../server/read-cache";
import { sharedTournamentState } from "../_lib/tournament/state";
import { BRACKET, KNOCKOUT_CALENDAR, KNOCKOUT_ROUNDS } from "@shared/tournament/bracket";
import { isCountedGroupResult } from "@shared/tournament/standings";
import { BASE_RATING, HOME_ADVANTAGE, K_FACTOR, SEED_STEP } from "./elo";
import { groupNeeds } from "./group-needs";
import { buildModel, simulate, type Model } from "./model";
import { recordSnapshots, snapshotAt } from "./snapshots";
import { AVERAGE_POINTS_TOLERANCE, type SimulationResult } from "./simulate";
import {
  changeOverWindow,
  changePct,
  completionForecast,
  DAY_MS,
  engagementForecast,
  pointsChange,
  WINDOW_DAYS,
} from "./forecasts";

/** Spec §9 figures, shown only when there is nothing to compute them from. */
export const FALLBACK = {
  teams: 32,
  matches: 48,
  accuracy: 89,
  changes: { teams: 0, matches: 15, insights: 8, accuracy: 5 },
  completion: { current: 45, predicted: 78, confidence: 89 },
  engagement: { current: 72, predicted: 85, confidence: 76 },
  performance: { current: 68, predicted: 82, confidence: 84 },
  liveConfidence: 100,
} as const;
/** The staggered-schedule recommendation needs a full field (spec §9). */
export const STAGGER_MIN_TEAMS = 32;
/** Stock left to sell (stock − reserved) below this is low: under one typical team order of 5 shirts. */
export const LOW_STOCK_THRESHOLD = 5;
const DAY = DAY_MS;

type Impact = "high" | "medium" | "low";
export type Insight = {
  id: string;
  type: "alert" | "recommendation" | "trend" | "prediction";
  title: string;
  description: string;
  /** Percent; null for a rule-based recommendation (no model behind it). */
  impact: Impact;
  confidence: number | null;
  category: string;
  actionable: boolean;
  timestamp: Date;
  /** Where the confidence comes from: a fact read from the data (100), the simulation, or a rule (none). */
  basis: "data" | "simulation" | "rule";
};

const STATE_KEY = "insights:state";
const SIM_KEY = "insights:simulation";
/** What the model and the odds are computed from: a change to either recomputes them. */
const MODEL_TAGS = ["matches", "teams"];

/** Teams, matches, tables and the model; recomputed only after a match (or team) changes. */
function modelState(em: EntityManager) {
  return readCache.get(
    STATE_KEY,
    async () => {
      // Plain copies shared with every other reader of the tournament state.
      const { teams, matches, groups, bracket: slots } = await sharedTournamentState(em);
      const bracket = slots.map((s) => ({ slot: s.slot, round: s.round, winnerTeamId: s.winnerTeamId }));
      return { teams, matches, groups, bracket, model: buildModel(teams, matches) };
    },
    { tags: MODEL_TAGS },
  );
}

/** The Monte Carlo odds, run once per change of the results, never twice at once (readCache shares the pending run). */
export function simulation(em: EntityManager): Promise<SimulationResult> {
  return readCache.get(
    SIM_KEY,
    async () => {
      const { teams, matches, model } = await modelState(em);
      return simulate(teams, matches, model);
    },
    { tags: MODEL_TAGS },
  );
}

/**
 * The dashboard as anonymous visitors see it, built once per language and change of the results and
 * shared by all requests. Its other figures (registrations, tasks, stock, orders, subscribers) and the
 * date it is computed at follow within the cache's expiry (30 s): they are counts, and tagging every
 * write to those tables would spread cache code through every form; a writer that must show at once
 * can drop the "insights" tag.
 */
export function cachedDashboard(em: EntityManager, lang: Lang) {
  return readCache.get(`insights:dashboard:${lang}`, () => loadDashboard(em, lang), { tags: [...MODEL_TAGS, "insights"] });
}

export async function matchProbabilities(em: EntityManager) {
  return (await modelState(em)).model.probabilities;
}

/** The model's odds for one match as they stood before its kick-off; null for a cancelled or unknown match. */
export async function preMatchOdds(em: EntityManager, matchId: string) {
  return (await modelState(em)).model.preMatch[matchId] ?? null;
}

const trendOf = (current: number, predicted: number) =>
  (predicted > current ? "up" : predicted < current ? "down" : "flat") as "up" | "down" | "flat";
const monthOf = (d: Date) => d.toISOString().slice(0, 7);

type ModelState = Awaited<ReturnType<typeof modelState>>;
type Translate = (key: string, vars?: Record<string, unknown>) => string;

/** The dashboard in five named steps: read, insights, predictions, history badges, analytics. */
export async function loadDashboard(em: EntityManager, lang: Lang, now = new Date()) {
  const t: Translate = (key, vars) => translate(lang, `insights.${key}`, vars);
  const state = await modelState(em);
  const sim = await simulation(em);
  const ops = await readOperations(em, now);
  const { teams, matches, model } = state;
  const teamName = teamNames(teams);
  const byPoints = [...teams].sort((a, b) => b.points - a.points || a.drawOrder - b.drawOrder);
  const completed = matches.filter((m) => m.status === "completed");
  const insights = buildInsights(t, state, sim, ops, byPoints, now);
  const { scheduleTotal, cards } = buildPredictions(state, sim, ops, now);

  // Change badges of figures that have no creation date compare with the figure shown 30 days ago.
  const windowStart = new Date(now.getTime() - WINDOW_DAYS * DAY_MS);
  const accuracyNow = model.accuracy ? Math.round(model.accuracy.correctShare * 100) : null;
  const [accuracyThen, insightsThen] = await Promise.all([
    snapshotAt(em, "accuracy", windowStart),
    snapshotAt(em, "insights", windowStart),
  ]);
  await recordSnapshots(em, { insights: insights.length, ...(accuracyNow == null ? {} : { accuracy: accuracyNow }) }, now);

  return {
    stats: {
      teams: teams.length
        ? {
            value: teams.length,
            change: changeOverWindow(
              teams.map((x) => new Date(x.createdAt)),
              now,
            ),
            computed: true,
          }
        : { value: FALLBACK.teams, change: FALLBACK.changes.teams, computed: false },
      matches: matches.length
        ? {
            value: matches.length,
            change: changeOverWindow(
              matches.map((m) => new Date(m.createdAt)),
              now,
            ),
            computed: true,
          }
        : { value: FALLBACK.matches, change: FALLBACK.changes.matches, computed: false },
      insights: { value: insights.length, change: changePct(insights.length, insightsThen), computed: true },
      accuracy: accuracyStat(model, accuracyThen),
    },
    windowDays: WINDOW_DAYS,
    status: {
      teams: teams.length || FALLBACK.teams,
      completedMatches: completed.length,
      totalMatches: matches.length || FALLBACK.matches,
      scheduleTotal,
      phase: phaseOf(state),
    },
    topTeams: byPoints.slice(0, 3).map((x) => ({ id: x.id, name: x.name, points: x.points })),
    insights,
    predictions: cards,
    model: {
      baseRating: BASE_RATING,
      seedStep: SEED_STEP,
      kFactor: K_FACTOR,
      homeAdvantage: HOME_ADVANTAGE,
      goalsPerMatch: model.goalsPerMatch,
      runs: sim.runs,
      seed: sim.seed,
      accuracy: model.accuracy,
      odds: sim.teams
        .map((o) => ({
          ...o,
          name: teamName(o.teamId),
          group: teams.find((x) => x.id === o.teamId)?.group ?? "",
          rating: model.ratings.get(o.teamId) ?? BASE_RATING,
        }))
        .sort((a, b) => b.champion - a.champion || b.rating - a.rating),
      upcoming: matches
        .filter((m) => model.probabilities[m.id])
        .slice(0, 8)
        .map((m) => ({
          id: m.id,
          homeTeamId: m.homeTeamId,
          awayTeamId: m.awayTeamId,
          home: teamName(m.homeTeamId),
          away: teamName(m.awayTeamId),
          round: m.round,
          matchDate: m.matchDate,
          probabilities: model.probabilities[m.id],
        })),
    },
    analytics: buildAnalytics(state, ops, teamName),
  };
}

const teamNames = (teams: ModelState["teams"]) => {
  const name = new Map(teams.map((x) => [x.id, x.name]));
  return (id: string) => name.get(id) ?? "";
};

/** Step 1: what the dashboard reads besides the tournament: registrations, subscribers, overdue tasks, stock, paid orders. */
async function readOperations(em: EntityManager, now: Date) {
  const [registrations, subscriptions, overdueTasks, stock, paidOrders] = await Promise.all([
    Promise.all([
      em.find(PlayerRegistration, {}),
      em.find(StaffRegistration, {}),
      em.find(SponsorRegistration, {}),
      em.find(FranchiseRegistration, {}),
    ]).then((lists) => lists.flat().map((r) => ({ status: r.status, submittedAt: r.submittedAt }))),
    em.find(NewsletterSubscription, {}, { fields: ["subscribedAt", "isActive", "unsubscribedAt"] }),
    em.find(ProjectTask, { dueDate: { $lt: now }, status: { $nin: ["completed", "cancelled"] } }, { fields: ["priority"] }),
    em.find(Inventory, {}, { fields: ["itemName", "size", "stockQuantity", "reservedQuantity", "teamId"] }),
    em.find(Order, { paymentStatus: "paid" }, { fields: ["items"] }),
  ]);
  return { registrations, subscriptions, overdueTasks, stock, paidOrders };
}
type Operations = Awaited<ReturnType<typeof readOperations>>;

/** Step 2: the insight list — leaders, schedule advice, live matches, group needs, registrations, tasks, stock. */
function buildInsights(
  t: Translate,
  state: ModelState,
  sim: SimulationResult,
  ops: Operations,
  byPoints: ModelState["teams"],
  now: Date,
): Insight[] {
  const { teams, groups, matches } = state;
  const { registrations, overdueTasks, stock } = ops;
  const teamName = teamNames(teams);
  const insights: Insight[] = [];
  const add = (i: Omit<Insight, "timestamp" | "basis"> & { basis?: Insight["basis"] }) =>
    insights.push({ basis: "data", ...i, timestamp: now });

  // Spec: the top three teams by points (once someone has points to lead with); confidence is the
  // simulated chance of reaching the round of 16.
  const oddsOf = new Map(sim.teams.map((o) => [o.teamId, o]));
  byPoints
    .filter((x) => x.points > 0)
    .slice(0, 3)
    .forEach((team, i) =>
      add({
        id: `top-${i + 1}`,
        type: "trend",
        impact: i === 0 ? "high" : "medium",
        confidence: Math.round((oddsOf.get(team.id)?.round_16 ?? 0) * 100),
        basis: "simulation",
        category: "performance",
        actionable: false,
        title: t("list.top.title", { team: team.name, position: i + 1 }),
        description: t("list.top.description", {
          team: team.name,
          points: team.points,
          wins: team.wins,
          draws: team.draws,
          losses: team.losses,
        }),
      }),
    );
  if (teams.length >= STAGGER_MIN_TEAMS)
    add({
      id: "schedule",
      type: "recommendation",
      impact: "medium",
      confidence: null,
      basis: "rule",
      category: "operational",
      actionable: true,
      title: t("list.schedule.title"),
      description: t("list.schedule.description", { teams: teams.length }),
    });
  const live = matches.filter((m) => m.status === "live");
  if (live.length)
    add({
      id: "live",
      type: "alert",
      impact: "high",
      confidence: FALLBACK.liveConfidence,
      category: "operational",
      actionable: true,
      title: t("list.live.title", { count: live.length }),
      description: t("list.live.description", {
        count: live.length,
        matches: live.map((m) => `${teamName(m.homeTeamId)} – ${teamName(m.awayTeamId)}`).join(", "),
      }),
    });
  // Groups under way: what each team still needs.
  for (const g of groups) {
    if (g.decided || g.played === 0) continue;
    const members = g.rows.map((r) => r.teamId);
    const done = matches.filter(
      (m) => m.round === "group" && members.includes(m.homeTeamId) && members.includes(m.awayTeamId) && isCountedGroupResult(m),
    );
    const remaining = members
      .flatMap((a, i) => members.slice(i + 1).map((b) => ({ homeTeamId: a, awayTeamId: b })))
      .filter(
        (p) =>
          !done.some(
            (m) =>
              (m.homeTeamId === p.homeTeamId && m.awayTeamId === p.awayTeamId) ||
              (m.homeTeamId === p.awayTeamId && m.awayTeamId === p.homeTeamId),
          ),
      );
    const needs = groupNeeds(new Map(g.rows.map((r) => [r.teamId, r.points])), remaining);
    add({
      id: `group-${g.group}`,
      type: "prediction",
      impact: remaining.length <= 2 ? "high" : "medium",
      confidence: 100,
      category: "standings",
      actionable: false,
      title: t("list.group.title", { group: g.group, remaining: remaining.length, count: remaining.length }),
      description: needs
        .map((n) =>
          t(`list.group.${n.status}`, {
            team: teamName(n.teamId),
            points: n.status === "needs" ? n.points : 0,
            count: n.status === "needs" ? n.points : 0,
          }),
        )
        .join(" · "),
    });
  }
  const pending = registrations.filter((r) => r.status === "pending");
  if (pending.length) {
    const oldest = Math.min(...pending.map((r) => r.submittedAt.getTime()));
    const days = Math.floor((now.getTime() - oldest) / DAY);
    add({
      id: "registrations",
      type: "recommendation",
      impact: pending.length >= 20 || days >= 7 ? "high" : pending.length >= 5 ? "medium" : "low",
      confidence: 100,
      category: "registrations",
      actionable: true,
      title: t("list.registrations.title", { count: pending.length }),
      description: t("list.registrations.description", { count: pending.length, days }),
    });
  }
  if (overdueTasks.length) {
    const urgent = overdueTasks.filter((x) => x.priority === "urgent" || x.priority === "high").length;
    add({
      id: "tasks",
      type: "alert",
      impact: urgent ? "high" : "medium",
      confidence: 100,
      category: "staff",
      actionable: true,
      title: t("list.tasks.title", { count: overdueTasks.length }),
      description: t("list.tasks.description", { count: overdueTasks.length, urgent }),
    });
  }
  const low = stock.filter((i) => i.stockQuantity - i.reservedQuantity < LOW_STOCK_THRESHOLD);
  if (low.length)
    add({
      id: "stock",
      type: "alert",
      impact: low.some((i) => i.stockQuantity - i.reservedQuantity <= 0) ? "high" : "medium",
      confidence: 100,
      category: "store",
      actionable: true,
      title: t("list.stock.title", { count: low.length }),
      description: t("list.stock.description", {
        count: low.length,
        threshold: LOW_STOCK_THRESHOLD,
        items: low
          .slice(0, 3)
          .map(
            (i) => `${teamName(i.teamId)} ${i.itemName}${i.size ? ` (${i.size})` : ""}: ${i.stockQuantity - i.reservedQuantity}`,
          )
          .join(", "),
      }),
    });
  return insights;
}

/** Step 3: the three prediction cards (spec §9 figures, labelled as examples, when there is nothing to compute from). */
function buildPredictions(state: ModelState, sim: SimulationResult, ops: Operations, now: Date) {
  const { teams, groups, bracket, matches } = state;
  const groupTotal = groups.reduce((s, g) => s + g.total, 0);
  const scheduleTotal = groupTotal + BRACKET.length;
  const fixtures = [
    ...matches
      .filter((m) => m.round === "group" && m.status !== "cancelled")
      .map((m) => ({ date: new Date(m.matchDate), done: m.status === "completed" })),
    ...BRACKET.map((b) => ({
      date: new Date(KNOCKOUT_CALENDAR[b.slot].date),
      done: Boolean(bracket.find((s) => s.slot === b.slot)?.winnerTeamId),
    })),
  ];
  const completionComputed = matches.length > 0;
  const completionForecastNow = completionForecast(fixtures, scheduleTotal, now);
  const completion = completionComputed
    ? {
        current: completionForecastNow.current,
        predicted: completionForecastNow.predicted,
        confidence: completionForecastNow.confidence,
      }
    : FALLBACK.completion;

  // Fan base = registrations + newsletter subscribers.
  const joined = [...ops.registrations.map((r) => r.submittedAt), ...ops.subscriptions.map((s) => s.subscribedAt)];
  const engagementComputed = joined.length > 0;
  const engagement = engagementComputed ? engagementForecast(joined, now) : FALLBACK.engagement;

  const groupSize = teams.length / Math.max(1, groups.length);
  const performanceComputed = teams.length > 0;
  const performance = performanceComputed
    ? {
        current: teams.reduce((s, x) => s + x.points, 0) / teams.length,
        predicted: sim.averagePoints.mean,
        confidence: Math.round(sim.averagePoints.shareWithin * 100),
      }
    : FALLBACK.performance;

  const predictions: {
    id: string;
    current: number;
    predicted: number;
    confidence: number | null;
    unit: "percent" | "points" | "count";
    max: number;
    horizon: "next30" | "groupEnd";
    computed: boolean;
    details: Record<string, number>;
  }[] = [
    {
      id: "completion",
      ...completion,
      unit: "percent",
      max: 100,
      horizon: "next30",
      computed: completionComputed,
      details: {
        total: scheduleTotal,
        overdue: completionForecastNow.overdue,
        due: completionForecastNow.dueInWindow,
        days: WINDOW_DAYS,
      },
    },
    {
      id: "engagement",
      ...engagement,
      unit: engagementComputed ? "count" : "percent",
      horizon: "next30",
      max: engagementComputed ? Math.max(1, engagement.current, engagement.predicted) : 100,
      computed: engagementComputed,
      details: { days: WINDOW_DAYS },
    },
    {
      id: "performance",
      ...performance,
      unit: performanceComputed ? "points" : "percent",
      horizon: "groupEnd",
      max: performanceComputed ? 3 * Math.max(1, groupSize - 1) : 100,
      computed: performanceComputed,
      details: { runs: sim.runs, tolerance: AVERAGE_POINTS_TOLERANCE },
    },
  ];
  return { scheduleTotal, cards: predictions.map((p) => ({ ...p, trend: trendOf(p.current, p.predicted) })) };
}

/** The tournament's phase: the group stage until every group is decided, then the first knockout round still open. */
function phaseOf({ matches, groups, bracket }: ModelState) {
  return !matches.length
    ? "group"
    : !groups.every((g) => g.decided)
      ? "group"
      : (KNOCKOUT_ROUNDS.find((round) => bracket.some((s) => s.round === round && !s.winnerTeamId)) ?? "finished");
}

/** Step 5: goals per round, points per group, registrations per month, store revenue per team. */
function buildAnalytics({ matches, groups }: ModelState, ops: Operations, teamName: (id: string) => string) {
  const completed = matches.filter((m) => m.status === "completed");
  const goalsPerRound = ["group", ...KNOCKOUT_ROUNDS].map((round) => {
    const list = completed.filter((m) => m.round === round);
    return { round, matches: list.length, goals: list.reduce((s, m) => s + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0) };
  });
  const pointsPerGroup = groups.map((g) => ({ group: g.group, points: g.rows.reduce((s, r) => s + r.points, 0) }));
  const perMonth = new Map<string, number>();
  for (const r of ops.registrations) perMonth.set(monthOf(r.submittedAt), (perMonth.get(monthOf(r.submittedAt)) ?? 0) + 1);
  const registrationsOverTime = [...perMonth.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([month, count]) => ({ month, count }));
  const revenue = new Map<string, number>();
  for (const o of ops.paidOrders)
    for (const line of o.items) revenue.set(line.teamId, (revenue.get(line.teamId) ?? 0) + line.unitPrice * line.quantity);
  const revenuePerTeam = [...revenue.entries()]
    .map(([teamId, cents]) => ({ teamId, name: teamName(teamId), cents }))
    .sort((a, b) => b.cents - a.cents);
  return { goalsPerRound, pointsPerGroup, registrationsOverTime, revenuePerTeam };
}

/** Share of correct picks now, and its change in percentage points against the share shown 30 days ago. */
function accuracyStat(model: Model, before: number | null) {
  const a = model.accuracy;
  if (!a) return { value: FALLBACK.accuracy, change: FALLBACK.changes.accuracy, computed: false, brier: null, matches: 0 };
  const value = Math.round(a.correctShare * 100);
  return { value, change: pointsChange(value, before), computed: true, brier: a.brier, matches: a.matches };
}

export type Dashboard = Awaited<ReturnType<typeof loadDashboard>>;
