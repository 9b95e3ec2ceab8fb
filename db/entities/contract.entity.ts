import { defineBaseEntity, p } from "./base";
import { Player } from "./player.entity";
import { Team } from "./team.entity";

export const Contract = defineBaseEntity({
  name: "Contract",
  tableName: "contracts",
  indexes: [{ properties: ["teamId"] }],
  properties: {
    playerId: p.manyToOne(Player).mapToPk().fieldName("player_id").nullable(),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    playerName: p.string().nullable(),
    position: p.string().nullable(),
    contractType: p.string().default("player"),
    title: p.string().nullable(),
    startDate: p.date(),
    endDate: p.date(),
    isActive: p.boolean().default(true),
    /** Cents. */
    baseSalary: p.integer().nullable(),
    bonuses: p.text().nullable(),
    nilTerms: p.text().nullable(),
    responsibilities: p.text().nullable(),
    terms: p.text().nullable(),
    signedAt: p.datetime().nullable(),
    signedByPlayer: p.boolean().default(false),
    signedByTeam: p.boolean().default(false),
    documentUrl: p.string().nullable(),
  },
});
