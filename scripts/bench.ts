// npm run bench — the built app as visitors get it (server.js in production, its own process and fresh
// embedded database): REST reads beside a bare node:http server serving the same JSON, every public
// page, Lighthouse scores, the cost of standings and of the insights simulation. Each figure is printed
// beside its target; a missed target is reported, not thrown: the figures depend on the
// machine. It exits non-zero only when something is broken (the server does not start, a URL fails).
//
//   npm run bench                          builds, then measures (BENCH_SECONDS per load run, default 5)
//   tsx scripts/bench.ts --no-lighthouse   the smoke run `npm test` makes on its existing build
//   tsx scripts/bench.ts --api-only        REST reads against bare node:http only (on an existing build)
//   BENCH_PROFILE_DIR=/tmp/prof …          the app server writes a CPU profile there (scripts/profile-summary.ts)
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { execFile } from "node:child_process";
import { join } from "node:path";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { openDatabase } from "../db/database";
import { Match, Team } from "../db/entities/index";
import { groupStandings } from "@shared/tournament/standings";
import { buildBracket } from "@shared/tournament/bracket";
import { seededRandom } from "@shared/random";
import { buildModel, simulate } from "../routers/insights/model";
import { ensureOpenFiles, startBenchApp } from "./bench-app";
import { benchCrowd, benchLive, crowdRows, liveRows } from "./bench-live";
import { printTable } from "./bench-table";
import { routeBytes, ROUTE_BYTE_TARGETS } from "./route-bytes";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const API_ONLY = process.argv.includes("--api-only");
const LIGHTHOUSE = !API_ONLY && !process.argv.includes("--no-lighthouse");
/** Open live streams and score changes; the smoke run (`--no-lighthouse`, npm test) uses a few. */
const LIVE_STREAMS = Number(process.env.BENCH_LIVE_STREAMS ?? (LIGHTHOUSE ? 1000 : 50));
const LIVE_UPDATES = Number(process.env.BENCH_LIVE_UPDATES ?? (LIGHTHOUSE ? 20 : 3));
/** The live crowd on one instance (docs/decisions/109): open streams, and seconds of one change a second. */
const CROWD_STREAMS = Number(process.env.BENCH_CROWD_STREAMS ?? (LIGHTHOUSE ? 10_000 : 50));
const CROWD_SECONDS = Number(process.env.BENCH_CROWD_SECONDS ?? (LIGHTHOUSE ? 60 : 3));
const BUILD_DIR = process.env.BUILD_DIR ?? "build";
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/** The speed each figure is held to (docs/decisions/007). */
const TARGET = {
  apiShareOfBare: 1 / 3,
  pageShareOfApi: 0.1,
  pageP99Ms: 250,
  simulationMs: 1000,
  lighthouse: { performance: 95, accessibility: 100, "best-practices": 95, seo: 100 } as Record<string, number>,
};

const run = promisify(execFile);
const require = createRequire(import.meta.url);
const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));
const met = (ok: boolean) => (ok ? "met" : "MISSED");

/** Prints rows as aligned columns under a header, and a blank line after. */
function table(rows: string[][]) {
  printTable(rows);
  console.log();
}

// Each stream is a socket in the app and one in the load process.
if (!API_ONLY) ensureOpenFiles(Math.max(LIVE_STREAMS, CROWD_STREAMS) + 4096);

// ---------------------------------------------------------------------------------------------------
// The app under test: server.js as `npm start` runs it, on a private copy of the embedded database.
const app = await startBenchApp({
  nodeArgs: process.env.BENCH_PROFILE_DIR ? ["--cpu-prof", `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [],
});
const appUrl = app.baseUrl;

/** Everything measured must answer 200 before it is loaded: a bench of error pages measures nothing. */
async function mustAnswer(url: string, headers: Record<string, string> = {}) {
  const res = await fetch(url, { headers });
  const body = await res.text();
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${body.slice(0, 200)}`);
  return body;
}

// The load generator runs in its own process so it does not share the event loop it measures.
const autocannonBin = require.resolve("autocannon/autocannon.js");
type Load = { rps: number; p99: number; errors: number };
async function load(url: string, headers: Record<string, string> = {}, seconds = SECONDS): Promise<Load> {
  const headerArgs = Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]);
  const { stdout } = await run(
    process.execPath,
    [autocannonBin, "-c", String(CONNECTIONS), "-d", String(seconds), ...headerArgs, "-j", url],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const result = JSON.parse(stdout) as {
    requests: { average: number };
    latency: { p99: number };
    errors: number;
    non2xx: number;
  };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}
const warmUp = (url: string, headers?: Record<string, string>) => load(url, headers, Math.min(SECONDS, 2));

try {
  // -------------------------------------------------------------------------------------------------
  // REST reads beside a bare server answering exactly the bytes the app answers with.
  const bodies = new Map<string, string>();
  for (const path of ["/api/teams", "/api/matches"]) bodies.set(path, await mustAnswer(`${appUrl}${path}`));
  const bare = createServer((req, res) => {
    const body = bodies.get(req.url ?? "");
    res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
    res.end(body ?? "{}");
  });
  const bareUrl = `http://127.0.0.1:${await listen(bare)}`;

  const api = new Map<string, Load>();
  const apiRows: string[][] = [];
  for (const path of bodies.keys()) {
    await warmUp(`${appUrl}${path}`);
    const ours = await load(`${appUrl}${path}`);
    const base = await load(`${bareUrl}${path}`);
    api.set(path, ours);
    const floor = base.rps * TARGET.apiShareOfBare;
    apiRows.push([
      `GET ${path}`,
      ours.rps.toFixed(0),
      `${ours.p99} ms`,
      `≥ ${floor.toFixed(0)} (⅓ of bare ${base.rps.toFixed(0)})`,
      met(ours.rps >= floor && !ours.errors),
      String(ours.errors),
    ]);
  }
  bare.closeAllConnections();
  await new Promise((r) => bare.close(r));

  // -------------------------------------------------------------------------------------------------
  // Public pages, asked for as a browser does (compressed), by anonymous visitors.
  const browser = { "accept-encoding": "gzip, deflate, br, zstd", accept: "text/html" };
  const teams = JSON.parse(bodies.get("/api/teams")!) as Array<{ id: string }>;
  const pages = API_ONLY ? [] : ["/", "/teams", `/teams/${teams[0].id}`, "/tournament", "/players", "/shop"];
  const apiTeams = api.get("/api/teams")!;
  const pageFloor = apiTeams.rps * TARGET.pageShareOfApi;
  const pageRows: string[][] = [];
  for (const path of pages) {
    await mustAnswer(`${appUrl}${path}`, browser);
    await warmUp(`${appUrl}${path}`, browser);
    const page = await load(`${appUrl}${path}`, browser);
    const ok = page.rps >= pageFloor && page.p99 <= TARGET.pageP99Ms && !page.errors;
    pageRows.push([
      `GET ${path.replace(teams[0].id, "{id}")}`,
      page.rps.toFixed(0),
      `${page.p99} ms`,
      `≥ ${pageFloor.toFixed(0)} (10% of /api/teams), p99 ≤ ${TARGET.pageP99Ms} ms`,
      met(ok),
      String(page.errors),
    ]);
  }

  console.log(
    `\nTrades Cup benchmark — ${CONNECTIONS} connections, ${SECONDS} s per run, built app on embedded PGlite, Node ${process.version}\n`,
  );
  table([["endpoint", "req/s", "p99", "target req/s", "result", "errors"], ...apiRows, ...pageRows]);

  if (!API_ONLY) {
    // -------------------------------------------------------------------------------------------------
    // JavaScript per route, gzipped as the server sends it, from the build manifest (and gzip -6 beside it).
    const kb = (n: number) => `${(n / 1000).toFixed(1)} KB`;
    const byteRows = (await routeBytes(BUILD_DIR))
      .filter(({ route }) => ROUTE_BYTE_TARGETS[route])
      .map(({ route, gzipBytes, gzip6Bytes }) => [
        route,
        kb(gzipBytes),
        `≤ ${kb(ROUTE_BYTE_TARGETS[route])}`,
        met(gzipBytes <= ROUTE_BYTE_TARGETS[route]),
        kb(gzip6Bytes),
      ]);
    console.log(
      "JavaScript of a first visit, gzipped as the server sends it (build manifest; gzip -6 of the same files beside it)",
    );
    table([["page", "bytes", "target", "result", "gzip -6"], ...byteRows]);

    // -------------------------------------------------------------------------------------------------
    // Lighthouse, desktop and mobile, in Debian's Chromium (each run a process of its own).
    if (LIGHTHOUSE) {
      const lighthouseBin = join(require.resolve("lighthouse/package.json"), "../cli/index.js");
      const categories = Object.keys(TARGET.lighthouse);
      const rows: string[][] = [["page", "profile", ...categories.map((c) => `${c} (≥ ${TARGET.lighthouse[c]})`), "result"]];
      const failing = new Set<string>();
      type Report = {
        runtimeError?: { code: string };
        categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> }>;
        audits: Record<string, { score: number | null; scoreDisplayMode: string }>;
      };
      // The report goes to a file: Lighthouse exits right after writing, and a large report written to a
      // pipe could be cut short.
      const reportDir = await mkdtemp(join(tmpdir(), "bench-lighthouse-"));
      const lighthouse = async (url: string, profile: "desktop" | "mobile") => {
        const reportFile = join(reportDir, `${profile}.json`);
        const args = [
          lighthouseBin,
          url,
          "--quiet",
          "--output=json",
          `--output-path=${reportFile}`,
          `--only-categories=${categories.join(",")}`,
          "--chrome-flags=--headless=new --no-sandbox --disable-gpu",
          ...(profile === "desktop" ? ["--preset=desktop"] : []),
        ];
        // A run that hit a runtime error still writes its report, then exits 1.
        await rm(reportFile, { force: true });
        const failure = await run(process.execPath, args, { env: { ...process.env, CHROME_PATH } }).then(
          () => null,
          (failed: Error) => failed,
        );
        const text = await readFile(reportFile, "utf8").catch(() => null);
        if (text === null) throw failure ?? new Error(`lighthouse wrote no report for ${url}`);
        return JSON.parse(text) as Report;
      };
      for (const path of ["/", "/tournament", "/shop"]) {
        for (const profile of ["desktop", "mobile"] as const) {
          // On a busy machine Chromium's trace is sometimes incomplete (NO_NAVSTART…): one more try.
          let report = await lighthouse(`${appUrl}${path}`, profile);
          if (report.runtimeError) report = await lighthouse(`${appUrl}${path}`, profile);
          if (report.runtimeError) {
            rows.push([path, profile, ...categories.map(() => "-"), `error ${report.runtimeError.code}`]);
            continue;
          }
          const scores = categories.map((c) => Math.round((report.categories[c].score ?? 0) * 100));
          rows.push([path, profile, ...scores.map(String), met(scores.every((s, i) => s >= TARGET.lighthouse[categories[i]]))]);
          // What keeps a category below 100 (performance aside, whose audits are measurements).
          for (const c of categories.filter((c) => c !== "performance"))
            for (const ref of report.categories[c].auditRefs) {
              const audit = report.audits[ref.id];
              if (ref.weight > 0 && audit.scoreDisplayMode === "binary" && audit.score === 0) failing.add(`${c}: ${ref.id}`);
            }
        }
      }
      await rm(reportDir, { recursive: true, force: true });
      console.log("Lighthouse");
      table(rows);
      if (failing.size) console.log(`failed audits: ${[...failing].join(", ")}\n`);
    } else {
      console.log("Lighthouse: skipped (--no-lighthouse)\n");
    }

    // -------------------------------------------------------------------------------------------------
    // Live fan-out: open matches.live streams (clients in their own process), then score changes.
    const live = await benchLive({ baseUrl: appUrl, streams: LIVE_STREAMS, updates: LIVE_UPDATES, serverPid: app.process.pid });
    console.log(`Live fan-out — ${live.streams} open streams, ${live.updates} score changes`);
    printTable(liveRows(live));
    console.log(
      `missed receipts ${live.missed}, streams dropped ${live.dropped}${live.serverCpuMsPerUpdate === null ? "" : `; server CPU ${live.serverCpuMsPerUpdate.toFixed(1)} ms per change`}\n`,
    );
    if (live.missed || live.dropped) throw new Error("live fan-out: some streams did not receive every change");

    // The crowd: many open streams, one change a second, visitors reading a page meanwhile.
    const crowd = await benchCrowd({
      baseUrl: appUrl,
      streams: CROWD_STREAMS,
      seconds: CROWD_SECONDS,
      serverPid: app.process.pid!,
      pagePath: "/tournament",
    });
    console.log(
      `Live crowd — ${crowd.streams} open streams (opened in ${(crowd.connectMs / 1000).toFixed(1)} s), one change a second for ${crowd.updates} s, 10 visitors reading /tournament`,
    );
    printTable(crowdRows(crowd));
    console.log();
    if (crowd.pageErrors) throw new Error("live crowd: page reads failed");
  }
} finally {
  await app.close();
}

if (!API_ONLY) {
  // ---------------------------------------------------------------------------------------------------
  // Computation, in this process, on an in-memory copy of the seeded database.
  const db = await openDatabase({ prepare: true });
  const em = db.orm.em.fork();

  // Standings and bracket for 32 teams with every group match played.
  const teams = await em.find(Team, {});
  const rnd = seededRandom(1);
  const matches = (await em.find(Match, {})).map((m) => ({
    ...m,
    status: "completed",
    homeScore: rnd.int(0, 4),
    awayScore: rnd.int(0, 4),
  }));
  const N = 2000;
  const t0 = performance.now();
  for (let i = 0; i < N; i++) buildBracket(groupStandings(teams, matches), []);
  const perCompute = (performance.now() - t0) / N;
  console.log(
    `standings + bracket, 32 teams, 48 results: ${(perCompute * 1000).toFixed(1)} µs per computation (target < 1 ms: ${met(perCompute < 1)})`,
  );

  // Insights: 10,000 Monte Carlo runs of the rest of the tournament from the stored data (group stage
  // with the tie-breakers, then the bracket), as the dashboard computes them after a result changes.
  const simTeams = await em.find(Team, {});
  const simMatches = await em.find(Match, {});
  const simModel = buildModel(simTeams, simMatches);
  const s0 = performance.now();
  const simRun = simulate(simTeams, simMatches, simModel);
  const simMs = performance.now() - s0;
  console.log(
    `insights simulation, ${simRun.runs.toLocaleString("en")} full-tournament runs: ${simMs.toFixed(0)} ms (target < ${TARGET.simulationMs} ms: ${met(simMs < TARGET.simulationMs)})\n`,
  );

  await db.close();
}
