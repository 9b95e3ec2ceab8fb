import { defineBaseEntity, p } from "./base";
import { Match } from "./match.entity";

/**
 * One change to a match's result (status, score or penalties), or an event added or removed with the
 * result before and after it: the audit trail behind corrections. `createdAt` is when it happened. The
 * author's id is no foreign key and the name is copied as it was: an audit row outlives the account
 * that wrote it; likewise the event is kept as it was, since a removed one no longer exists.
 */
export const MatchResultChange = defineBaseEntity({
  name: "MatchResultChange",
  tableName: "match_result_changes",
  indexes: [{ properties: ["matchId", "createdAt"] }],
  properties: {
    matchId: p.manyToOne(Match).mapToPk().fieldName("match_id").deleteRule("cascade"),
    changedById: p.uuid().fieldName("changed_by_id").nullable(),
    /** Who, as shown: the admin's name and e-mail, or "open mode" when AUTH_MODE=off. */
    changedBy: p.string(),
    reason: p.text().nullable(),
    /** result, event_added or event_removed */
    action: p.string().length(20).default("result"),
    eventId: p.uuid().fieldName("event_id").nullable(),
    event: p.json<Record<string, unknown>>().nullable(),
    fromStatus: p.string(),
    toStatus: p.string(),
    fromHomeScore: p.integer().nullable(),
    fromAwayScore: p.integer().nullable(),
    toHomeScore: p.integer().nullable(),
    toAwayScore: p.integer().nullable(),
    fromHomePenalties: p.integer().nullable(),
    fromAwayPenalties: p.integer().nullable(),
    toHomePenalties: p.integer().nullable(),
    toAwayPenalties: p.integer().nullable(),
  },
});
