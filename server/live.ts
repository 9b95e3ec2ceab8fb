import { EventEmitter, on } from "node:events";
import type { IncomingMessage, ServerResponse } from "node:http";
import pg from "pg";
import superjson from "superjson";
import type { EntityManager } from "@mikro-orm/postgresql";

/** An event of a match's timeline as the live stream carries it (docs/decisions/080-match-centre.md). */
export type LiveTimelineEvent = {
  id: string;
  kind: string;
  teamId: string;
  minute: number | null;
  stoppage: number | null;
  minuteLabel: string | null;
  sequence: number;
  playerId: string;
  assistPlayerId: string | null;
  playerOnId: string | null;
  ownGoal: boolean;
  penalty: boolean;
  scored: boolean | null;
};

/** What changed besides the result: an event added or removed, or a team's line-up set. */
export type MatchChange =
  { type: "event_added" | "event_removed"; event: LiveTimelineEvent } | { type: "lineup"; teamId: string };

/**
 * What every open page needs to redraw a match: score, status, minute, penalties, and what changed in
 * its timeline or line-ups when that is the cause.
 */
export type MatchUpdate = {
  matchId: string;
  homeScore: number | null;
  awayScore: number | null;
  homePenalties: number | null;
  awayPenalties: number | null;
  status: string;
  minute: number | null;
  at: string;
  change?: MatchChange;
};

export const MATCH_CHANNEL = "match_updates";
/** Names of cached reads to drop after a write (see server/read-cache.ts). */
export const INVALIDATE_CHANNEL = "read_invalidate";

/** What the live stream sends: a match change, or "you may have missed changes: fetch again". */
export type LiveEvent = MatchUpdate | { resync: true };

/**
 * A change with its number in the live log: numbers grow by one per committed change, in commit order,
 * and are the same on every instance (the database hands them out), so a stream's `Last-Event-ID` means
 * the same thing wherever it reconnects.
 */
export type LoggedUpdate = { id: number; update: MatchUpdate };

/**
 * How many of the newest changes the log keeps for streams that reconnect. A page that missed more (or
 * whose last change is older) is told to fetch its data again: one reload costs less than that many.
 */
export const LIVE_REPLAY_LIMIT = 200;
/** The log is trimmed every this many changes, so it holds at most LIVE_REPLAY_LIMIT + this. */
const PRUNE_EVERY = 50;
/** Serializes numbering (advisory transaction lock, the bytes of "TClive"): numbers follow commit order. */
const LIVE_LOG_LOCK = 0x5443_6c69_7665n.toString();

/** What a stream that last saw change `afterId` missed: the changes since, or "too many, fetch again". */
export type Missed = { events: LoggedUpdate[] } | { resync: true; newest: number | null };

/**
 * Reads the live log after `afterId`. Too far back (trimmed away, or more than LIVE_REPLAY_LIMIT), or
 * past the newest number (the log was emptied, the database restored): resync.
 */
async function missedSince(em: EntityManager, afterId: number): Promise<Missed> {
  const connection = em.getConnection();
  const [range] = await connection.execute<Array<{ oldest: string | null; newest: string | null }>>(
    "select min(id) as oldest, max(id) as newest from live_events",
  );
  const oldest = range.oldest === null ? null : Number(range.oldest);
  const newest = range.newest === null ? null : Number(range.newest);
  if (newest === null || oldest === null) return afterId === 0 ? { events: [] } : { resync: true, newest };
  if (afterId > newest || afterId < oldest - 1 || newest - afterId > LIVE_REPLAY_LIMIT) return { resync: true, newest };
  if (afterId === newest) return { events: [] };
  const rows = await connection.execute<Array<{ id: string; payload: MatchUpdate }>>(
    "select id, payload from live_events where id > ? order by id",
    [afterId],
  );
  return { events: rows.map((r) => ({ id: Number(r.id), update: r.payload })) };
}

const RECONNECT_FIRST_MS = 250;
/** How long an in-process change whose commit returned early waits for the one numbered before it. */
const EARLY_HOLD_MS = 300;
const RECONNECT_MAX_MS = 30_000;

/**
 * Fans match changes out to every open page. Each change is numbered in the live log inside its writing
 * transaction (`notify`). With a real PostgreSQL, changes travel through NOTIFY/LISTEN so several app
 * instances agree; the notification is sent inside the writing transaction, so it is delivered only if
 * the change commits, and in commit order, which is the log's order. The embedded PGlite serves one
 * instance (it cannot deliver notifications to a socket client), so there the hub emits in-process
 * after commit.
 *
 * The LISTEN connection is re-opened with backoff when it drops (database restart, network): cached
 * reads are dropped ("resync": their invalidations were lost) and the changes notified meanwhile are
 * read back from the log and sent on, or, when too many were missed, open pages are told to fetch again.
 * The hub emits `("live", event, id)`: the id is the change's number (a resync's: the number the page
 * is current to once it has fetched again; null when unknown).
 */
class LiveHub extends EventEmitter {
  private databaseUrl: string | null = null;
  private em: EntityManager | null = null;
  private listener: pg.Client | null = null;
  private retry: NodeJS.Timeout | null = null;
  private failures = 0;
  /** The highest number this process has sent on. */
  private lastId: number | null = null;
  /** Numbers a catch-up sent whose notifications may still arrive: those are not sent twice. */
  private replayed = new Set<number>();
  /** Deliveries in order: a catch-up reading the log holds back the notifications that follow it. */
  private queue: Promise<void> = Promise.resolve();
  /** In-process: changes whose commit returned before an earlier number's, held until it comes. */
  private early = new Map<number, LoggedUpdate>();
  private earlyTimer: NodeJS.Timeout | null = null;

  /** Writes notify through the database whenever one is configured, even while our own listener is reconnecting. */
  get viaDatabase() {
    return this.databaseUrl !== null;
  }

  /**
   * Starts listening; a first failure is thrown (start-up should stop), later drops are retried. `em`
   * reads the log back after a drop.
   */
  async listen(databaseUrl: string, em: EntityManager) {
    this.databaseUrl = databaseUrl;
    await this.connect(databaseUrl);
    // Where a catch-up counts from, read once notifications flow (in the queue, ahead of them).
    await this.useLog(em);
  }

  /**
   * The log this process counts from (the embedded database's, or the listened one's): the newest
   * number so far is where pages rendered now start (`lastSent`), and where a catch-up reads from.
   */
  async useLog(em: EntityManager) {
    this.em = em;
    this.enqueue(async () => {
      const [row] = await em
        .fork()
        .getConnection()
        .execute<Array<{ newest: string | null }>>("select max(id) as newest from live_events");
      this.lastId = row.newest === null ? 0 : Number(row.newest);
    });
    await this.queue;
  }

  private async connect(databaseUrl: string) {
    const client = new pg.Client({ connectionString: databaseUrl, keepAlive: true });
    client.on("notification", (msg) => {
      if (!msg.payload) return;
      try {
        if (msg.channel === MATCH_CHANNEL) this.accept(JSON.parse(msg.payload) as LoggedUpdate);
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
        this.enqueue(() => this.catchUp());
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
    this.em = null;
    this.listener = null;
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
    this.failures = 0;
    this.lastId = null;
    this.replayed.clear();
    this.early.clear();
    this.stopHolding();
    await client?.end().catch(() => undefined);
  }

  private enqueue(step: () => void | Promise<void>) {
    this.queue = this.queue.then(step).catch((e: Error) => console.error("live updates:", e.message));
  }

  /** A numbered change from the database or from this process's own commit, sent on in order. */
  private accept(logged: LoggedUpdate) {
    this.enqueue(() => this.acceptNow(logged));
  }

  private acceptNow(logged: LoggedUpdate) {
    if (this.replayed.delete(logged.id)) return;
    // Past the catch-up's last: its notifications, which come in order, have all come.
    if (logged.id > Math.max(...this.replayed)) this.replayed.clear();
    // Numbers only grow while the log lives: a smaller one means it started again (database restored).
    // Streams count from here, after pages fetched what they show again.
    if (this.lastId !== null && logged.id <= this.lastId) this.deliver({ resync: true }, logged.id - 1);
    this.deliver(logged.update, logged.id);
  }

  /** After the listener was cut: what was committed meanwhile, from the log, or "fetch again". */
  private async catchUp() {
    if (!this.em) return;
    const missed = await missedSince(this.em.fork(), this.lastId ?? 0);
    if ("resync" in missed) return this.deliver({ resync: true }, missed.newest);
    this.replayed = new Set(missed.events.map((e) => e.id));
    for (const e of missed.events) this.deliver(e.update, e.id);
  }

  private deliver(event: LiveEvent, id: number | null) {
    this.lastId = id;
    this.emit("live", event, id);
  }

  /**
   * Inside the writing transaction, once its rows are written: numbers the change in the live log (under
   * a lock held to commit, so numbers follow commit order) and, with a listening database, notifies it
   * with the cached reads it makes stale (`staleTags`) — delivered at commit, so nothing is left to send
   * once it committed. Without one there is no one to notify: `committed` emits instead.
   */
  async notify(tx: EntityManager, update: MatchUpdate, staleTags: string[] = []): Promise<LoggedUpdate> {
    const connection = tx.getConnection();
    const execute = (sql: string, params: unknown[]) =>
      connection.execute<Array<Record<string, unknown>>>(sql, params, "all", tx.getTransactionContext());
    await execute("select pg_advisory_xact_lock(?::bigint)", [LIVE_LOG_LOCK]);
    const [row] = await execute(
      "insert into live_events (id, payload) select coalesce(max(id), 0) + 1, ? from live_events returning id",
      [JSON.stringify(update)],
    );
    const logged = { id: Number(row.id), update };
    if (logged.id % PRUNE_EVERY === 0) await execute("delete from live_events where id <= ?", [logged.id - LIVE_REPLAY_LIMIT]);
    if (!this.viaDatabase) return logged;
    const [sql, params] = staleTags.length
      ? [
          "select pg_notify(?, ?), pg_notify(?, ?)",
          [INVALIDATE_CHANNEL, JSON.stringify(staleTags), MATCH_CHANNEL, JSON.stringify(logged)],
        ]
      : ["select pg_notify(?, ?)", [MATCH_CHANNEL, JSON.stringify(logged)]];
    await execute(sql, params);
    return logged;
  }

  /**
   * After the transaction committed: this instance drops the stale reads at once, so the writer's next
   * read shows the write (the notification, when a database listens, drops them again on arrival and
   * carries the change to every instance); without a listening database it also sends the change on.
   */
  committed(logged: LoggedUpdate, staleTags: string[] = []) {
    if (staleTags.length) this.emit("invalidate", staleTags);
    if (!this.viaDatabase) this.enqueue(() => this.inNumberOrder(logged));
  }

  /**
   * The in-process path sends changes on as their commits return, and two commits made at once can
   * return in either order (numbers follow commit order; the answers of two connections need not). A
   * change that comes before the one numbered just ahead of it waits for it, at most EARLY_HOLD_MS;
   * then what the log holds since the last sent is sent on (or, with no log to read, what was held).
   */
  private inNumberOrder(logged: LoggedUpdate) {
    if (this.lastId !== null && logged.id > this.lastId + 1) {
      this.early.set(logged.id, logged);
      if (!this.earlyTimer) {
        this.earlyTimer = setTimeout(() => this.enqueue(() => this.sendEarly()), EARLY_HOLD_MS);
        this.earlyTimer.unref();
      }
      return;
    }
    this.acceptNow(logged);
    for (let next = this.early.get(this.lastId! + 1); next; next = this.early.get(this.lastId! + 1)) {
      this.early.delete(next.id);
      this.acceptNow(next);
    }
    if (!this.early.size) this.stopHolding();
  }

  /**
   * The number awaited never came back (its writer failed between commit and sending it on): the log
   * has it, and the held ones go on after it (without a log to read, they go on without it).
   */
  private async sendEarly() {
    this.earlyTimer = null;
    if (!this.early.size) return;
    const held = [...this.early.values()].sort((a, b) => a.id - b.id);
    this.early.clear();
    const newestHeld = held[held.length - 1].id;
    const missed = this.em ? await missedSince(this.em.fork(), this.lastId ?? 0) : null;
    if (missed && "resync" in missed) return this.deliver({ resync: true }, missed.newest);
    // Up to the newest held: later changes come on by themselves.
    for (const e of missed ? missed.events.filter((m) => m.id <= newestHeld) : held) this.deliver(e.update, e.id);
  }

  private stopHolding() {
    if (this.earlyTimer) clearTimeout(this.earlyTimer);
    this.earlyTimer = null;
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
      await em
        .getConnection()
        .execute("select pg_notify(?, ?)", [INVALIDATE_CHANNEL, JSON.stringify(tags)], "all", em.getTransactionContext());
    }
  }

  /** An async stream of live events until `signal` aborts (one per open page). */
  async *stream(signal?: AbortSignal): AsyncGenerator<LiveEvent> {
    for await (const [event] of on(this, "live", { signal })) yield event as LiveEvent;
  }

  /**
   * The number of the newest change this process has sent on (and whose cached reads it has dropped):
   * a page rendered now shows every change up to it, so its stream starts there (null: unknown).
   */
  get lastSent() {
    return this.lastId;
  }
}

/** Headers of an SSE response, as tRPC sends them (no proxy may buffer or transform the stream). */
const SSE_HEADERS = {
  "Content-Type": "text/event-stream",
  "Cache-Control": "no-cache, no-transform",
  "X-Accel-Buffering": "no",
  Connection: "keep-alive",
};
/** tRPC's first event of a subscription: the client then reports the stream as open. */
const CONNECTED_FRAME = Buffer.from("event: connected\ndata: {}\n\n");
/** What a stream may have queued unsent before it is cut: a page that stopped reading must not hold every later event in memory. */
const MAX_QUEUED_BYTES = 256 * 1024;

/** A request for a stream of events (SSE): the compression middleware must leave it unbuffered (server/front.ts). */
export const wantsEventStream = (req: IncomingMessage) => String(req.headers.accept ?? "").includes("text/event-stream");

/**
 * One live event as an SSE frame in tRPC's dialect (a `data:` line of superjson), as the pages' subscription
 * link reads it; with its number as the frame's `id`, which the browser sends back as `Last-Event-ID`
 * when it reconnects.
 */
export function liveFrame(event: LiveEvent, id?: number | null): Buffer {
  return Buffer.from(`${id == null ? "" : `id: ${id}\n`}data: ${JSON.stringify(superjson.serialize(event))}\n\n`);
}

/**
 * The change number a reconnecting stream last received: the browser's `Last-Event-ID` header, or
 * `?lastEventId=` from a page that opened a new stream itself (an EventSource cannot set headers).
 */
export function lastEventId(req: IncomingMessage): number | null {
  const header = req.headers["last-event-id"];
  const value = typeof header === "string" ? header : new URL(req.url ?? "/", "http://x").searchParams.get("lastEventId");
  return value && /^\d{1,15}$/.test(value.trim()) ? Number(value.trim()) : null;
}

/**
 * Reconnection delay each stream is told (SSE `retry:`), spread over a range: when an instance goes away
 * its pages do not all come back to the others in the same instant.
 */
const RETRY_MS = { min: 1_000, max: 4_000 };
/** A comment line this often keeps idle streams open through proxies and load balancers (60 s idle limits are common). */
const HEARTBEAT_MS = 25_000;
const HEARTBEAT_FRAME = Buffer.from(": keep-alive\n\n");

/** An SSE frame: its bytes, and the same bytes as one chunk of a chunked HTTP/1.1 body. */
type Frame = { bytes: Buffer; chunk: Buffer; id: number | null; resync: boolean };
/** An open stream: the last change number it was sent, and, while it is being sent what it missed, the live frames held back. */
type Stream = { res: ServerResponse; lastId: number | null; held: Frame[] | null };

function frameOf(bytes: Buffer, id: number | null, resync: boolean): Frame {
  const chunk = Buffer.concat([Buffer.from(`${bytes.length.toString(16)}\r\n`), bytes, Buffer.from("\r\n")]);
  return { bytes, chunk, id, resync };
}
const HEARTBEAT = frameOf(HEARTBEAT_FRAME, null, false);

/**
 * Streams written per turn of the event loop: a change sent to 10,000 pages (≈ 40 µs a socket) is
 * written in slices, and page requests are answered between them instead of after the whole fan-out.
 */
const STREAMS_PER_TURN = 500;
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * The open `matches.live` streams of this process. tRPC would run each event through a chain of web
 * streams and serialize it once per subscriber, which at a thousand open pages cost hundreds of
 * milliseconds per change (decision 004); here each event is serialized once and the same bytes are
 * written to every stream. A stream that reconnects with the number of the last change it received is
 * first sent what it missed, from the live log (decision 109), then the live changes that came meanwhile.
 */
export class LiveStreams {
  private readonly open = new Set<Stream>();
  private heartbeat: NodeJS.Timeout | null = null;
  /** Fan-outs in progress, in order: a change's slices all go out before the next change's. */
  private sending: Promise<void> = Promise.resolve();

  constructor(hub: EventEmitter) {
    // Written once the current work is done: a change published in the admin's request goes out after
    // its acknowledgement, which then never waits for a thousand socket writes.
    hub.on("live", (event: LiveEvent, id?: number | null) => setImmediate(() => void this.broadcast(event, id ?? null)));
  }

  get size() {
    return this.open.size;
  }

  /**
   * Answers a request with a live stream, open until the client goes away (its EventSource reconnects by
   * itself, sending the last number it received); `em` reads what such a stream missed.
   */
  async attach(req: IncomingMessage, res: ServerResponse, em: EntityManager) {
    const since = lastEventId(req);
    const stream: Stream = { res, lastId: since, held: since === null ? null : [] };
    const retry = RETRY_MS.min + Math.floor(Math.random() * (RETRY_MS.max - RETRY_MS.min));
    res.writeHead(200, SSE_HEADERS);
    res.write(`retry: ${retry}\n\n`);
    res.write(CONNECTED_FRAME);
    this.flush(res);
    this.open.add(stream);
    res.on("close", () => this.open.delete(stream));
    this.keepAlive();
    if (since === null) return;
    const missed = await missedSince(em, since).catch(() => ({ resync: true, newest: null }) as const);
    if (res.destroyed) return;
    if ("resync" in missed) this.send(stream, frameOf(liveFrame({ resync: true }, missed.newest), missed.newest, true));
    else for (const e of missed.events) this.send(stream, frameOf(liveFrame(e.update, e.id), e.id, false));
    const held = stream.held ?? [];
    stream.held = null;
    for (const frame of held) this.send(stream, frame);
    this.flush(res);
  }

  /**
   * Sends a change to every open stream: serialized once, written to the streams open now in slices of
   * STREAMS_PER_TURN. Resolves once every slice is written (tests wait on it; the hub does not).
   */
  broadcast(event: LiveEvent, id: number | null = null): Promise<void> {
    if (!this.open.size) return this.sending;
    const frame = frameOf(liveFrame(event, id), id, "resync" in event);
    const streams = [...this.open];
    this.sending = this.sending
      .then(async () => {
        for (let from = 0; from < streams.length; from += STREAMS_PER_TURN) {
          if (from > 0) await nextTurn();
          for (let i = from; i < Math.min(streams.length, from + STREAMS_PER_TURN); i++) this.offer(streams[i], frame);
        }
      })
      .catch((e: Error) => console.error("live streams:", e.message));
    return this.sending;
  }

  /** One stream's copy of a live frame: held while it is sent what it missed, dropped with a stream that stopped reading. */
  private offer(stream: Stream, frame: Frame) {
    if (stream.held) return void stream.held.push(frame);
    const socket = stream.res.socket;
    if (!socket || socket.destroyed) return;
    if (socket.writableLength > MAX_QUEUED_BYTES) return void stream.res.destroy();
    this.send(stream, frame);
  }

  /**
   * Writes a frame unless the stream has it already (a change it was sent from the log and that also
   * arrived live). A resync sets the number the stream counts from, whatever it was.
   */
  private send(stream: Stream, frame: Frame) {
    if (!frame.resync && frame.id !== null && stream.lastId !== null && frame.id <= stream.lastId) return;
    this.write(stream.res, frame);
    if (frame.id !== null || frame.resync) stream.lastId = frame.id;
  }

  /**
   * Straight to the socket, framed as the response's headers said (one chunk of a chunked body, or the
   * bytes of a body the connection's end delimits): `res.write` would frame, cork and flush each copy
   * again, a third of the fan-out's time. Anything else (a response Node did not frame itself, or one
   * being compressed) goes through `res.write`.
   */
  private write(res: ServerResponse, frame: Frame) {
    const chunked = (res as ServerResponse & { chunkedEncoding?: boolean }).chunkedEncoding;
    const socket = res.socket;
    // Not past a middleware that encodes the body (a client that asked without `Accept: text/event-stream`
    // may get a compressed stream: its bytes must go through the compressor).
    const plain = res.getHeader("content-encoding") === undefined;
    if (res.headersSent && plain && socket && typeof chunked === "boolean") socket.write(chunked ? frame.chunk : frame.bytes);
    else {
      res.write(frame.bytes);
      this.flush(res);
    }
  }

  private keepAlive() {
    if (this.heartbeat) return;
    this.heartbeat = setInterval(() => {
      if (!this.open.size) {
        clearInterval(this.heartbeat!);
        this.heartbeat = null;
        return;
      }
      for (const { res, held } of this.open)
        if (!held && (res.socket?.writableLength ?? 0) <= MAX_QUEUED_BYTES) this.write(res, HEARTBEAT);
    }, HEARTBEAT_MS);
    this.heartbeat.unref();
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
