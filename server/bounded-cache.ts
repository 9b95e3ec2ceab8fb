/**
 * An in-memory cache that one visitor cannot grow without limit: it holds at most `maxEntries` entries
 * and `maxBytes` bytes. Each entry carries tags (by default the part of its key before the first ":"),
 * so a write drops everything built from what it changed. Entries expire after `ttlMs` as a safety net
 * for writes made outside the app. When full, expired entries go first, then the least recently used.
 */
export type BoundedCacheOptions = { ttlMs: number; maxEntries: number; maxBytes: number };
/** `ttlMs` overrides the cache's lifetime for one entry (a page declares its own: shared/page-cache.ts). */
export type SetOptions = { tags?: readonly string[]; bytes?: number; ttlMs?: number };

type Entry = { value: unknown; expires: number; bytes: number; tags: readonly string[] };

export class BoundedCache {
  // A Map iterates in insertion order: re-inserting on each hit keeps the least recently used first.
  private entries = new Map<string, Entry>();
  private totalBytes = 0;
  private drops = 0;

  /** `dependents` are caches built from this one's data: whatever drops an entry here drops theirs too. */
  constructor(
    readonly options: BoundedCacheOptions,
    private dependents: BoundedCache[] = [],
  ) {}

  get size() {
    return this.entries.size;
  }

  get bytes() {
    return this.totalBytes;
  }

  /**
   * Changes whenever entries are dropped by tag or cleared. A value computed outside `get` (a rendered
   * page, a response body) is stored only if this did not change while it was computed: it may have
   * been built from data a write has since replaced.
   */
  get generation() {
    return this.drops;
  }

  /** The value for `key`, loading (once, shared by concurrent callers) when missing or expired. */
  get<T>(key: string, load: () => Promise<T>, options: { tags?: readonly string[] } = {}): Promise<T> {
    const hit = this.peek<Promise<T>>(key);
    if (hit) return hit;
    const value = load();
    // Its size is known once it resolves; a failed load is not kept.
    this.set(key, value, { tags: options.tags, bytes: 0 });
    value.then(
      (resolved) => {
        const entry = this.entries.get(key);
        if (entry?.value !== value) return;
        this.totalBytes += sizeOf(resolved) - entry.bytes;
        entry.bytes = sizeOf(resolved);
        if (entry.bytes > this.options.maxBytes) this.remove(key, entry);
        this.evict();
      },
      () => {
        const entry = this.entries.get(key);
        if (entry?.value === value) this.remove(key, entry);
      },
    );
    return value;
  }

  peek<T>(key: string): T | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expires <= Date.now()) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.value as T;
  }

  /** Keeps `value`; one larger than the whole byte budget is not kept at all. */
  set(key: string, value: unknown, options: SetOptions = {}) {
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    const bytes = options.bytes ?? sizeOf(value);
    if (bytes > this.options.maxBytes) return;
    this.entries.set(key, {
      value,
      bytes,
      expires: Date.now() + (options.ttlMs ?? this.options.ttlMs),
      tags: tagsOf(key, options.tags),
    });
    this.totalBytes += bytes;
    this.evict();
  }

  /** Drops every entry carrying one of the tags, here and in the dependent caches. */
  invalidate(tags: readonly string[]) {
    this.drops++;
    for (const [key, entry] of this.entries) if (entry.tags.some((tag) => tags.includes(tag))) this.remove(key, entry);
    for (const cache of this.dependents) cache.invalidate(tags);
  }

  /** Drops everything, here and in the dependent caches (e.g. after missing notifications). */
  clear() {
    this.drops++;
    this.entries.clear();
    this.totalBytes = 0;
    for (const cache of this.dependents) cache.clear();
  }

  private full() {
    return this.entries.size > this.options.maxEntries || this.totalBytes > this.options.maxBytes;
  }

  private evict() {
    if (!this.full()) return;
    const now = Date.now();
    for (const [key, entry] of this.entries) if (entry.expires <= now) this.remove(key, entry);
    for (const [key, entry] of this.entries) {
      if (!this.full()) break;
      this.remove(key, entry);
    }
  }

  private remove(key: string, entry: Entry) {
    if (this.entries.get(key) !== entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
  }
}

/** The tags an entry is kept under: those given, else the part of its key before the first ":". */
export function tagsOf(key: string, tags?: readonly string[]): readonly string[] {
  return tags ?? [key.split(":")[0]];
}

/** Bytes an entry holds: exact for bodies, the JSON length for other values (computed once per load). */
export function sizeOf(value: unknown): number {
  if (value == null) return 0;
  if (typeof value === "string") return Buffer.byteLength(value);
  if (value instanceof Uint8Array) return value.byteLength;
  if (value instanceof Promise) return 0;
  if (typeof value === "object" && "body" in value && value.body instanceof Uint8Array) return value.body.byteLength + 512;
  try {
    return Buffer.byteLength(JSON.stringify(value) ?? "");
  } catch {
    return 0;
  }
}
