import { fail, type Context } from "../../server/trpc";
import { hitRateLimit } from "../../server/rate-limit";

/** Writes by anonymous visitors: a generous ceiling per address keeps scripts from filling the table. */
export async function limit(ctx: Context, action: string, max: number) {
  const result = await hitRateLimit(ctx.em, `jerseys:${action}:${ctx.ip}`, max, 60_000);
  if (!result.allowed) fail("TOO_MANY_REQUESTS", "errors.rateLimited", { seconds: result.retryAfterSeconds });
}
