// The production shape of docs/deploy.md, run for real: two instances of the built app started at
// the same moment on one fresh PostgreSQL database, behind nginx with the configuration that page gives.
// `npm test` runs it after the build (scripts/test-all.sh sets MULTI_INSTANCE_TEST=1 and TEST_DATABASE_URL);
// it is skipped, saying why, without nginx or PostgreSQL.
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { MikroORM } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ormConfig } from "../db/config";
import { Inventory, Match, MatchEvent, Product, Team, Tournament, User } from "../db/entities/index";
import { DEMO_ADMIN } from "../server/auth/admins";
import { freePort, startBenchApp, type BenchApp } from "../scripts/bench-app";
import { createEmptyPostgresDatabase } from "./database";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
const serverUrl = process.env.TEST_DATABASE_URL;

/** Whether something accepts connections at the database server's address. */
function answers(url: string) {
  const { hostname, port } = new URL(url);
  return new Promise<boolean>((resolve) => {
    const socket = connect(Number(port || 5432), hostname);
    socket.setTimeout(2000, () => (socket.destroy(), resolve(false)));
    socket.on("connect", () => (socket.end(), resolve(true)));
    socket.on("error", () => resolve(false));
  });
}

const skipped =
  process.env.MULTI_INSTANCE_TEST !== "1"
    ? "it runs in npm test after the build (MULTI_INSTANCE_TEST=1, scripts/test-all.sh)"
    : !existsSync(NGINX)
      ? `no nginx at ${NGINX} (apt-get install -y nginx, or NGINX_PATH)`
      : !serverUrl
        ? "no PostgreSQL named (TEST_DATABASE_URL)"
        : !(await answers(serverUrl))
          ? `no PostgreSQL answering at ${new URL(serverUrl).host}`
          : null;
if (skipped) console.warn(`multi-instance test skipped: ${skipped}`);

/** The nginx configuration of docs/deploy.md, with this test's addresses in place of the example ones. */
function siteConfig(instances: string[], listen: string) {
  const doc = readFileSync(new URL("../docs/deploy.md", import.meta.url), "utf8");
  const block = /```nginx\n([\s\S]*?)```/.exec(doc)?.[1];
  if (!block) throw new Error("docs/deploy.md has no nginx configuration");
  const servers = [...block.matchAll(/^(\s*)server 10\.0\.0\.\d+:3000( [^;]*)?;$/gm)];
  expect(servers).toHaveLength(instances.length);
  let config = block;
  servers.forEach((m, i) => (config = config.replace(m[0], `${m[1]}server ${instances[i]}${m[2] ?? ""};`)));
  expect(config).toMatch(/^\s*listen 80;$/m);
  return config.replace(/^(\s*)listen 80;$/m, `$1listen ${listen};`);
}

/** nginx as a child process (not a daemon), on its own prefix, configuration and ports. */
function startNginx(site: string) {
  const dir = mkdtempSync(join(tmpdir(), "trades-cup-nginx-"));
  // Its workers run as an unprivileged user when the test runs as root: they must reach the temp paths.
  chmodSync(dir, 0o755);
  writeFileSync(
    join(dir, "nginx.conf"),
    `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/client_body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # For this test only: which instance answered.
  add_header X-Upstream $upstream_addr always;
${site}
}
`,
  );
  const child = spawn(NGINX, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", join(dir, "error.log"), "-g", "daemon off;"], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  return {
    child,
    errors: () => (existsSync(join(dir, "error.log")) ? readFileSync(join(dir, "error.log"), "utf8") : ""),
    async stop() {
      if (child.exitCode === null) {
        child.kill("SIGQUIT");
        await new Promise((r) => child.once("exit", r));
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

type Frame = { id: number | null; data: { matchId?: string; homeScore?: number | null; resync?: true } };

/**
 * A live stream as a browser's EventSource keeps it: after a drop it waits the `retry:` delay the server
 * gave, then reconnects sending `Last-Event-ID`. Records each frame and each connection's instance.
 */
function followLive(url: string) {
  const frames: Frame[] = [];
  const connections: Array<{ upstream: string; lastEventId: string | null }> = [];
  let lastEventId: string | null = null;
  let retryMs = 3000;
  let closed = false;
  let current: http.ClientRequest | null = null;
  let connectedOnce: () => void;
  const connected = new Promise<void>((r) => (connectedOnce = r));
  const open = () => {
    if (closed) return;
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (lastEventId) headers["last-event-id"] = lastEventId;
    const sentId = lastEventId;
    current = http.get(url, { headers }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return void setTimeout(open, retryMs);
      }
      connections.push({ upstream: String(res.headers["x-upstream"] ?? ""), lastEventId: sentId });
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const retry = /^retry: (\d+)$/m.exec(block);
          if (retry) retryMs = Number(retry[1]);
          if (block.includes("event: connected")) connectedOnce();
          const data = /^data: (.*)$/m.exec(block)?.[1];
          const id = /^id: (\d+)$/m.exec(block)?.[1];
          if (id) lastEventId = id;
          if (data && !block.includes("event:")) frames.push({ id: id ? Number(id) : null, data: JSON.parse(data).json });
        }
      });
      res.on("close", () => setTimeout(open, retryMs));
    });
    current.on("error", () => setTimeout(open, retryMs));
  };
  open();
  return {
    frames,
    connections,
    connected,
    close() {
      closed = true;
      current?.destroy();
    },
  };
}

describe.skipIf(!!skipped)("two instances behind nginx on one PostgreSQL (docs/deploy.md)", { timeout: 120_000 }, () => {
  let database: { url: string; drop: () => Promise<void> };
  let orm: MikroORM;
  let nginx: ReturnType<typeof startNginx>;
  let site: string;
  const apps: BenchApp[] = [];
  const output: string[][] = [[], []];
  let cookie = "";

  beforeAll(async () => {
    database = await createEmptyPostgresDatabase(serverUrl!, "tc_multi");
    const [portA, portB, portSite] = [await freePort(), await freePort(), await freePort()];
    site = `http://127.0.0.1:${portSite}`;
    nginx = startNginx(siteConfig([`127.0.0.1:${portA}`, `127.0.0.1:${portB}`], `127.0.0.1:${portSite}`));
    // Both at the same moment, on the empty database.
    const env = { TRUST_PROXY: "true", PUBLIC_URL: site };
    apps.push(
      ...(await Promise.all(
        [portA, portB].map((port, i) =>
          startBenchApp({ databaseUrl: database.url, port, env, onOutput: (line) => output[i].push(line) }),
        ),
      )),
    );
    orm = await MikroORM.init(ormConfig(database.url, { embedded: false }));
    for (let i = 0; ; i++) {
      const ok = await fetch(`${site}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) break;
      if (i > 50) throw new Error(`nginx did not come up: ${nginx.errors()}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }, 240_000);

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await nginx?.stop();
    await orm?.close(true);
    await database?.drop();
  });

  /** A REST call to one instance, or to the site (nginx), as the signed-in admin. */
  const call = async (base: string, method: string, path: string, body?: unknown) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { cookie, origin: site, ...(body ? { "content-type": "application/json" } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: await res.json() };
  };

  it("both start, and exactly one of them migrated and seeded while the other waited", async () => {
    for (const app of apps) expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    const lines = output.flat();
    expect(lines.filter((l) => l.startsWith("seeded:"))).toHaveLength(1);
    expect(lines.filter((l) => l.startsWith("another instance is migrating"))).toHaveLength(1);
    const em = orm.em.fork();
    expect(await em.count(Team)).toBe(32);
    expect(await em.count(Tournament)).toBe(1);
    expect(await em.count(User, { email: DEMO_ADMIN.email })).toBe(1);
    const sizes = (await em.find(Product, {})).reduce((n, p) => n + p.variants.length, 0);
    const stock = await em.find(Inventory, {});
    expect(stock).toHaveLength(sizes);
    expect(new Set(stock.map((r) => `${r.productId}/${r.variantId}`)).size).toBe(sizes);
  });

  it("nginx spreads requests over both instances", async () => {
    const upstreams = new Set<string>();
    for (let i = 0; i < 6; i++) upstreams.add((await fetch(`${site}/api/teams`)).headers.get("x-upstream") ?? "");
    expect([...upstreams].sort()).toEqual(apps.map((a) => new URL(a.baseUrl).host).sort());
  });

  it("a session made through one instance works on the other", async () => {
    const [a, b] = apps.map((app) => app.baseUrl);
    const login = await fetch(`${a}/api/auth/login`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: site },
      body: JSON.stringify({ email: DEMO_ADMIN.email, password: DEMO_ADMIN.password }),
    });
    expect(login.status).toBe(200);
    cookie = login.headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const me = await fetch(`${b}/api/auth/me`, { headers: { cookie } });
    expect((await me.json()).user).toMatchObject({ email: DEMO_ADMIN.email, role: "admin" });
  });

  it("a write on one instance shows at once on the other's pages and API, cached before it", async () => {
    const [a, b] = apps.map((app) => app.baseUrl);
    const match = (
      await orm.em.fork().find(Match, { round: "group", status: "scheduled" }, { orderBy: { matchDate: "asc" }, limit: 1 })
    )[0];
    const page = `/teams/${match.homeTeamId}`;
    const shownScore = async () => {
      const html = await (await fetch(`${b}${page}`)).text();
      return new RegExp(`data-match-id="${match.id}"[\\s\\S]*?data-testid="match-score">([^<]*)<`).exec(html)?.[1];
    };
    const apiScore = async () => {
      const list = (await (await fetch(`${b}/api/matches`)).json()) as Array<{
        id: string;
        homeScore: number | null;
        awayScore: number | null;
      }>;
      const m = list.find((x) => x.id === match.id)!;
      return `${m.homeScore}-${m.awayScore}`;
    };
    // Read on B first, so its caches hold the old answers.
    expect(await shownScore()).toBe("vs");
    expect(await apiScore()).toBe("null-null");
    expect(
      (await call(a, "PATCH", `/api/matches/${match.id}`, { status: "live", homeScore: 2, awayScore: 1, minute: 20 })).status,
    ).toBe(200);
    const started = Date.now();
    await expect.poll(apiScore, { timeout: 2000, interval: 20 }).toBe("2-1");
    await expect.poll(shownScore, { timeout: 2000, interval: 20 }).toBe("2 – 1");
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it("a live stream on one instance receives a change written on the other", async () => {
    const [a, b] = apps.map((app) => app.baseUrl);
    const live = followLive(`${b}/trpc/matches.live`);
    await live.connected;
    const match = (await orm.em.fork().find(Match, { status: "live" }, { limit: 1 }))[0];
    expect((await call(a, "PATCH", `/api/matches/${match.id}`, { homeScore: 3, awayScore: 1 })).status).toBe(200);
    await expect
      .poll(() => live.frames.find((f) => f.data.matchId === match.id && f.data.homeScore === 3), { timeout: 3000 })
      .toBeTruthy();
    expect(live.frames.at(-1)!.id).toEqual(expect.any(Number));
    live.close();
  });

  it("after one instance is killed, the stream that reconnects to the survivor receives every change it missed", async () => {
    const live = followLive(`${site}/trpc/matches.live`);
    await live.connected;
    const match = (await orm.em.fork().find(Match, { status: "live" }, { limit: 1 }))[0];
    const before = await call(site, "PATCH", `/api/matches/${match.id}`, { homeScore: 4, awayScore: 1 });
    expect(before.status).toBe(200);
    await expect.poll(() => live.frames.length, { timeout: 3000 }).toBeGreaterThan(0);
    const firstId = live.frames.at(-1)!.id!;

    // The instance serving the stream dies (kill -9): no goodbye, the stream just ends.
    const victim = apps.find((app) => new URL(app.baseUrl).host === live.connections[0].upstream)!;
    const survivor = apps.find((app) => app !== victim)!;
    victim.process.kill("SIGKILL");
    await new Promise((r) => victim.process.once("exit", r));
    // Changes made through the site while the page is away (nginx skips the dead instance).
    for (let goals = 5; goals <= 11; goals++) {
      expect((await call(site, "PATCH", `/api/matches/${match.id}`, { homeScore: goals, awayScore: 1 })).status).toBe(200);
    }
    await expect.poll(() => live.connections.length, { timeout: 10_000 }).toBe(2);
    expect(live.connections[1]).toEqual({ upstream: new URL(survivor.baseUrl).host, lastEventId: String(firstId) });
    // And one more once it is back.
    await expect.poll(() => live.frames.length, { timeout: 5000 }).toBe(8);
    expect((await call(site, "PATCH", `/api/matches/${match.id}`, { homeScore: 12, awayScore: 1 })).status).toBe(200);
    await expect.poll(() => live.frames.length, { timeout: 5000 }).toBe(9);
    live.close();
    // Every change, once, in order, numbers one apart.
    expect(live.frames.map((f) => f.data.homeScore)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(live.frames.map((f) => f.id)).toEqual(live.frames.map((_, i) => firstId + i));
  });

  it("an event whose instance died after storing it, before its answer arrived, is stored once when the console re-sends it to another instance", async () => {
    // A third instance joins (as a rolling deploy's new one would), takes the event, and dies.
    const doomed = await startBenchApp({ databaseUrl: database.url, env: { TRUST_PROXY: "true", PUBLIC_URL: site } });
    apps.push(doomed);
    const match = (
      await orm.em.fork().find(Match, { round: "group", status: "scheduled" }, { orderBy: { matchDate: "asc" }, limit: 1 })
    )[0];
    let playerId = "";
    for (const teamId of [match.homeTeamId, match.awayTeamId]) {
      const squad = (await (await fetch(`${site}/api/players/team/${teamId}`)).json()) as Array<{ id: string; status: string }>;
      const ids = squad.filter((p) => p.status === "active").map((p) => p.id);
      const lineup = { starters: ids.slice(0, 11), substitutes: [], captainId: ids[0], goalkeeperId: ids[0] };
      expect((await call(site, "PUT", `/api/matches/${match.id}/lineups/${teamId}`, lineup)).status).toBe(200);
      playerId ||= ids[5];
    }
    expect((await call(site, "PATCH", `/api/matches/${match.id}`, { status: "live", minute: 30 })).status).toBe(200);

    const key = randomUUID();
    const card = { kind: "yellow_card", teamId: match.homeTeamId, playerId, minute: 31 };
    const send = (base: string, signal?: AbortSignal) =>
      fetch(`${base}/api/matches/${match.id}/events`, {
        method: "POST",
        signal,
        headers: { cookie, origin: site, "content-type": "application/json", "idempotency-key": key },
        body: JSON.stringify(card),
      });
    const lost = new AbortController();
    const first = send(doomed.baseUrl, lost.signal).catch(() => null);
    // The moment the event is committed, the instance is killed and the console's connection is gone.
    await expect.poll(() => orm.em.fork().count(MatchEvent, { matchId: match.id }), { timeout: 5000, interval: 5 }).toBe(1);
    doomed.process.kill("SIGKILL");
    lost.abort();
    await first;
    await new Promise((r) => doomed.process.once("exit", r));

    // The console re-sends through the site: the survivor answers the stored event, and adds nothing.
    const again = await send(site);
    expect(again.status).toBe(200);
    const events = await orm.em.fork().find(MatchEvent, { matchId: match.id });
    expect(events).toHaveLength(1);
    expect((await again.json()).event).toMatchObject({ id: events[0].id, kind: "yellow_card", minute: 31 });
    const third = await send(site);
    expect(third.status).toBe(200);
    expect(await orm.em.fork().count(MatchEvent, { matchId: match.id })).toBe(1);
  });
});
