import { createHash } from "node:crypto";
import { wrap } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { NextFunction, Request, Response } from "express";
import { liveHub } from "./live";

/**
 * Hot public reads (team and match lists…) served from memory: the single-connection embedded database
 * caps uncached reads at a few hundred per second. Keys are "<tag>:…"; every write that changes a
 * resource drops its tag after commit — in all instances, through the database's NOTIFY
 * (server/live.ts) — and entries expire after a short time as a safety net for writes made outside
 * the app (e.g. `npm run db:seed`).
 */
class ReadCache {
  private entries = new Map<string, { expires: number; value: unknown }>();
  constructor(private ttlMs: number) {}

  /** The value for `key`, loading (once, shared by concurrent callers) when missing or expired. */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.peek<Promise<T>>(key);
    if (hit) return hit;
    const value = load();
    this.set(key, value);
    // A failed load is not kept.
    value.catch(() => this.entries.get(key)?.value === value && this.entries.delete(key));
    return value;
  }

  peek<T>(key: string): T | undefined {
    const hit = this.entries.get(key);
    return hit && hit.expires > Date.now() ? (hit.value as T) : undefined;
  }

  set(key: string, value: unknown) {
    this.entries.set(key, { expires: Date.now() + this.ttlMs, value });
  }

  /** Drops every entry under one of the tags ("teams" drops "teams:list", "teams:rest:…"). */
  invalidate(tags: string[]) {
    for (const key of this.entries.keys()) if (tags.some((tag) => key.startsWith(`${tag}:`))) this.entries.delete(key);
  }

  clear() {
    this.entries.clear();
  }
}

declare global {
  var __tradesCupReadCache: ReadCache | undefined;
}
export const readCache: ReadCache = (globalThis.__tradesCupReadCache ??= (() => {
  const cache = new ReadCache(30_000);
  liveHub.on("invalidate", (tags: string[]) => cache.invalidate(tags));
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

/**
 * Answers public REST GETs of the listed resources (the first path segment after /api) from the read
 * cache: the first request runs the procedure and its 200 body is kept under the resource's tag, so
 * the writes that invalidate the resource drop this copy too. Partners sending credentials bypass it.
 */
export function restReadCache(resources: string[]) {
  return (req: Request, res: Response, next: NextFunction) => {
    const segment = req.originalUrl.split(/[/?.]/)[2] ?? "";
    if (req.method !== "GET" || !resources.includes(segment) || req.headers.authorization) return next();
    const key = `${segment}:rest:${String(req.headers["accept-language"] ?? "").slice(0, 2)}:${req.headers.cookie?.match(/(?:^|; )lang=(\w+)/)?.[1] ?? ""}:${req.originalUrl}`;
    const hit = readCache.peek<{ body: Buffer; etag: string }>(key);
    if (hit) {
      // Headers and validator computed once per cached body; conditional requests get a 304.
      res.setHeader("Content-Type", "application/json; charset=utf-8");
      res.setHeader("ETag", hit.etag);
      if (req.headers["if-none-match"] === hit.etag) {
        res.statusCode = 304;
        res.end();
      } else {
        res.setHeader("Content-Length", hit.body.length);
        res.end(hit.body);
      }
      return;
    }
    const end = res.end.bind(res) as (...args: unknown[]) => Response;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (res.statusCode === 200 && typeof chunk === "string") {
        const etag = `"${createHash("sha1").update(chunk).digest("base64url")}"`;
        readCache.set(key, { body: Buffer.from(chunk), etag });
        if (!res.headersSent) res.setHeader("ETag", etag);
      }
      return end(chunk, ...rest);
    }) as Response["end"];
    next();
  };
}
