import { sha256 } from "@oslojs/crypto/sha2";
import { encodeBase32LowerCaseNoPadding, encodeHexLowerCase } from "@oslojs/encoding";

/** Sessions live 30 days; one used in its last 15 days is pushed back to 30 (Lucia's sliding expiry). */
export const SESSION_DURATION_MS = 30 * 24 * 3600 * 1000;
export const SESSION_RENEW_WITHIN_MS = 15 * 24 * 3600 * 1000;

/** Prefix of API tokens, so a leaked one is recognisable in logs and secret scanners. */
export const API_TOKEN_PREFIX = "tcapi_";

function randomToken(bytes: number) {
  const buf = new Uint8Array(bytes);
  crypto.getRandomValues(buf);
  return encodeBase32LowerCaseNoPadding(buf);
}

/** A session token: 160 random bits, base32. Only its hash reaches the database. */
export function generateSessionToken() {
  return randomToken(20);
}

/** Whether a cookie's value has the shape `generateSessionToken` gives (32 base32 characters); nothing else is looked up. */
export function isSessionToken(value: string) {
  return /^[a-z2-7]{32}$/.test(value);
}

/** An API token for REST partners: 200 random bits behind a recognisable prefix. */
export function generateApiToken() {
  return `${API_TOKEN_PREFIX}${randomToken(25)}`;
}

/** The stored form of a session or API token: SHA-256, hex. */
export function hashToken(token: string) {
  return encodeHexLowerCase(sha256(new TextEncoder().encode(token)));
}

export type SessionCheck = { state: "expired" } | { state: "valid" } | { state: "renew"; expiresAt: Date };

/** Whether a session with this expiry is still good at `now`, and if it should be extended. */
export function checkSessionExpiry(expiresAt: Date, now = new Date()): SessionCheck {
  const left = expiresAt.getTime() - now.getTime();
  if (left <= 0) return { state: "expired" };
  if (left <= SESSION_RENEW_WITHIN_MS) return { state: "renew", expiresAt: new Date(now.getTime() + SESSION_DURATION_MS) };
  return { state: "valid" };
}

export function newSessionExpiry(now = new Date()) {
  return new Date(now.getTime() + SESSION_DURATION_MS);
}
