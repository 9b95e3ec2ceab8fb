import type { QueryResult } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";

export type RateLimitResult = { allowed: boolean; count: number; remaining: number; retryAfterSeconds: number };

/** How often one instance deletes windows that have ended (each key seen once leaves a row behind). */
export const RATE_LIMIT_SWEEP_MS = 10 * 60_000;
let lastSweep: number | undefined;

/**
 * Deletes the rows of windows that ended before `now`. An ended window counts as a fresh one anyway
 * (see the upsert below), so deleting it changes no answer; without it a row per email or address ever
 * tried piles up forever.
 */
async function sweepRateLimits(em: EntityManager, now = new Date()): Promise<number> {
  lastSweep = now.getTime();
  const result = await em.execute<QueryResult>("delete from rate_limits where reset_at <= ?", [now], "run");
  return result.affectedRows;
}

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `limit`. One atomic upsert
 * in PostgreSQL that increments and returns the new count, so hits sent at once each get their own
 * count and every app instance shares it. Runs inside the caller's transaction when `em` has one.
 */
export async function hitRateLimit(
  em: EntityManager,
  key: string,
  limit: number,
  windowMs: number,
  now = new Date(),
): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await em.execute<{ count: number; reset_at: Date }[]>(
    `insert into rate_limits (key, count, reset_at) values (?, 1, ?)
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= ? then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= ? then excluded.reset_at else rate_limits.reset_at end
     returning count, reset_at`,
    [key, resetAt, now, now],
  );
  const since = lastSweep === undefined ? Infinity : now.getTime() - lastSweep;
  if (since >= RATE_LIMIT_SWEEP_MS || since < 0) await sweepRateLimits(em, now);
  const { count, reset_at } = rows[0];
  const resetTime = new Date(reset_at).getTime();
  return {
    allowed: count <= limit,
    count,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetTime - now.getTime()) / 1000)),
  };
}
