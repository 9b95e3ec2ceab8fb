import { useEffect, useSyncExternalStore } from "react";

type ErrorEnvelope = { error?: { code: string; message: string; fields?: Record<string, string> } };

/** A JSON call to the public REST bridge; non-OK answers come back with their status and error body. */
async function restJson<T = unknown>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown) {
  const res = await fetch(path, {
    method,
    credentials: "include",
    // Public reads may be kept by caches for a few seconds (decision 115); the site's own reads ask the
    // server each time (a 304 when nothing changed), so a page never shows its own write undone.
    cache: method === "GET" ? "no-cache" : undefined,
    // The bridge wants a JSON content type on every write, even one without a body.
    headers:
      method === "GET" ? { accept: "application/json" } : { "content-type": "application/json", accept: "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const data = (await res.json().catch(() => null)) as (T & ErrorEnvelope) | null;
  return { ok: res.ok, status: res.status, data };
}

/**
 * A refused REST call, shaped like a tRPC client error (`message`, `data.code`, `data.fields`) so the
 * forms' error helpers (app/lib/forms.ts) read both alike.
 */
export class RestError extends Error {
  readonly data: { code: string; fields?: Record<string, string> } | undefined;
  constructor(status: number, envelope: ErrorEnvelope | null) {
    super(envelope?.error?.message ?? `HTTP ${status}`);
    this.data = envelope?.error ? { code: envelope.error.code, fields: envelope.error.fields } : undefined;
  }
}

/** The answer of a REST call, or a RestError (a network failure rejects as fetch does). */
export async function rest<T>(method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE", path: string, body?: unknown): Promise<T> {
  const res = await restJson<T>(method, path, body);
  if (!res.ok) throw new RestError(res.status, res.data);
  return res.data as T;
}

/*
 * Reads the public pages need right after they load (the signed-in user, the cart, match
 * probabilities, fun facts), shared by every component of the page that asks for the same path: one
 * request, one copy, kept until it is refreshed (the pages' tRPC queries are never stale either).
 * The pages' first download carries this instead of the tRPC and TanStack Query clients
 * (decision 006); forms and admin screens, which load on use, keep those.
 */
type Read = { data?: unknown; error?: unknown; promise?: Promise<unknown>; settled?: boolean; version: number };
const reads = new Map<string, Read>();
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function store(path: string, read: Read) {
  reads.set(path, read);
  listeners.forEach((l) => l());
}

/**
 * The data of a shared read: the copy asked for already (loaded or on its way), else a new request.
 * `refresh: "force"` asks again (after a write, whose effect a request already on its way may miss);
 * `refresh: "join"` asks again unless a request is on its way (several components refreshing at once).
 */
export function fetchRead<T>(path: string, refresh?: "force" | "join"): Promise<T> {
  const read = reads.get(path);
  if (read?.promise && (!refresh || (refresh === "join" && !read.settled))) return read.promise as Promise<T>;
  const version = (read?.version ?? 0) + 1;
  const promise = rest<T>("GET", path);
  reads.set(path, { data: read?.data, promise, version });
  promise.then(
    (data) => reads.get(path)?.version === version && store(path, { data, promise, settled: true, version }),
    // Without a promise, the next component that asks tries again.
    (error: unknown) => reads.get(path)?.version === version && store(path, { data: read?.data, error, version }),
  );
  return promise;
}

/** Replaces a shared read's data (after a write whose answer says what changed). */
export function setRead<T>(path: string, update: (old: T | undefined) => T) {
  const data = update(reads.get(path)?.data as T | undefined);
  store(path, { data, promise: Promise.resolve(data), settled: true, version: (reads.get(path)?.version ?? 0) + 1 });
}

/** Drops a shared read (another person signed in): the next component that asks reads it again. */
export function forgetRead(path: string) {
  if (!reads.delete(path)) return;
  listeners.forEach((l) => l());
}

/** A shared read's data after hydration (undefined while it loads, or when `path` is null). */
export function useRead<T>(path: string | null): { data: T | undefined; isLoading: boolean; error: unknown } {
  const read = useSyncExternalStore(
    subscribe,
    () => (path ? reads.get(path) : undefined),
    () => undefined,
  );
  useEffect(() => {
    if (path) fetchRead(path).catch(() => undefined);
  }, [path]);
  return {
    data: read?.data as T | undefined,
    isLoading: !!path && read?.data === undefined && read?.error === undefined,
    error: read?.error,
  };
}
