import { defineBaseEntity, p } from "./base";

/**
 * Something an admin (or the server on its own) did that someone may later need to account for, such
 * as taking a copy of the whole database. As in the match result trail, the actor's id is no foreign key
 * and the name is copied as it was: an audit row outlives the account that wrote it.
 */
export const AuditEvent = defineBaseEntity({
  name: "AuditEvent",
  tableName: "audit_events",
  indexes: [{ properties: ["action", "createdAt"] }],
  properties: {
    /** What happened, as `area.verb`: backup.downloaded, backup.scheduled, backup.failed. */
    action: p.string().length(40),
    actorId: p.uuid().fieldName("actor_id").nullable(),
    /** Who, as shown: the admin's name and e-mail; null when the server acted on its own (a schedule). */
    actor: p.string().nullable(),
    /** The particulars: a file name and size, an error message. */
    detail: p.json<Record<string, unknown>>().nullable(),
  },
});
