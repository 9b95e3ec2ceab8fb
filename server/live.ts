import { EventEmitter, on } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import pg from "pg";
import superjson from "superjson";
import type { EntityManager } from "@mikro-orm/postgresql";

/** An event of a match's timeline as the live stream carries it (docs/decisions/080-match-centre.md). */
export type LiveTimelineEvent = {
  id: string; kind: string; teamId: string; minute: number | null; stoppage: number | null; minuteLabel: string | null; sequence: number;
  playerId: string; assistPlayerId: string | null; playerOnId: string | null; ownGoal: boolean; penalty: boolean; scored: boolean | null;
};

/** What changed besides the result: an event added or removed, or a team's line-up set. */
export type MatchChange =
  | { type: "event_added" | "event_removed"; event: LiveTimelineEvent }
  | { type: "lineup"; teamId: string };

/**
 * What every open page needs to redraw a match: score, status, minute, penalties, and what changed in
 * its timeline or line-ups when that is the cause.
 */
export type MatchUpdate = {
  matchId: string; homeScore: number | null; awayScore: number | null; homePenalties: number | null; awayPenalties: number | null;
  status: string; minute: number | null; at: string; change?: MatchChange;
};

export const MATCH_CHANNEL = "match_updates";
/** Names of cached reads to drop after a write (see server/read-cache.ts). */
export const INVALIDATE_CHANNEL = "read_invalidate";

/** What the live stream sends: a match change, or "you may have missed changes: fetch again". */
export type LiveEvent = MatchUpdate | { resync: true };

const RECONNECT_FIRST_MS = 250;
const RECONNECT_MAX_MS = 30_000;

/**
 * Fans match changes out to every open page. With a real PostgreSQL, changes travel through
 * NOTIFY/LISTEN so several app instances agree; the notification is sent inside the writing
 * transaction, so it is delivered only if the change commits. The embedded PGlite serves one instance
 * (it cannot deliver notifications to a socket client), so there the hub emits in-process after commit.
 *
 * The LISTEN connection is re-opened with backoff when it drops (database restart, network): what
 * was notified meanwhile is lost, so on reconnect the hub emits "resync" — cached reads are dropped
 * and open pages are told to fetch again.
 */
class LiveHub extends EventEmitter {
  private databaseUrl: string | null = null;
  private listener: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;

  /** Writes notify through the database whenever one is configured, even while our own listener is reconnecting. */
  get viaDatabase() {
    return this.databaseUrl !== null;
  }

  /** Starts listening; a first failure is thrown (start-up should stop), later drops are retried. */
  async listen(databaseUrl: string) {
    this.databaseUrl = databaseUrl;
    await this.connect(databaseUrl);
  }

  private async connect(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on("notification", (msg) => {
      if (!msg.payload) return;
      try {
        if (msg.channel === MATCH_CHANNEL) this.publish(JSON.parse(msg.payload) as MatchUpdate);
        if (msg.channel === INVALIDATE_CHANNEL) this.emit("invalidate", JSON.parse(msg.payload) as string[]);
      } catch {
        // a foreign payload on our channel: ignore it
      }
    });
    client.on("error", (e) => {
      console.error("live updates listener:", e.message);
      this.lost(client);
    });
    client.on("end", () => this.lost(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${MATCH_CHANNEL}`);
      await client.query(`LISTEN ${INVALIDATE_CHANNEL}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    // Closed (or pointed elsewhere) while connecting.
    if (this.databaseUrl !== databaseUrl) return void (await client.end().catch(() => undefined));
    this.listener = client;
  }

  private lost(client: pg.Client) {
    if (this.listener !== client) return;
    this.listener = null;
    void client.end().catch(() => undefined);
    this.reconnectLater();
  }

  private reconnectLater() {
    const databaseUrl = this.databaseUrl;
    if (!databaseUrl || this.retry) return;
    const delay = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** this.failures);
    this.retry = setTimeout(async () => {
      this.retry = null;
      try {
        await this.connect(databaseUrl);
        if (this.listener === null) return;
        this.failures = 0;
        console.log("live updates listener: reconnected");
        this.emit("resync");
        this.publish({ resync: true });
      } catch (e) {
        this.failures++;
        console.error("live updates listener: reconnect failed:", (e as Error).message);
        this.reconnectLater();
      }
    }, delay);
    // A pending reconnect must not keep a stopping process alive.
    this.retry.unref();
  }

  async close() {
    const client = this.listener;
    this.databaseUrl = null;
    this.listener = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.failures = 0;
    await client?.end().catch(() => undefined);
  }

  private publish(event: LiveEvent) {
    this.emit("live", event);
  }

  /**
   * Inside the writing transaction: with a listening database the change, and the cached reads it makes
   * stale (`staleTags`), travel at commit in one statement, so nothing is left to send once it committed.
   * Without one there is no one to notify: `committed` emits instead.
   */
  async notify(tx: EntityManager, event: MatchUpdate, staleTags: string[] = []) {
    if (!this.viaDatabase) return;
    const [sql, params] = staleTags.length
      ? ["select pg_notify(?, ?), pg_notify(?, ?)", [INVALIDATE_CHANNEL, JSON.stringify(staleTags), MATCH_CHANNEL, JSON.stringify(event)]]
      : ["select pg_notify(?, ?)", [MATCH_CHANNEL, JSON.stringify(event)]];
    await tx.getConnection().execute(sql, params, "all", tx.getTransactionContext());
  }

  /**
   * After the transaction committed: this instance drops the stale reads at once, so the writer's next
   * read shows the write (the notification, when a database listens, drops them again on arrival and
   * carries the change to every instance); without a listening database it also publishes the change.
   */
  committed(event: MatchUpdate, staleTags: string[] = []) {
    if (staleTags.length) this.emit("invalidate", staleTags);
    if (!this.viaDatabase) this.publish(event);
  }

  /**
   * After a write committed: drops cached reads in every instance (through the database when several
   * listen). This instance drops them at once, so the writer's next read (and every other read here)
   * shows the write without waiting for the notification to come back; the notification drops them
   * again, harmlessly, when it arrives.
   */
  async invalidate(em: EntityManager, tags: string[]) {
    this.emit("invalidate", tags);
    if (this.viaDatabase) {
      await em.getConnection().execute("select pg_notify(?, ?)", [INVALIDATE_CHANNEL, JSON.stringify(tags)], "all", em.getTransactionContext());
    }
  }

  /** An async stream of live events until `signal` aborts (one per open page). */
  async *stream(signal?: AbortSignal): AsyncGenerator<LiveEvent> {
    for await (const [event] of on(this, "live", { signal })) yield event as LiveEvent;
  }
}

/** Headers of an SSE response, as tRPC sends them (no proxy may buffer or transform the stream). */
const SSE_HEADERS = { "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform", "X-Accel-Buffering": "no", Connection: "keep-alive" };
/** tRPC's first event of a subscription: the client then reports the stream as open. */
const CONNECTED_FRAME = Buffer.from("event: connected\ndata: {}\n\n");
/** What a stream may have queued unsent before it is cut: a page that stopped reading must not hold every later event in memory. */
const MAX_QUEUED_BYTES = 256 * 1024;

/** A request for a stream of events (SSE): the compression middleware must leave it unbuffered (server/front.ts). */
export const wantsEventStream = (req: IncomingMessage) => String(req.headers.accept ?? "").includes("text/event-stream");

/** One live event as an SSE frame in tRPC's dialect (a `data:` line of superjson), as the pages' subscription link reads it. */
export function liveFrame(event: LiveEvent): Buffer {
  return Buffer.from(`data: ${JSON.stringify(superjson.serialize(event))}\n\n`);
}

/**
 * The open `matches.live` streams of this process. tRPC would run each event through a chain of web
 * streams and serialize it once per subscriber, which at a thousand open pages cost hundreds of
 * milliseconds per change (decision 004); here each event is serialized once and the same bytes are
 * written to every stream.
 */
export class LiveStreams {
  private readonly open = new Set<ServerResponse>();

  constructor(hub: EventEmitter) {
    // Written once the current work is done: a change published in the admin's request goes out after
    // its acknowledgement, which then never waits for a thousand socket writes.
    hub.on("live", (event: LiveEvent) => setImmediate(() => this.broadcast(event)));
  }

  get size() {
    return this.open.size;
  }

  /** Answers a request with a live stream, open until the client goes away (its EventSource reconnects by itself). */
  attach(res: ServerResponse) {
    res.writeHead(200, SSE_HEADERS);
    res.write(CONNECTED_FRAME);
    this.flush(res);
    this.open.add(res);
    res.on("close", () => this.open.delete(res));
  }

  broadcast(event: LiveEvent) {
    if (!this.open.size) return;
    const frame = liveFrame(event);
    for (const res of this.open) {
      if (res.writableLength > MAX_QUEUED_BYTES) {
        res.destroy();
        continue;
      }
      res.write(frame);
      this.flush(res);
    }
  }

  /** A compression middleware in front holds bytes back until flushed (it skips SSE requests, but a client may not say it wants one). */
  private flush(res: ServerResponse) {
    (res as ServerResponse & { flush?: () => void }).flush?.();
  }
}

declare global {
  var __tradesCupLiveHub: LiveHub | undefined;
  var __tradesCupLiveStreams: LiveStreams | undefined;
}
// One hub and one set of streams per process, surviving dev reloads of server modules.
export const liveHub: LiveHub = (globalThis.__tradesCupLiveHub ??= new LiveHub());
liveHub.setMaxListeners(0);
export const liveStreams: LiveStreams = (globalThis.__tradesCupLiveStreams ??= new LiveStreams(liveHub));
