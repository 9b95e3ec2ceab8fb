import { EventEmitter, on } from "node:events";
import pg from "pg";
import type { EntityManager } from "@mikro-orm/postgresql";

/** What every open page needs to redraw a match: score, status, minute, penalties. */
export type MatchEvent = {
  matchId: string; homeScore: number | null; awayScore: number | null; homePenalties: number | null; awayPenalties: number | null;
  status: string; minute: number | null; at: string;
};

export const MATCH_CHANNEL = "match_updates";
/** Names of cached reads to drop after a write (see server/read-cache.ts). */
export const INVALIDATE_CHANNEL = "read_invalidate";

/**
 * Fans match changes out to every open page. With a real PostgreSQL, changes travel through
 * NOTIFY/LISTEN so several app instances agree; the notification is sent inside the writing
 * transaction, so it is delivered only if the change commits. The embedded PGlite serves one instance
 * (it cannot deliver notifications to a socket client), so there the hub emits in-process after commit.
 */
class LiveHub extends EventEmitter {
  private listener: pg.Client | null = null;

  get viaDatabase() {
    return this.listener !== null;
  }

  async listen(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl });
    client.on("notification", (msg) => {
      if (!msg.payload) return;
      try {
        if (msg.channel === MATCH_CHANNEL) this.emit("match", JSON.parse(msg.payload) as MatchEvent);
        if (msg.channel === INVALIDATE_CHANNEL) this.emit("invalidate", JSON.parse(msg.payload) as string[]);
      } catch {
        // a foreign payload on our channel: ignore it
      }
    });
    client.on("error", (e) => console.error("live updates listener:", e.message));
    await client.connect();
    await client.query(`LISTEN ${MATCH_CHANNEL}`);
    await client.query(`LISTEN ${INVALIDATE_CHANNEL}`);
    this.listener = client;
  }

  async close() {
    const client = this.listener;
    this.listener = null;
    await client?.end().catch(() => undefined);
  }

  /** Inside the writing transaction. */
  async notify(tx: EntityManager, event: MatchEvent) {
    await tx.getConnection().execute("select pg_notify(?, ?)", [MATCH_CHANNEL, JSON.stringify(event)], "all", tx.getTransactionContext());
  }

  /** After the transaction committed. */
  committed(event: MatchEvent) {
    if (!this.viaDatabase) this.emit("match", event);
  }

  /** After a write committed: drops cached reads in every instance (through the database when several listen). */
  async invalidate(em: EntityManager, tags: string[]) {
    if (this.viaDatabase) {
      await em.getConnection().execute("select pg_notify(?, ?)", [INVALIDATE_CHANNEL, JSON.stringify(tags)], "all", em.getTransactionContext());
    } else {
      this.emit("invalidate", tags);
    }
  }

  /** An async stream of match events until `signal` aborts (one per open page). */
  async *stream(signal?: AbortSignal): AsyncGenerator<MatchEvent> {
    for await (const [event] of on(this, "match", { signal })) yield event as MatchEvent;
  }
}

declare global {
  var __tradesCupLiveHub: LiveHub | undefined;
}
// One hub per process, surviving dev reloads of server modules.
export const liveHub: LiveHub = (globalThis.__tradesCupLiveHub ??= new LiveHub());
liveHub.setMaxListeners(0);
