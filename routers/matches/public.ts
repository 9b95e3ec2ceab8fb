import { z } from "zod";
import { Tournament, TournamentMetrics } from "../../db/entities/index";
import { liveHub } from "../../server/live";
import { publicProcedure } from "../../server/trpc";
import { MatchOutput, MetricsOutput, TournamentOutput } from "../_lib/schemas";
import { cachedMatches, cachedTeams, sharedTournamentState } from "../_lib/tournament/state";
import { GROUPS, MATCH_STATUSES, ROUNDS } from "@shared/forms/match.options";
import { instantInput } from "@shared/forms/instant.schema";
import { GroupOutput } from "./schemas";
import { paged } from "../../server/list-paging";

/** Shown only when no metrics row exists yet (spec: dashboard fallbacks). */
const METRICS_FALLBACK = {
  totalParticipants: 0,
  completedMatches: 0,
  activeTeams: 0,
  upcomingMatches: 0,
  averageAttendance: 0,
  totalSponsors: 3,
  eventDuration: 45,
  prizePool: 250_000_000,
};

const BracketSlotOutput = z.object({
  slot: z.string(),
  round: z.string(),
  homeTeamId: z.string().nullable(),
  awayTeamId: z.string().nullable(),
  matchId: z.string().nullable(),
  winnerTeamId: z.string().nullable(),
});

/** `GET /matches`' filters, each optional; an unknown value is a 400 naming the field. */
const MatchFilters = paged(
  z
    .object({
      teamId: z
        .string()
        .uuid("validation.invalidId")
        .optional()
        .meta({ description: "Only the matches this team plays, home or away." }),
      status: z.enum(MATCH_STATUSES, "validation.invalid").optional(),
      round: z.enum(ROUNDS, "validation.invalid").optional(),
      group: z
        .enum(GROUPS, "validation.invalid")
        .optional()
        .meta({ description: "Only the group-stage matches of this group (its letter)." }),
      from: instantInput("validation.invalid")
        .optional()
        .meta({ description: "Only matches kicking off at or after this instant." }),
      to: instantInput("validation.invalid")
        .optional()
        .meta({ description: "Only matches kicking off at or before this instant." }),
    })
    .optional(),
);

/** The public reads of the tournament: its matches, standings and bracket, live changes, tournaments and metrics. */
export const publicMatchProcedures = {
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/matches", protect: false, tags: ["matches"], summary: "All matches by kick-off" } })
    .input(MatchFilters)
    .output(z.array(MatchOutput))
    .query(async ({ ctx, input }) => {
      const matches = await cachedMatches(ctx.em);
      if (!input || !Object.values({ ...input, limit: undefined, cursor: undefined }).some((v) => v !== undefined))
        return matches;
      const groupOf = new Map((await cachedTeams(ctx.em)).map((t) => [t.id, t.group]));
      return matches.filter(
        (m) =>
          (!input.teamId || m.homeTeamId === input.teamId || m.awayTeamId === input.teamId) &&
          (!input.status || m.status === input.status) &&
          (!input.round || m.round === input.round) &&
          (!input.group || (m.round === "group" && groupOf.get(m.homeTeamId) === input.group)) &&
          (!input.from || m.matchDate >= input.from) &&
          (!input.to || m.matchDate <= input.to),
      );
    }),

  /** Standings (FIFA tie-breakers) and the data-driven bracket, computed from the stored results. */
  overview: publicProcedure
    .input(z.void())
    .output(z.object({ groups: z.array(GroupOutput), bracket: z.array(BracketSlotOutput), matches: z.array(MatchOutput) }))
    .query(async ({ ctx }) => {
      const { groups, bracket, matches } = await sharedTournamentState(ctx.em);
      return {
        groups,
        matches,
        bracket: bracket.map((b) => ({
          slot: b.slot,
          round: b.round,
          homeTeamId: b.homeTeamId,
          awayTeamId: b.awayTeamId,
          matchId: b.match?.id ?? null,
          winnerTeamId: b.winnerTeamId,
        })),
      };
    }),

  /**
   * Score and status changes, pushed to every open page (SSE). Over HTTP, GET /trpc/matches.live is
   * answered by `liveStreams` (server/live.ts) with the same events in the same format, serialized once
   * for all pages; this procedure gives the client its type and serves in-process callers.
   */
  live: publicProcedure.subscription(async function* ({ signal }) {
    yield* liveHub.stream(signal);
  }),

  tournaments: publicProcedure
    .meta({ openapi: { method: "GET", path: "/tournaments", protect: false, tags: ["matches"], summary: "Tournaments" } })
    .input(paged())
    .output(z.array(TournamentOutput))
    .query(({ ctx }) => ctx.em.find(Tournament, {}, { orderBy: { startDate: "asc" } })),

  metrics: publicProcedure
    .meta({
      openapi: { method: "GET", path: "/tournament-metrics", protect: false, tags: ["matches"], summary: "Tournament metrics" },
    })
    .input(z.void())
    .output(MetricsOutput)
    .query(async ({ ctx }) => {
      const [row] = await ctx.em.find(TournamentMetrics, {}, { orderBy: { createdAt: "asc" }, limit: 1 });
      return row ?? METRICS_FALLBACK;
    }),
};
