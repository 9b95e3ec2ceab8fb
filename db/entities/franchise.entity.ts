import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Team } from "./team.entity";

/** A franchise roster entry (spec: name, position, specialty, experience, teamId, status), persisted. */
export const FranchiseRosterMember = defineEntity({
  name: "FranchiseRosterMember",
  tableName: "franchise_roster_members",
  indexes: [{ properties: ["teamId"] }],
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    name: p.string(),
    /** Captain, Vice Captain, Player */
    position: p.string(),
    specialty: p.string().nullable(),
    experience: p.string().nullable(),
    status: p.string().default("active"),
  },
});

/**
 * One line of a franchise's recent activity. The message is an i18n key with its variables, so the
 * same entry reads in English or Spanish.
 */
export const FranchiseActivity = defineEntity({
  name: "FranchiseActivity",
  tableName: "franchise_activities",
  indexes: [{ properties: ["teamId", "createdAt"] }],
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    /** order, contract, inventory, payment */
    type: p.string(),
    messageKey: p.string(),
    vars: p.json<Record<string, string | number>>().nullable(),
    /** success, warning, pending */
    status: p.string(),
  },
});

/** Payment-provider webhook events already applied: a replayed delivery is recognised by its id. */
export const PaymentEvent = defineEntity({
  name: "PaymentEvent",
  tableName: "payment_events",
  properties: {
    id: p.string().primary(),
    type: p.string(),
    paymentIntentId: p.string().nullable(),
    createdAt: p.datetime().onCreate(() => new Date()),
  },
});
