// The load of scripts/bench-live.ts, in a process of its own so it never shares the server's event loop:
// opens the live-score streams a page opens (raw SSE over loopback), then plays the admin changing a
// live score and times, on one clock, the acknowledgement and each stream's receipt of the change.
// Started with fork(); gets its options as the first IPC message, answers with one message, exits.
import { readFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { performance } from "node:perf_hooks";

export type LoadOptions = {
  baseUrl: string;
  streams: number;
  updates: number;
  warmup: number;
  cookie: string;
  deadlineMs: number;
  /**
   * Without it each change waits for every stream's receipt before the next (the fan-out figure); with
   * it a change is sent every `paceMs` whatever the streams do (the crowd: one change a second).
   */
  paceMs?: number;
  /** The server's process, when on this machine: its CPU time over the counted updates is reported. */
  serverPid?: number;
};
export type LoadResult = {
  streams: number;
  updates: number;
  matchId: string;
  connectMs: number;
  /** Milliseconds from sending each counted update to its response. */
  acks: number[];
  /** Milliseconds from sending each counted update to each stream's receipt of it. */
  deliveries: number[];
  /** Receipts that did not come within the wait, and streams that ended early. */
  missed: number;
  dropped: number;
  /** CPU time the server spent over the counted updates (null when its process is not known). */
  serverCpuMs: number | null;
};

/**
 * CPU time (user + system) a process has used so far, from Linux's /proc: unlike latency on a shared
 * machine, it does not grow with what other processes run. Null elsewhere.
 */
function cpuMs(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    // Fields after the command name (which may hold spaces); utime and stime are the 14th and 15th.
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    const CLOCK_TICKS_PER_SECOND = 100; // USER_HZ, fixed at 100 in Linux's user-space ABI
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
  } catch {
    return null;
  }
}

/** What the page's tRPC client asks for: `matches.live` with no input (superjson's `{}`). */
const LIVE_PATH = `/trpc/matches.live?input=${encodeURIComponent("{}")}`;
const DELIVERY_WAIT_MS = 5_000;
const PAUSE_BETWEEN_UPDATES_MS = 50;

type MatchRow = {
  id: string;
  round: string;
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  minute: number | null;
};

async function run(o: LoadOptions): Promise<LoadResult> {
  if (!/^http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?$/.test(o.baseUrl))
    throw new Error("the live bench runs on loopback only");
  if (o.warmup + o.updates > 99) throw new Error("at most 99 updates (each sets a distinct home score)");
  const adminAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const origin = new URL(o.baseUrl).origin;

  const request = (method: string, path: string, body?: unknown) =>
    new Promise<{ status: number; text: string }>((resolve, reject) => {
      const req = http.request(
        `${o.baseUrl}${path}`,
        {
          method,
          agent: adminAgent,
          headers: { cookie: o.cookie, origin, ...(body ? { "content-type": "application/json" } : {}) },
        },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (c: string) => (text += c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
        },
      );
      req.on("error", reject);
      req.end(body ? JSON.stringify(body) : undefined);
    });

  const matches = JSON.parse((await request("GET", "/api/matches")).text) as MatchRow[];
  const match =
    matches.find((m) => m.round === "group" && m.status === "scheduled") ?? matches.find((m) => m.status !== "completed");
  if (!match) throw new Error("no match to update");

  // Per update (keyed by the home score it sets): when it was sent, and how many streams have it.
  const sentAt = new Map<number, number>();
  const received = new Map<number, number>();
  const deliveries: number[] = [];
  let counting = false;
  let dropped = 0;
  let onReceipt = () => {};

  /**
   * One page's stream over a bare socket: the request a browser sends, then the bytes as they come. Each
   * SSE frame of a change to the bench's match is found by plain string search — no HTTP parser or
   * stream machinery per socket, so the 10,000 clients cost this process as little as they can and the
   * CPU they share with the server goes to the server. The body's chunk-size lines fall between frames
   * (each frame is written as one chunk) and are skipped with them.
   */
  const { hostname, port } = new URL(o.baseUrl);
  const host = hostname.replace(/^\[|\]$/g, "");
  const requestBytes = Buffer.from(
    `GET ${LIVE_PATH} HTTP/1.1\r\nHost: ${new URL(o.baseUrl).host}\r\nAccept: text/event-stream\r\nConnection: keep-alive\r\n\r\n`,
    "latin1",
  );
  const ofMatch = `"matchId":"${match.id}"`;
  const scoreField = '"homeScore":';
  const sockets: net.Socket[] = [];
  const openStream = () =>
    new Promise<void>((resolve, reject) => {
      const socket = net.connect({ host, port: Number(port) });
      sockets.push(socket);
      let head = true;
      let buffer = "";
      socket.on("error", reject);
      socket.on("close", () => dropped++);
      socket.on("connect", () => socket.write(requestBytes));
      socket.on("data", (bytes: Buffer) => {
        const now = performance.now();
        buffer += bytes.toString("latin1");
        if (head) {
          const end = buffer.indexOf("\r\n\r\n");
          if (end < 0) return;
          if (!buffer.startsWith("HTTP/1.1 200")) return reject(new Error(`stream refused: ${buffer.slice(0, 40)}`));
          head = false;
          buffer = buffer.slice(end + 4);
        }
        const last = buffer.lastIndexOf("\n\n");
        if (last < 0) return;
        const frames = buffer.slice(0, last);
        buffer = buffer.slice(last + 2);
        if (frames.includes("event: connected")) resolve();
        for (let at = frames.indexOf(ofMatch); at >= 0; at = frames.indexOf(ofMatch, at + 1)) {
          const field = frames.indexOf(scoreField, at);
          const frameEnd = frames.indexOf("\n\n", at);
          if (field < 0 || (frameEnd >= 0 && field > frameEnd)) continue;
          const score = parseInt(frames.slice(field + scoreField.length, field + scoreField.length + 3), 10);
          const sent = sentAt.get(score);
          if (Number.isNaN(score) || sent === undefined) continue;
          if (counting) deliveries.push(now - sent);
          received.set(score, (received.get(score) ?? 0) + 1);
          onReceipt();
        }
      });
    });

  const c0 = performance.now();
  // A bounded number of connection attempts in flight, so the server's accept queue never overflows.
  const CONNECT_CONCURRENCY = 100;
  for (let i = 0; i < o.streams; i += CONNECT_CONCURRENCY) {
    await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, o.streams - i) }, openStream));
  }
  const connectMs = performance.now() - c0;

  const acks: number[] = [];
  let cpuAtStart: number | null = null;
  const everyStreamHas = (k: number) => (received.get(k) ?? 0) >= o.streams;
  /** Resolves once `done()` holds (checked at each receipt), or false after the wait. */
  const receiptsUntil = (done: () => boolean) =>
    new Promise<boolean>((resolve) => {
      if (done()) return resolve(true);
      const timer = setTimeout(() => resolve(false), DELIVERY_WAIT_MS);
      onReceipt = () => {
        if (!done()) return;
        clearTimeout(timer);
        resolve(true);
      };
    });
  const started = performance.now();
  for (let k = 0; k < o.warmup + o.updates; k++) {
    if (k === o.warmup) {
      counting = true;
      // The streams are open and the counted changes start: the parent times its page reads from here.
      process.send?.({ counting: true });
      cpuAtStart = cpuMs(o.serverPid);
    }
    if (o.paceMs) {
      const due = started + k * o.paceMs;
      if (due > performance.now()) await new Promise((r) => setTimeout(r, due - performance.now()));
    }
    const t0 = performance.now();
    sentAt.set(k, t0);
    const res = await request("PATCH", `/api/matches/${match.id}`, { status: "live", homeScore: k, awayScore: 0, minute: k + 1 });
    const ack = performance.now() - t0;
    if (res.status !== 200) throw new Error(`update refused: ${res.status} ${res.text}`);
    if (counting) acks.push(ack);
    if (!o.paceMs) {
      await receiptsUntil(() => everyStreamHas(k));
      await new Promise((r) => setTimeout(r, PAUSE_BETWEEN_UPDATES_MS));
    }
  }
  const counted = Array.from({ length: o.updates }, (_, i) => o.warmup + i);
  await receiptsUntil(() => counted.every(everyStreamHas));
  const missed = counted.reduce((n, k) => n + Math.max(0, o.streams - (received.get(k) ?? 0)), 0);

  const cpuAtEnd = cpuMs(o.serverPid);
  const serverCpuMs = cpuAtStart !== null && cpuAtEnd !== null ? cpuAtEnd - cpuAtStart : null;
  // Streams that ended before the bench was done (counted before closing them below).
  const droppedEarly = dropped;
  // Leave the match as it was found (the caller's database may serve other benchmarks).
  await request("PATCH", `/api/matches/${match.id}`, {
    status: match.status,
    homeScore: match.homeScore,
    awayScore: match.awayScore,
    minute: match.minute,
  });
  for (const socket of sockets) socket.destroy();
  adminAgent.destroy();
  return {
    streams: o.streams,
    updates: o.updates,
    matchId: match.id,
    connectMs,
    acks,
    deliveries,
    missed,
    dropped: droppedEarly,
    serverCpuMs,
  };
}

process.once("message", (options: LoadOptions) => {
  // Bounded in time whatever happens on the other side.
  setTimeout(() => {
    process.send?.({ error: `live load gave up after ${options.deadlineMs} ms` });
    process.exit(1);
  }, options.deadlineMs).unref();
  run(options).then(
    (result) => process.send?.({ result }, () => process.exit(0)),
    (error: Error) => process.send?.({ error: error.message }, () => process.exit(1)),
  );
});
// The parent went away: nothing to report to.
process.on("disconnect", () => process.exit(1));
