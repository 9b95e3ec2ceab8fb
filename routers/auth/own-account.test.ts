/**
 * A person's own account over REST (/account): the profile (name and mail language) with
 * field-named refusals, the list of their own sessions only, and signing out everywhere.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RateLimit, Session, User } from "../../db/entities/index";
import { startHarness, type Harness } from "../../test/harness";
import { issueAccountToken } from "../../server/auth/account-tokens";
import { ADMIN, browser, createAccounts, createRolePerson, signIn } from "../../test/auth";

let h: Harness;
const CAPTAIN = { email: "cap@own-account.test", password: "a-long-captain-password" };

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  await createRolePerson(h.em(), { role: "captain", ...CAPTAIN });
}, 120_000);
afterAll(async () => {
  await h?.close();
});

const call = (method: string, path: string, cookie?: string, body?: unknown) =>
  fetch(`${h.url}/api${path}`, {
    method,
    headers: cookie ? browser(h, cookie) : { "content-type": "application/json", origin: h.url },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

describe("the profile", () => {
  it("is refused without a session", async () => {
    expect((await call("GET", "/me/profile")).status).toBe(401);
    expect((await call("PATCH", "/me/profile", undefined, { firstName: "A", lastName: "B", language: "es" })).status).toBe(401);
  });

  it("changes the caller's name and mail language, and nobody else's", async () => {
    const cookie = await signIn(h, CAPTAIN);
    const res = await call("PATCH", "/me/profile", cookie, { firstName: " Carla ", lastName: "Capitana", language: "es" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ email: CAPTAIN.email, firstName: "Carla", lastName: "Capitana", language: "es" });
    const stored = await h.em().fork().findOneOrFail(User, { email: CAPTAIN.email });
    expect([stored.firstName, stored.language]).toEqual(["Carla", "es"]);
    expect((await h.em().fork().findOneOrFail(User, { email: ADMIN.email })).firstName).toBe("Chief");
    expect(await (await call("GET", "/me/profile", cookie)).json()).toMatchObject({ firstName: "Carla", language: "es" });
  });

  it("names each bad field in a 400, in the caller's language", async () => {
    const cookie = await signIn(h, CAPTAIN);
    const res = await call("PATCH", "/me/profile?lang=es", cookie, { firstName: "  ", lastName: "", language: "fr" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
    expect(body.error.code).toBe("BAD_REQUEST");
    expect(body.error.fields).toEqual({
      firstName: "El nombre es obligatorio",
      lastName: "El apellido es obligatorio",
      language: "Elige inglés o español",
    });
  });
});

describe("sessions", () => {
  it("lists only the caller's own sessions, marking this one", async () => {
    await h.em().nativeDelete(RateLimit, {});
    const first = await signIn(h, CAPTAIN);
    // A browser's sign-in: its User-Agent names the session.
    await fetch(`${h.url}/api/auth/login`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0",
      },
      body: JSON.stringify(CAPTAIN),
    });
    const second = await signIn(h, CAPTAIN);
    await signIn(h, ADMIN);
    const captain = await h.em().fork().findOneOrFail(User, { email: CAPTAIN.email });
    const own = await h.em().fork().count(Session, { userId: captain.id });
    const res = await call("GET", "/me/sessions", second);
    expect(res.status).toBe(200);
    const list = (await res.json()) as Array<{ createdAt: string; expiresAt: string; current: boolean; browser: string | null }>;
    expect(list).toHaveLength(own);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list[0].current).toBe(true);
    expect(list.filter((s) => s.browser === "Firefox")).toHaveLength(1);
    expect(Object.keys(list[0]).sort()).toEqual(["browser", "createdAt", "current", "expiresAt", "lastSeenAt", "system"]);
    expect(((await (await call("GET", "/me/sessions", first)).json()) as typeof list).findIndex((s) => s.current)).toBe(2);
    expect((await call("GET", "/me/sessions")).status).toBe(401);
  });

  it("sign out everywhere ends every session of the caller, this one included, and clears the cookie", async () => {
    await h.em().nativeDelete(RateLimit, {});
    const elsewhere = await signIn(h, CAPTAIN);
    const here = await signIn(h, CAPTAIN);
    const admin = await signIn(h, ADMIN);
    const res = await call("POST", "/me/sessions/sign-out-everywhere", here);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { ended: number }).ended).toBeGreaterThanOrEqual(2);
    expect(res.headers.getSetCookie().some((c) => c.startsWith("session=;"))).toBe(true);
    const captain = await h.em().fork().findOneOrFail(User, { email: CAPTAIN.email });
    expect(await h.em().fork().count(Session, { userId: captain.id })).toBe(0);
    for (const cookie of [elsewhere, here]) expect((await call("GET", "/me/profile", cookie)).status).toBe(401);
    // Another person's session is untouched.
    expect((await call("GET", "/me/profile", admin)).status).toBe(200);
  });
});

describe("a mailed link's check", () => {
  it("answers 400 naming token for an unknown link, without needing a session", async () => {
    const res = await call("GET", "/auth/account-links/check?purpose=invitation&token=abcdefghijklmnopqrstuvwx");
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ token: "This link is not valid. Ask for a new one." });
  });

  it("says why a link cannot be used: expired, or used (a newer link voids it), each asking for a new one; a good one is not spent", async () => {
    const em = h.em().fork();
    const captain = await em.findOneOrFail(User, { email: CAPTAIN.email });
    const expired = await issueAccountToken(em, captain.id, "password_reset", { now: new Date(Date.now() - 31 * 60_000) });
    await em.flush();
    const check = async (token: string) => {
      const res = await call("GET", `/auth/account-links/check?purpose=password_reset&token=${token}`);
      return { status: res.status, body: (await res.json()) as { valid?: true; error?: { fields: Record<string, string> } } };
    };
    expect(await check(expired)).toEqual({
      status: 400,
      body: { error: expect.objectContaining({ fields: { token: "This link has expired. Ask for a new one." } }) },
    });
    const fresh = await issueAccountToken(em, captain.id, "password_reset");
    await em.flush();
    expect((await check(expired)).body.error?.fields.token).toBe("This link has already been used. Ask for a new one.");
    expect(await check(fresh)).toEqual({ status: 200, body: { valid: true } });
    expect(await check(fresh)).toEqual({ status: 200, body: { valid: true } });
    // The same link for the other purpose is unknown there.
    const other = await call("GET", `/auth/account-links/check?purpose=invitation&token=${fresh}`);
    expect(((await other.json()) as { error: { fields: Record<string, string> } }).error.fields.token).toBe(
      "This link is not valid. Ask for a new one.",
    );
  });
});
