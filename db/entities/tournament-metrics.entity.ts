import { defineBaseEntity, p } from "./base";

export const TournamentMetrics = defineBaseEntity({
  name: "TournamentMetrics",
  tableName: "tournament_metrics",
  properties: {
    totalParticipants: p.integer().default(0),
    completedMatches: p.integer().default(0),
    activeTeams: p.integer().default(0),
    upcomingMatches: p.integer().default(0),
    averageAttendance: p.integer().default(0),
    totalSponsors: p.integer().default(3),
    /** Days. */
    eventDuration: p.integer().default(45),
    /** Cents. */
    prizePool: p.integer().default(250000000),
  },
});
