import type { EntityManager } from "@mikro-orm/postgresql";

export type RateLimitResult = { allowed: boolean; count: number; remaining: number; retryAfterSeconds: number };

/**
 * Counts one hit on `key` in a fixed window and says whether it is within `limit`. One atomic upsert
 * in PostgreSQL, so every app instance shares the count.
 */
export async function hitRateLimit(em: EntityManager, key: string, limit: number, windowMs: number, now = new Date()): Promise<RateLimitResult> {
  const resetAt = new Date(now.getTime() + windowMs);
  const rows = await em.getConnection().execute<{ count: number; reset_at: Date }[]>(
    `insert into rate_limits (key, count, reset_at) values (?, 1, ?)
     on conflict (key) do update set
       count = case when rate_limits.reset_at <= ? then 1 else rate_limits.count + 1 end,
       reset_at = case when rate_limits.reset_at <= ? then excluded.reset_at else rate_limits.reset_at end
     returning count, reset_at`,
    [key, resetAt, now, now],
  );
  const { count, reset_at } = rows[0];
  const resetTime = new Date(reset_at).getTime();
  return {
    allowed: count <= limit,
    count,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: Math.max(1, Math.ceil((resetTime - now.getTime()) / 1000)),
  };
}
