import { p } from "./base";
import { Team } from "./team.entity";
import { defineRegistration, registrationIndexes } from "./registration-base";

export const PlayerRegistration = defineRegistration({
  name: "PlayerRegistration",
  tableName: "player_registrations",
  indexes: [...registrationIndexes("player_registrations").indexes, { properties: ["team"] }],
  uniques: registrationIndexes("player_registrations").uniques,
  properties: {
    team: p.manyToOne(Team).ref().fieldName("team_id").nullable(),
    preferredPosition: p.string(),
    skillLevel: p.string(),
    yearsPlaying: p.integer().nullable(),
    tradeSpecialty: p.string(),
    tradeExperience: p.string().nullable(),
    preferredTeams: p.json<string[]>().nullable(),
    availability: p.string(),
    medicalInfo: p.text().nullable(),
    previousClubs: p.text().nullable(),
    references: p.text().nullable(),
    jerseySize: p.string().nullable(),
    details: p.json<Record<string, unknown>>().nullable(),
  },
});
