import { defineBaseEntity, p } from "./base";

/**
 * A drawing of lots between teams of a group level on every tie-breaker, as recorded by an admin: the
 * teams in the order drawn. Who recorded it is copied, as in the result audit trail.
 */
export const GroupLot = defineBaseEntity({
  name: "GroupLot",
  tableName: "group_lots",
  indexes: [{ properties: ["group"] }],
  properties: {
    group: p.string().length(1).fieldName("group_letter"),
    teamIds: p.json<string[]>(),
    note: p.text().nullable(),
    recordedById: p.uuid().fieldName("recorded_by_id").nullable(),
    recordedBy: p.string(),
  },
});
