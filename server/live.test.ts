import http from "node:http";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startHarness, type Harness } from "../test/harness";
import { liveHub, liveStreams, type LiveEvent, type MatchUpdate } from "./live";
import { readCache } from "./read-cache";

const event = (matchId: string): MatchUpdate => ({ matchId, homeScore: 1, awayScore: 0, homePenalties: null, awayPenalties: null, status: "live", minute: 10, at: new Date().toISOString() });

/** The next match event (or, with `resync`, the next resync notice) within the time, else null. */
async function nextEvent(timeoutMs = 2000, wanted: "match" | "resync" = "match"): Promise<LiveEvent | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for await (const e of liveHub.stream(controller.signal)) if (("resync" in e) === (wanted === "resync")) return e;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  return null;
}

/** A page's live stream over HTTP, read as tRPC's client reads it: `connected` first, then one superjson `data:` per change. */
type PageStream = {
  next: (timeoutMs?: number) => Promise<LiveEvent | null>;
  /** The next change to this match, passing over others (a notification of an earlier test may still be on its way). */
  nextFor: (matchId: string, timeoutMs?: number) => Promise<LiveEvent | null>;
  close: () => void;
};
function openPageStream(baseUrl: string): Promise<PageStream> {
  return new Promise((resolve, reject) => {
    const queue: LiveEvent[] = [];
    let wake = () => {};
    const req = http.get(`${baseUrl}/trpc/matches.live?input=${encodeURIComponent("{}")}`, { headers: { accept: "text/event-stream" } }, (res) => {
      expect(res.headers["content-type"]).toBe("text/event-stream");
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.startsWith("event: connected")) {
            const next = async (timeoutMs = 2000) => {
              const deadline = Date.now() + timeoutMs;
              while (!queue.length && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 50)));
              return queue.shift() ?? null;
            };
            resolve({
              next,
              async nextFor(matchId, timeoutMs = 2000) {
                const deadline = Date.now() + timeoutMs;
                for (let e = await next(timeoutMs); e; e = await next(Math.max(0, deadline - Date.now())))
                  if ("matchId" in e && e.matchId === matchId) return e;
                return null;
              },
              close: () => req.destroy(),
            });
          } else if (frame.startsWith("data: ")) {
            queue.push(superjson.deserialize(JSON.parse(frame.slice(6))));
            wake();
          }
        }
      });
    });
    req.on("error", reject);
  });
}

describe("live streams of pages over HTTP (matches.live)", () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness();
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h?.close();
  });

  it("serializes each change once whatever the number of open pages, and every page receives it", async () => {
    const before = liveStreams.size;
    const pages = await Promise.all(Array.from({ length: 40 }, () => openPageStream(h.url)));
    expect(liveStreams.size).toBe(before + 40);
    const serialize = vi.spyOn(superjson, "serialize");
    liveHub.committed(event("fan-out-1"));
    const received = await Promise.all(pages.map((p) => p.next()));
    expect(received.map((e) => e && "matchId" in e && e.matchId)).toEqual(pages.map(() => "fan-out-1"));
    expect(serialize).toHaveBeenCalledTimes(1);
    serialize.mockRestore();

    // "Fetch again" travels the same way.
    liveHub.emit("live", { resync: true });
    expect(await pages[0].next()).toEqual({ resync: true });

    // A page that goes away (paused, closed) leaves the fan-out.
    for (const p of pages) p.close();
    await vi.waitFor(() => expect(liveStreams.size).toBe(before));
  });
});

describe("live hub, in one process (embedded database)", () => {
  it("delivers a committed change to subscribers", async () => {
    const waiting = nextEvent();
    liveHub.committed(event("local-1"));
    expect(await waiting).toMatchObject({ matchId: "local-1" });
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
    expect(await waiting).toMatchObject({ matchId: "pg-1" });
    const rolledBack = nextEvent(800);
    await em.transactional(async (tx) => {
      await liveHub.notify(tx, event("pg-rolled-back"));
      throw new Error("roll back");
    }).catch(() => undefined);
    expect(await rolledBack).toBeNull();
  });

  it("the writing instance drops its stale reads at commit, without waiting for the notification", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await readCache.get("teams:at-commit", load);
    await h.em().transactional((tx) => liveHub.notify(tx, event("pg-stale"), ["teams"]));
    liveHub.committed(event("pg-stale"), ["teams"]);
    // Synchronously after commit: the notification cannot have come back yet, the read is fresh anyway.
    await readCache.get("teams:at-commit", load);
    expect(loads).toBe(2);
  });

  it("a committed change reaches pages' HTTP streams through NOTIFY", async () => {
    const page = await openPageStream(h.url);
    await h.em().transactional((tx) => liveHub.notify(tx, event("pg-page")));
    expect(await page.nextFor("pg-page", 3000)).toMatchObject({ matchId: "pg-page" });
    page.close();
  });

  it("listens again after its connection is cut (database restart), drops cached reads and tells open pages to resync", async () => {
    const em = h.em();
    await readCache.get("teams:before-restart", async () => "cached");
    const resync = nextEvent(15_000, "resync");
    // What a PostgreSQL restart does to the listener: its backend is gone.
    const cut = await em.getConnection().execute<{ terminated: boolean }[]>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    expect(cut).toEqual([{ terminated: true }]);
    expect(await resync).toEqual({ resync: true });
    expect(readCache.peek("teams:before-restart")).toBeUndefined();

    const waiting = nextEvent(3000);
    await em.transactional((tx) => liveHub.notify(tx, event("after-restart")));
    expect(await waiting).toMatchObject({ matchId: "after-restart" });
  });
});
