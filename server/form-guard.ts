import { createHmac, randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { serverSecret } from "./secrets";

/** The honeypot of public forms; their procedure builder, `publicFormProcedure`, is in server/trpc.ts with the others. */

/** True when the honeypot field (shared/forms/common.schema.ts) was filled: a bot, not a person. */
export function isBot(input: { homepage?: string | undefined }) {
  return Boolean(input.homepage?.trim());
}

/** What a bot is told: a plausible success, with an id that belongs to nothing. */
export function decoyId() {
  return randomUUID();
}

/**
 * An id that belongs to nothing but is the same every time for `value` (e.g. a normalised email): an
 * HMAC under a server key, shaped as a random (v4) UUID. Where a real record answers with its own,
 * stable id, a decoy that changed on every call would give the decoy away.
 */
export async function stableDecoyId(em: EntityManager, purpose: string, value: string) {
  const mac = createHmac("sha256", await serverSecret(em, "decoy-ids"))
    .update(`${purpose}\0${value}`)
    .digest();
  const bytes = mac.subarray(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = bytes.toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
