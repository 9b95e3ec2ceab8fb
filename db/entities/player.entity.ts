import { defineBaseEntity, oneOf, p } from "./base";
import { Team } from "./team.entity";
import { PLAYER_STATUSES } from "@shared/forms/player.options";

export const Player = defineBaseEntity({
  name: "Player",
  tableName: "players",
  uniques: [{ properties: ["teamId", "jerseyNumber"] }],
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    firstName: p.string(),
    lastName: p.string(),
    email: p.string(),
    phone: p.string().nullable(),
    position: p.string(),
    jerseyNumber: p.integer().nullable(),
    dateOfBirth: p.date().nullable(),
    nationality: p.string().nullable(),
    height: p.string().nullable(),
    weight: p.string().nullable(),
    emergencyContact: p.string().nullable(),
    emergencyPhone: p.string().nullable(),
    medicalNotes: p.text().nullable(),
    skillLevel: p.string().default("intermediate"),
    joinedAt: p.datetime().onCreate(() => new Date()),
    status: oneOf(PLAYER_STATUSES).default("active"),
    tradeExperience: p.string().nullable(),
    tradeSpecialty: p.string().nullable(),
    profileImageUrl: p.string().nullable(),
  },
});
