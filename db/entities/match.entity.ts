import { defineBaseEntity, oneOf, p } from "./base";
import { Team } from "./team.entity";
import { Tournament } from "./tournament.entity";
import { MATCH_STATUSES, ROUNDS } from "@shared/forms/match.options";

export const Match = defineBaseEntity({
  name: "Match",
  tableName: "matches",
  indexes: [{ properties: ["matchDate"] }],
  properties: {
    tournamentId: p.manyToOne(Tournament).mapToPk().fieldName("tournament_id").nullable(),
    homeTeamId: p.manyToOne(Team).mapToPk().fieldName("home_team_id"),
    awayTeamId: p.manyToOne(Team).mapToPk().fieldName("away_team_id"),
    homeScore: p.integer().nullable(),
    awayScore: p.integer().nullable(),
    homePenalties: p.integer().nullable(),
    awayPenalties: p.integer().nullable(),
    round: oneOf(ROUNDS).default("group"),
    /** Bracket slot of a knockout match (e.g. R16-1, QF-2, SF-1, F). */
    bracketSlot: p.string().nullable(),
    matchDate: p.datetime(),
    venue: p.string(),
    status: oneOf(MATCH_STATUSES).default("scheduled"),
    minute: p.integer().nullable(),
    attendance: p.integer().nullable(),
    /** When the referee signed the match report; after it only an admin changes the result or events, with a reason. */
    signedOffAt: p.datetime().nullable(),
    signedOffBy: p.string().nullable(),
  },
});
