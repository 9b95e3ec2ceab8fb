import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../test/harness";
import { hitRateLimit } from "./rate-limit";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

describe("hitRateLimit", () => {
  it("allows `limit` hits per window, then refuses until the window resets", async () => {
    const t0 = new Date("2026-07-01T00:00:00Z");
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await hitRateLimit(h.em(), "test:ip:1", 3, 60_000, t0));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3].retryAfterSeconds).toBe(60);
    const later = await hitRateLimit(h.em(), "test:ip:1", 3, 60_000, new Date(t0.getTime() + 61_000));
    expect(later).toMatchObject({ allowed: true, remaining: 2 });
    const other = await hitRateLimit(h.em(), "test:ip:2", 3, 60_000, t0);
    expect(other.remaining).toBe(2);
  });
});
