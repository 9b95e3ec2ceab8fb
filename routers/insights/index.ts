import { z } from "zod";
import { publicProcedure, router } from "../../server/trpc";
import { loadDashboard, matchProbabilities } from "./dashboard";

const Probabilities = z.object({ home: z.number(), draw: z.number(), away: z.number() });
const Rounds = { round_16: z.number(), quarter_final: z.number(), semi_final: z.number(), final: z.number() };
const Change = z.number();

const DashboardOutput = z.object({
  stats: z.object({
    teams: z.object({ value: z.number().int(), change: Change }),
    matches: z.object({ value: z.number().int(), change: Change }),
    insights: z.object({ value: z.number().int(), change: Change }),
    accuracy: z.object({ value: z.number(), change: Change, computed: z.boolean(), brier: z.number().nullable(), matches: z.number().int() }),
  }),
  status: z.object({ teams: z.number().int(), completedMatches: z.number().int(), totalMatches: z.number().int(), scheduleTotal: z.number().int(), phase: z.string() }),
  topTeams: z.array(z.object({ id: z.string(), name: z.string(), points: z.number().int() })),
  insights: z.array(z.object({
    id: z.string(), type: z.enum(["alert", "recommendation", "trend", "prediction"]), title: z.string(), description: z.string(),
    impact: z.enum(["high", "medium", "low"]), confidence: z.number(), category: z.string(), actionable: z.boolean(), timestamp: z.date(),
  })),
  predictions: z.array(z.object({
    id: z.string(), current: z.number(), predicted: z.number(), unit: z.enum(["percent", "points"]), max: z.number(),
    confidence: z.number(), computed: z.boolean(), trend: z.enum(["up", "down", "flat"]),
  })),
  model: z.object({
    baseRating: z.number(), seedStep: z.number(), kFactor: z.number(), homeAdvantage: z.number(), goalsPerMatch: z.number(),
    runs: z.number().int(), seed: z.number().int(),
    accuracy: z.object({ matches: z.number().int(), brier: z.number(), correctShare: z.number() }).nullable(),
    odds: z.array(z.object({ teamId: z.string(), name: z.string(), group: z.string(), rating: z.number(), expectedPoints: z.number(), champion: z.number(), ...Rounds })),
    upcoming: z.array(z.object({
      id: z.string(), homeTeamId: z.string(), awayTeamId: z.string(), home: z.string(), away: z.string(), round: z.string(),
      matchDate: z.date(), probabilities: Probabilities,
    })),
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
    .meta({ openapi: { method: "GET", path: "/insights", protect: false, tags: ["insights"], summary: "Insights, predictions and analytics computed from the tournament data" } })
    .input(z.void())
    .output(DashboardOutput)
    .query(({ ctx }) => loadDashboard(ctx.em, ctx.lang)),

  /** Win/draw/loss probabilities (0–1, summing to 1) of every scheduled match, keyed by match id. */
  matchProbabilities: publicProcedure
    .meta({ openapi: { method: "GET", path: "/insights/match-probabilities", protect: false, tags: ["insights"], summary: "Outcome probabilities of the scheduled matches" } })
    .input(z.void())
    .output(z.record(z.string(), Probabilities))
    .query(({ ctx }) => matchProbabilities(ctx.em)),
});
