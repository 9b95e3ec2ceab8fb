import { defineBaseEntity, oneOf, p } from "./base";
import { TOURNAMENT_STATUSES } from "@shared/forms/match.options";

export const Tournament = defineBaseEntity({
  name: "Tournament",
  tableName: "tournaments",
  properties: {
    name: p.string().unique(),
    type: p.string(),
    startDate: p.datetime(),
    endDate: p.datetime().nullable(),
    status: oneOf(TOURNAMENT_STATUSES).default("upcoming"),
    description: p.text().nullable(),
    /** The description in Spanish (docs/decisions/011-stored-text-in-both-languages.md). */
    descriptionEs: p.text().nullable(),
    /** Cents. */
    prizePool: p.integer().default(0),
    participantCount: p.integer().default(32),
  },
});
