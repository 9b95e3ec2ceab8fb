import { z } from "zod";

/** Output shapes shared by the routers (and, through RouterOutputs, by the pages). */
export const TeamOutput = z.object({
  id: z.string().uuid(),
  name: z.string(),
  /** The trade's label in the caller's language; `tradeCode` is the code behind it. */
  trade: z.string(),
  tradeCode: z.string(),
  captain: z.string(),
  jerseyColor: z.string(),
  accentColor: z.string(),
  logoIdea: z.string(),
  logoConcept: z.string(),
  logoUrl: z.string().nullish(),
  city: z.string(),
  stadium: z.string().nullish(),
  group: z.string(),
  drawOrder: z.number().int(),
  foundedYear: z.number().int(),
  wins: z.number().int(),
  draws: z.number().int(),
  losses: z.number().int(),
  goalsFor: z.number().int(),
  goalsAgainst: z.number().int(),
  points: z.number().int(),
});

/**
 * A player as anyone may see them: no contact details (docs/decisions/100-public-and-admin-shapes.md).
 * The output schema strips every other column, so a new private column stays private by default.
 */
export const PlayerOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  position: z.string(),
  jerseyNumber: z.number().int().nullish(),
  nationality: z.string().nullish(),
  height: z.string().nullish(),
  weight: z.string().nullish(),
  skillLevel: z.string(),
  status: z.string(),
  tradeSpecialty: z.string().nullish(),
  tradeExperience: z.string().nullish(),
  profileImageUrl: z.string().nullish(),
});

/** A player as an admin sees them, with contact details. */
export const PlayerAdminOutput = PlayerOutput.extend({
  email: z.string(),
  phone: z.string().nullish(),
});

export const MatchOutput = z.object({
  id: z.string().uuid(),
  tournamentId: z.string().uuid().nullish(),
  homeTeamId: z.string().uuid(),
  awayTeamId: z.string().uuid(),
  homeScore: z.number().int().nullish(),
  awayScore: z.number().int().nullish(),
  homePenalties: z.number().int().nullish(),
  awayPenalties: z.number().int().nullish(),
  round: z.string(),
  bracketSlot: z.string().nullish(),
  matchDate: z.date(),
  venue: z.string(),
  status: z.string(),
  minute: z.number().int().nullish(),
  attendance: z.number().int().nullish(),
  /** When the referee signed the match report off: after it only an admin changes the result, with a reason. */
  signedOffAt: z.date().nullish(),
});

export const TournamentOutput = z.object({
  id: z.string().uuid(),
  name: z.string(),
  type: z.string(),
  startDate: z.date(),
  endDate: z.date().nullish(),
  status: z.string(),
  description: z.string().nullish(),
  prizePool: z.number().int(),
  participantCount: z.number().int(),
});

export const MetricsOutput = z.object({
  totalParticipants: z.number().int(),
  completedMatches: z.number().int(),
  activeTeams: z.number().int(),
  upcomingMatches: z.number().int(),
  averageAttendance: z.number().int(),
  totalSponsors: z.number().int(),
  eventDuration: z.number().int(),
  prizePool: z.number().int(),
});
