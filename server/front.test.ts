import { randomBytes } from "node:crypto";
import { createGunzip } from "node:zlib";
import type { AddressInfo } from "node:net";
import { createServer, request, type RequestListener, type Server } from "node:http";
import express from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { startHarness, type Harness } from "../test/harness";
import { ADMIN, createAccounts, signIn } from "../test/auth";
import { createFront } from "./front";
import { pageCacheMiddleware } from "./http-cache";
import { appRoutes } from "../test/app-routes";
import { pageCache, readCache } from "./read-cache";

/**
 * The shortcut for cached reads (server/front.ts) against the whole stack it stands in for, as server.js
 * assembles it in production: helmet, compression, the app. Two listeners share the app and its caches:
 * `slow` always runs the stack, `fast` answers cached anonymous reads first and counts what it hands on.
 */
type Site = { slow: string; fast: string };
let h: Harness;
let api: Site;
let handedOn = 0;
const servers: Server[] = [];

async function listen(listener: RequestListener) {
  const server = createServer(listener);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Mounts `app` behind the production front; returns the two listeners' base URLs. */
async function both(app: express.Express): Promise<Site> {
  const front = createFront({ production: true, logRequests: false });
  const stack = express();
  stack.disable("x-powered-by");
  stack.use(front.middleware, app);
  return {
    slow: await listen(stack),
    fast: await listen(
      front.listener((req, res) => {
        handedOn++;
        stack(req, res);
      }),
    ),
  };
}

type Raw = { status: number; headers: string[]; body: Buffer };

/** A request answered as sent: header lines in order and case, body not decompressed. */
function raw(url: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  return new Promise<Raw>((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.rawHeaders, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end(body);
  });
}

/** The header lines but Date, which tells when, as name/value pairs. */
const lines = (r: Raw) => r.headers.flatMap((_, i, all) => (i % 2 || /^date$/i.test(all[i]) ? [] : [[all[i], all[i + 1]]]));
const header = (r: Raw, name: string) => lines(r).find(([n]) => n.toLowerCase() === name)?.[1];

/** Asks `fast` until the shortcut answers (the entry kept, this variant sent once through the stack), then the stack the same. */
async function shortcutAndStack(site: Site, path: string, headers: Record<string, string> = {}) {
  const shortcut = await vi.waitFor(
    async () => {
      const before = handedOn;
      const r = await raw(`${site.fast}${path}`, headers);
      expect(handedOn, `${path} ${JSON.stringify(headers)} answered before Express`).toBe(before);
      return r;
      // Kept once compressed off the event loop, which takes a while on a busy machine.
    },
    { timeout: 15_000, interval: 50 },
  );
  return { shortcut, stack: await raw(`${site.slow}${path}`, headers) };
}

/** Asks `fast`; says whether it handed the request on to the stack. */
async function handsOn(site: Site, path: string, headers: Record<string, string> = {}, method = "GET", body?: string) {
  const before = handedOn;
  const r = await raw(`${site.fast}${path}`, headers, method, body);
  return { handed: handedOn > before, r };
}

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em() as EntityManager);
  const { app } = await import("./app");
  api = await both(app);
});
afterEach(() => {
  vi.unstubAllEnvs();
});
afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  await h?.close();
});

describe("cached API reads before Express", () => {
  it("answer with the status, header lines and body the whole stack sends, in every encoding and as 304", async () => {
    readCache.clear();
    const teams = JSON.parse((await raw(`${api.slow}/api/teams`)).body.toString()) as Array<{ id: string }>;
    const team = teams[0].id;
    const etag = header(await raw(`${api.slow}/api/teams`), "etag")!;
    const cases: Array<[string, Record<string, string>]> = [
      ["/api/teams", {}],
      ["/api/teams", { "accept-encoding": "gzip, deflate, br, zstd" }],
      ["/api/teams", { "accept-encoding": "gzip" }],
      ["/api/teams", { "accept-encoding": "br;q=0, gzip;q=0.5" }],
      ["/api/teams", { "accept-encoding": "identity" }],
      ["/api/teams?junk=1", { "accept-encoding": "br" }],
      ["/api/teams", { "accept-language": "es-MX,es;q=0.9" }],
      ["/api/teams", { "if-none-match": etag }],
      ["/api/teams", { "if-none-match": etag, "accept-encoding": "br" }],
      [`/api/teams/${team}`, { "accept-encoding": "br" }],
      [`/api/teams/${team}/players`, { "accept-encoding": "gzip" }],
      ["/api/matches", { "accept-encoding": "br" }],
      ["/api/players", {}],
    ];
    const encodings = new Set<string | undefined>();
    for (const [path, headers] of cases) {
      const { shortcut, stack } = await shortcutAndStack(api, path, headers);
      const what = `${path} ${JSON.stringify(headers)}`;
      expect(shortcut.status, what).toBe(stack.status);
      expect(lines(shortcut), what).toEqual(lines(stack));
      expect(shortcut.body.equals(stack.body), what).toBe(true);
      encodings.add(header(shortcut, "content-encoding"));
    }
    // What the API gets today, all of it there: security headers, the strict policy, Vary, the ETag.
    const { shortcut } = await shortcutAndStack(api, "/api/teams", { "accept-encoding": "br" });
    const names = lines(shortcut).map(([n]) => n.toLowerCase());
    for (const name of [
      "content-security-policy",
      "permissions-policy",
      "strict-transport-security",
      "x-content-type-options",
      "x-frame-options",
      "referrer-policy",
      "vary",
      "etag",
      "content-type",
      "content-length",
      "content-language",
      "cache-control",
    ])
      expect(names, name).toContain(name);
    expect(header(shortcut, "content-security-policy")).toContain("default-src 'none'");
    expect(header(shortcut, "vary")).toBe("Accept-Language, Cookie, Accept-Encoding");
    expect(header(shortcut, "content-language")).toBe("en");
    expect(encodings).toEqual(new Set([undefined, "br", "gzip"]));
    const notModified = await shortcutAndStack(api, "/api/teams", { "if-none-match": etag });
    expect([notModified.shortcut.status, notModified.shortcut.body.length]).toEqual([304, 0]);
  }, 60_000);

  it("hand everything else to the stack: signed-in, credentials, other methods, encodings the middleware makes, other paths, language links, streams, misses", async () => {
    await shortcutAndStack(api, "/api/teams");
    const cookie = await signIn(h, ADMIN);
    const signedIn = await handsOn(api, "/api/teams", { cookie });
    expect(signedIn.handed).toBe(true);
    // The session middleware ran: an answer to a signed-in user is kept by no cache.
    expect(header(signedIn.r, "cache-control")).toBe("no-store");
    expect((await handsOn(api, "/api/teams", { authorization: "Bearer not-a-token" })).handed).toBe(true);
    expect((await handsOn(api, "/api/teams", {}, "HEAD")).handed).toBe(true);
    expect((await handsOn(api, "/api/teams?lang=es")).handed).toBe(true);
    expect((await handsOn(api, "/api/teams", { accept: "text/event-stream" })).handed).toBe(true);
    // Only deflate accepted: the compression middleware encodes the kept body itself, every time.
    for (let i = 0; i < 2; i++) {
      const deflated = await handsOn(api, "/api/teams", { "accept-encoding": "deflate" });
      expect([deflated.handed, header(deflated.r, "content-encoding")]).toEqual([true, "deflate"]);
    }
    expect((await handsOn(api, "/api/matches.ics")).handed).toBe(true);
    expect((await handsOn(api, "/api/teams/")).handed).toBe(true);
    expect((await handsOn(api, "/healthz")).handed).toBe(true);
    readCache.clear();
    expect((await handsOn(api, "/api/teams")).handed).toBe(true);
  });

  it("show a write at once: it drops the entry, the next read is the new data, then is answered early again", async () => {
    type Team = { id: string; points: number };
    const first = (await shortcutAndStack(api, "/api/teams")).shortcut;
    const before = JSON.parse(first.body.toString()) as Team[];
    const matches = JSON.parse((await raw(`${api.fast}/api/matches`)).body.toString()) as Array<{
      id: string;
      round: string;
      status: string;
      homeTeamId: string;
      homeScore: number | null;
      awayScore: number | null;
    }>;
    // Any group match not already 4–0: make it a 4–0 home win and expect the home team's points to follow.
    const match = matches.find(
      (m) => m.round === "group" && !(m.status === "completed" && m.homeScore === 4 && m.awayScore === 0),
    )!;
    const earned =
      match.status !== "completed" ? 0 : match.homeScore! > match.awayScore! ? 3 : match.homeScore === match.awayScore ? 1 : 0;
    const cookie = await signIn(h, ADMIN);
    const result = JSON.stringify({ status: "completed", homeScore: 4, awayScore: 0 });
    const write = await handsOn(
      api,
      `/api/matches/${match.id}`,
      { cookie, origin: api.fast, "content-type": "application/json" },
      "PATCH",
      result,
    );
    expect([write.handed, write.r.status]).toEqual([true, 200]);

    const next = await handsOn(api, "/api/teams");
    expect(next.handed).toBe(true);
    const pointsOf = (list: Team[]) => list.find((t) => t.id === match.homeTeamId)!.points;
    const after = JSON.parse(next.r.body.toString()) as Team[];
    expect(pointsOf(after)).toBe(pointsOf(before) - earned + 3);
    const { shortcut, stack } = await shortcutAndStack(api, "/api/teams");
    expect(JSON.parse(shortcut.body.toString())).toEqual(after);
    expect(lines(shortcut)).toEqual(lines(stack));
    expect(header(shortcut, "etag")).not.toBe(header(first, "etag"));
  });
});

describe("cached pages before Express", () => {
  // A stand-in for React Router behind the page cache, as in http-cache.test.ts: a fresh nonce upstream
  // on every response, a page as large as the real ones that holds it.
  let pages: Site;
  let pageRenders = 0;
  beforeAll(async () => {
    const app = express();
    app.disable("x-powered-by");
    app.use((_req, res, next) => {
      res.locals.nonce = randomBytes(9).toString("base64url");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
      next();
    });
    const routes = await appRoutes();
    app.use(pageCacheMiddleware(async () => ({ routes })));
    app.get(/.*/, (req, res) => {
      pageRenders++;
      if (req.query.lang === "es") res.append("Set-Cookie", "lang=es; Path=/");
      res.setHeader("Content-Type", req.path.endsWith(".data") ? "text/x-script" : "text/html; charset=utf-8");
      res.setHeader("Content-Language", "en");
      res.write(`<!doctype html><p>${req.originalUrl}</p><p>${"Trades Cup ".repeat(300)}</p>`);
      res.end(`<script nonce="${res.locals.nonce}"></script>`);
    });
    pages = await both(app);
  });

  it("answer as the stack does, the cached page's own policy included, and hand on what is not a plain anonymous hit", async () => {
    pageCache.clear();
    vi.stubEnv("ALLOWED_HOSTS", "cup.example, other.example");
    // Pages are kept per site origin: both listeners are asked as one host.
    const host = { host: "cup.example" };
    const cases: Array<[string, Record<string, string>]> = [
      ["/", host],
      ["/", { ...host, "accept-encoding": "gzip, deflate, br, zstd" }],
      ["/teams?teamId=abc&junk=1", { ...host, "accept-encoding": "gzip" }],
      ["/teams.data?_routes=routes%2Fteams", { ...host, "accept-encoding": "br" }],
      ["/tournament", { "accept-language": "es", host: "other.example" }],
    ];
    for (const [path, headers] of cases) {
      const { shortcut, stack } = await shortcutAndStack(pages, path, headers);
      const what = `${path} ${JSON.stringify(headers)}`;
      expect(shortcut.status, what).toBe(stack.status);
      expect(lines(shortcut), what).toEqual(lines(stack));
      expect(shortcut.body.equals(stack.body), what).toBe(true);
    }
    const page = await shortcutAndStack(pages, "/", { ...host, "accept-encoding": "br" });
    // The kept page names its script by hash: no nonce is shared by every visitor (decision 105).
    expect(header(page.shortcut, "content-security-policy")).toMatch(/^script-src 'sha256-[\w+/]+={0,2}'$/);
    const etag = header(page.shortcut, "etag")!;
    const revalidated = await shortcutAndStack(pages, "/", { ...host, "accept-encoding": "br", "if-none-match": etag });
    expect([revalidated.shortcut.status, lines(revalidated.shortcut)]).toEqual([304, lines(revalidated.stack)]);

    // The language link sets the language cookie upstream; sessions, other routes and other methods are the stack's.
    expect((await handsOn(pages, "/?lang=es", host)).handed).toBe(true);
    expect((await handsOn(pages, "/", { ...host, cookie: "session=abc" })).handed).toBe(true);
    expect((await handsOn(pages, "/admin", host)).handed).toBe(true);
    expect((await handsOn(pages, "/", host, "HEAD")).handed).toBe(true);

    // A host this site is not: refused before the page is rendered, kept or replayed. (The pages handed on
    // above are stored once compressed, off the event loop, after their answers: counted once they are in.)
    await vi.waitFor(
      async () => {
        const before = pageCache.size;
        await new Promise((r) => setTimeout(r, 100));
        expect(pageCache.size).toBe(before);
      },
      { timeout: 5000, interval: 0 },
    );
    const [renders, kept] = [pageRenders, pageCache.size];
    for (const path of ["/", "/teams?teamId=abc", "/players"])
      expect((await raw(`${pages.fast}${path}`, { host: "evil.example" })).status).toBe(421);
    expect([pageRenders, pageCache.size]).toEqual([renders, kept]);
  });
});

describe("live streams behind the front", () => {
  // The fan-out writes each change's bytes straight to the sockets (server/live.ts): the compressor must
  // never be between, also for a client that did not say it wants a stream (`no-transform` keeps it off).
  it("carry each change intact and uncompressed, also to a client that asked without Accept: text/event-stream", async () => {
    const encodings: Array<string | undefined> = [];
    const { liveHub } = await import("./live");
    const change = {
      matchId: "front-live-1",
      homeScore: 3,
      awayScore: 1,
      homePenalties: null,
      awayPenalties: null,
      status: "live",
      minute: 60,
      at: new Date(0).toISOString(),
    };
    const read = (headers: Record<string, string>) =>
      new Promise<string>((resolve, reject) => {
        const req = request(`${api.slow}/trpc/matches.live?input=${encodeURIComponent("{}")}`, { headers }, (res) => {
          encodings.push(res.headers["content-encoding"]);
          const decoded = res.headers["content-encoding"] === "gzip" ? res.pipe(createGunzip()) : res;
          let text = "";
          decoded.on("data", (chunk: Buffer) => {
            text += chunk.toString("utf8");
            if (text.includes("event: connected") && !text.includes("front-live-1") && !emitted) {
              emitted = true;
              liveHub.emit("live", change, 999_001);
            }
            if (text.includes("front-live-1") && text.endsWith("\n\n")) {
              req.destroy();
              resolve(text);
            }
          });
          decoded.on("error", reject);
        });
        let emitted = false;
        req.on("error", (e) => (req.destroyed ? undefined : reject(e)));
        req.end();
      });
    const asked: Array<Record<string, string>> = [{ accept: "text/event-stream" }, { "accept-encoding": "gzip" }];
    for (const headers of asked) {
      const text = await read(headers);
      const frame = text.split("\n\n").find((f) => f.includes("front-live-1"))!;
      expect(frame, JSON.stringify(headers)).toMatch(/^id: 999001\ndata: /);
      const data = JSON.parse(frame.split("data: ")[1]) as { json: typeof change };
      expect(data.json, JSON.stringify(headers)).toEqual(change);
    }
    expect(encodings).toEqual([undefined, undefined]);
  });
});

describe("hosts this site is not", () => {
  const text = (r: Raw) => r.body.toString();

  it("get 421 before anything renders or any cache answers, without their name in the answer", async () => {
    await shortcutAndStack(api, "/api/teams");
    for (const site of [api.fast, api.slow]) {
      for (const host of [
        "evil.example",
        "evil.example:80",
        "127.0.0.1.evil.example",
        "localhost.evil.example",
        "evil@localhost",
        "localhost/x",
        "tradescup.example",
      ]) {
        const refused = await raw(`${site}/api/teams`, { host });
        expect(refused.status, host).toBe(421);
        expect(JSON.parse(text(refused)), host).toEqual({
          error: { code: "MISDIRECTED_REQUEST", message: "This site does not answer for that host name." },
        });
        expect(text(refused), host).not.toContain("evil");
        const page = await raw(`${site}/teams`, { host, "accept-language": "es" });
        expect([page.status, text(page)], host).toEqual([421, "Este sitio no responde a ese nombre de host."]);
      }
    }
    // The shortcut left them to the stack's guard, cached or not.
    expect((await handsOn(api, "/api/teams", { host: "evil.example" })).handed).toBe(true);
    // Orchestrators probe health by address.
    expect((await raw(`${api.slow}/healthz`, { host: "10.0.0.7:3000" })).status).toBe(200);
  });

  it("answers this machine however it is named, PUBLIC_URL's host and ALLOWED_HOSTS", async () => {
    const port = new URL(api.slow).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      "LOCALHOST",
      `[::1]:${port}`,
      "127.1",
      "127.5.6.7",
      "app.localhost",
      "[::ffff:127.0.0.1]",
    ]) {
      expect((await raw(`${api.slow}/api/teams`, { host })).status, host).toBe(200);
    }
    vi.stubEnv("PUBLIC_URL", "https://tradescup.example");
    vi.stubEnv("ALLOWED_HOSTS", "www.tradescup.example,cup.example");
    for (const host of ["tradescup.example", "TradesCup.Example:443", "www.tradescup.example", "cup.example.", "localhost"]) {
      expect((await raw(`${api.slow}/api/teams`, { host })).status, host).toBe(200);
    }
    expect((await raw(`${api.slow}/api/teams`, { host: "evil.example" })).status).toBe(421);
    expect((await raw(`${api.slow}/api/teams`, { host: "sub.tradescup.example" })).status).toBe(421);
  });

  it("behind a trusted proxy checks the host the proxy forwards", async () => {
    vi.stubEnv("ALLOWED_HOSTS", "cup.example");
    const local = { host: new URL(api.slow).host };
    expect((await raw(`${api.slow}/api/teams`, { ...local, "x-forwarded-host": "evil.example" })).status).toBe(200);
    vi.stubEnv("TRUST_PROXY", "true");
    expect((await raw(`${api.slow}/api/teams`, { ...local, "x-forwarded-host": "evil.example" })).status).toBe(421);
    expect((await raw(`${api.slow}/api/teams`, { host: "evil.example", "x-forwarded-host": "cup.example" })).status).toBe(200);
  });
});
