/**
 * The REST API's HTTP manners (server/http-api.ts): /api/v1, Content-Language and
 * Vary, Cache-Control and ETags of public reads, HEAD, 405 with Allow, CORS for CORS_ORIGINS.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, browser, createAccounts, signIn } from "../test/auth";
import { startHarness, type Harness } from "../test/harness";
import { ERROR_CACHE_CONTROL, PUBLIC_READ_CACHE_CONTROL } from "./http-api";

let h: Harness;
let cookie: string;
let matchId: string;

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  cookie = await signIn(h, ADMIN);
  matchId = (await h.caller().matches.list())[0].id;
}, 120_000);
afterAll(() => h?.close());
afterEach(() => {
  delete process.env.CORS_ORIGINS;
});

const get = (path: string, init: RequestInit = {}) => fetch(`${h.url}${path}`, init);

describe("the API's version prefix", () => {
  it("answers /api/v1/… as /api/…, reads and writes", async () => {
    for (const path of ["/teams", `/matches/${matchId}`, "/tournaments"]) {
      const [v1, plain] = await Promise.all([get(`/api/v1${path}`), get(`/api${path}`)]);
      expect(v1.status, path).toBe(200);
      expect(await v1.json()).toEqual(await plain.json());
    }
    const refused = await fetch(`${h.url}/api/v1/matches/${matchId}`, {
      method: "PATCH",
      headers: { "content-type": "application/json" },
      body: "{}",
    });
    expect(refused.status).toBe(401);
    expect((await get("/api/v1/no-such-thing")).status).toBe(404);
  });
});

describe("language", () => {
  it("names the answer's language and varies on what picks it", async () => {
    const en = await get("/api/teams");
    expect(en.headers.get("content-language")).toBe("en");
    expect(en.headers.get("vary")).toMatch(/Accept-Language/);
    const es = await get("/api/teams", { headers: { "accept-language": "es-MX,es;q=0.9" } });
    expect(es.headers.get("content-language")).toBe("es");
    const refused = await get("/api/no-such-thing?lang=es");
    expect(refused.headers.get("content-language")).toBe("es");
    expect((await refused.json()).error.message).toBe("No encontrado.");
  });
});

describe("caching", () => {
  it("lets shared caches keep public reads briefly, with an ETag a repeat can send back for a 304", async () => {
    for (const path of ["/api/teams", "/api/tournaments", `/api/matches/${matchId}/events`]) {
      const first = await get(path);
      expect(first.headers.get("cache-control"), path).toBe(PUBLIC_READ_CACHE_CONTROL);
      const etag = first.headers.get("etag");
      expect(etag, path).toMatch(/^"[\w-]+"$/);
      const again = await get(path, { headers: { "if-none-match": etag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe("");
    }
  });

  it("keeps only successful public reads: an error to a public read is not stored and has no ETag", async () => {
    const unknownMatch = `/api/matches/${crypto.randomUUID()}`;
    for (const [path, status] of [
      ["/api/teams?limit=0", 400],
      ["/api/players?position=striker", 400],
      ["/api/teams?cursor=garbage", 400],
      [unknownMatch, 404],
      [`/api/v1/matches/${crypto.randomUUID()}/events`, 404],
    ] as const) {
      for (const method of ["GET", "HEAD"]) {
        // A client sending a validator it holds does not turn an error into a 304.
        const res = await get(path, { method, headers: { "if-none-match": '"x"' } });
        expect(res.status, `${method} ${path}`).toBe(status);
        expect(res.headers.get("cache-control"), `${method} ${path}`).toBe(ERROR_CACHE_CONTROL);
        expect(res.headers.get("etag"), `${method} ${path}`).toBeNull();
      }
    }
    // The same paths answer as cacheable reads again when they succeed.
    const ok = await get("/api/teams?limit=1");
    expect([ok.status, ok.headers.get("cache-control")]).toEqual([200, PUBLIC_READ_CACHE_CONTROL]);
    expect(ok.headers.get("etag")).toMatch(/^"[\w-]+"$/);
    expect((await get("/api/teams?limit=1", { headers: { "if-none-match": ok.headers.get("etag")! } })).status).toBe(304);
  });

  it("keeps personal and admin answers out of shared caches", async () => {
    for (const path of [`/api/cart/${crypto.randomUUID()}`, "/api/auth/me"]) {
      expect((await get(path)).headers.get("cache-control"), path).toBe("private, no-store");
    }
    const signedIn = await get("/api/teams", { headers: { cookie } });
    expect(signedIn.headers.get("cache-control")).toBe("no-store");
    const adminRead = await get("/api/webhooks", { headers: { cookie } });
    expect(adminRead.status).toBe(200);
    expect(adminRead.headers.get("cache-control")).toBe("no-store");
    const anonymousAdminRead = await get("/api/webhooks");
    expect(anonymousAdminRead.status).toBe(401);
    expect(anonymousAdminRead.headers.get("cache-control")).toBe("private, no-store");
  });
});

describe("methods", () => {
  it("answers HEAD wherever GET is, with the GET's headers and no body", async () => {
    for (const path of ["/api/teams", `/api/matches/${matchId}`, "/api/tournaments", "/api/openapi.json"]) {
      const [head, got] = await Promise.all([get(path, { method: "HEAD" }), get(path)]);
      expect(head.status, path).toBe(200);
      expect(await head.text()).toBe("");
      expect(head.headers.get("content-type"), path).toBe(got.headers.get("content-type"));
      expect(head.headers.get("etag"), path).toBe(got.headers.get("etag"));
    }
    expect((await get("/api/matches/00000000-0000-4000-8000-000000000000", { method: "HEAD" })).status).toBe(404);
  });

  it("answers a method a path does not have with 405 and Allow, in the asker's language", async () => {
    const res = await get("/api/teams?lang=es", { method: "DELETE", headers: { cookie, origin: h.url } });
    expect(res.status).toBe(405);
    expect(res.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect((await res.json()).error).toEqual({
      code: "METHOD_NOT_ALLOWED",
      message: "DELETE no está permitido aquí; esta ruta responde a GET, HEAD, OPTIONS.",
    });
    const events = await get(`/api/matches/${matchId}/events`, {
      method: "PUT",
      headers: { cookie, origin: h.url, "content-type": "application/json" },
      body: "{}",
    });
    expect(events.status).toBe(405);
    expect(events.headers.get("allow")).toBe("GET, HEAD, OPTIONS, POST");
  });
});

describe("CORS", () => {
  const partner = "https://partner.example";

  it("is off by default: no origin is allowed", async () => {
    const res = await get("/api/teams", { headers: { origin: partner } });
    expect(res.status).toBe(200);
    expect(res.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("allows the CORS_ORIGINS origins only, answers their preflights, and lets their token-carrying writes through", async () => {
    process.env.CORS_ORIGINS = `${partner},https://other.example`;
    const read = await get("/api/teams", { headers: { origin: partner } });
    expect(read.headers.get("access-control-allow-origin")).toBe(partner);
    expect(read.headers.get("access-control-expose-headers")).toMatch(/ETag.*Location.*Link.*X-Total-Count.*RateLimit/);
    expect(read.headers.get("vary")).toMatch(/Origin/);
    expect(
      (await get("/api/teams", { headers: { origin: "https://evil.example" } })).headers.get("access-control-allow-origin"),
    ).toBeNull();

    const preflight = await get(`/api/v1/matches/${matchId}/events`, {
      method: "OPTIONS",
      headers: {
        origin: partner,
        "access-control-request-method": "POST",
        "access-control-request-headers": "authorization, content-type, idempotency-key",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(partner);
    expect(preflight.headers.get("access-control-allow-methods")).toBe("GET,POST,HEAD");
    expect(preflight.headers.get("access-control-allow-headers")).toMatch(/Authorization.*Content-Type.*Idempotency-Key/);
    expect(preflight.headers.get("access-control-allow-credentials")).toBeNull();

    // A write from the partner's page carries its token, not a session: the origin check lets it through
    // to authentication (here: no token, so 401), while a cookie-carrying one from there stays refused.
    const write = await get(`/api/matches/${matchId}`, {
      method: "PATCH",
      headers: { origin: partner, "content-type": "application/json" },
      body: "{}",
    });
    expect(write.status).toBe(401);
    const withCookie = await get(`/api/matches/${matchId}`, {
      method: "PATCH",
      headers: { ...browser(h, cookie), origin: partner },
      body: "{}",
    });
    expect(withCookie.status).toBe(403);
    const elsewhere = await get(`/api/matches/${matchId}`, {
      method: "PATCH",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(elsewhere.status).toBe(403);
  });
});

describe("rate limits", () => {
  it("say their policy and what is left on each answer, and when to come back on a 429", async () => {
    const inquiry = {
      companyName: "Limits Inc",
      contactName: "Rae Limit",
      email: "rae@limits.example",
      sponsorshipTier: "standard",
      message: "We would like to talk about a partnership.",
    };
    const send = () =>
      get("/api/sponsor-inquiries", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(inquiry),
      });
    for (let left = 4; left >= 0; left--) {
      const res = await send();
      expect(res.status).toBe(200);
      expect(res.headers.get("ratelimit-policy")).toBe('"sponsorInquiry";q=5;w=900');
      expect(res.headers.get("ratelimit")).toMatch(new RegExp(`^"sponsorInquiry";r=${left};t=\\d+$`));
      expect(res.headers.get("retry-after")).toBeNull();
    }
    const refused = await send();
    expect(refused.status).toBe(429);
    expect(refused.headers.get("ratelimit")).toMatch(/^"sponsorInquiry";r=0;t=\d+$/);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await refused.json()).error.code).toBe("TOO_MANY_REQUESTS");
  });
});

describe("Idempotency-Key on POST", () => {
  const subscribe = (email: string, key?: string, lang = "en") =>
    get(`/api/newsletter/subscribe?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
      body: JSON.stringify({ email }),
    });

  it("replays the first answer to the same request for the same key, once stored", async () => {
    const key = crypto.randomUUID();
    const email = `idem-${key}@example.com`;
    const first = await subscribe(email, key);
    expect(first.status).toBe(200);
    const body = await first.json();
    const again = await subscribe(email, key);
    expect(again.status).toBe(200);
    expect(again.headers.get("idempotent-replayed")).toBe("true");
    expect(await again.json()).toEqual(body);
    // Without the key, the same subscription is a duplicate (409): the replay did not run it again.
    expect((await subscribe(email)).status).toBe(409);
  });

  it("refuses the same key for another request (422), and a malformed key (400), naming the header, translated", async () => {
    const key = crypto.randomUUID();
    expect((await subscribe(`idem-a-${key}@example.com`, key)).status).toBe(200);
    const other = await subscribe(`idem-b-${key}@example.com`, key, "es");
    expect(other.status).toBe(422);
    expect((await other.json()).error).toMatchObject({
      code: "UNPROCESSABLE_CONTENT",
      fields: { "Idempotency-Key": expect.stringContaining("ya se usó") },
    });
    const bad = await subscribe(`idem-c-${key}@example.com`, "x".repeat(300));
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.fields["Idempotency-Key"]).toMatch(/1 to 255/);
  });

  it("keeps a refusal too (a 4xx is the answer), and keys are each caller's own", async () => {
    const key = crypto.randomUUID();
    const refused = await subscribe("not an email", key);
    expect(refused.status).toBe(400);
    const again = await subscribe("not an email", key);
    expect([again.status, again.headers.get("idempotent-replayed")]).toEqual([400, "true"]);
    // The admin's key of the same name is another key.
    const asAdmin = await get("/api/newsletter/subscribe", {
      method: "POST",
      headers: { ...browser(h, cookie), "idempotency-key": key },
      body: JSON.stringify({ email: `idem-admin-${key}@example.com` }),
    });
    expect(asAdmin.status).toBe(200);
    expect(asAdmin.headers.get("idempotent-replayed")).toBeNull();
  });
});

describe("Idempotency-Key by credential, and never a secret", () => {
  const post = (path: string, body: unknown, headers: Record<string, string>, key: string, lang = "en") =>
    get(`/api${path}?lang=${lang}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...headers, "idempotency-key": key },
      body: JSON.stringify(body),
    });
  const session = () => ({ cookie, origin: h.url });
  /** A token of the signed-in admin with these scopes (made without a key). */
  const tokenWith = async (scopes: string[]) => {
    const res = await post("/tokens", { name: `Partner ${scopes.join(" ")}`, scopes }, session(), crypto.randomUUID());
    return { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
  };
  const storedBodies = async () =>
    (await h.em().getConnection().execute<Array<{ body: string | null }>>(`select "body" from "idempotency_keys"`)).map(
      (r) => r.body,
    );

  it("answers another credential of the same admin for itself: a read token gets its own 403, never the session's token", async () => {
    const key = crypto.randomUUID();
    const body = { name: "Scoreboard", scopes: ["read"] };
    const minted = await post("/tokens", body, session(), key);
    expect(minted.status).toBe(201);
    const { token } = (await minted.json()) as { token: string };
    const read = await tokenWith(["read"]);
    const replayed = await post("/tokens", body, read, key);
    expect(replayed.status).toBe(403);
    expect(replayed.headers.get("idempotent-replayed")).toBeNull();
    expect(await replayed.text()).not.toContain(token);

    // A webhook's secret alike: a read token is refused for its scope; an admin token's key is its own.
    const hook = { url: "https://8.8.8.8/hooks", events: ["order.paid"] };
    const hookKey = crypto.randomUUID();
    const registered = await post("/webhooks", hook, session(), hookKey);
    expect(registered.status).toBe(201);
    const { secret, id } = (await registered.json()) as { secret: string; id: string };
    const scoped = await post("/webhooks", hook, read, hookKey);
    expect(scoped.status).toBe(403);
    expect(await scoped.text()).toContain("admin");
    const asAdminToken = await post("/webhooks", hook, await tokenWith(["admin"]), hookKey);
    expect(asAdminToken.status).toBe(201);
    const own = (await asAdminToken.json()) as { secret: string; id: string };
    expect([own.id === id, own.secret === secret]).toEqual([false, false]);
  });

  it("never keeps an answer holding a secret: the same session's repeat is 409 already done, pointing at what was made", async () => {
    const key = crypto.randomUUID();
    const body = { name: "Repeat", scopes: ["read"] };
    const minted = await post("/tokens", body, session(), key);
    expect(minted.status).toBe(201);
    const { token, id } = (await minted.json()) as { token: string; id: string };
    const again = await post("/tokens", body, session(), key, "es");
    expect(again.status).toBe(409);
    expect(again.headers.get("location")).toBe(`/api/tokens/${id}`);
    const text = await again.text();
    expect(text).not.toContain(token);
    expect(JSON.parse(text)).toMatchObject({
      error: { code: "CONFLICT", message: expect.stringContaining(`Ya hecho: esta Idempotency-Key creó /api/tokens/${id}`) },
    });

    const hook = { url: "https://8.8.8.8/again", events: ["order.paid"] };
    const hookKey = crypto.randomUUID();
    const registered = await post("/webhooks", hook, session(), hookKey);
    const { secret, id: hookId } = (await registered.json()) as { secret: string; id: string };
    const repeat = await post("/webhooks", hook, session(), hookKey);
    expect([repeat.status, repeat.headers.get("location")]).toEqual([409, `/api/webhooks/${hookId}`]);
    expect(await repeat.text()).not.toContain(secret);
    // Nothing kept under any key holds a secret.
    expect((await storedBodies()).filter((b) => b && /tcapi_|whsec_/.test(b))).toEqual([]);
  });

  it("does not keep a 429: the repeat is answered for real", async () => {
    const inquiry = {
      companyName: "Again Inc",
      contactName: "Al Again",
      email: "al@again.example",
      sponsorshipTier: "standard",
      message: "We would like to talk about a partnership.",
    };
    // This address's inquiries are used up (each send with a key of its own)…
    for (let i = 0; i < 10; i++) if ((await post("/sponsor-inquiries", inquiry, {}, crypto.randomUUID())).status === 429) break;
    const key = crypto.randomUUID();
    const first = await post("/sponsor-inquiries", inquiry, {}, key);
    expect(first.status).toBe(429);
    // …and the 429 under this key is not what a repeat gets back: it is asked again.
    const again = await post("/sponsor-inquiries", inquiry, {}, key);
    expect(again.status).toBe(429);
    expect(again.headers.get("idempotent-replayed")).toBeNull();
  });
});
