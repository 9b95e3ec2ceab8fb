import type { EntityManager } from "@mikro-orm/postgresql";
import { hitRateLimit } from "../rate-limit";

/**
 * Failed sign-ins per 15 minutes, counted per client address and per account (whatever the
 * address). Only failures count, so an admin who signs in often is never locked out by success.
 */
export const SIGN_IN_WINDOW_MS = 15 * 60 * 1000;
export const SIGN_IN_LIMIT_PER_IP = 30;
export const SIGN_IN_LIMIT_PER_ACCOUNT = 10;

const keys = (ip: string, email: string) => [
  { key: `login:ip:${ip}`, limit: SIGN_IN_LIMIT_PER_IP },
  { key: `login:account:${email}`, limit: SIGN_IN_LIMIT_PER_ACCOUNT },
];

/** Seconds to wait when either counter is spent, else null. Reads only; nothing is counted here. */
export async function signInBlockedFor(em: EntityManager, ip: string, email: string, now = new Date()): Promise<number | null> {
  const checks = keys(ip, email);
  const rows = await em.getConnection().execute<{ key: string; count: number; reset_at: Date }[]>(
    `select key, count, reset_at from rate_limits where key in (?, ?) and reset_at > ?`,
    [checks[0].key, checks[1].key, now],
  );
  const waits = rows
    .filter((r) => r.count >= (checks.find((c) => c.key === r.key)?.limit ?? Infinity))
    .map((r) => Math.max(1, Math.ceil((new Date(r.reset_at).getTime() - now.getTime()) / 1000)));
  return waits.length ? Math.max(...waits) : null;
}

/** Counts one failed sign-in against the address and the account. */
export async function recordFailedSignIn(em: EntityManager, ip: string, email: string, now = new Date()) {
  for (const { key, limit } of keys(ip, email)) await hitRateLimit(em, key, limit, SIGN_IN_WINDOW_MS, now);
}
