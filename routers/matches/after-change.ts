/**
 * What follows a change to a match — its result, an event added or removed, a line-up — once the writing
 * transaction has flushed the match. Every such write calls `settleMatchChange`, inside the same
 * transaction, and after the commit hands what it returns to `liveHub.committed` (docs/decisions/004,
 * 080, 114 and 124). In this order:
 *   1. the standings: when a completed result is involved (before or after), each team's stored figures
 *      are recomputed (group matches) and the knockout matches follow the bracket (created, re-pointed);
 *   2. the live update: numbered in the live log with the cached reads it makes stale, sent to the live
 *      pages after the commit;
 *   3. the partners' webhooks, queued in the outbox in the order things happened: started, event
 *      created or deleted, completed, a group's standings.
 * Later alerts (push notifications, mail to the followers of a team) plug in here, after the webhooks,
 * in the same transaction: they then go out exactly when the change commits, and never for one rolled back.
 *
 * The checks of a result are shared/tournament/result.ts; the match result trail is server/audit.ts.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { Team, type MatchRow } from "../../db/entities/index";
import { queueWebhook } from "../../server/webhooks/outbox";
import { liveHub, type MatchChange, type MatchUpdate } from "../../server/live";
import { recomputeTeamStats, syncKnockout } from "../_lib/tournament/state";

/** A match as the live stream sends it. */
function toUpdate(m: MatchRow, change?: MatchChange): MatchUpdate {
  return {
    matchId: m.id,
    homeScore: m.homeScore ?? null,
    awayScore: m.awayScore ?? null,
    homePenalties: m.homePenalties ?? null,
    awayPenalties: m.awayPenalties ?? null,
    status: m.status,
    minute: m.minute ?? null,
    at: new Date().toISOString(),
    ...(change ? { change } : {}),
  };
}

/**
 * Inside the writing transaction, once the match is flushed: the standings and the bracket when
 * `standings` (a completed result is involved), the live update with the cached reads it makes stale
 * (`stale`, plus "matches", plus "teams" with the standings), the webhooks. Returns what
 * `liveHub.committed` sends after the commit (the change with its number in the live log).
 */
export async function settleMatchChange(
  tx: EntityManager,
  m: MatchRow,
  opts: { standings: boolean; stale: string[]; change?: MatchChange; fromStatus: string },
) {
  if (opts.standings) {
    if (m.round === "group") await recomputeTeamStats(tx);
    await syncKnockout(tx);
  }
  const stale = [...new Set([...opts.stale, "matches", ...(opts.standings ? ["teams"] : [])])];
  const update = await liveHub.notify(tx, toUpdate(m, opts.change), stale);
  await queueMatchWebhooks(tx, m, update.update, opts);
  return { update, stale };
}

/** In the same transaction: what partners' webhooks hear of a match change, in the order it happened. */
async function queueMatchWebhooks(
  tx: EntityManager,
  m: MatchRow,
  update: MatchUpdate,
  opts: { standings: boolean; change?: MatchChange; fromStatus: string },
) {
  const { change, ...match } = update;
  const queue = (event: Parameters<typeof queueWebhook>[1], data: Record<string, unknown> = {}) =>
    queueWebhook(tx, event, { match, ...data }, m.id);
  if (opts.fromStatus !== "live" && m.status === "live") await queue("match.started");
  if (change?.type === "event_added") await queue("match.event.created", { event: change.event });
  if (change?.type === "event_removed") await queue("match.event.deleted", { event: change.event });
  if (opts.fromStatus !== "completed" && m.status === "completed") await queue("match.completed");
  if (opts.standings && m.round === "group") {
    const group = await tx.findOneOrFail(Team, m.homeTeamId, { fields: ["group"] });
    const teams = await tx.find(Team, { group: group.group }, { orderBy: { drawOrder: "asc" } });
    await queue("standings.updated", {
      group: group.group,
      teams: teams.map((t) => ({
        teamId: t.id,
        name: t.name,
        wins: t.wins,
        draws: t.draws,
        losses: t.losses,
        goalsFor: t.goalsFor,
        goalsAgainst: t.goalsAgainst,
        points: t.points,
      })),
    });
  }
}
