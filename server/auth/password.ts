import { hash, verify } from "@node-rs/argon2";

/** argon2id (the library's default algorithm) with OWASP's minimum parameters: 19 MiB, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string) {
  return hash(password, OPTIONS);
}

/**
 * A hash of a random password nobody knows, with the same parameters: an unknown email is checked
 * against it so that it costs as long as a wrong password for a real account.
 */
const UNKNOWN_ACCOUNT_HASH = "$argon2id$v=19$m=19456,t=2,p=1$OLdgV4Cl0S80ZtK2s00rjw$MOQA8tTXj2GGVu92oXevRnD5knU5OeN9IP/IQTurAgY";

/** Checks a password against a stored hash; with no hash (unknown account) it spends the same time and says no. */
export async function verifyPassword(storedHash: string | null | undefined, password: string) {
  try {
    const ok = await verify(storedHash ?? UNKNOWN_ACCOUNT_HASH, password);
    return ok && !!storedHash;
  } catch {
    // A malformed stored hash is a refusal, not a crash.
    return false;
  }
}
