// Live fan-out: with many open `matches.live` streams, how long an admin's score change takes to be
// acknowledged, and to reach every stream, after it is sent. `benchLive` drives an app already running
// (npm run bench calls it); run directly (npx tsx scripts/bench-live.ts [streams] [updates]) it starts
// the built app on a fresh database first (DATABASE_URL: a PostgreSQL database you created, else PGlite)
// and, with BENCH_CPU_PROF=<dir>, writes the server's CPU profile there; `--crowd [streams] [seconds]`
// runs the live crowd alone (benchCrowd, docs/decisions/109). Prints a table; asserts nothing.
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { createRequire } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { LoadOptions, LoadResult } from "./bench-live-load";
import { ensureOpenFiles, signInAdmin, startBenchApp } from "./bench-app";
import { printTable } from "./bench-table";

export const LIVE_TARGETS = { ackP99Ms: 50, deliveryP99Ms: 200 };

export type LiveBenchResult = {
  streams: number;
  updates: number;
  ackP50Ms: number;
  ackP99Ms: number;
  deliveryP50Ms: number;
  deliveryP99Ms: number;
  /** Receipts that never came (within 5 s), and streams that ended during the run: both should be 0. */
  missed: number;
  dropped: number;
  connectMs: number;
  /** The server's CPU time per counted update, fan-out included (null when `serverPid` was not given). */
  serverCpuMsPerUpdate: number | null;
};

/** The value below which `p` percent of the samples fall (nearest rank). */
export function percentile(samples: number[], p: number) {
  if (!samples.length) return NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const LOAD_SCRIPT = fileURLToPath(new URL("./bench-live-load.ts", import.meta.url));
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve("tsx")).href;
const MAX_STREAMS = 20_000;

/** `serverPid`: the app's process on this machine, to report its CPU time per change (Linux). */
export async function benchLive(opts: {
  baseUrl: string;
  streams: number;
  updates: number;
  cookie?: string;
  warmup?: number;
  serverPid?: number;
  paceMs?: number;
  /** Called once the streams are open and the counted changes start. */
  onCounting?: () => void;
}): Promise<LiveBenchResult> {
  if (!(opts.streams >= 1 && opts.streams <= MAX_STREAMS)) throw new Error(`streams: 1 to ${MAX_STREAMS}`);
  const cookie = opts.cookie ?? (await signInAdmin(opts.baseUrl));
  const options: LoadOptions = {
    baseUrl: opts.baseUrl,
    streams: opts.streams,
    updates: opts.updates,
    warmup: opts.warmup ?? 3,
    cookie,
    serverPid: opts.serverPid,
    paceMs: opts.paceMs,
    deadlineMs: 60_000 + opts.streams * 20 + opts.updates * 6_000,
  };
  // The clients run in a child process: the server's event loop must not also be the clients' one.
  const child = fork(LOAD_SCRIPT, [], { execArgv: ["--import", TSX_LOADER], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const reply = await new Promise<{ result?: LoadResult; error?: string }>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error("live bench timed out"));
    }, options.deadlineMs + 10_000);
    child.on("message", (m: { counting?: boolean; result?: LoadResult; error?: string }) => {
      if (m.counting) return opts.onCounting?.();
      clearTimeout(timer);
      resolve(m);
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`live load exited (${code}) without a result`));
    });
    child.send(options);
  });
  if (!reply.result) throw new Error(reply.error ?? "live load failed");
  const r = reply.result;
  return {
    streams: r.streams,
    updates: r.updates,
    ackP50Ms: percentile(r.acks, 50),
    ackP99Ms: percentile(r.acks, 99),
    deliveryP50Ms: percentile(r.deliveries, 50),
    deliveryP99Ms: percentile(r.deliveries, 99),
    missed: r.missed,
    dropped: r.dropped,
    connectMs: r.connectMs,
    serverCpuMsPerUpdate: r.serverCpuMs === null ? null : r.serverCpuMs / r.updates,
  };
}

/** The live crowd on one instance (docs/decisions/109): its targets. */
export const CROWD_TARGETS = { deliveryP99Ms: 500, rssBytes: 1.5 * 1024 ** 3, pageP99Ms: 250 };
const CROWD_READERS = 10;

export type CrowdBenchResult = LiveBenchResult & {
  /** The server's largest resident memory seen (sampled every 250 ms; null off Linux). */
  maxRssBytes: number | null;
  /** Page reads while the changes are sent (the target's). */
  pageReads: number;
  pageP50Ms: number;
  pageP99Ms: number;
  pageErrors: number;
  /** Page reads while the streams are being opened (a storm of connections the target does not cover; shown for what it is). */
  openingReads: number;
  openingP99Ms: number;
};

/** Resident memory of a process, from Linux's /proc (null elsewhere). */
function rssBytes(pid: number): number | null {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1];
    return kb ? Number(kb) * 1024 : null;
  } catch {
    return null;
  }
}

/**
 * The crowd: `streams` open live streams on one instance, one change every second for `seconds`
 * seconds, while `CROWD_READERS` visitors keep reading `pagePath` (from this process, whose event loop
 * is otherwise idle) and the server's resident memory is sampled. The page reads are counted apart
 * while the streams open and while the changes are sent: the target is the second's.
 */
export async function benchCrowd(opts: {
  baseUrl: string;
  streams: number;
  seconds: number;
  serverPid: number;
  pagePath: string;
}): Promise<CrowdBenchResult> {
  let maxRss: number | null = null;
  const sampler = setInterval(() => {
    const rss = rssBytes(opts.serverPid);
    if (rss !== null) maxRss = Math.max(maxRss ?? 0, rss);
  }, 250);
  const openingTimes: number[] = [];
  const pageTimes: number[] = [];
  let times = openingTimes;
  let pageErrors = 0;
  let reading = true;
  const reader = async () => {
    while (reading) {
      const t0 = performance.now();
      const into = times;
      const ok = await fetch(`${opts.baseUrl}${opts.pagePath}`).then(
        async (r) => (await r.arrayBuffer(), r.ok),
        () => false,
      );
      if (ok) into.push(performance.now() - t0);
      else pageErrors++;
    }
  };
  const readers = Array.from({ length: CROWD_READERS }, reader);
  try {
    const live = await benchLive({
      baseUrl: opts.baseUrl,
      streams: opts.streams,
      updates: opts.seconds,
      paceMs: 1000,
      serverPid: opts.serverPid,
      onCounting: () => (times = pageTimes),
    });
    return {
      ...live,
      maxRssBytes: maxRss,
      pageReads: pageTimes.length,
      pageP50Ms: percentile(pageTimes, 50),
      pageP99Ms: percentile(pageTimes, 99),
      pageErrors,
      openingReads: openingTimes.length,
      openingP99Ms: percentile(openingTimes, 99),
    };
  } finally {
    reading = false;
    clearInterval(sampler);
    await Promise.all(readers);
  }
}

/** The crowd's figures beside their targets, as table rows. */
export function crowdRows(r: CrowdBenchResult): string[][] {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const mb = (v: number) => `${(v / 1024 ** 2).toFixed(0)} MB`;
  const verdict = (ok: boolean) => (ok ? "met" : "missed");
  return [
    ["measure", "p50", "p99 / max", "target", ""],
    [
      "change received by every stream, from the write",
      ms(r.deliveryP50Ms),
      ms(r.deliveryP99Ms),
      `p99 ≤ ${CROWD_TARGETS.deliveryP99Ms} ms`,
      verdict(r.deliveryP99Ms <= CROWD_TARGETS.deliveryP99Ms),
    ],
    ["receipts missed, streams dropped", "", `${r.missed}, ${r.dropped}`, "0, 0", verdict(r.missed === 0 && r.dropped === 0)],
    [
      "server resident memory",
      "",
      r.maxRssBytes === null ? "n/a" : mb(r.maxRssBytes),
      `≤ ${mb(CROWD_TARGETS.rssBytes)}`,
      r.maxRssBytes === null ? "n/a" : verdict(r.maxRssBytes <= CROWD_TARGETS.rssBytes),
    ],
    [
      `page reads while the changes are sent (${r.pageReads}, ${r.pageErrors} failed)`,
      ms(r.pageP50Ms),
      ms(r.pageP99Ms),
      `p99 ≤ ${CROWD_TARGETS.pageP99Ms} ms`,
      verdict(r.pageP99Ms <= CROWD_TARGETS.pageP99Ms && r.pageErrors === 0),
    ],
    [`page reads while the streams opened (${r.openingReads})`, "", ms(r.openingP99Ms), "(no target)", ""],
  ];
}

/** The figures beside their targets, as table rows. */
export function liveRows(r: LiveBenchResult): string[][] {
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  const verdict = (v: number, max: number) => (v <= max && r.missed === 0 && r.dropped === 0 ? "met" : "missed");
  return [
    ["measure", "p50", "p99", "target (p99)", ""],
    [
      `admin's score change acknowledged`,
      ms(r.ackP50Ms),
      ms(r.ackP99Ms),
      `≤ ${LIVE_TARGETS.ackP99Ms} ms`,
      verdict(r.ackP99Ms, LIVE_TARGETS.ackP99Ms),
    ],
    [
      `change received by every stream`,
      ms(r.deliveryP50Ms),
      ms(r.deliveryP99Ms),
      `≤ ${LIVE_TARGETS.deliveryP99Ms} ms`,
      verdict(r.deliveryP99Ms, LIVE_TARGETS.deliveryP99Ms),
    ],
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href && process.argv[2] === "--crowd") {
  // npx tsx scripts/bench-live.ts --crowd [streams] [seconds]: the crowd alone, on a fresh database.
  const streams = Number(process.argv[3] ?? 10_000);
  const seconds = Number(process.argv[4] ?? 60);
  ensureOpenFiles(streams + 4096);
  const profileDir = process.env.BENCH_CPU_PROF;
  const app = await startBenchApp({ nodeArgs: profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [] });
  try {
    const r = await benchCrowd({ baseUrl: app.baseUrl, streams, seconds, serverPid: app.process.pid!, pagePath: "/tournament" });
    console.log(
      `\nLive crowd — ${r.streams} open streams (opened in ${(r.connectMs / 1000).toFixed(1)} s), one change a second for ${r.updates} s, 10 visitors reading /tournament, Node ${process.version}\n`,
    );
    printTable(crowdRows(r));
    console.log();
  } finally {
    await app.close();
  }
} else if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const streams = Number(process.argv[2] ?? 1000);
  const updates = Number(process.argv[3] ?? 20);
  const profileDir = process.env.BENCH_CPU_PROF;
  const app = await startBenchApp({ nodeArgs: profileDir ? ["--cpu-prof", "--cpu-prof-dir", profileDir] : [] });
  try {
    const r = await benchLive({ baseUrl: app.baseUrl, streams, updates, serverPid: app.process.pid });
    const database = process.env.DATABASE_URL ? "PostgreSQL (NOTIFY)" : "embedded PGlite";
    console.log(
      `\nLive fan-out — ${r.streams} open matches.live streams, ${r.updates} score changes, ${database}, Node ${process.version}\n`,
    );
    printTable(liveRows(r));
    const cpu =
      r.serverCpuMsPerUpdate === null ? "" : `; server CPU ${r.serverCpuMsPerUpdate.toFixed(1)} ms per change, fan-out included`;
    console.log(
      `\nstreams opened in ${(r.connectMs / 1000).toFixed(1)} s; missed receipts ${r.missed}, streams dropped ${r.dropped}${cpu}\n`,
    );
  } finally {
    await app.close();
  }
}
