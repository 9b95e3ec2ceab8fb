/**
 * The audit trail's writer (docs/decisions/111): who did what to rosters, contracts, squads and
 * line-ups; results and events keep theirs in the match result trail (routers/matches/result.ts), named
 * the same way.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { AuditEvent } from "../db/entities/index";
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
  | "people.teams_set";

/** One audit row, in the writer's unit of work (flushed with the change it records). */
export function audit(em: EntityManager, user: Context["user"], action: AuditAction, detail: Record<string, unknown>) {
  return em.create(AuditEvent, { action, ...actorOf(user), detail });
}
