import { z } from "zod";
import { EVENT_KINDS } from "@shared/forms/match.options";
import { MatchOutput } from "../_lib/schemas";
import { TeamSummaryOutput } from "./summary";

/** Output shapes of the match centre (docs/decisions/080-match-centre.md), shared with the stats router. */

export const EventOutput = z.object({
  id: z.string().uuid(),
  matchId: z.string().uuid(),
  kind: z.enum(EVENT_KINDS),
  /** The team of the player named; for an own goal, the team that conceded it. */
  teamId: z.string().uuid(),
  minute: z.number().int().nullable(),
  stoppage: z.number().int().nullable(),
  /** "67", "45+2"; null for a shoot-out kick. */
  minuteLabel: z.string().nullable(),
  /** Order of entry; shoot-out kicks are in the order taken. */
  sequence: z.number().int(),
  playerId: z.string().uuid(),
  assistPlayerId: z.string().uuid().nullable(),
  playerOnId: z.string().uuid().nullable(),
  ownGoal: z.boolean(),
  penalty: z.boolean(),
  scored: z.boolean().nullable(),
  createdAt: z.date(),
});

/** An event as the audit trail keeps it (and the live stream carries it): without its creation time. */
export const TimelineEventOutput = EventOutput.omit({ matchId: true, createdAt: true });

/** A named player of a line-up: public fields only (docs/decisions/100). */
export const LineupPlayerOutput = z.object({
  playerId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int().nullable(),
  position: z.string(),
  captain: z.boolean(),
  goalkeeper: z.boolean(),
});

export const LineupOutput = z.object({
  teamId: z.string().uuid(),
  starters: z.array(LineupPlayerOutput),
  substitutes: z.array(LineupPlayerOutput),
  captainId: z.string().uuid().nullable(),
  goalkeeperId: z.string().uuid().nullable(),
  /** When the line-up was last sent (its newest entry). */
  sentAt: z.date(),
});

export const ShootoutOutput = z.object({
  home: z.number().int(),
  away: z.number().int(),
  homeKicks: z.number().int(),
  awayKicks: z.number().int(),
  /** One side can no longer be caught. */
  decided: z.boolean(),
  winnerTeamId: z.string().uuid().nullable(),
});

/** Home win, draw and away win after regular play (0–1, summing to 1). */
export const ProbabilitiesOutput = z.object({ home: z.number(), draw: z.number(), away: z.number() });

export const MatchDetailOutput = z.object({
  match: MatchOutput,
  home: TeamSummaryOutput,
  away: TeamSummaryOutput,
  /** Completed matches between the same two teams that kicked off before this one, latest first. */
  headToHead: z.array(MatchOutput),
  /** Where the score comes from: the goal events, a score entered without events, or nothing yet. */
  scoreFrom: z.enum(["events", "entered", "none"]),
  /** In timeline order: by minute, then as entered; shoot-out kicks last. */
  events: z.array(EventOutput),
  lineups: z.object({ home: LineupOutput.nullable(), away: LineupOutput.nullable() }),
  shootout: ShootoutOutput.nullable(),
  /** The prediction model's home win / draw / away win before kick-off (routers/insights); null once the match has started. */
  probabilities: ProbabilitiesOutput.nullable(),
});

/** A player of a squad as the line-up form offers them: public fields and whether cards rule them out. */
export const SquadPlayerOutput = z.object({
  id: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  jerseyNumber: z.number().int().nullable(),
  position: z.string(),
  status: z.string(),
  suspended: z.boolean(),
  /** sent_off or yellow_cards; null when not suspended. */
  suspension: z.enum(["sent_off", "yellow_cards"]).nullable(),
});

/** The result after an event was added or removed, with the event. */
export const EventWriteOutput = z.object({ match: MatchOutput, event: EventOutput });

/** A group's table, ranked by the FIFA World Cup 2026 tie-breakers (shared/tournament/standings.ts). */
export const GroupRowOutput = z.object({
  teamId: z.string(),
  position: z.number().int(),
  played: z.number().int(),
  won: z.number().int(),
  drawn: z.number().int(),
  lost: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  goalDifference: z.number().int(),
  points: z.number().int(),
  /** Team conduct points of the group matches (0 or less): the tie-breaker after goals. */
  fairPlayPoints: z.number().int(),
  /** Level on every tie-breaker with another team of a decided group: placed by a recorded drawing of lots, or awaiting one. */
  lots: z.enum(["drawn", "pending"]).nullable(),
});
export const GroupOutput = z.object({
  group: z.string(),
  rows: z.array(GroupRowOutput),
  played: z.number().int(),
  total: z.number().int(),
  decided: z.boolean(),
});
