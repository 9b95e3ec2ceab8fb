import { defineBaseEntity, oneOf, p } from "./base";
import { ROSTER_STATUSES } from "@shared/forms/commerce.options";
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
    status: oneOf(ROSTER_STATUSES).default("active"),
  },
});
