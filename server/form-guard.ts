import { randomUUID } from "node:crypto";

/** The honeypot of public forms; their procedure builder, `publicFormProcedure`, is in server/trpc.ts with the others. */

/** True when the honeypot field (shared/forms/common.schema.ts) was filled: a bot, not a person. */
export function isBot(input: { homepage?: string | undefined }) {
  return Boolean(input.homepage?.trim());
}

/** What a bot is told: a plausible success, with an id that belongs to nothing. */
export function decoyId() {
  return randomUUID();
}
