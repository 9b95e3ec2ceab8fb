/**
 * Stats of the match centre (docs/decisions/080-match-centre.md): leaderboards, clean sheets, the
 * fair-play table, a player's figures and the history between two teams. Public reads: players appear
 * with their public fields only (docs/decisions/100).
 */
import { z } from "zod";
import type { PlayerRow } from "../../db/entities/index";
import { fail, failFields, publicProcedure, router } from "../../server/trpc";
import { localizePlayer } from "../_lib/localized";
import { MatchOutput, PlayerOutput } from "../_lib/schemas";
import { cachedTeams } from "../_lib/tournament/state";
import { leaderboard, topAssists, topScorers, type PlayerTotals } from "../_lib/tournament/player-stats";
import { statsState } from "./data";

const PlayerSummary = z.object({
  id: z.string().uuid(), firstName: z.string(), lastName: z.string(), jerseyNumber: z.number().int().nullable(), position: z.string(),
});
const summary = (p: PlayerRow) => ({ id: p.id, firstName: p.firstName, lastName: p.lastName, jerseyNumber: p.jerseyNumber ?? null, position: p.position });

const Totals = z.object({
  appearances: z.number().int(), starts: z.number().int(), minutes: z.number().int(),
  goals: z.number().int(), penaltyGoals: z.number().int(), ownGoals: z.number().int(), assists: z.number().int(),
  yellowCards: z.number().int(), secondYellows: z.number().int(), redCards: z.number().int(), cleanSheets: z.number().int(),
});
const LeaderRow = Totals.extend({ rank: z.number().int(), player: PlayerSummary, teamId: z.string().uuid() });

const Limit = z.object({
  limit: z.coerce.number("validation.limitInvalid").int("validation.limitInvalid").min(1, "validation.limitInvalid").max(100, "validation.limitInvalid").default(20),
});

const totalsOf = (t: PlayerTotals) => ({
  appearances: t.appearances, starts: t.starts, minutes: t.minutes, goals: t.goals, penaltyGoals: t.penaltyGoals, ownGoals: t.ownGoals,
  assists: t.assists, yellowCards: t.yellowCards, secondYellows: t.secondYellows, redCards: t.redCards, cleanSheets: t.cleanSheets,
});

const FairPlayRow = z.object({
  teamId: z.string().uuid(), group: z.string(),
  /** Deductions by kind: a player's cards in one match count once, as the worst of them (FIFA). */
  yellowCards: z.number().int(), indirectRedCards: z.number().int(), directRedCards: z.number().int(), yellowAndDirectRedCards: z.number().int(),
  /** Conduct points over every match played (0 or less, higher is better). */
  points: z.number().int(),
  /** The same over the completed group matches: the standings' tie-breaker. */
  groupStagePoints: z.number().int(),
});

const MatchLine = z.object({
  matchId: z.string().uuid(), matchDate: z.date(), round: z.string(), status: z.string(), opponentId: z.string().uuid(),
  started: z.boolean(), appeared: z.boolean(), minutes: z.number().int(), goals: z.number().int(), penaltyGoals: z.number().int(), ownGoals: z.number().int(),
  assists: z.number().int(), yellowCards: z.number().int(), secondYellows: z.number().int(), redCards: z.number().int(), cleanSheet: z.boolean(),
});

const HeadToHeadInput = z.object({
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
  opponentId: z.string("validation.opponentRequired").uuid("validation.opponentRequired"),
});

export const statsRouter = router({
  topScorers: publicProcedure
    .meta({ openapi: { method: "GET", path: "/stats/top-scorers", protect: false, tags: ["stats"], summary: "Top scorers: goals, then assists, then fewer minutes; equal players share a rank" } })
    .input(Limit)
    .output(z.array(LeaderRow))
    .query(async ({ ctx, input }) => {
      const s = await statsState(ctx.em);
      const byName = nameOrder(s.players);
      return topScorers(s.totals, byName).slice(0, input.limit).map((t) => ({ ...totalsOf(t), rank: t.rank, teamId: t.teamId, player: summary(s.players[t.playerId]) }));
    }),

  assists: publicProcedure
    .meta({ openapi: { method: "GET", path: "/stats/assists", protect: false, tags: ["stats"], summary: "Most assists: assists, then goals, then fewer minutes; equal players share a rank" } })
    .input(Limit)
    .output(z.array(LeaderRow))
    .query(async ({ ctx, input }) => {
      const s = await statsState(ctx.em);
      return topAssists(s.totals, nameOrder(s.players)).slice(0, input.limit).map((t) => ({ ...totalsOf(t), rank: t.rank, teamId: t.teamId, player: summary(s.players[t.playerId]) }));
    }),

  cleanSheets: publicProcedure
    .meta({ openapi: { method: "GET", path: "/stats/clean-sheets", protect: false, tags: ["stats"], summary: "Clean sheets of teams (completed matches without conceding) and of starting goalkeepers who played the whole match" } })
    .input(Limit)
    .output(z.object({
      teams: z.array(z.object({ teamId: z.string().uuid(), played: z.number().int(), cleanSheets: z.number().int() })),
      goalkeepers: z.array(LeaderRow),
    }))
    .query(async ({ ctx, input }) => {
      const s = await statsState(ctx.em);
      const keepers = leaderboard(s.totals, [[(t) => t.cleanSheets, "desc"], [(t) => t.minutes, "asc"]], nameOrder(s.players)).slice(0, input.limit);
      return {
        teams: s.teamCleanSheets.filter((t) => t.cleanSheets > 0),
        goalkeepers: keepers.map((t) => ({ ...totalsOf(t), rank: t.rank, teamId: t.teamId, player: summary(s.players[t.playerId]) })),
      };
    }),

  fairPlay: publicProcedure
    .meta({ openapi: { method: "GET", path: "/stats/fair-play", protect: false, tags: ["stats"], summary: "Fair-play table: yellow −1, indirect red −3, direct red −4, yellow and direct red −5 per player and match" } })
    .input(z.void())
    .output(z.array(FairPlayRow))
    .query(async ({ ctx }) => (await statsState(ctx.em)).fairPlay.map((t) => ({
      teamId: t.teamId, group: t.group, yellowCards: t.yellowCard, indirectRedCards: t.indirectRed, directRedCards: t.directRed,
      yellowAndDirectRedCards: t.yellowAndDirectRed, points: t.points, groupStagePoints: t.groupStagePoints,
    }))),

  player: publicProcedure
    .meta({ openapi: { method: "GET", path: "/players/{playerId}/stats", protect: false, tags: ["players", "stats"], summary: "A player's figures: totals and match by match (public fields only)" } })
    .input(z.object({ playerId: z.string("validation.playerRequired").uuid("validation.playerRequired") }))
    .output(z.object({ player: PlayerOutput, teamId: z.string().uuid(), totals: Totals, matches: z.array(MatchLine) }))
    .query(async ({ ctx, input }) => {
      const s = await statsState(ctx.em);
      const player = s.players[input.playerId];
      if (!player) fail("NOT_FOUND", "errors.playerNotFound");
      const byId = new Map(s.matches.map((m) => [m.id, m]));
      const lines = (s.linesOf[player.id] ?? []).map((l) => ({ line: l, match: byId.get(l.matchId)! }))
        .sort((a, b) => new Date(a.match.matchDate).getTime() - new Date(b.match.matchDate).getTime());
      const totals = { appearances: 0, starts: 0, minutes: 0, goals: 0, penaltyGoals: 0, ownGoals: 0, assists: 0, yellowCards: 0, secondYellows: 0, redCards: 0, cleanSheets: 0 };
      const found = s.totals.find((t) => t.playerId === player.id);
      return {
        player: localizePlayer(ctx.lang, player),
        teamId: player.teamId,
        totals: found ? totalsOf(found) : totals,
        matches: lines.map(({ line, match }) => ({
          matchId: match.id, matchDate: new Date(match.matchDate), round: match.round, status: match.status,
          opponentId: match.homeTeamId === line.teamId ? match.awayTeamId : match.homeTeamId,
          started: line.started, appeared: line.appeared, minutes: line.minutes, goals: line.goals, penaltyGoals: line.penaltyGoals, ownGoals: line.ownGoals,
          assists: line.assists, yellowCards: line.yellowCards, secondYellows: line.secondYellows, redCards: line.redCards, cleanSheet: line.cleanSheet,
        })),
      };
    }),

  headToHead: publicProcedure
    .meta({ openapi: { method: "GET", path: "/stats/head-to-head", protect: false, tags: ["stats"], summary: "Every meeting of two teams: the record from the first team's side (a shoot-out counts as a draw) and the next meeting" } })
    .input(HeadToHeadInput)
    .output(z.object({
      teamId: z.string().uuid(), opponentId: z.string().uuid(),
      played: z.number().int(), wins: z.number().int(), draws: z.number().int(), losses: z.number().int(), goalsFor: z.number().int(), goalsAgainst: z.number().int(),
      /** Completed meetings, most recent first. */
      meetings: z.array(MatchOutput),
      next: MatchOutput.nullable(),
    }))
    .query(async ({ ctx, input }) => {
      if (input.teamId === input.opponentId) failFields({ opponentId: "validation.sameOpponent" });
      const teams = await cachedTeams(ctx.em);
      if (!teams.some((t) => t.id === input.teamId) || !teams.some((t) => t.id === input.opponentId)) fail("NOT_FOUND", "errors.teamNotFound");
      const { matches } = await statsState(ctx.em);
      const between = matches.filter((m) => (m.homeTeamId === input.teamId && m.awayTeamId === input.opponentId) || (m.homeTeamId === input.opponentId && m.awayTeamId === input.teamId));
      const meetings = between.filter((m) => m.status === "completed" && m.homeScore != null && m.awayScore != null)
        .sort((a, b) => new Date(b.matchDate).getTime() - new Date(a.matchDate).getTime());
      const record = { played: meetings.length, wins: 0, draws: 0, losses: 0, goalsFor: 0, goalsAgainst: 0 };
      for (const m of meetings) {
        const home = m.homeTeamId === input.teamId;
        const scored = home ? m.homeScore! : m.awayScore!;
        const conceded = home ? m.awayScore! : m.homeScore!;
        record.goalsFor += scored;
        record.goalsAgainst += conceded;
        if (scored > conceded) record.wins++;
        else if (scored < conceded) record.losses++;
        else record.draws++;
      }
      const next = between.filter((m) => m.status === "scheduled" || m.status === "live")
        .sort((a, b) => new Date(a.matchDate).getTime() - new Date(b.matchDate).getTime())[0] ?? null;
      return { teamId: input.teamId, opponentId: input.opponentId, ...record, meetings, next };
    }),
});

/** Equal figures: by surname, then first name, then id — the same order on every request. */
function nameOrder(players: Record<string, PlayerRow>) {
  return (a: { playerId: string }, b: { playerId: string }) => {
    const x = players[a.playerId], y = players[b.playerId];
    return (x?.lastName ?? "").localeCompare(y?.lastName ?? "") || (x?.firstName ?? "").localeCompare(y?.firstName ?? "") || a.playerId.localeCompare(b.playerId);
  };
}
