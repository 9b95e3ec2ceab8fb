import { createHash } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { hitRateLimit } from "../rate-limit";

/**
 * Failed sign-ins are throttled per account+address pair and per address, never per account alone:
 * a per-account lock would let anyone keep the real admin out by typing wrong passwords
 * (OWASP ASVS 2.2.1). A pair gets a few free tries, then a doubling wait after each failure; an
 * address that fails against many accounts (password spraying) is refused for the window.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMIT_PER_IP = 30;
/** Failures of one pair before each further failure makes that pair wait. */
export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_MAX_WAIT_SECONDS = 5 * 60;

/** Seconds a pair waits after its `failures`-th failure in the window (0 while tries are free). */
export function pairWaitSeconds(failures: number) {
  if (failures <= SIGN_IN_FREE_FAILURES) return 0;
  return Math.min(SIGN_IN_MAX_WAIT_SECONDS, 2 ** (failures - SIGN_IN_FREE_FAILURES - 1));
}

// Emails are hashed: an address of up to 254 characters must fit the 255-character key column.
const digest = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("base64url");
const keys = (ip: string, email: string) => ({
  ip: `login:ip:${ip}`,
  pair: `login:pair:${digest(email)}:${ip}`,
  pairWait: `login:wait:${digest(email)}:${ip}`,
});

/** Seconds to wait before this address may try this account again, else null. Reads only. */
export async function signInBlockedFor(em: EntityManager, ip: string, email: string, now = new Date()): Promise<number | null> {
  const k = keys(ip, email);
  const rows = await em.getConnection().execute<{ key: string; count: number; reset_at: Date }[]>(
    `select key, count, reset_at from rate_limits where key in (?, ?) and reset_at > ?`,
    [k.ip, k.pairWait, now],
  );
  const waits = rows
    .filter((r) => r.key === k.pairWait || r.count >= SIGN_IN_LIMIT_PER_IP)
    .map((r) => Math.max(1, Math.ceil((new Date(r.reset_at).getTime() - now.getTime()) / 1000)));
  return waits.length ? Math.max(...waits) : null;
}

/** Counts one failed sign-in against the address and the pair, and starts the pair's wait once its free tries are spent. */
export async function recordFailedSignIn(em: EntityManager, ip: string, email: string, now = new Date()) {
  const k = keys(ip, email);
  await hitRateLimit(em, k.ip, SIGN_IN_LIMIT_PER_IP, SIGN_IN_WINDOW_MS, now);
  const { count } = await hitRateLimit(em, k.pair, Infinity, SIGN_IN_WINDOW_MS, now);
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
