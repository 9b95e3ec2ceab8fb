// npm run bench — REST throughput on the embedded database beside a bare node:http server serving the
// same JSON, and the cost of computing standings and the bracket. Prints a table; asserts nothing.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { execFile } from "node:child_process";
import { createRequire } from "node:module";
import { promisify } from "node:util";
import { openDatabase } from "../db/database";
import { Match, Team } from "../db/entities/index";
import { loadEnv } from "../server/env";
import { groupStandings } from "../routers/tournament/standings";
import { buildBracket } from "../routers/tournament/bracket";
import { seededRandom } from "../db/seeders/random";
import { buildModel, simulate } from "../routers/insights/model";

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, "127.0.0.1", () => resolve((server.address() as AddressInfo).port)));

// The load generator runs in its own process so it does not share the event loop it measures.
const autocannonBin = createRequire(import.meta.url).resolve("autocannon/autocannon.js");
async function load(url: string) {
  const { stdout } = await promisify(execFile)(process.execPath, [autocannonBin, "-c", String(CONNECTIONS), "-d", String(SECONDS), "-j", url], { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p99: number }; errors: number; non2xx: number };
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

const db = await openDatabase({ prepare: true });
const env = loadEnv({ NODE_ENV: "production", LOG_REQUESTS: "false" });
globalThis.__tradesCupRuntime = Promise.resolve({ env, db, orm: db.orm });
const { app } = await import("../server/app");
const appServer = createServer(app);
const appPort = await listen(appServer);

// The bare server answers with exactly the bytes the app answers with.
const bodies = new Map<string, string>();
for (const path of ["/api/teams", "/api/matches"]) bodies.set(path, await (await fetch(`http://127.0.0.1:${appPort}${path}`)).text());
const bare = createServer((req, res) => {
  const body = bodies.get(req.url ?? "");
  res.writeHead(body ? 200 : 404, { "content-type": "application/json" });
  res.end(body ?? "{}");
});
const barePort = await listen(bare);

const rows: string[][] = [];
for (const path of ["/api/teams", "/api/matches"]) {
  await load(`http://127.0.0.1:${appPort}${path}`); // warm-up
  const ours = await load(`http://127.0.0.1:${appPort}${path}`);
  const base = await load(`http://127.0.0.1:${barePort}${path}`);
  rows.push([
    `GET ${path}`, ours.rps.toFixed(0), `${ours.p99} ms`, base.rps.toFixed(0), `${base.p99} ms`,
    `${((ours.rps / base.rps) * 100).toFixed(0)}%`, ours.rps >= base.rps / 3 && ours.p99 < 25 ? "met" : "missed", String(ours.errors),
  ]);
}

// Standings and bracket for 32 teams with every group match played.
const em = db.orm.em.fork();
const teams = await em.find(Team, {});
const rnd = seededRandom(1);
const matches = (await em.find(Match, {})).map((m) => ({ ...m, status: "completed", homeScore: rnd.int(0, 4), awayScore: rnd.int(0, 4) }));
const N = 2000;
const t0 = performance.now();
for (let i = 0; i < N; i++) buildBracket(groupStandings(teams, matches), []);
const perCompute = (performance.now() - t0) / N;

console.log(`\nTrades Cup benchmark — ${CONNECTIONS} connections, ${SECONDS} s per run, embedded PGlite, Node ${process.version}\n`);
const header = ["endpoint", "app req/s", "app p99", "bare req/s", "bare p99", "app/bare", "target (≥⅓, p99<25ms)", "errors"];
const table = [header, ...rows];
const widths = header.map((_, i) => Math.max(...table.map((r) => r[i].length)));
for (const r of table) console.log(r.map((c, i) => c.padEnd(widths[i])).join("  "));
console.log(`\nstandings + bracket, 32 teams, 48 results: ${(perCompute * 1000).toFixed(1)} µs per computation (target < 1 ms: ${perCompute < 1 ? "met" : "missed"})\n`);

// Insights: 10,000 Monte Carlo runs of the rest of the tournament from the stored data (group stage
// with the tie-breakers, then the bracket), as the dashboard computes them after a result changes.
const simTeams = await em.find(Team, {});
const simMatches = await em.find(Match, {});
const simModel = buildModel(simTeams, simMatches);
const s0 = performance.now();
const simRun = simulate(simTeams, simMatches, simModel);
const simMs = performance.now() - s0;
console.log(`insights simulation, ${simRun.runs.toLocaleString("en")} full-tournament runs: ${simMs.toFixed(0)} ms (target < 1 s: ${simMs < 1000 ? "met" : "missed"})\n`);

appServer.closeAllConnections();
bare.closeAllConnections();
await new Promise((r) => appServer.close(r));
await new Promise((r) => bare.close(r));
await db.close();
