import { defineBaseEntity, p } from "./base";
import { Match } from "./match.entity";
import { Player } from "./player.entity";
import { Team } from "./team.entity";

/**
 * One thing that happened in a match: a goal, a card, a substitution or a shoot-out kick
 * (docs/decisions/080-match-centre.md). `teamId` is the team of the player it names — for an own goal,
 * the team that conceded it.
 */
export const MatchEvent = defineBaseEntity({
  name: "MatchEvent",
  tableName: "match_events",
  indexes: [{ properties: ["matchId", "sequence"] }, { properties: ["playerId"] }],
  properties: {
    matchId: p.manyToOne(Match).mapToPk().fieldName("match_id").deleteRule("cascade"),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    /** goal, yellow_card, second_yellow, red_card, substitution, shootout_kick */
    kind: p.string().length(20),
    /** 0–120; null for a shoot-out kick. */
    minute: p.integer().nullable(),
    /** Added time at the end of a period: 45+2 is minute 45, stoppage 2. */
    stoppage: p.integer().nullable(),
    /** Order of entry within the match: breaks ties between events of the same minute. */
    sequence: p.integer(),
    /** The scorer, the booked player, the player going off or the kicker. */
    playerId: p.manyToOne(Player).mapToPk().fieldName("player_id"),
    assistPlayerId: p.manyToOne(Player).mapToPk().fieldName("assist_player_id").nullable(),
    playerOnId: p.manyToOne(Player).mapToPk().fieldName("player_on_id").nullable(),
    ownGoal: p.boolean().default(false),
    penalty: p.boolean().default(false),
    /** A shoot-out kick: scored or missed. */
    scored: p.boolean().nullable(),
    /**
     * The id the console (or a partner's Idempotency-Key) gave the event when it was entered: a repeat
     * of the same write finds it here instead of adding the event twice (decision 106).
     */
    clientId: p.uuid().nullable().unique(),
  },
});
