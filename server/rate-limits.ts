import type { EntityManager } from "@mikro-orm/postgresql";
import { hitRateLimit, type RateLimitResult } from "./rate-limit";

/**
 * What a limit counts by: the caller's address (`ctx.ip`: IPv6 by its /64, server/client-address.ts), an email
 * address, or an account (its hashed email) from one address.
 */
export type LimitedBy = "address" | "email" | "account and address";

/** A limited operation: at most `max` hits per fixed window of `windowMs`, counted under `key:…`. */
export type RateLimitSpec = { key: string; max: number; windowMs: number; per: LimitedBy };

const MINUTE = 60_000;

/**
 * Every rate-limited operation and its limit, in one place. Counters live in
 * PostgreSQL (server/rate-limit.ts), shared by every instance; a hit past `max` is refused with a 429
 * naming the wait (`enforceRateLimit` in server/trpc.ts), except where noted.
 */
export const RATE_LIMITS = {
  /** Each public form, per form (`publicFormProcedure`): generous for people, a wall for scripts. */
  form: { key: "form", max: 30, windowMs: 15 * MINUTE, per: "address" },
  /** Partnership inquiries, each stored and confirmed by mail. */
  sponsorInquiry: { key: "sponsor-inquiry", max: 5, windowMs: 15 * MINUTE, per: "address" },
  /** Each checkout asks the payment provider for an intent: a ceiling keeps that from being abused. */
  checkoutIntent: { key: "checkout:intent", max: 30, windowMs: 10 * MINUTE, per: "address" },
  checkoutConfirm: { key: "checkout:confirm", max: 30, windowMs: 10 * MINUTE, per: "address" },
  /** Anonymous visitors' jersey writes: a generous ceiling keeps scripts from filling the tables. */
  jerseySave: { key: "jerseys:save", max: 30, windowMs: MINUTE, per: "address" },
  jerseyPlacement: { key: "jerseys:placement", max: 60, windowMs: MINUTE, per: "address" },
  jerseyLogo: { key: "jerseys:logo", max: 60, windowMs: MINUTE, per: "address" },
  /**
   * The mail telling an address's owner that someone registered it again: one per address and hour, so
   * repeated attempts cannot flood someone's inbox (the registration itself is not refused).
   */
  duplicateRegistrationMail: { key: "mail:duplicate-registration", max: 1, windowMs: 60 * MINUTE, per: "email" },
  /** Password-reset mails to one address (the form itself is under `form`): three an hour, so it cannot flood an inbox. */
  passwordResetMail: { key: "mail:password-reset", max: 3, windowMs: 60 * MINUTE, per: "email" },
  /** Failed sign-ins from one address, against any accounts (password spraying: server/auth/throttle.ts). */
  signInAddress: { key: "login:ip", max: 30, windowMs: 15 * MINUTE, per: "address" },
  /** Failed sign-ins of one account from one address: free up to `max`, then each one makes the pair wait. */
  signInPair: { key: "login:pair", max: 5, windowMs: 15 * MINUTE, per: "account and address" },
} as const satisfies Record<string, RateLimitSpec>;

export type RateLimitName = keyof typeof RATE_LIMITS;
/** The limits counted by the caller's address, which a procedure can enforce from its context alone. */
export type AddressLimitName = {
  [N in RateLimitName]: (typeof RATE_LIMITS)[N]["per"] extends "address" ? N : never;
}[RateLimitName];

/** The counter's key of one subject (an address, an email…) of a limit, within `scope` when the limit has several (each form). */
export function rateLimitKey(name: RateLimitName, subject: string, scope?: string) {
  return [RATE_LIMITS[name].key, scope, subject].filter((part) => part !== undefined).join(":");
}

/** Counts one hit of `subject` on the limit `name` and says whether it is within it. */
export function hitLimit(
  em: EntityManager,
  name: RateLimitName,
  subject: string,
  opts: { scope?: string; now?: Date } = {},
): Promise<RateLimitResult> {
  const { max, windowMs } = RATE_LIMITS[name];
  return hitRateLimit(em, rateLimitKey(name, subject, opts.scope), max, windowMs, opts.now);
}

/**
 * The IETF draft's headers (draft-ietf-httpapi-ratelimit-headers) on an answer of a limited operation:
 * `RateLimit-Policy` names the limit (`q` hits per `w` seconds), `RateLimit` what is left of it (`r`) and
 * when the window ends (`t` seconds); a refusal adds `Retry-After`.
 */
export function rateLimitHeaders(name: RateLimitName, result: RateLimitResult): Record<string, string> {
  const { max, windowMs } = RATE_LIMITS[name];
  const headers: Record<string, string> = {
    "RateLimit-Policy": `"${name}";q=${max};w=${Math.round(windowMs / 1000)}`,
    RateLimit: `"${name}";r=${result.remaining};t=${result.retryAfterSeconds}`,
  };
  if (!result.allowed) headers["Retry-After"] = String(result.retryAfterSeconds);
  return headers;
}
