/**
 * The audit trail's writer (docs/decisions/111): who did what to rosters, contracts, squads and
 * line-ups; results and events keep theirs in the match result trail (`recordResultChange` below), named
 * the same way.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditEvent, MatchResultChange } from "../db/entities/index";
import { sameResult, type ResultFields } from "@shared/tournament/result";
import type { LiveTimelineEvent } from "./live";
import type { Context } from "./trpc";

/** Who made a change, as the trails keep it: the person, and the API token when the request came with one. */
export function actorOf(user: Context["user"]) {
  if (!user) return { actorId: null, actor: "AUTH_MODE=off" };
  const person = `${user.firstName} ${user.lastName} <${user.email}>`.trim();
  return { actorId: user.id, actor: user.apiToken ? `${person} · API token "${user.apiToken.name}"` : person };
}

/** Audited actions beyond the match result trail: `area.verb`. */
export type AuditAction =
  | "roster.added"
  | "contract.signed"
  | "contract.changed"
  | "contract.ended"
  | "stock.set"
  | "webhook.created"
  | "webhook.removed"
  | "webhook.resent"
  | "squad.added"
  | "squad.updated"
  | "lineup.set"
  | "officials.assigned"
  | "match.signed_off"
  | "team.texts_updated"
  | "invitation.sent"
  | "captain_offer.sent"
  | "captain_offer.accepted"
  | "people.teams_set"
  | "mail.resent";

/** One audit row, in the writer's unit of work (flushed with the change it records). */
export function audit(em: EntityManager, user: Context["user"], action: AuditAction, detail: Record<string, unknown>) {
  return em.create(AuditEvent, { action, ...actorOf(user), detail });
}

/** Who made a change, as the match result trail (and the other `changedBy` columns) show it. */
export function changedBy(user: Context["user"]) {
  const { actorId, actor } = actorOf(user);
  return { changedById: actorId, changedBy: actor };
}

/** The from/to columns of a match result trail row. */
function resultColumns(before: ResultFields, after: ResultFields) {
  return {
    fromStatus: before.status,
    toStatus: after.status,
    fromHomeScore: before.homeScore ?? null,
    fromAwayScore: before.awayScore ?? null,
    toHomeScore: after.homeScore ?? null,
    toAwayScore: after.awayScore ?? null,
    fromHomePenalties: before.homePenalties ?? null,
    fromAwayPenalties: before.awayPenalties ?? null,
    toHomePenalties: after.homePenalties ?? null,
    toAwayPenalties: after.awayPenalties ?? null,
  };
}

/**
 * Inside the writing transaction: one row of the match result trail. A result change is kept only when
 * the result changed; an event added or removed always is, with the result before and after it.
 */
export function recordResultChange(
  tx: EntityManager,
  user: Context["user"],
  matchId: string,
  before: ResultFields,
  after: ResultFields,
  extra: {
    action?: "result" | "event_added" | "event_removed";
    reason?: string | null;
    event?: LiveTimelineEvent & { clientId?: string | null };
  } = {},
) {
  const action = extra.action ?? "result";
  if (action === "result" && sameResult(before, after)) return;
  tx.create(MatchResultChange, {
    ...resultColumns(before, after),
    ...changedBy(user),
    matchId,
    reason: extra.reason || null,
    action,
    eventId: extra.event?.id ?? null,
    event: extra.event ?? null,
  });
}
