import http from "node:http";
import superjson from "superjson";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startHarness, type Harness } from "../test/harness";
import type { EntityManager } from "@mikro-orm/postgresql";
import { LIVE_REPLAY_LIMIT, liveHub, liveStreams, type LiveEvent, type LoggedUpdate, type MatchUpdate } from "./live";
import { readCache } from "./read-cache";

const event = (matchId: string): MatchUpdate => ({
  matchId,
  homeScore: 1,
  awayScore: 0,
  homePenalties: null,
  awayPenalties: null,
  status: "live",
  minute: 10,
  at: new Date().toISOString(),
});

/** The next match event (or, with `resync`, the next resync notice) within the time, else null. */
async function nextEvent(timeoutMs = 2000, wanted: "match" | "resync" = "match"): Promise<LiveEvent | null> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    for await (const e of liveHub.stream(controller.signal)) if ("resync" in e === (wanted === "resync")) return e;
  } catch {
    return null;
  } finally {
    clearTimeout(timer);
  }
  return null;
}

type Received = { id: number | null; event: LiveEvent };
/** A page's live stream over HTTP, read as a browser's EventSource reads it: `connected` first, then one superjson `data:` per change, with its `id`. */
type PageStream = {
  next: (timeoutMs?: number) => Promise<LiveEvent | null>;
  /** The next frame with its id. */
  nextFrame: (timeoutMs?: number) => Promise<Received | null>;
  /** The next change to this match, passing over others (a notification of an earlier test may still be on its way). */
  nextFor: (matchId: string, timeoutMs?: number) => Promise<LiveEvent | null>;
  /** The `retry:` delay the server asked for. */
  retryMs: number | null;
  close: () => void;
};
function openPageStream(baseUrl: string, opts: { lastEventId?: number; query?: string } = {}): Promise<PageStream> {
  return new Promise((resolve, reject) => {
    const queue: Received[] = [];
    let wake = () => {};
    let retryMs: number | null = null;
    const headers: Record<string, string> = { accept: "text/event-stream" };
    if (opts.lastEventId !== undefined) headers["last-event-id"] = String(opts.lastEventId);
    const req = http.get(
      `${baseUrl}/trpc/matches.live?input=${encodeURIComponent("{}")}${opts.query ?? ""}`,
      { headers },
      (res) => {
        expect(res.headers["content-type"]).toBe("text/event-stream");
        let buffer = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => {
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const retry = /^retry: (\d+)$/m.exec(frame);
            if (retry) retryMs = Number(retry[1]);
            const data = /^data: (.*)$/m.exec(frame)?.[1];
            if (frame.startsWith("event: connected")) {
              const nextFrame = async (timeoutMs = 2000) => {
                const deadline = Date.now() + timeoutMs;
                while (!queue.length && Date.now() < deadline) await new Promise<void>((r) => ((wake = r), setTimeout(r, 50)));
                return queue.shift() ?? null;
              };
              const next = async (timeoutMs = 2000) => (await nextFrame(timeoutMs))?.event ?? null;
              resolve({
                next,
                nextFrame,
                async nextFor(matchId, timeoutMs = 2000) {
                  const deadline = Date.now() + timeoutMs;
                  for (let e = await next(timeoutMs); e; e = await next(Math.max(0, deadline - Date.now())))
                    if ("matchId" in e && e.matchId === matchId) return e;
                  return null;
                },
                retryMs,
                close: () => req.destroy(),
              });
            } else if (data) {
              const id = /^id: (\d+)$/m.exec(frame)?.[1];
              queue.push({ id: id === undefined ? null : Number(id), event: superjson.deserialize(JSON.parse(data)) });
              wake();
            }
          }
        });
      },
    );
    req.on("error", reject);
  });
}

/** A change written as the match procedures write one: numbered (and notified) inside its transaction, sent on after commit. */
async function commitChange(em: EntityManager, update: MatchUpdate, stale: string[] = []): Promise<LoggedUpdate> {
  const logged = await em.transactional((tx) => liveHub.notify(tx, update, stale));
  liveHub.committed(logged, stale);
  return logged;
}

/** Every frame a stream sends within the time (until `count` came). */
async function frames(page: PageStream, count: number, timeoutMs = 3000) {
  const out: Received[] = [];
  const deadline = Date.now() + timeoutMs;
  while (out.length < count) {
    const f = await page.nextFrame(Math.max(0, deadline - Date.now()));
    if (!f) break;
    out.push(f);
  }
  return out;
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
    await commitChange(h.em(), event("fan-out-1"));
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

  it("delivers a committed change to subscribers of the hub", async () => {
    const waiting = nextEvent();
    await commitChange(h.em(), event("local-1"));
    expect(await waiting).toMatchObject({ matchId: "local-1" });
  });

  it("numbers changes one apart in the order they commit, and each frame carries its number", async () => {
    const page = await openPageStream(h.url);
    // A spread of reconnection delays, so the pages of an instance that went away do not all return at once.
    expect(page.retryMs).toBeGreaterThanOrEqual(1000);
    expect(page.retryMs).toBeLessThanOrEqual(4000);
    // Committed at once: their commits may return in any order, the frames still go out in number order.
    const logged = await Promise.all(["n-1", "n-2", "n-3", "n-4", "n-5"].map((id) => commitChange(h.em(), event(id))));
    const ids = logged.map((l) => l.id).sort((a, b) => a - b);
    expect(ids).toEqual(ids.map((_, i) => ids[0] + i));
    const got = await frames(page, 5);
    expect(got.map((f) => f.id)).toEqual(ids);
    expect(got.map((f) => "matchId" in f.event && f.event.matchId)).toEqual(
      ids.map((id) => logged.find((l) => l.id === id)!.update.matchId),
    );
    page.close();
  });

  it("sends changes on in number order when their commits return out of order, and waits for a lost one no longer than a moment", async () => {
    const page = await openPageStream(h.url);
    const write = (id: string) => h.em().transactional((tx) => liveHub.notify(tx, event(id)));
    const [a, b, c] = [await write("late-a"), await write("late-b"), await write("late-c")];
    // Their commits come back last first: c and b wait for a.
    liveHub.committed(c);
    liveHub.committed(b);
    liveHub.committed(a);
    expect((await frames(page, 3)).map((f) => f.id)).toEqual([a.id, b.id, c.id]);

    // One never comes back (its writer failed after commit): the next goes on after a moment, the lost
    // one read from the log ahead of it.
    await liveHub.useLog(h.em());
    const [d, e] = [await write("lost-d"), await write("late-e")];
    const held = Date.now();
    liveHub.committed(e);
    const got = await frames(page, 2);
    expect(got.map((f) => f.id)).toEqual([d.id, e.id]);
    expect(got.map((f) => "matchId" in f.event && f.event.matchId)).toEqual(["lost-d", "late-e"]);
    expect(Date.now() - held).toBeGreaterThanOrEqual(250);
    page.close();
  });

  it("sends a stream that reconnects with Last-Event-ID what it missed, then live changes, each once", async () => {
    const first = await openPageStream(h.url);
    const seen = await commitChange(h.em(), event("before-drop"));
    expect(await first.nextFrame()).toMatchObject({ id: seen.id });
    first.close();
    const missed = [await commitChange(h.em(), event("missed-1")), await commitChange(h.em(), event("missed-2"))];

    const again = await openPageStream(h.url, { lastEventId: seen.id });
    expect(await frames(again, 2)).toEqual(missed.map((m) => ({ id: m.id, event: m.update })));
    // The same change arriving live after the log sent it is not sent twice.
    liveStreams.broadcast(missed[1].update, missed[1].id);
    const live = await commitChange(h.em(), event("after-reconnect"));
    expect(await again.nextFrame()).toEqual({ id: live.id, event: live.update });
    again.close();

    // A page that opens a new stream itself (its EventSource gave up) names the number in the URL.
    const reopened = await openPageStream(h.url, { query: `&lastEventId=${missed[1].id}` });
    expect((await frames(reopened, 1)).map((f) => f.id)).toEqual([live.id]);
    reopened.close();
  });

  it("tells a stream that missed more than the log keeps to fetch again, and trims the log", async () => {
    const start = await commitChange(h.em(), event("old"));
    for (let i = 0; i < LIVE_REPLAY_LIMIT + 60; i++) await commitChange(h.em(), event(`filler-${i}`));
    const newest = start.id + LIVE_REPLAY_LIMIT + 60;
    const [{ count }] = await h.em().getConnection().execute<Array<{ count: string }>>("select count(*) from live_events");
    expect(Number(count)).toBeLessThanOrEqual(LIVE_REPLAY_LIMIT + 50);

    const behind = await openPageStream(h.url, { lastEventId: start.id });
    expect(await behind.nextFrame()).toEqual({ id: newest, event: { resync: true } });
    behind.close();
    // A number past the newest: the log started again (a restored database).
    const ahead = await openPageStream(h.url, { lastEventId: newest + 1000 });
    expect(await ahead.nextFrame()).toEqual({ id: newest, event: { resync: true } });
    ahead.close();
    // Up to date: nothing to send.
    const current = await openPageStream(h.url, { lastEventId: newest });
    expect(await current.nextFrame(500)).toBeNull();
    current.close();
  }, 60_000);

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
    await liveHub.listen(h.db.orm.config.get("clientUrl")!, h.db.orm.em as EntityManager);
  });
  afterAll(async () => {
    await liveHub.close();
    await h?.close();
  });

  it("delivers a notification only once its transaction commits", async () => {
    const em = h.em();
    const waiting = nextEvent(3000);
    await em.transactional(async (tx) => {
      const logged = await liveHub.notify(tx, event("pg-1"));
      liveHub.committed({ ...logged, update: event("not-twice") }); // via the database, local emission is skipped
    });
    expect(await waiting).toMatchObject({ matchId: "pg-1" });
    const rolledBack = nextEvent(800);
    await em
      .transactional(async (tx) => {
        await liveHub.notify(tx, event("pg-rolled-back"));
        throw new Error("roll back");
      })
      .catch(() => undefined);
    expect(await rolledBack).toBeNull();
  });

  it("numbers concurrent changes in commit order, so notifications arrive one number apart", async () => {
    const ids: Array<number | null> = [];
    const collect = (_event: LiveEvent, id: number | null) => ids.push(id);
    liveHub.on("live", collect);
    // Ten writers at once, each holding its transaction open a little after numbering its change.
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        h.em().transactional(async (tx) => {
          await liveHub.notify(tx, event(`concurrent-${i}`));
          await new Promise((r) => setTimeout(r, 20 * (i % 3)));
        }),
      ),
    );
    await vi.waitFor(() => expect(ids).toHaveLength(10));
    liveHub.off("live", collect);
    expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
  });

  it("the writing instance drops its stale reads at commit, without waiting for the notification", async () => {
    let loads = 0;
    const load = async () => ++loads;
    await readCache.get("teams:at-commit", load);
    const logged = await h.em().transactional((tx) => liveHub.notify(tx, event("pg-stale"), ["teams"]));
    liveHub.committed(logged, ["teams"]);
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

  it("listens again after its connection is cut (database restart), drops cached reads and sends on, once, what was missed", async () => {
    const em = h.em();
    const page = await openPageStream(h.url);
    await readCache.get("teams:before-restart", async () => "cached");
    const reconnected = new Promise<void>((resolve) => liveHub.once("resync", () => resolve()));
    // What a PostgreSQL restart does to the listener: its backend is gone.
    const cut = await em.getConnection().execute<{ terminated: boolean }[]>(
      `select pg_terminate_backend(pid) as terminated from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN%'`,
    );
    expect(cut).toEqual([{ terminated: true }]);
    // Written while nobody listens: its notification is lost, the log has it.
    const during = await em.transactional((tx) => liveHub.notify(tx, event("during-restart")));
    await reconnected;
    expect(readCache.peek("teams:before-restart")).toBeUndefined();
    expect(await page.nextFrame(5000)).toEqual({ id: during.id, event: during.update });

    const after = await em.transactional((tx) => liveHub.notify(tx, event("after-restart")));
    expect(await page.nextFrame(3000)).toEqual({ id: after.id, event: after.update });
    page.close();
  });
});
