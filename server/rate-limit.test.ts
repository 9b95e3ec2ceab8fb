import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../test/harness";
import { hitRateLimit, RATE_LIMIT_SWEEP_MS } from "./rate-limit";

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

describe("hits sent at once", () => {
  it("each get a count of their own: forty together let exactly `limit` through (every limit of server/rate-limits.ts)", async () => {
    const t0 = new Date("2026-07-02T00:00:00Z");
    const results = await Promise.all(Array.from({ length: 40 }, () => hitRateLimit(h.em(), "test:parallel", 7, 60_000, t0)));
    expect(results.filter((r) => r.allowed)).toHaveLength(7);
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
  });
});

describe("expired windows", () => {
  it("are deleted as hits go on, while windows still open stay", async () => {
    const t0 = new Date("2026-08-01T00:00:00Z");
    for (let i = 0; i < 5; i++) await hitRateLimit(h.em(), `sweep:email:${i}`, 3, 60_000, t0);
    await hitRateLimit(h.em(), "sweep:long", 3, 24 * 3600_000, t0);
    const keys = async () =>
      (await h.em().getConnection().execute<{ key: string }[]>("select key from rate_limits where key like 'sweep:%'"))
        .map((r) => r.key)
        .sort();
    expect(await keys()).toHaveLength(6);
    await hitRateLimit(h.em(), "sweep:other", 3, 60_000, new Date(t0.getTime() + RATE_LIMIT_SWEEP_MS + 1));
    expect(await keys()).toEqual(["sweep:long", "sweep:other"]);
  });
});
