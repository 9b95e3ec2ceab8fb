/**
 * The tags cached reads are kept under (server/read-cache.ts): a write drops every read, and every kept
 * page, carrying a tag of what it changed.
 */
export const READ_TAGS = ["teams", "players", "matches", "insights"] as const;
export type ReadTag = (typeof READ_TAGS)[number];

/**
 * How a public page is kept for anonymous visitors (server/http-cache.ts), declared by its route as
 * `handle.cache`, beside the loader it describes. A route without one is always rendered.
 * - `tags`: every tag the loader's reads are kept under, or a write leaves the page stale until it
 *   expires (server/page-cache-routes.test.ts runs each loader and checks).
 * - `params`: the query parameters the loader or first render reads; the rest are left out of the key.
 * - `maxAgeSeconds`: how long a copy lives at most, for what changes without a tagged write.
 */
export type PageCachePolicy = { tags: readonly ReadTag[]; params?: readonly string[]; maxAgeSeconds: number };

/** A route module's `handle` as the page cache reads it. */
export type CachedHandle = { cache?: PageCachePolicy };
