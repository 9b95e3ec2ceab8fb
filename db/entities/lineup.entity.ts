import { defineBaseEntity, p } from "./base";
import { Match } from "./match.entity";
import { Player } from "./player.entity";
import { Team } from "./team.entity";

/** A player named in a team's line-up for a match: a starter or a substitute, possibly captain or goalkeeper. */
export const LineupEntry = defineBaseEntity({
  name: "LineupEntry",
  tableName: "match_lineups",
  uniques: [{ properties: ["matchId", "playerId"] }],
  indexes: [{ properties: ["matchId", "teamId"] }],
  properties: {
    matchId: p.manyToOne(Match).mapToPk().fieldName("match_id").deleteRule("cascade"),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    playerId: p.manyToOne(Player).mapToPk().fieldName("player_id"),
    /** starter or substitute */
    role: p.string().length(10),
    captain: p.boolean().default(false),
    goalkeeper: p.boolean().default(false),
  },
});
