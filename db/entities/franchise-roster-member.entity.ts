import { defineBaseEntity, p } from "./base";
import { Team } from "./team.entity";

/** A franchise roster entry (spec: name, position, specialty, experience, teamId, status), persisted. */
export const FranchiseRosterMember = defineBaseEntity({
  name: "FranchiseRosterMember",
  tableName: "franchise_roster_members",
  indexes: [{ properties: ["teamId"] }],
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    name: p.string(),
    /** Captain, Vice Captain, Player */
    position: p.string(),
    specialty: p.string().nullable(),
    experience: p.string().nullable(),
    status: p.string().default("active"),
  },
});
