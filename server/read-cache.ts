import { wrap } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { liveHub } from "./live";
import { BoundedCache } from "./bounded-cache";

/**
 * Hot public reads (team and match lists…) served from memory: the single-connection embedded database
 * caps uncached reads at a few hundred per second. Keys are "<tag>:…" (or carry explicit tags); every
 * write that changes a resource drops its tag after commit — in all instances, through the database's
 * NOTIFY (server/live.ts) — and entries expire after a short time as a safety net for writes made
 * outside the app (e.g. `npm run db:seed`). Both caches are bounded (server/bounded-cache.ts).
 */
declare global {
  var __tradesCupReadCache: BoundedCache | undefined;
  var __tradesCupPageCache: BoundedCache | undefined;
}

/** Whole HTML pages and `.data` answers for anonymous visitors (server/page-cache.ts). */
export const pageCache: BoundedCache = (globalThis.__tradesCupPageCache ??= new BoundedCache({
  ttlMs: 30_000,
  maxEntries: 500,
  maxBytes: 64 * 1024 * 1024,
}));

// Pages are rendered from these reads, so a tag (or clear()) that drops a read drops the pages too.
export const readCache: BoundedCache = (globalThis.__tradesCupReadCache ??= (() => {
  const cache = new BoundedCache({ ttlMs: 30_000, maxEntries: 2_000, maxBytes: 32 * 1024 * 1024 }, [pageCache]);
  liveHub.on("invalidate", (tags: string[]) => cache.invalidate(tags));
  liveHub.on("resync", () => cache.clear());
  return cache;
})());

/** Plain copies of entities, safe to share between requests. */
export function toPlain<T extends object>(rows: T[]): T[] {
  return rows.map((row) => wrap(row).toObject() as unknown as T);
}

/** Call after a write has committed. */
export function invalidateReads(em: EntityManager, tags: string[]) {
  return liveHub.invalidate(em, tags);
}
