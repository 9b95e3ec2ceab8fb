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
 * as rate limits key them: IPv6 by its /64 (server/ip-address.ts). Each try is counted before its
 * password is checked, atomically (claimSignInTry), and a success is given back (decision 122).
 */
export const SIGN_IN_MAX_WAIT_SECONDS = 5 * 60;

/**
 * Seconds a pair waits after its `failures`-th counted try in the window (0 while tries are free: up to
 * the `signInPair` limit of server/rate-limits.ts). Counted tries are failures once settled: a success
 * forgets them.
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

/** Where this address stands with this account, in one read (inside `claimSignInTry`, under its locks). */
export async function signInStanding(em: EntityManager, ip: string, email: string, now = new Date()): Promise<SignInStanding> {
  const k = keys(ip, email);
  const rows = await em.execute<{ key: string; count: number; reset_at: Date }[]>(
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

/**
 * What `claimSignInTry` decided: refused for `blockedFor` seconds, or counted and free to check the
 * password, with the wait its failure starts (`waitAfterFailure`, 0 while tries are free).
 */
export type SignInClaim = { blockedFor: number } | { blockedFor: null; addressWait: number | null; waitAfterFailure: number };

/** Sets (or moves) the moment a pair may try again. */
async function holdPair(em: EntityManager, waitKey: string, until: Date) {
  await em.execute(
    `insert into rate_limits (key, count, reset_at) values (?, 1, ?)
     on conflict (key) do update set count = excluded.count, reset_at = excluded.reset_at`,
    [waitKey, until],
    "run",
  );
}

/**
 * Counts one sign-in try before its password is checked, atomically: in one short transaction the
 * address's and the pair's counters are locked (an upsert that also restarts an ended window), the
 * standing is read under those locks, and the try is either refused (not counted) or counted against
 * both. Tries sent at once, from any number of instances, queue on the locks, so each sees the ones
 * before it. The password is checked after the transaction (a slow hash never holds a lock), so a try
 * past the free ones holds its pair for the longest wait meanwhile; `finishSignInTry` then starts the
 * real wait from the failure, or forgets the pair on success.
 */
export async function claimSignInTry(em: EntityManager, ip: string, email: string, now = new Date()): Promise<SignInClaim> {
  const k = keys(ip, email);
  const subject = subjects(ip, email);
  return em.transactional(async (tx) => {
    // The address first, then the pair: every try takes the locks in one order, so none deadlock.
    for (const [key, windowMs] of [
      [k.ip, RATE_LIMITS.signInAddress.windowMs],
      [k.pair, RATE_LIMITS.signInPair.windowMs],
    ] as const)
      await tx.execute(
        `insert into rate_limits (key, count, reset_at) values (?, 0, ?)
         on conflict (key) do update set
           count = case when rate_limits.reset_at <= ? then 0 else rate_limits.count end,
           reset_at = case when rate_limits.reset_at <= ? then excluded.reset_at else rate_limits.reset_at end`,
        [key, new Date(now.getTime() + windowMs), now, now],
        "run",
      );
    const standing = await signInStanding(tx, ip, email, now);
    const blockedFor = signInBlockedFor(standing);
    if (blockedFor !== null) return { blockedFor };
    await hitLimit(tx, "signInAddress", subject.ip, { now });
    const { count } = await hitLimit(tx, "signInPair", subject.pair, { now });
    const waitAfterFailure = pairWaitSeconds(count);
    if (waitAfterFailure > 0) await holdPair(tx, k.pairWait, new Date(now.getTime() + SIGN_IN_MAX_WAIT_SECONDS * 1000));
    return { blockedFor: null, addressWait: standing.addressWait, waitAfterFailure };
  });
}

/**
 * Settles a counted try once its password was checked. A failure stays counted and starts the pair's
 * wait from now. A success forgets the pair's failures and its wait, and gives the address back the try
 * it was charged: the address's limit counts failures only (against spraying), so an office signing in
 * all day is never held.
 */
export async function finishSignInTry(
  em: EntityManager,
  ip: string,
  email: string,
  outcome: { succeeded: boolean; waitAfterFailure: number },
  now = new Date(),
) {
  const k = keys(ip, email);
  if (!outcome.succeeded) {
    if (outcome.waitAfterFailure > 0) await holdPair(em, k.pairWait, new Date(now.getTime() + outcome.waitAfterFailure * 1000));
    return;
  }
  await em.execute(`delete from rate_limits where key in (?, ?)`, [k.pair, k.pairWait], "run");
  await em.execute(`update rate_limits set count = count - 1 where key = ? and count > 0 and reset_at > ?`, [k.ip, now], "run");
}
