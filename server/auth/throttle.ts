import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { hitLimit, rateLimitKey, RATE_LIMITS } from "../rate-limits";
import { addressKey } from "../ip-address";

/**
 * Failed sign-ins are throttled per account+address pair and per address, never per account alone:
 * a per-account lock would let anyone keep the real admin out by typing wrong passwords
 * (OWASP ASVS 2.2.1). A pair gets a few free tries, then a doubling wait after each failure; an
 * address that fails against many accounts (password spraying) is refused for the window, except for
 * the right password of an account it has not failed against (signInBlockedFor). Addresses are keyed
 * as rate limits key them: IPv6 by its /64 (server/ip-address.ts).
 */
export const SIGN_IN_MAX_WAIT_SECONDS = 5 * 60;

/**
 * Seconds a pair waits after its `failures`-th failure in the window (0 while tries are free: up to the
 * `signInPair` limit of server/rate-limits.ts).
 */
export function pairWaitSeconds(failures: number) {
  const free = RATE_LIMITS.signInPair.max;
  if (failures <= free) return 0;
  return Math.min(SIGN_IN_MAX_WAIT_SECONDS, 2 ** (failures - free - 1));
}

// Emails are hashed: an address of up to 254 characters must fit the 255-character key column.
const digest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
const subjects = (address: string, email: string) => {
  // Callers pass ctx.ip, already keyed this way; scripts and tests may pass a raw address.
  const ip = addressKey(address);
  return { ip, pair: `${digest(email)}:${ip}` };
};
const keys = (address: string, email: string) => {
  const subject = subjects(address, email);
  return {
    ip: rateLimitKey("signInAddress", subject.ip),
    pair: rateLimitKey("signInPair", subject.pair),
    pairWait: `login:wait:${subject.pair}`,
  };
};

export type SignInStanding = {
  /** Seconds this address must wait before trying this account again (its pair is waiting), else null. */
  pairWait: number | null;
  /** Failures of this account from this address in the window. */
  pairFailures: number;
  /** Seconds left in the window when the address has spent its failures (spraying), else null. */
  addressWait: number | null;
};

/** Where this address stands with this account, in one read. */
export async function signInStanding(em: EntityManager, ip: string, email: string, now = new Date()): Promise<SignInStanding> {
  const k = keys(ip, email);
  const rows = await em
    .getConnection()
    .execute<{ key: string; count: number; reset_at: Date }[]>(
      `select key, count, reset_at from rate_limits where key in (?, ?, ?) and reset_at > ?`,
      [k.ip, k.pair, k.pairWait, now],
    );
  const row = (key: string) => rows.find((r) => r.key === key);
  const secondsLeft = (r: { reset_at: Date }) => Math.max(1, Math.ceil((new Date(r.reset_at).getTime() - now.getTime()) / 1000));
  const wait = row(k.pairWait);
  const address = row(k.ip);
  return {
    pairWait: wait ? secondsLeft(wait) : null,
    pairFailures: row(k.pair)?.count ?? 0,
    addressWait: address && address.count >= RATE_LIMITS.signInAddress.max ? secondsLeft(address) : null,
  };
}

/**
 * Seconds to wait before a password for this account may even be checked from this address, else null:
 * while its pair waits, or once the address has spent its failures and this pair has failed too. An
 * address past its limit may still try an account it has not failed against (the right password then
 * signs in: a neighbour behind the same NAT cannot lock the admin out), but any wrong or unknown answer
 * is a 429 (signInStanding's addressWait).
 */
export function signInBlockedFor(standing: SignInStanding): number | null {
  if (standing.pairWait !== null) return standing.pairWait;
  if (standing.addressWait !== null && standing.pairFailures > 0) return standing.addressWait;
  return null;
}

/** Counts one failed sign-in against the address and the pair, and starts the pair's wait once its free tries are spent. */
export async function recordFailedSignIn(em: EntityManager, ip: string, email: string, now = new Date()) {
  const k = keys(ip, email);
  const subject = subjects(ip, email);
  await hitLimit(em, "signInAddress", subject.ip, { now });
  const { count } = await hitLimit(em, "signInPair", subject.pair, { now });
  const wait = pairWaitSeconds(count);
  if (wait === 0) return;
  await em.getConnection().execute(
    `insert into rate_limits (key, count, reset_at) values (?, 1, ?)
     on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`,
    [k.pairWait, new Date(now.getTime() + wait * 1000)],
  );
}

/** A successful sign-in forgets the pair's failures (the address's count stays, against spraying). */
export async function clearSignInFailures(em: EntityManager, ip: string, email: string) {
  const k = keys(ip, email);
  await em.getConnection().execute(`delete from rate_limits where key in (?, ?)`, [k.pair, k.pairWait]);
}
