import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BATCH_SIZE } from "@shared/api-limits";
import { startHarness, type Harness } from "../../test/harness";
import { ADMIN, PLAYER, createAccounts } from "../../test/auth";
import { RATE_LIMITS } from "../../server/rate-limits";

/**
 * Tries sent together must meet the same throttle as tries sent one by one: each is counted before its
 * password is checked, in one locked step in the database, so no two tries read the same standing.
 */
// One by one, a pair's free failures and then the try whose failure starts its wait are checked; the next is refused.
const SIGN_IN_TRIES_BEFORE_WAIT = RATE_LIMITS.signInPair.max + 1;
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
});
afterAll(async () => {
  await h?.close();
});

/** A sign-in over REST from a chosen loopback source address (each test has its own, so its own counters). */
function loginFrom(localAddress: string, body: unknown) {
  return new Promise<number>((resolve, reject) => {
    const options = { method: "POST", localAddress, headers: { "content-type": "application/json" } };
    const req = http.request(`${h.url}/api/auth/login`, options, (res) => {
      res.resume();
      res.on("end", () => resolve(res.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}
const tally = (statuses: Array<number | string>) =>
  statuses.reduce<Record<string, number>>((all, s) => ({ ...all, [s]: (all[s] ?? 0) + 1 }), {});

describe("sign-in tries sent at once", () => {
  it("forty wrong passwords for one account: no more 401s than one by one, the rest 429", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, () => loginFrom("127.0.0.21", { email: PLAYER.email, password: "guess-guess" })),
    );
    expect(tally(statuses)).toEqual({ 401: SIGN_IN_TRIES_BEFORE_WAIT, 429: 40 - SIGN_IN_TRIES_BEFORE_WAIT });
    // The pair waits: even the right password is refused from there, while another address signs in.
    expect(await loginFrom("127.0.0.21", PLAYER)).toBe(429);
    expect(await loginFrom("127.0.0.22", PLAYER)).toBe(200);
  });

  it("forty wrong passwords for forty accounts from one address: the address's limit holds", async () => {
    const statuses = await Promise.all(
      Array.from({ length: 40 }, (_, i) => loginFrom("127.0.0.23", { email: `sprayed${i}@tradescup.test`, password: "guess" })),
    );
    const max = RATE_LIMITS.signInAddress.max;
    expect(tally(statuses)).toEqual({ 401: max, 429: 40 - max });
    // A right password of an account that has not failed from there still signs in (a shared NAT).
    expect(await loginFrom("127.0.0.23", ADMIN)).toBe(200);
  });

  it(`a tRPC batch of ${MAX_BATCH_SIZE} wrong passwords meets the same limit`, async () => {
    const input = Object.fromEntries(
      Array.from({ length: MAX_BATCH_SIZE }, (_, i) => [i, { json: { email: ADMIN.email, password: "guess-guess" } }]),
    );
    const res = await fetch(`${h.url}/trpc/${Array(MAX_BATCH_SIZE).fill("auth.login").join(",")}?batch=1`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    const answers = (await res.json()) as Array<{ error?: { json: { data: { code: string } } } }>;
    expect(answers).toHaveLength(MAX_BATCH_SIZE);
    const codes = answers.map((a) => a.error?.json.data.code ?? "signed in");
    expect(tally(codes)).toEqual({
      UNAUTHORIZED: SIGN_IN_TRIES_BEFORE_WAIT,
      TOO_MANY_REQUESTS: MAX_BATCH_SIZE - SIGN_IN_TRIES_BEFORE_WAIT,
    });
  });
});
