import { z } from "zod";
import { Match, Tournament, TournamentMetrics } from "../db/entities/index";
import { publicProcedure, router } from "../server/trpc";
import { MatchOutput, MetricsOutput, TournamentOutput } from "./schemas";

/** Shown only when no metrics row exists yet (spec: dashboard fallbacks). */
const METRICS_FALLBACK = {
  totalParticipants: 0, completedMatches: 0, activeTeams: 0, upcomingMatches: 0, averageAttendance: 0,
  totalSponsors: 3, eventDuration: 45, prizePool: 250_000_000,
};

export const matchesRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/matches", protect: false, tags: ["matches"], summary: "All matches by kick-off" } })
    .input(z.void())
    .output(z.array(MatchOutput))
    .query(({ ctx }) => ctx.em.find(Match, {}, { orderBy: { matchDate: "asc", id: "asc" } })),

  tournaments: publicProcedure
    .meta({ openapi: { method: "GET", path: "/tournaments", protect: false, tags: ["matches"], summary: "Tournaments" } })
    .input(z.void())
    .output(z.array(TournamentOutput))
    .query(({ ctx }) => ctx.em.find(Tournament, {}, { orderBy: { startDate: "asc" } })),

  metrics: publicProcedure
    .meta({ openapi: { method: "GET", path: "/tournament-metrics", protect: false, tags: ["matches"], summary: "Tournament metrics" } })
    .input(z.void())
    .output(MetricsOutput)
    .query(async ({ ctx }) => {
      const [row] = await ctx.em.find(TournamentMetrics, {}, { orderBy: { createdAt: "asc" }, limit: 1 });
      return row ?? METRICS_FALLBACK;
    }),
});
