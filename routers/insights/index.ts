import { z } from "zod";
import { publicProcedure, router } from "../../server/trpc";
import { cachedDashboard, matchProbabilities } from "./dashboard";

const Probabilities = z.object({ home: z.number(), draw: z.number(), away: z.number() });
const Rounds = { round_16: z.number(), quarter_final: z.number(), semi_final: z.number(), final: z.number() };
/** Null when there is no earlier figure to compare with. */
const Change = z.number().nullable();

const DashboardOutput = z.object({
  stats: z.object({
    teams: z.object({ value: z.number().int(), change: Change, computed: z.boolean() }),
    matches: z.object({ value: z.number().int(), change: Change, computed: z.boolean() }),
    insights: z.object({ value: z.number().int(), change: Change, computed: z.boolean() }),
    accuracy: z.object({
      value: z.number(),
      change: Change,
      computed: z.boolean(),
      brier: z.number().nullable(),
      matches: z.number().int(),
    }),
  }),
  windowDays: z.number().int(),
  status: z.object({
    teams: z.number().int(),
    completedMatches: z.number().int(),
    totalMatches: z.number().int(),
    scheduleTotal: z.number().int(),
    phase: z.string(),
  }),
  topTeams: z.array(z.object({ id: z.string(), name: z.string(), points: z.number().int() })),
  insights: z.array(
    z.object({
      id: z.string(),
      type: z.enum(["alert", "recommendation", "trend", "prediction"]),
      title: z.string(),
      description: z.string(),
      impact: z.enum(["high", "medium", "low"]),
      confidence: z.number().nullable(),
      category: z.string(),
      actionable: z.boolean(),
      timestamp: z.date(),
      basis: z.enum(["data", "simulation", "rule"]),
    }),
  ),
  predictions: z.array(
    z.object({
      id: z.string(),
      current: z.number(),
      predicted: z.number(),
      unit: z.enum(["percent", "points", "count"]),
      max: z.number(),
      confidence: z.number().nullable(),
      computed: z.boolean(),
      trend: z.enum(["up", "down", "flat"]),
      horizon: z.enum(["next30", "groupEnd"]),
      details: z.record(z.string(), z.number()),
    }),
  ),
  model: z.object({
    baseRating: z.number(),
    seedStep: z.number(),
    kFactor: z.number(),
    homeAdvantage: z.number(),
    goalsPerMatch: z.number(),
    runs: z.number().int(),
    seed: z.number().int(),
    accuracy: z.object({ matches: z.number().int(), brier: z.number(), correctShare: z.number() }).nullable(),
    odds: z.array(
      z.object({
        teamId: z.string(),
        name: z.string(),
        group: z.string(),
        rating: z.number(),
        expectedPoints: z.number(),
        champion: z.number(),
        ...Rounds,
      }),
    ),
    upcoming: z.array(
      z.object({
        id: z.string(),
        homeTeamId: z.string(),
        awayTeamId: z.string(),
        home: z.string(),
        away: z.string(),
        round: z.string(),
        matchDate: z.date(),
        probabilities: Probabilities,
      }),
    ),
  }),
  analytics: z.object({
    goalsPerRound: z.array(z.object({ round: z.string(), matches: z.number().int(), goals: z.number().int() })),
    pointsPerGroup: z.array(z.object({ group: z.string(), points: z.number().int() })),
    registrationsOverTime: z.array(z.object({ month: z.string(), count: z.number().int() })),
    revenuePerTeam: z.array(z.object({ teamId: z.string(), name: z.string(), cents: z.number().int() })),
  }),
});

export const insightsRouter = router({
  /** The Tournament Intelligence Center: stat cards, insights, prediction cards, the model and analytics. */
  dashboard: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/insights",
        protect: false,
        tags: ["insights"],
        summary: "Insights, predictions and analytics computed from the tournament data",
      },
    })
    .input(z.void())
    .output(DashboardOutput)
    .query(({ ctx }) => cachedDashboard(ctx.em, ctx.lang)),

  /** Win/draw/loss probabilities (0–1, summing to 1) of every scheduled match, keyed by match id. */
  matchProbabilities: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/insights/match-probabilities",
        protect: false,
        tags: ["insights"],
        summary: "Outcome probabilities of the scheduled matches",
      },
    })
    .input(z.void())
    .output(z.record(z.string(), Probabilities))
    .query(({ ctx }) => matchProbabilities(ctx.em)),
});
