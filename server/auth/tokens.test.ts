import { describe, expect, it } from "vitest";
import { sha256 } from "@oslojs/crypto/sha2";
import { encodeHexLowerCase } from "@oslojs/encoding";
import {
  API_TOKEN_PREFIX,
  SESSION_DURATION_MS,
  SESSION_RENEW_WITHIN_MS,
  checkSessionExpiry,
  generateApiToken,
  generateSessionToken,
  hashToken,
  isSessionToken,
  newSessionExpiry,
} from "./tokens";
import { blankSessionCookie, hasCredentials, readBearerToken, readSessionToken, sessionCookie } from "./session";
import type { IncomingMessage } from "node:http";

const DAY = 24 * 3600 * 1000;

describe("tokens", () => {
  it("session tokens are 160 random bits in lower-case base32, never repeating", () => {
    const tokens = Array.from({ length: 200 }, generateSessionToken);
    for (const t of tokens) expect(t).toMatch(/^[a-z2-7]{32}$/);
    expect(new Set(tokens).size).toBe(tokens.length);
    expect(tokens.every(isSessionToken)).toBe(true);
  });

  it("only a value shaped like a session token is looked up", () => {
    for (const bad of [
      "%",
      "%zz",
      "%E0%A4%A",
      "abc",
      "a".repeat(31),
      "a".repeat(33),
      "A".repeat(32),
      `${"a".repeat(31)}1`,
      `${"a".repeat(31)}%`,
    ]) {
      expect(isSessionToken(bad), bad).toBe(false);
    }
  });

  it("API tokens carry their prefix and 200 random bits", () => {
    const t = generateApiToken();
    expect(t.startsWith(API_TOKEN_PREFIX)).toBe(true);
    expect(t.slice(API_TOKEN_PREFIX.length)).toMatch(/^[a-z2-7]{40}$/);
    expect(generateApiToken()).not.toBe(t);
  });

  it("stores the SHA-256 of a token, hex encoded, never the token", () => {
    const token = generateSessionToken();
    const hash = hashToken(token);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).toBe(encodeHexLowerCase(sha256(new TextEncoder().encode(token))));
    expect(hash).not.toContain(token);
    // A known vector: SHA-256("abc").
    expect(hashToken("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
  });
});

describe("sliding expiry", () => {
  const now = new Date("2026-06-20T12:00:00Z");

  it("a new session lasts 30 days", () => {
    expect(newSessionExpiry(now).getTime() - now.getTime()).toBe(SESSION_DURATION_MS);
    expect(SESSION_DURATION_MS).toBe(30 * DAY);
  });

  it("is valid unchanged in its first half", () => {
    expect(checkSessionExpiry(new Date(now.getTime() + 20 * DAY), now)).toEqual({ state: "valid" });
    expect(checkSessionExpiry(new Date(now.getTime() + SESSION_RENEW_WITHIN_MS + 1), now)).toEqual({ state: "valid" });
  });

  it("is pushed back to 30 days from now when used in its last 15 days", () => {
    expect(checkSessionExpiry(new Date(now.getTime() + SESSION_RENEW_WITHIN_MS), now)).toEqual({
      state: "renew",
      expiresAt: new Date(now.getTime() + 30 * DAY),
    });
    expect(checkSessionExpiry(new Date(now.getTime() + 1000), now)).toEqual({
      state: "renew",
      expiresAt: new Date(now.getTime() + 30 * DAY),
    });
  });

  it("is expired at and after its expiry", () => {
    expect(checkSessionExpiry(now, now)).toEqual({ state: "expired" });
    expect(checkSessionExpiry(new Date(now.getTime() - DAY), now)).toEqual({ state: "expired" });
  });
});

describe("cookies and headers", () => {
  it("the session cookie is HttpOnly, SameSite=Lax, site-wide, Secure only under HTTPS", () => {
    const expires = new Date("2026-07-20T12:00:00Z");
    expect(sessionCookie("tok", expires, false)).toBe(
      "session=tok; Path=/; HttpOnly; SameSite=Lax; Expires=Mon, 20 Jul 2026 12:00:00 GMT",
    );
    expect(sessionCookie("tok", expires, true)).toMatch(/; Secure$/);
    expect(blankSessionCookie(false)).toBe("session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0");
  });

  it("reads the session cookie among others, as the cookie package does, and a bearer token", () => {
    const withCookie = (cookie?: string) => ({ headers: { cookie } }) as unknown as IncomingMessage;
    expect(readSessionToken(withCookie("lang=es; session=abc; theme=dark"))).toBe("abc");
    expect(readSessionToken(withCookie("xsession=abc"))).toBeNull();
    expect(readSessionToken(withCookie())).toBeNull();
    expect(readSessionToken(withCookie("session="))).toBeNull();
    // Blanks around a name are no disguise: the cache and authentication read the same cookie.
    expect(readSessionToken(withCookie("session =abc; signed_in=1"))).toBe("abc");
    expect(hasCredentials(withCookie(" session\t= abc"))).toBe(true);
    // A value that is not valid percent-encoding is kept as sent, never thrown over.
    for (const raw of ["%", "%zz", "%E0%A4%A"]) expect(readSessionToken(withCookie(`session=${raw}`))).toBe(raw);
    const req = (authorization?: string) => ({ headers: { authorization } }) as unknown as IncomingMessage;
    expect(readBearerToken(req("Bearer tcapi_xyz"))).toBe("tcapi_xyz");
    expect(readBearerToken(req("bearer  tcapi_xyz "))).toBe("tcapi_xyz");
    expect(readBearerToken(req("Basic dXNlcg=="))).toBeNull();
    expect(readBearerToken(req())).toBeNull();
    expect([
      hasCredentials(req("Bearer tcapi_xyz")),
      hasCredentials(req("Basic dXNlcg==")),
      hasCredentials(withCookie("lang=es")),
    ]).toEqual([true, false, false]);
  });
});
