import { defineBaseEntity, oneOf, p } from "./base";
import { ACTIVITY_STATUSES } from "@shared/forms/commerce.options";
import { Team } from "./team.entity";

/**
 * One line of a franchise's recent activity. The message is an i18n key with its variables, so the
 * same entry reads in English or Spanish.
 */
export const FranchiseActivity = defineBaseEntity({
  name: "FranchiseActivity",
  tableName: "franchise_activities",
  indexes: [{ properties: ["teamId", "createdAt"] }],
  properties: {
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    /** order, contract, inventory, payment */
    type: p.string(),
    messageKey: p.string(),
    vars: p.json<Record<string, string | number>>().nullable(),
    status: oneOf(ACTIVITY_STATUSES),
  },
});
