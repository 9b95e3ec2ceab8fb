import { randomUUID } from "node:crypto";
import { hitRateLimit } from "./rate-limit";
import { fail, publicProcedure } from "./trpc";

/** Per IP and form: generous for people (a few tries each), a wall for scripts. */
export const FORM_RATE_LIMIT = { limit: 30, windowMs: 15 * 60_000 } as const;

/**
 * A public form's procedure: each call counts against the caller's IP for that form before anything
 * else runs (bad input counts too); past the limit, 429 with a translated message naming the wait.
 */
export function publicFormProcedure(form: string) {
  return publicProcedure.use(async ({ ctx, next }) => {
    const { allowed, retryAfterSeconds } = await hitRateLimit(ctx.em, `form:${form}:${ctx.ip}`, FORM_RATE_LIMIT.limit, FORM_RATE_LIMIT.windowMs);
    if (!allowed) fail("TOO_MANY_REQUESTS", "errors.rateLimited", { seconds: retryAfterSeconds });
    return next();
  });
}

/** True when the honeypot field (app/forms/common.schema.ts) was filled: a bot, not a person. */
export function isBot(input: { homepage?: string | undefined }) {
  return Boolean(input.homepage?.trim());
}

/** What a bot is told: a plausible success, with an id that belongs to nothing. */
export function decoyId() {
  return randomUUID();
}
