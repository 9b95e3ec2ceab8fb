import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { get as httpGet, type IncomingHttpHeaders, type Server } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import express from "express";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import { startHarness, type Harness } from "../test/harness";
import { appRoutes } from "../test/app-routes";
import { ADMIN, createAccounts, signIn } from "../test/auth";
import { resolveUser } from "./auth/session";
import { MAX_BATCH_SIZE } from "@shared/api-limits";
import { pageCacheMiddleware } from "./http-cache";
import { sessionMiddleware } from "./auth/middleware";
import { pageCache, readCache } from "./read-cache";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em() as EntityManager);
});
afterAll(async () => {
  await h?.close();
});

/** Runs `count` requests, `parallel` at a time, and returns every response's status and ETag. */
async function flood(count: number, parallel: number, request: (i: number) => Promise<Response>) {
  const seen: Array<[number, string | null]> = [];
  for (let i = 0; i < count; i += parallel) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(parallel, count - i) }, async (_, j) => {
        const res = await request(i + j);
        await res.arrayBuffer();
        return [res.status, res.headers.get("etag")] as [number, string | null];
      }),
    );
    seen.push(...batch);
  }
  return seen;
}

/** A GET whose body is returned as sent (fetch would decompress it). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

describe("tRPC batches", () => {
  const batch = (calls: number, init: RequestInit = {}) =>
    fetch(`${h.url}/trpc/${Array(calls).fill("teams.list").join(",")}?batch=1`, init);

  it(`run up to ${MAX_BATCH_SIZE} calls and refuse more with a translated 400`, async () => {
    expect(MAX_BATCH_SIZE).toBe(10);
    const ok = await batch(MAX_BATCH_SIZE);
    expect(ok.status).toBe(200);
    expect(await ok.json()).toHaveLength(MAX_BATCH_SIZE);

    const refused = await batch(MAX_BATCH_SIZE + 1);
    expect(refused.status).toBe(400);
    expect(refused.headers.get("content-type")).toContain("application/json");
    expect(await refused.json()).toEqual({
      error: {
        code: "BAD_REQUEST",
        message: `A batch may hold at most ${MAX_BATCH_SIZE} calls; send the rest in another request.`,
      },
    });
    const spanish = await (await batch(300, { headers: { "accept-language": "es" } })).json();
    expect(spanish.error.message).toBe(
      `Un lote admite como máximo ${MAX_BATCH_SIZE} llamadas; envía el resto en otra solicitud.`,
    );
    // Mutations are batched by POST the same way.
    expect(
      (await batch(MAX_BATCH_SIZE + 1, { method: "POST", headers: { "content-type": "application/json" }, body: "{}" })).status,
    ).toBe(400);
  });
});

describe("REST read cache", () => {
  it("keys on what the procedure reads: 1,500 junk parameters share one entry and do not grow the cache", async () => {
    readCache.clear();
    const first = await fetch(`${h.url}/api/teams`);
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    const etag = first.headers.get("etag");
    // The copy is kept once compressed (off the event loop), then served as fetch accepts it.
    await vi.waitFor(async () =>
      expect(
        (await fetch(`${h.url}/api/teams`, { headers: { "if-none-match": etag! } })).headers.get("content-encoding"),
      ).toMatch(/br|gzip/),
    );
    const [entries, bytes] = [readCache.size, readCache.bytes];
    expect(entries).toBeGreaterThan(0);

    // Revalidating with the ETag keeps the flood light. (On a slow machine the entry may expire and be
    // reloaded meanwhile: same key, same body, so a 200 with the same ETag.)
    const seen = await flood(1_500, 25, (i) =>
      fetch(`${h.url}/api/teams?junk=${i}&more=${"x".repeat(i % 50)}`, { headers: { "if-none-match": etag! } }),
    );
    expect(seen.filter(([status, tag]) => ![200, 304].includes(status) || tag !== etag)).toEqual([]);
    expect([readCache.size, readCache.bytes]).toEqual([entries, bytes]);

    // The language is part of the key: a Spanish reader gets an entry of its own.
    await (await fetch(`${h.url}/api/teams?lang=es`)).arrayBuffer();
    await vi.waitFor(() => expect(readCache.size).toBe(entries + 1));
  }, 120_000);

  it("answers a conditional request with 304 even before the read is stored", async () => {
    const etag = (await fetch(`${h.url}/api/teams`)).headers.get("etag")!;
    readCache.clear();
    // A miss: rendered afresh, same body, so the same ETag and no body sent.
    const res = await fetch(`${h.url}/api/teams`, { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
    expect(res.headers.get("etag")).toBe(etag);
    expect(await res.text()).toBe("");
    readCache.clear();
    expect((await fetch(`${h.url}/api/teams`, { headers: { "if-none-match": '"other"' } })).status).toBe(200);
  });

  it("never keeps an admin's read for others: protected reads bypass it", async () => {
    const cookie = await signIn(h, ADMIN);
    const team = ((await (await fetch(`${h.url}/api/teams`)).json()) as Array<{ id: string }>)[0].id;
    for (let i = 0; i < 2; i++)
      expect((await fetch(`${h.url}/api/teams/${team}/texts`, { headers: { cookie } })).status).toBe(200);
    const anonymous = await fetch(`${h.url}/api/teams/${team}/texts`);
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).error.code).toBe("UNAUTHORIZED");
  });

  it("leaves paths that are no procedure alone: the calendar keeps its type", async () => {
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${h.url}/api/matches.ics`);
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toContain("text/calendar");
      await res.arrayBuffer();
    }
  });
});

describe("page cache", () => {
  // A stand-in for React Router behind the middleware, written the same way (status, headers, chunks).
  let renders = 0;
  let site: string;
  let server: Server;
  beforeAll(async () => {
    // Entries must not expire halfway through a flood on a slow machine: the clock stands still here.
    vi.useFakeTimers({ toFake: ["Date"] });
    const app = express();
    // As a CSP with nonces would be: a fresh policy and nonce upstream of the cache, on every response.
    app.use((_req, res, next) => {
      res.locals.nonce = randomBytes(9).toString("base64url");
      res.setHeader("Content-Security-Policy", `script-src 'nonce-${res.locals.nonce}'`);
      next();
    });
    // As in server/app.ts: the session is resolved (and a dead cookie cleared) before the page cache.
    // The app's own routes, with the `handle.cache` each declares, as server/app.ts gives the build's.
    const routes = await appRoutes();
    app.use(
      sessionMiddleware,
      pageCacheMiddleware(async () => ({ routes })),
    );
    app.get(/.*/, async (req, res) => {
      renders++;
      // A page that shows more to an admin, as /players does (emails).
      if ((await resolveUser(h.em() as EntityManager, req))?.role === "admin") res.locals.admin = true;
      if (req.path === "/missing") return res.status(404).send("not found");
      const delay = Number(req.headers["x-render-ms"] ?? 0);
      if (delay) return void setTimeout(() => page(req, res), delay);
      page(req, res);
    });
    function page(req: express.Request, res: express.Response) {
      if (req.query.lang === "es") res.append("Set-Cookie", "lang=es; Path=/");
      if (req.headers["x-set-cookie"]) res.append("Set-Cookie", String(req.headers["x-set-cookie"]));
      // A write committing while the page renders (the render may have read the data it replaced).
      if (req.headers["x-write-during-render"]) readCache.invalidate(["matches"]);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Content-Language", req.query.lang === "es" ? "es" : "en");
      res.write(`<!doctype html><p>${req.originalUrl}</p>`);
      // A page as large as the real ones (100–200 KB) is compressed; the small default is not.
      if (req.headers["x-padding"]) res.write(`<p>${"Trades Cup ".repeat(Number(req.headers["x-padding"]))}</p>`);
      if (res.locals.admin) res.write("<p>admin-only: player emails</p>");
      res.end(`<script nonce="${res.locals.nonce}">render ${renders}</script>`);
    }
    server = await new Promise((resolve) => {
      const s = app.listen(0, "127.0.0.1", () => resolve(s));
    });
    site = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    vi.useRealTimers();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  });

  /** The first visitor's page as it is kept for everyone else: without its nonce (decision 105). */
  const withoutNonce = (body: string) => body.replace(/ nonce="[^"]*"/g, "");

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const res = await fetch(`${site}${path}`, { headers });
    return { status: res.status, body: await res.text(), headers: res.headers };
  };

  it("renders a public page once for anonymous visitors and replays it with the headers it was sent with", async () => {
    pageCache.clear();
    const before = renders;
    const first = await get("/teams");
    const second = await get("/teams");
    const third = await get("/teams");
    expect(renders).toBe(before + 1);
    expect(second.body).toBe(withoutNonce(first.body));
    expect(third.body).toBe(second.body);
    expect(second.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(second.headers.get("content-language")).toBe("en");
    // The first visitor's nonce is theirs alone: the copy replayed to everyone else names its script by
    // hash instead (decision 105), the same for every replay, and carries no nonce at all.
    const nonce = /'nonce-([\w-]+)'/.exec(first.headers.get("content-security-policy")!)![1];
    expect(first.body).toContain(`nonce="${nonce}"`);
    const script = `render ${before + 1}`;
    const hash = createHash("sha256").update(script).digest("base64");
    for (const replay of [second, third]) {
      expect(replay.headers.get("content-security-policy")).toBe(`script-src 'sha256-${hash}'`);
      expect(replay.body).not.toContain("nonce");
      expect(replay.body).toContain(`<script>${script}</script>`);
    }
  });

  it("gives every junk parameter the same entry, rendered without the junk, and stays bounded", async () => {
    pageCache.clear();
    const first = await get("/players?junk=first");
    expect(first.body).toContain("<p>/players</p>");
    const before = renders;
    const seen = await flood(1_000, 25, (i) => fetch(`${site}/players?junk=${i}`));
    expect(seen.every(([status]) => status === 200)).toBe(true);
    expect(renders).toBe(before);
    expect(pageCache.size).toBe(1);

    // Parameters the page reads are part of the key; however many values are sent, the cache stays bounded.
    const { maxEntries, maxBytes } = pageCache.options;
    await flood(maxEntries + 200, 25, (i) => fetch(`${site}/teams?teamId=${i}`));
    expect(pageCache.size).toBe(maxEntries);
    expect(pageCache.bytes).toBeLessThanOrEqual(maxBytes);
    expect((await get("/teams?teamId=7&junk=1")).body).toContain("<p>/teams?teamId=7</p>");
  }, 120_000);

  it("keys on the language and keeps a response that only sets the language cookie", async () => {
    pageCache.clear();
    const before = renders;
    const spanish = await get("/tournament", { cookie: "lang=es" });
    expect((await get("/tournament", { "accept-language": "es-MX" })).body).toBe(withoutNonce(spanish.body));
    expect(renders).toBe(before + 1);
    // A URL naming the language is a page of its own: its canonical link names the language too.
    const named = await get("/tournament?lang=es");
    expect(named.headers.get("content-language")).toBe("es");
    expect((await get("/tournament?lang=es", { cookie: "lang=en" })).body).toBe(withoutNonce(named.body));
    expect(renders).toBe(before + 2);
    await get("/tournament");
    expect(renders).toBe(before + 3);
    // So is each origin the page was asked for: its links are absolute (app/lib/meta.ts).
    expect((await rawGet(`${site}/tournament`, { host: "other.example" })).status).toBe(200);
    expect(renders).toBe(before + 4);
  });

  it("never serves or keeps pages of signed-in visitors, personal cookies, other routes or failures", async () => {
    pageCache.clear();
    const before = renders;
    const session = (await signIn(h, ADMIN)).slice("session=".length);
    // However the cookie is written, authentication and the cache read it alike (a blank
    // before `=` signed the admin in while the cache took the request for an anonymous one).
    for (const cookie of [
      `session=${session}`,
      `session =${session}; signed_in=1`,
      `theme=dark;  session\t=\t${session} `,
      `session="${session}"`,
    ]) {
      const admin = await get("/players?q=Johnson", { cookie });
      expect(admin.body, cookie).toContain("admin-only");
      expect(admin.headers.get("cache-control"), cookie).toBe("no-store");
    }
    await get("/teams", { "x-set-cookie": "cart=1; Path=/" });
    await get("/admin");
    await get("/missing");
    expect(pageCache.size).toBe(0);
    const visitor = await get("/players?q=Johnson");
    expect(visitor.body).not.toContain("admin-only");
    expect(renders).toBe(before + 8);
    await vi.waitFor(() => expect(pageCache.size).toBe(1));
    // Once kept, the anonymous copy is not what an admin gets either.
    expect((await get("/players?q=Johnson", { cookie: `session =${session}` })).body).toContain("admin-only");
    expect(renders).toBe(before + 9);
  });

  it("answers credentials that resolve to no one as the anonymous visitor they are, clearing a dead cookie", async () => {
    pageCache.clear();
    await get("/teams", { cookie: "theme=dark" });
    await vi.waitFor(() => expect(pageCache.size).toBe(1));
    const before = renders;
    for (const value of ["%", "%zz", "%E0%A4%A", "abc", "a".repeat(32)]) {
      const dead = await get("/teams", { cookie: `theme=dark; session=${value}` });
      expect(dead.status, value).toBe(200);
      expect(dead.body, value).not.toContain("admin-only");
      expect(dead.headers.getSetCookie(), value).toContain("session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
    }
    expect((await get("/teams", { authorization: "Bearer tcapi_unknown" })).body).not.toContain("admin-only");
    // Served from the anonymous copy; nothing sent with a clearing cookie was kept.
    expect(renders).toBe(before);
    expect(pageCache.size).toBe(1);
  });

  it("keeps client navigations' .data answers per set of routes, and drops pages with the reads they show", async () => {
    pageCache.clear();
    await get("/teams.data?_routes=routes/teams");
    await get("/teams.data?_routes=root,routes/teams");
    await get("/_root.data?_routes=routes/home");
    await get("/players");
    expect(pageCache.size).toBe(4);
    const before = renders;
    await get("/teams.data?_routes=routes/teams&junk=1");
    expect(renders).toBe(before);

    readCache.invalidate(["matches"]); // neither /teams nor /players shows matches; the home page's Golden Boot does
    expect(pageCache.size).toBe(3);
    await get("/teams.data?_routes=routes/teams");
    expect(renders).toBe(before);
    readCache.invalidate(["teams"]);
    await get("/teams.data?_routes=routes/teams");
    expect(renders).toBe(before + 1);
    readCache.clear();
    expect(pageCache.size).toBe(0);
  });

  it("renders a missing page once however many visitors ask for it at the same time", async () => {
    pageCache.clear();
    const before = renders;
    const seen = await flood(40, 40, () => fetch(`${site}/shop`, { headers: { "x-render-ms": "100" } }));
    expect(seen.every(([status]) => status === 200)).toBe(true);
    expect(renders).toBe(before + 1);
    // A page that is not kept (here a personal cookie) is rendered by each request that waited for it.
    pageCache.clear();
    const uncacheable = await flood(3, 3, () =>
      fetch(`${site}/shop`, { headers: { "x-render-ms": "50", "x-set-cookie": "cart=1; Path=/" } }),
    );
    expect(uncacheable.every(([status]) => status === 200)).toBe(true);
    expect(renders).toBe(before + 4);
  });

  it("replays large pages compressed once, as each visitor accepts, with the body's ETag", async () => {
    pageCache.clear();
    const headers = { "x-padding": "2000" };
    const plain = await get("/tournament", headers);
    expect(plain.body.length).toBeGreaterThan(20_000);
    await vi.waitFor(() => expect(pageCache.size).toBe(1));
    const before = renders;
    const raw = async (encoding: string) => {
      const res = await rawGet(`${site}/tournament`, { ...headers, "accept-encoding": encoding });
      expect(res.status).toBe(200);
      return res;
    };
    const br = await raw("gzip, deflate, br, zstd");
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(withoutNonce(plain.body));
    const gz = await raw("gzip");
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(withoutNonce(plain.body));
    const identity = await raw("identity");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body.toString()).toBe(withoutNonce(plain.body));
    for (const res of [br, gz, identity]) {
      expect(res.headers.vary).toContain("Accept-Encoding");
      expect(Number(res.headers["content-length"])).toBe(res.body.length);
    }
    expect(br.body.length).toBeLessThan(plain.body.length / 10);
    expect(br.headers.etag).toMatch(/^".+"$/);
    expect(new Set([br.headers.etag, gz.headers.etag, identity.headers.etag]).size).toBe(1);
    const revalidated = await rawGet(`${site}/tournament`, {
      ...headers,
      "accept-encoding": "gzip",
      "if-none-match": String(gz.headers.etag),
    });
    expect(revalidated.status).toBe(304);
    expect(renders).toBe(before);
  });

  it("does not keep a page rendered while a write dropped cached reads", async () => {
    pageCache.clear();
    await get("/tournament", { "x-write-during-render": "1" });
    expect(pageCache.size).toBe(0);
    await get("/tournament");
    expect(pageCache.size).toBe(1);
  });
});
