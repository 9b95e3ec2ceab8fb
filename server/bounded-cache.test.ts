import { afterEach, describe, expect, it, vi } from "vitest";
import { BoundedCache } from "./bounded-cache";

afterEach(() => {
  vi.useRealTimers();
});

describe("BoundedCache", () => {
  it("never holds more entries or bytes than its bounds, whatever is put in", () => {
    const cache = new BoundedCache({ ttlMs: 60_000, maxEntries: 50, maxBytes: 4_000 });
    for (let i = 0; i < 5_000; i++) {
      cache.set(`junk:${i}`, "x".repeat(i % 300));
      expect(cache.size).toBeLessThanOrEqual(50);
      expect(cache.bytes).toBeLessThanOrEqual(4_000);
    }
    // The newest entries are the ones kept.
    expect(cache.peek("junk:4999")).toBe("x".repeat(4999 % 300));
    expect(cache.peek("junk:0")).toBeUndefined();
  });

  it("does not keep a value larger than its whole byte budget", () => {
    const cache = new BoundedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 100 });
    cache.set("teams:small", "x".repeat(10));
    cache.set("teams:huge", Buffer.alloc(101));
    expect(cache.peek("teams:huge")).toBeUndefined();
    expect(cache.peek("teams:small")).toBe("x".repeat(10));
    expect(cache.bytes).toBe(10);
  });

  it("evicts expired entries first, then the least recently used", () => {
    vi.useFakeTimers();
    const cache = new BoundedCache({ ttlMs: 1_000, maxEntries: 3, maxBytes: 1_000_000 });
    cache.set("a:1", 1);
    vi.advanceTimersByTime(500);
    cache.set("b:1", 2);
    cache.set("c:1", 3);
    vi.advanceTimersByTime(100);
    expect(cache.peek("a:1")).toBe(1); // used most recently, but about to expire
    vi.advanceTimersByTime(500);
    cache.set("d:1", 4);
    // Full: the expired "a" goes, not "b", the least recently used of the live ones.
    expect([cache.peek("b:1"), cache.peek("c:1"), cache.peek("d:1"), cache.size]).toEqual([2, 3, 4, 3]);
    cache.peek("b:1");
    cache.set("e:1", 5);
    // Nothing expired: the least recently used ("c") goes.
    expect(cache.peek("c:1")).toBeUndefined();
    expect([cache.peek("b:1"), cache.peek("d:1"), cache.peek("e:1")]).toEqual([2, 4, 5]);
  });

  it("keeps an entry given its own lifetime (a page's maxAgeSeconds) for that long, the others for the cache's", () => {
    vi.useFakeTimers();
    const cache = new BoundedCache({ ttlMs: 1_000, maxEntries: 10, maxBytes: 1_000_000 });
    cache.set("page:long", 1, { tags: ["teams"], ttlMs: 5_000 });
    cache.set("page:short", 2, { ttlMs: 200 });
    cache.set("page:default", 3);
    vi.advanceTimersByTime(300);
    expect([cache.peek("page:long"), cache.peek("page:short"), cache.peek("page:default")]).toEqual([1, undefined, 3]);
    vi.advanceTimersByTime(1_000);
    expect([cache.peek("page:long"), cache.peek("page:default")]).toEqual([1, undefined]);
    vi.advanceTimersByTime(4_000);
    expect(cache.peek("page:long")).toBeUndefined();
  });

  it("loads once for concurrent callers, sizes the loaded value and forgets a failed load", async () => {
    const cache = new BoundedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 });
    let loads = 0;
    const load = async () => {
      loads++;
      return { names: ["Plumbers", "Welders"] };
    };
    const [a, b] = await Promise.all([cache.get("teams:list", load), cache.get("teams:list", load)]);
    expect(loads).toBe(1);
    expect(a).toBe(b);
    expect(cache.bytes).toBe(JSON.stringify(a).length);
    await expect(cache.get("teams:broken", async () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    expect(cache.peek("teams:broken")).toBeUndefined();
  });

  it("drops entries by tag and clears, here and in the caches built from it", () => {
    const pages = new BoundedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 });
    const reads = new BoundedCache({ ttlMs: 60_000, maxEntries: 10, maxBytes: 1_000 }, [pages]);
    reads.set("teams:list", [1]);
    reads.set("tournament:state", {}, { tags: ["teams", "matches"] });
    reads.set("players:list", [2]);
    pages.set("page:en:/teams", "<html>", { tags: ["teams"] });
    pages.set("page:en:/players", "<html>", { tags: ["players"] });
    reads.invalidate(["matches"]);
    expect(reads.peek("tournament:state")).toBeUndefined();
    expect(reads.peek("teams:list")).toEqual([1]);
    reads.invalidate(["teams"]);
    expect([reads.peek("teams:list"), pages.peek("page:en:/teams")]).toEqual([undefined, undefined]);
    expect(pages.peek("page:en:/players")).toBe("<html>");
    reads.clear();
    expect([reads.size, reads.bytes, pages.size, pages.bytes]).toEqual([0, 0, 0, 0]);
  });
});
