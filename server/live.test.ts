import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "../test/harness";
import { liveHub, type MatchEvent } from "./live";
import { readCache } from "./read-cache";

const event = (matchId: string): MatchEvent => ({ matchId, homeScore: 1, awayScore: 0, homePenalties: null, awayPenalties: null, status: "live", minute: 10, at: new Date().toISOString() });

async function nextEvent(timeoutMs = 2000): Promise<MatchEvent | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for await (const e of liveHub.stream(controller.signal)) return e;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  return null;
}

describe("live hub, in one process (embedded database)", () => {
  it("delivers a committed change to subscribers", async () => {
    const waiting = nextEvent();
    liveHub.committed(event("local-1"));
    expect((await waiting)?.matchId).toBe("local-1");
  });

  it("drops cached reads by tag", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await readCache.get("teams:test", load);
    await readCache.get("teams:test", load);
    expect(loads).toBe(1);
    readCache.invalidate(["teams"]);
    await readCache.get("teams:test", load);
    expect(loads).toBe(2);
  });
});

// Several app instances agree through PostgreSQL LISTEN/NOTIFY: exercised when a real server is given.
describe.runIf(!!process.env.TEST_DATABASE_URL)("live hub across instances (PostgreSQL NOTIFY)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
    // NOTIFY is per database: listen on this test file's own database.
    await liveHub.listen(h.db.orm.config.get("clientUrl")!);
  });
  afterAll(async () => {
    await liveHub.close();
    await h?.close();
  });

  it("delivers a notification only once its transaction commits", async () => {
    const em = h.em();
    const waiting = nextEvent(3000);
    await em.transactional(async (tx) => {
      await liveHub.notify(tx, event("pg-1"));
      liveHub.committed(event("not-twice")); // via the database, local emission is skipped
    });
    expect((await waiting)?.matchId).toBe("pg-1");
    const rolledBack = nextEvent(800);
    await em.transactional(async (tx) => {
      await liveHub.notify(tx, event("pg-rolled-back"));
      throw new Error("roll back");
    }).catch(() => undefined);
    expect(await rolledBack).toBeNull();
  });
});
