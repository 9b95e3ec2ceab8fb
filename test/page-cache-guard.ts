/** A read a loader made from the read cache: its key and the tags it is kept under (server/read-cache.ts). */
export type CachedRead = { key: string; tags: readonly string[] };

/**
 * What a route's page cache declaration misses: each tag a read of its loader is kept under that its
 * `handle.cache` does not list. A write dropping that tag would leave the kept page showing the old data
 * until it expired. One line per tag, naming the route, the tag and the reads that carry it.
 */
export function undeclaredTags(route: string, declared: readonly string[], reads: readonly CachedRead[]): string[] {
  const missing = new Map<string, Set<string>>();
  for (const { key, tags } of reads)
    for (const tag of tags) if (!declared.includes(tag)) missing.set(tag, (missing.get(tag) ?? new Set()).add(key));
  return [...missing].map(
    ([tag, keys]) => `${route}: its loader reads "${tag}" (${[...keys].sort().join(", ")}), not in its handle.cache tags`,
  );
}
