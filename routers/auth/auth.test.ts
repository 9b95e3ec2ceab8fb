import http from "node:http";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiToken, RateLimit, Session, User } from "../../db/entities/index";
import { createServerCaller } from "../../server/context";
import { bootstrapAdmins, DEMO_ADMIN, upsertAdmin } from "../../server/auth/admins";
import { createSession } from "../../server/auth/session";
import { hashToken } from "../../server/auth/tokens";
import { startHarness, type Harness } from "../../test/harness";
import { ADMIN, PLAYER, browser, createAccounts, failSignIn, signIn } from "../../test/auth";
import { SIGN_IN_MAX_WAIT_SECONDS, pairWaitSeconds, signInBlockedFor, signInStanding } from "../../server/auth/throttle";
import { RATE_LIMITS } from "../../server/rate-limits";

const DAY = 24 * 3600 * 1000;
// The sign-in limits as server/rate-limits.ts declares them.
const SIGN_IN_FREE_FAILURES = RATE_LIMITS.signInPair.max;
const SIGN_IN_LIMIT_PER_IP = RATE_LIMITS.signInAddress.max;
const SIGN_IN_WINDOW_MS = RATE_LIMITS.signInAddress.windowMs;
let h: Harness;
let adminId: string;
let playerId: string;

beforeAll(async () => {
  h = await startHarness();
  const { admin, player } = await createAccounts(h.em());
  adminId = admin.id;
  playerId = player.id;
});
afterAll(async () => {
  await h?.close();
});
// Every test signs in from 127.0.0.1: each starts with fresh sign-in counters.
beforeEach(async () => {
  await h.em().nativeDelete(RateLimit, {});
});

const me = async (headers: Record<string, string> = {}) => {
  const res = await fetch(`${h.url}/api/auth/me`, { headers });
  return { res, body: (await res.json()) as { user: { email: string; role: string } | null; authMode: string } };
};
const login = (body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${h.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const putMetrics = (headers: Record<string, string>, body: Record<string, number> = METRICS) =>
  fetch(`${h.url}/api/tournament-metrics`, {
    method: "PUT",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
const METRICS = {
  totalParticipants: 10,
  completedMatches: 0,
  activeTeams: 32,
  upcomingMatches: 48,
  averageAttendance: 1200,
  totalSponsors: 5,
  eventDuration: 45,
  prizePool: 250_000_000,
};

describe("sign-in", () => {
  it("sets an HttpOnly, SameSite=Lax session cookie (not Secure over plain HTTP) and stores only the token's SHA-256", async () => {
    const res = await login({ email: "Chief@TradesCup.test", password: ADMIN.password });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { user: { email: string; role: string }; expiresAt: string };
    expect(body.user).toMatchObject({ email: ADMIN.email, role: "admin" });
    expect(body).not.toHaveProperty("user.passwordHash");
    const cookie = res.headers.getSetCookie()[0];
    expect(cookie).toMatch(/^session=[a-z2-7]{32}; Path=\/; HttpOnly; SameSite=Lax; Expires=/);
    expect(cookie).not.toContain("Secure");
    // Beside it, the hint a page's script may read (no secret: the account box loads only when it is there).
    const hint = res.headers.getSetCookie()[1];
    expect(hint).toMatch(/^signed_in=1; Path=\/; SameSite=Lax; Expires=/);
    expect(hint).not.toContain("HttpOnly");
    const token = /^session=([^;]+)/.exec(cookie)![1];
    const stored = await h.em().findOne(Session, hashToken(token));
    expect(stored?.userId).toBe(adminId);
    expect(await h.em().findOne(Session, token)).toBeNull();
    expect(stored!.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);

    const { body: who } = await me({ cookie: `session=${token}` });
    expect(who).toEqual({ user: expect.objectContaining({ email: ADMIN.email, role: "admin" }), authMode: "required" });
  });

  it("answers a wrong password and an unknown email alike: 401, same message, in the caller's language", async () => {
    const wrong = await login({ email: ADMIN.email, password: "not-the-password" });
    const unknown = await login({ email: "nobody@tradescup.test", password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const a = await wrong.json();
    expect(a).toEqual({ error: { code: "UNAUTHORIZED", message: "Incorrect email or password." } });
    expect(await unknown.json()).toEqual(a);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    const es = await login({ email: ADMIN.email, password: "nope-nope" }, { "accept-language": "es" });
    expect(((await es.json()) as { error: { message: string } }).error.message).toBe("Correo o contraseña incorrectos.");
  });

  it("refuses bad input naming the fields", async () => {
    const res = await login({ email: "not-an-email", password: "" });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
      email: "Please enter a valid email address",
      password: "Password is required",
    });
  });

  it("counts only failures: an admin signing in often is never locked out", async () => {
    for (let i = 0; i <= 2 * SIGN_IN_FREE_FAILURES; i++) expect((await login(ADMIN)).status).toBe(200);
  });

  it("rate-limits attempts per address, whatever the account (password spraying)", async () => {
    const caller = createServerCaller({ em: h.em(), lang: "es", user: null, authMode: "required", ip: "10.2.0.1" });
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      await expect(caller.auth.login({ email: `user${i}@tradescup.test`, password: "guess-guess" })).rejects.toMatchObject({
        code: "UNAUTHORIZED",
      });
    }
    // Past the limit every wrong or unknown answer is a 429, so the sprayer learns nothing more.
    for (const email of ["user99@tradescup.test", ADMIN.email]) {
      const refused = caller.auth.login({ email, password: "guess-guess" });
      await expect(refused).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    }
  });

  it("answers a wrong password for a 251-character email with 401, not a server error", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(54)}.com`;
    expect(email).toHaveLength(251);
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++) expect((await login({ email, password: "guess-guess" })).status).toBe(401);
    expect((await login({ email, password: "guess-guess" })).status).toBe(429);
  });
});

describe("sign-in throttle cannot lock the admin out", () => {
  const from = (ip: string) => createServerCaller({ em: h.em(), lang: "en", user: null, authMode: "required", ip });
  const guess = (ip: string) =>
    from(ip)
      .auth.login({ email: ADMIN.email, password: "guess-guess" })
      .then(
        () => 200,
        (e: { code: string }) => e.code,
      );

  it("a dozen wrong passwords from one address: the guesser is slowed then refused, the right password from another address signs in", async () => {
    const outcomes = [];
    for (let i = 0; i < 12; i++) outcomes.push(await guess("203.0.113.66"));
    expect(outcomes.slice(0, SIGN_IN_FREE_FAILURES + 1)).toEqual(Array(SIGN_IN_FREE_FAILURES + 1).fill("UNAUTHORIZED"));
    expect(outcomes.slice(SIGN_IN_FREE_FAILURES + 1)).toEqual(Array(12 - SIGN_IN_FREE_FAILURES - 1).fill("TOO_MANY_REQUESTS"));
    await expect(from("203.0.113.66").auth.login(ADMIN)).rejects.toMatchObject({ code: "TOO_MANY_REQUESTS" });
    await expect(from("198.51.100.7").auth.login(ADMIN)).resolves.toMatchObject({ user: { email: ADMIN.email } });
    // Over REST too (every request here comes from 127.0.0.1, a different address from the guesser).
    expect((await login(ADMIN)).status).toBe(200);
  });

  it("the wait doubles with each further failure of the same pair, and passes", async () => {
    const em = h.em();
    const t0 = new Date("2026-11-23T12:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const blockedFor = async (ip: string, now: Date) => signInBlockedFor(await signInStanding(em, ip, ADMIN.email, now));
    for (let i = 0; i < SIGN_IN_FREE_FAILURES; i++) await failSignIn(em, "192.0.2.9", ADMIN.email, t0);
    expect(await blockedFor("192.0.2.9", t0)).toBeNull();
    await failSignIn(em, "192.0.2.9", ADMIN.email, t0);
    expect(await blockedFor("192.0.2.9", t0)).toBe(pairWaitSeconds(SIGN_IN_FREE_FAILURES + 1));
    expect(await blockedFor("192.0.2.9", at(1))).toBeNull();
    await failSignIn(em, "192.0.2.9", ADMIN.email, at(1));
    expect(await blockedFor("192.0.2.9", at(1))).toBe(2 * pairWaitSeconds(SIGN_IN_FREE_FAILURES + 1));
    expect(await blockedFor("192.0.2.10", at(1))).toBeNull();
    expect(pairWaitSeconds(1000)).toBe(SIGN_IN_MAX_WAIT_SECONDS);
  });

  it("a waiting pair is refused even with the right password until its wait passes; success forgets its failures", async () => {
    const caller = from("10.3.0.1");
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++)
      await caller.auth.login({ email: PLAYER.email, password: "guess-guess" }).catch(() => undefined);
    await expect(caller.auth.login(PLAYER)).rejects.toMatchObject({
      code: "TOO_MANY_REQUESTS",
      message: expect.stringMatching(/^errors\.rateLimited\|\{"seconds":\d+\}$/),
    });
    await h.em().nativeUpdate(RateLimit, { key: { $like: "login:wait:%" } }, { resetAt: new Date(Date.now() - 1000) });
    await expect(caller.auth.login(PLAYER)).resolves.toMatchObject({ user: { email: PLAYER.email } });
    expect(await h.em().count(RateLimit, { key: { $like: "login:%:%:10.3.0.1" } })).toBe(0);
  });

  it("sends Retry-After over REST while the pair waits", async () => {
    const email = "rest-target@tradescup.test";
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++) expect((await login({ email, password: "guess-guess" })).status).toBe(401);
    const res = await login({ email, password: "guess-guess" });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});

/** A sign-in over REST from a chosen source address (any 127.0.0.x is loopback and reaches the harness). */
function loginFrom(localAddress: string, body: unknown) {
  return new Promise<{ status: number; retryAfter?: string }>((resolve, reject) => {
    const options = { method: "POST", localAddress, headers: { "content-type": "application/json" } };
    const req = http.request(`${h.url}/api/auth/login`, options, (res) => {
      res.resume();
      res.on("end", () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers["retry-after"] }));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

describe("an address that has spent its failures (a shared NAT)", () => {
  it("after thirty failures from one address, wrong and unknown are refused; a right password signs in", async () => {
    const office = "127.0.0.7";
    // Twenty-nine tries counted as a sign-in counts them (argon2 is slow), the thirtieth over HTTP.
    for (let i = 1; i < SIGN_IN_LIMIT_PER_IP; i++) await failSignIn(h.em(), office, `sprayed${i}@tradescup.test`);
    const sprayed = await loginFrom(office, { email: "sprayed0@tradescup.test", password: "Summer-2026!" });
    expect(sprayed.status).toBe(401);
    const unknown = await loginFrom(office, { email: "someone-else@tradescup.test", password: "Summer-2026!" });
    expect(unknown.status).toBe(429);
    expect(Number(unknown.retryAfter)).toBeGreaterThan(SIGN_IN_WINDOW_MS / 1000 - 60);
    expect(Number(unknown.retryAfter)).toBeLessThanOrEqual(SIGN_IN_WINDOW_MS / 1000);
    // A wrong password for a real account gets the very same answer as an unknown account.
    const wrong = await loginFrom(office, { email: PLAYER.email, password: "Summer-2026!" });
    expect(wrong.status).toBe(429);
    // The admin behind the same address, who has not failed, signs in.
    expect((await loginFrom(office, ADMIN)).status).toBe(200);
    // An account that failed from here waits out the window there, even with its right password.
    expect((await loginFrom(office, PLAYER)).status).toBe(429);
    // Another address is untouched.
    const elsewhere = await loginFrom("127.0.0.8", { email: "someone-else@tradescup.test", password: "Summer-2026!" });
    expect(elsewhere.status).toBe(401);
    expect((await loginFrom("127.0.0.8", PLAYER)).status).toBe(200);
  });

  it("the address's limit lasts its window; a pair that failed waits it out, a clean pair is never held", async () => {
    const em = h.em();
    const t0 = new Date("2026-11-26T09:00:00Z");
    const at = (s: number) => new Date(t0.getTime() + s * 1000);
    const standing = (email: string, now: Date) => signInStanding(em, "192.0.2.50", email, now);
    for (let i = 0; i < SIGN_IN_LIMIT_PER_IP; i++) {
      await failSignIn(em, "192.0.2.50", `guess${i}@tradescup.test`, t0);
    }
    const clean = await standing(ADMIN.email, at(60));
    expect(clean).toEqual({ pairWait: null, pairFailures: 0, addressWait: SIGN_IN_WINDOW_MS / 1000 - 60 });
    expect(signInBlockedFor(clean)).toBeNull();
    expect(signInBlockedFor(await standing("guess0@tradescup.test", at(60)))).toBe(SIGN_IN_WINDOW_MS / 1000 - 60);
    const later = await standing("guess0@tradescup.test", at(SIGN_IN_WINDOW_MS / 1000 + 1));
    expect(later).toEqual({ pairWait: null, pairFailures: 0, addressWait: null });
  });
});

describe("IPv6 clients are counted by their /64", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("gives one network's 2^64 addresses one budget; an IPv4-mapped client is its IPv4 address", async () => {
    vi.stubEnv("TRUST_PROXY", "true");
    const failFrom = async (forwardedFor: string, email: string) =>
      (await login({ email, password: "guess-guess" }, { "x-forwarded-for": forwardedFor })).status;
    // All but the last failure of each budget are counted directly (argon2 is slow), each from another /128.
    const spend = async (count: number, address: (i: number) => string, email: (i: number) => string) => {
      for (let i = 0; i < count; i++) await failSignIn(h.em(), address(i), email(i));
    };
    await spend(
      SIGN_IN_LIMIT_PER_IP - 1,
      (i) => `2001:db8:1:2::${(i + 1).toString(16)}`,
      (i) => `six${i}@tradescup.test`,
    );
    expect(await failFrom("2001:db8:1:2::ff", "six-last@tradescup.test")).toBe(401);
    expect(await failFrom("2001:db8:1:2:ffff:ffff:ffff:fffe", "six-more@tradescup.test")).toBe(429);
    expect(await failFrom("2001:0db8:0001:0002:0:0:0:9", "six-more@tradescup.test")).toBe(429);
    expect(await failFrom("2001:db8:1:3::1", "six-more@tradescup.test")).toBe(401);
    // The pair too: one account's free failures are spent across the network.
    await spend(
      SIGN_IN_FREE_FAILURES,
      (i) => `2001:db8:9:9::${i + 1}`,
      () => PLAYER.email,
    );
    expect(await failFrom("2001:db8:9:9::99", PLAYER.email)).toBe(401);
    expect(await failFrom("2001:db8:9:9:abcd::1", PLAYER.email)).toBe(429);
    await spend(
      SIGN_IN_FREE_FAILURES,
      () => "::ffff:198.51.100.77",
      () => ADMIN.email,
    );
    expect(await failFrom("::ffff:198.51.100.77", ADMIN.email)).toBe(401);
    expect(await failFrom("198.51.100.77", ADMIN.email)).toBe(429);
  });
});

describe("behind a reverse proxy (TRUST_PROXY)", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });
  const failFrom = (forwardedFor: string) =>
    login({ email: "proxied@tradescup.test", password: "guess-guess" }, { "x-forwarded-for": forwardedFor });

  it("off (the default): X-Forwarded-For, -Host and -Proto count for nothing", async () => {
    vi.stubEnv("TRUST_PROXY", "false");
    // Every visitor is the socket's address: different forwarded addresses share one bucket.
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++) expect((await failFrom(`198.51.100.${i}`)).status).toBe(401);
    expect((await failFrom("198.51.100.200")).status).toBe(429);
    // A forged forwarded host does not make a foreign Origin this site's.
    const cookie = await signIn(h, ADMIN);
    expect((await putMetrics({ cookie, origin: "http://evil.example", "x-forwarded-host": "evil.example" })).status).toBe(403);
    expect((await login(ADMIN, { "x-forwarded-proto": "https" })).headers.getSetCookie()[0]).not.toContain("Secure");
  });

  it("on: the proxy's client address, host and scheme are believed", async () => {
    vi.stubEnv("TRUST_PROXY", "true");
    for (let i = 0; i <= SIGN_IN_FREE_FAILURES; i++) expect((await failFrom("203.0.113.5")).status).toBe(401);
    expect((await failFrom("203.0.113.5")).status).toBe(429);
    // The pair's first wait is 1 s; a slow hash below must not outlast it.
    await h.em().nativeUpdate(RateLimit, { key: { $like: "login:wait:%" } }, { resetAt: new Date(Date.now() + 60_000) });
    // Only the entry our proxy appended counts; what the client put before it does not.
    expect((await failFrom("203.0.113.5, 198.51.100.1")).status).toBe(401);
    expect(
      (
        await login(
          { email: "proxied@tradescup.test", password: "guess-guess" },
          { "x-forwarded-for": "198.51.100.2, 203.0.113.5" },
        )
      ).status,
    ).toBe(429);
    const cookie = await signIn(h, ADMIN);
    expect(
      (
        await putMetrics({
          cookie,
          origin: "https://cup.example",
          "x-forwarded-host": "cup.example",
          "x-forwarded-proto": "https",
        })
      ).status,
    ).toBe(200);
    // The proxy's scheme is part of the origin: without it the site is http://cup.example, another origin.
    expect((await putMetrics({ cookie, origin: "https://cup.example", "x-forwarded-host": "cup.example" })).status).toBe(403);
    expect((await putMetrics({ cookie, origin: h.url, "x-forwarded-host": "cup.example" })).status).toBe(403);
    expect((await login(ADMIN, { "x-forwarded-proto": "https" })).headers.getSetCookie()[0]).toMatch(/; Secure$/);
  });
});

describe("sessions", () => {
  it("an expired session signs nobody in, is deleted and its cookie cleared", async () => {
    const { token } = await createSession(h.em(), adminId, new Date(Date.now() - 31 * DAY));
    const { res, body } = await me({ cookie: `session=${token}` });
    expect(body.user).toBeNull();
    expect(res.headers.getSetCookie()).toEqual([
      "session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0",
      "signed_in=; Path=/; SameSite=Lax; Max-Age=0",
    ]);
    expect(await h.em().findOne(Session, hashToken(token))).toBeNull();
    expect((await putMetrics({ cookie: `session=${token}`, origin: h.url })).status).toBe(401);
  });

  it("slides: a session used in its last 15 days is extended to 30 days, cookie included", async () => {
    const { token } = await createSession(h.em(), adminId, new Date(Date.now() - 20 * DAY));
    const { res, body } = await me({ cookie: `session=${token}` });
    expect(body.user?.email).toBe(ADMIN.email);
    const row = await h.em().findOneOrFail(Session, hashToken(token));
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(29.9 * DAY);
    const expires = /Expires=([^;]+)/.exec(res.headers.getSetCookie()[0])![1];
    expect(Math.abs(new Date(expires).getTime() - row.expiresAt.getTime())).toBeLessThan(1000);
  });

  it("a fresh session is not rewritten on every request; one without its script-readable hint gets the hint", async () => {
    const cookie = await signIn(h, ADMIN);
    const { res } = await me({ cookie: `${cookie}; signed_in=1` });
    expect(res.headers.getSetCookie()).toEqual([]);
    const { res: hinted } = await me({ cookie });
    expect(hinted.headers.getSetCookie()).toEqual([expect.stringMatching(/^signed_in=1; Path=\/; SameSite=Lax; Expires=/)]);
    // A visitor gets neither.
    expect((await me()).res.headers.getSetCookie()).toEqual([]);
  });

  it("sign-out ends the session: the cookie no longer works", async () => {
    const cookie = await signIn(h, ADMIN);
    const out = await fetch(`${h.url}/api/auth/logout`, { method: "POST", headers: browser(h, cookie) });
    expect(out.status).toBe(200);
    expect(out.headers.getSetCookie().slice(-2)).toEqual([
      expect.stringMatching(/^session=; .*Max-Age=0/),
      expect.stringMatching(/^signed_in=; .*Max-Age=0/),
    ]);
    expect((await me({ cookie })).body.user).toBeNull();
    expect((await putMetrics(browser(h, cookie))).status).toBe(401);
  });

  it("a password change ends every other session and keeps this one signed in", async () => {
    await upsertAdmin(h.em(), { email: "rotate@tradescup.test", password: "first-long-password" });
    const account = { email: "rotate@tradescup.test", password: "first-long-password" };
    const laptop = await signIn(h, account);
    const phone = await signIn(h, account);
    const res = await fetch(`${h.url}/api/auth/password`, {
      method: "POST",
      headers: browser(h, laptop),
      body: JSON.stringify({ currentPassword: account.password, newPassword: "second-long-password" }),
    });
    expect(res.status).toBe(200);
    const renewed = res.headers
      .getSetCookie()
      .find((c) => c.startsWith("session="))!
      .split(";")[0];
    expect((await me({ cookie: phone })).body.user).toBeNull();
    expect((await me({ cookie: laptop })).body.user).toBeNull();
    expect((await me({ cookie: renewed })).body.user?.email).toBe(account.email);
    expect((await login(account)).status).toBe(401);
    expect((await login({ ...account, password: "second-long-password" })).status).toBe(200);
  });

  it("refuses a password change with a wrong current password, naming the field", async () => {
    const cookie = await signIn(h, ADMIN);
    const res = await fetch(`${h.url}/api/auth/password`, {
      method: "POST",
      headers: browser(h, cookie),
      body: JSON.stringify({ currentPassword: "wrong-one", newPassword: "another-long-password" }),
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { fields: object } }).error.fields).toEqual({
      currentPassword: "The current password is not correct",
    });
  });
});

describe("admin writes over REST", () => {
  it("refuse nobody with 401 and a non-admin with 403, and let an admin through", async () => {
    const anonymous = await putMetrics({});
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({
      error: { code: "UNAUTHORIZED", message: "Please sign in as an administrator to do this." },
    });
    const fan = await putMetrics(browser(h, await signIn(h, PLAYER)));
    expect(fan.status).toBe(403);
    expect(await fan.json()).toEqual({ error: { code: "FORBIDDEN", message: "Only administrators can do this." } });
    const admin = await putMetrics(browser(h, await signIn(h, ADMIN)));
    expect(admin.status).toBe(200);
    expect(await admin.json()).toEqual(METRICS);
  });
});

describe("Origin check (CSRF)", () => {
  it("refuses a cookie-carried write from another origin or without Origin, before it runs", async () => {
    const cookie = await signIn(h, ADMIN);
    const before = (await h.caller().matches.metrics()).averageAttendance;
    const body = { ...METRICS, averageAttendance: 999 };
    const foreign = await putMetrics({ cookie, origin: "https://evil.example" }, body);
    expect(foreign.status).toBe(403);
    expect(await foreign.json()).toEqual({
      error: { code: "FORBIDDEN", message: "This request did not come from the Trades Cup site and was refused." },
    });
    expect((await putMetrics({ cookie }, body)).status).toBe(403);
    expect((await putMetrics({ cookie, origin: "null" }, body)).status).toBe(403);
    expect((await h.caller().matches.metrics()).averageAttendance).toBe(before);
    // tRPC's own endpoint is covered by the same check.
    const trpc = await fetch(`${h.url}/trpc/auth.logout`, {
      method: "POST",
      headers: { cookie, origin: "https://evil.example", "content-type": "application/json" },
      body: "{}",
    });
    expect(trpc.status).toBe(403);
    expect((await me({ cookie })).body.user?.email).toBe(ADMIN.email);
  });

  it("lets the same origin through, and reads (GET) from anywhere", async () => {
    const cookie = await signIn(h, ADMIN);
    expect((await putMetrics(browser(h, cookie))).status).toBe(200);
    expect((await me({ cookie, origin: "https://evil.example" })).res.status).toBe(200);
  });

  it("compares scheme, host and port, not the host alone", async () => {
    const cookie = await signIn(h, ADMIN);
    const { hostname: host, port } = new URL(h.url);
    const body = { ...METRICS, averageAttendance: 998 };
    // The harness serves http: https on the same host and port is another site.
    for (const origin of [
      `https://${host}`,
      `https://${host}:${port}`,
      `http://${host}:${Number(port) + 1}`,
      `http://${host}`,
      `ws://${host}`,
    ]) {
      expect((await putMetrics({ cookie, origin }, body)).status, origin).toBe(403);
      expect((await login(ADMIN, { origin })).status, `sign-in from ${origin}`).toBe(403);
    }
    expect((await h.caller().matches.metrics()).averageAttendance).not.toBe(998);
    // The same origin however it is spelled.
    expect((await putMetrics({ cookie, origin: `HTTP://${host.toUpperCase()}:${port}` }, body)).status).toBe(200);
  });

  it("a browser form posted from another site is refused even without a cookie", async () => {
    expect((await login(ADMIN, { origin: "https://evil.example" })).status).toBe(403);
  });
});

describe("API tokens", () => {
  const adminCaller = () =>
    createServerCaller({
      em: h.em(),
      lang: "en",
      user: { id: adminId, email: ADMIN.email, role: "admin", firstName: "Chief", lastName: "Admin" },
      authMode: "required",
      ip: "127.0.0.1",
    });

  it("are created once in clear, stored only as a hash, and authenticate REST calls until revoked", async () => {
    const { token, ...apiToken } = await adminCaller().admin.tokens.create({ name: "Scoreboard partner", scopes: ["admin"] });
    expect(token).toMatch(/^tcapi_[a-z2-7]{40}$/);
    expect(apiToken.hint).toBe(token.slice(0, 10));
    const row = await h.em().findOneOrFail(ApiToken, apiToken.id);
    expect(row.tokenHash).toBe(hashToken(token));
    expect(JSON.stringify(await adminCaller().admin.tokens.list())).not.toContain(token);

    const bearer = { authorization: `Bearer ${token}` };
    expect((await putMetrics(bearer)).status).toBe(200);
    expect((await me(bearer)).body.user?.email).toBe(ADMIN.email);
    expect((await h.em().findOneOrFail(ApiToken, apiToken.id)).lastUsedAt).not.toBeNull();
    // Without cookie or Origin (server to server) the CSRF check stays out of the way; a page of another site is still refused.
    expect((await putMetrics({ ...bearer, origin: "https://partner.example" })).status).toBe(403);

    await adminCaller().admin.tokens.revoke({ id: apiToken.id });
    const revoked = await putMetrics(bearer);
    expect(revoked.status).toBe(401);
    // A revoked token is refused even where nobody needs to sign in, so a partner learns of it at once.
    expect((await me(bearer)).res.status).toBe(401);
  });

  it("an unknown token is refused; a token of an account that is no longer admin is revoked with the role", async () => {
    expect((await putMetrics({ authorization: "Bearer tcapi_notarealtoken" })).status).toBe(401);
    const em = h.em();
    const demoted = await upsertAdmin(em, { email: "temp-admin@tradescup.test", password: "temp-admin-password" });
    const { token } = await h
      .caller({ user: { id: demoted.user.id, email: demoted.user.email, role: "admin", firstName: "T", lastName: "A" } })
      .admin.tokens.create({ name: "Temp", scopes: ["admin"] });
    const row = await em.findOneOrFail(ApiToken, { tokenHash: hashToken(token) });
    demoted.user.role = "player";
    await em.flush();
    expect((await putMetrics({ authorization: `Bearer ${token}` })).status).toBe(401);
    expect((await em.fork().findOneOrFail(ApiToken, row.id)).revokedAt).not.toBeNull();
  });
});

describe("admin accounts", () => {
  it("ADMIN_EMAIL/ADMIN_PASSWORD create an admin at start, and a new password there ends its sessions", async () => {
    const env = { ADMIN_EMAIL: "ops@tradescup.test", ADMIN_PASSWORD: "ops-first-password", DATABASE_URL: undefined };
    await bootstrapAdmins(h.em(), env);
    const cookie = await signIn(h, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    await bootstrapAdmins(h.em(), { ...env, ADMIN_PASSWORD: "ops-second-password" });
    expect((await me({ cookie })).body.user).toBeNull();
    await signIn(h, { email: env.ADMIN_EMAIL, password: "ops-second-password" });
  });

  it("the embedded demo admin is seeded only when no admin exists and no real database is configured", async () => {
    const em = h.em();
    await bootstrapAdmins(em, {});
    expect(await em.count(User, { email: DEMO_ADMIN.email })).toBe(0);
    const admins = await em.find(User, { role: "admin" });
    for (const a of admins) a.role = "staff";
    await em.flush();
    await bootstrapAdmins(em, { DATABASE_URL: "postgresql://elsewhere/db" });
    expect(await em.count(User, { email: DEMO_ADMIN.email })).toBe(0);
    await bootstrapAdmins(em, {});
    await signIn(h, DEMO_ADMIN);
    for (const a of admins) a.role = "admin";
    await em.flush();
  });

  it("a non-admin account signs in but stays a non-admin", async () => {
    const cookie = await signIn(h, PLAYER);
    expect((await me({ cookie })).body.user).toMatchObject({ id: playerId, email: PLAYER.email, role: "player" });
  });
});
