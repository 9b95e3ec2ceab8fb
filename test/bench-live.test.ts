// Smoke run of the live fan-out bench (scripts/bench-live.ts), so it cannot rot: a few streams, a few
// changes, against the test app. The figures themselves are for `npx tsx scripts/bench-live.ts`.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { EntityManager } from "@mikro-orm/postgresql";
import { startHarness, type Harness } from "./harness";
import { DEMO_ADMIN, upsertAdmin } from "../server/auth/admins";
import { benchLive, liveRows, percentile } from "../scripts/bench-live";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
  await upsertAdmin(h.em() as EntityManager, DEMO_ADMIN);
});
afterAll(async () => {
  await h?.close();
});

describe("live fan-out bench", () => {
  it("opens the streams, times every change to every stream, and leaves the match as it found it", async () => {
    const before = await (await fetch(`${h.url}/api/matches`)).json();
    const r = await benchLive({ baseUrl: h.url, streams: 5, updates: 3, warmup: 1, serverPid: process.pid });
    expect(r).toMatchObject({ streams: 5, updates: 3, missed: 0, dropped: 0 });
    for (const ms of [r.ackP50Ms, r.ackP99Ms, r.deliveryP50Ms, r.deliveryP99Ms]) expect(ms).toBeGreaterThan(0);
    expect(r.ackP99Ms).toBeGreaterThanOrEqual(r.ackP50Ms);
    expect(r.serverCpuMsPerUpdate).not.toBeNull();
    expect(liveRows(r).map((row) => row[0])).toEqual([
      "measure",
      "admin's score change acknowledged",
      "change received by every stream",
    ]);
    expect(await (await fetch(`${h.url}/api/matches`)).json()).toEqual(before);
  }, 120_000);

  it("takes percentiles by nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect([percentile(samples, 50), percentile(samples, 99), percentile(samples, 100), percentile([7], 99)]).toEqual([
      50, 99, 100, 7,
    ]);
  });
});
