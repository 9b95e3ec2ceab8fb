import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "../../../server/live";

/** The `matches.live` subscription's stream (server/live.ts serves it in tRPC's SSE dialect). */
export const LIVE_STREAM_PATH = "/trpc/matches.live";

/** A tab hidden longer than this may have been frozen or its stream cut: coming back, the page fetches again. */
export const HIDDEN_RESYNC_MS = 60_000;
const REOPEN_FIRST_MS = 5_000;
const REOPEN_MAX_MS = 60_000;

/**
 * One frame's event. The server writes each as `data: <superjson>`; a live event holds only strings,
 * numbers, booleans and null, so superjson's `json` is the event itself (live-stream.test.ts holds the
 * server to that), and the pages need no tRPC or superjson client to read it.
 */
export function parseLiveFrame(data: string): LiveEvent {
  return (JSON.parse(data) as { json: LiveEvent }).json;
}

/** The stream's URL; a stream the page opens again itself names the last change it received (server/live.ts). */
export function liveStreamUrl(lastEventId: string) {
  return lastEventId ? `${LIVE_STREAM_PATH}?lastEventId=${encodeURIComponent(lastEventId)}` : LIVE_STREAM_PATH;
}

/** How long to wait before opening again a stream the browser gave up on (the server refused it: 502, 503). */
export function reopenDelayMs(attempt: number) {
  return Math.min(REOPEN_MAX_MS, REOPEN_FIRST_MS * 2 ** attempt);
}

/** Whether a tab that was hidden from `hiddenAt` and is visible again at `now` should fetch its data again. */
export function staleAfterHidden(hiddenAt: number | null, now: number) {
  return hiddenAt !== null && now - hiddenAt > HIDDEN_RESYNC_MS;
}

/**
 * Calls `onEvent` with every live event while `enabled`, and keeps the page from missing any:
 * - the browser's EventSource reconnects by itself after a drop, sending the number of the last change
 *   it received (`Last-Event-ID`), and the server sends what was missed first, or `{ resync: true }` when
 *   too much was (server/live.ts);
 * - a stream the browser gave up on (the server or its proxy refused it) is opened again after a pause,
 *   naming that number itself;
 * - when the browser comes back online, or the tab becomes visible after more than a minute hidden,
 *   `onEvent` gets `{ resync: true }` (the page fetches its data again) and a closed stream reopens.
 * The first stream starts after `since`, the newest change the page's data shows; a stream opened again
 * after a pause starts afresh (the page fetches its data again on resuming).
 * `reconnecting` is true from a drop until the server says the stream is open again ("connected").
 */
export function useLiveStream(
  enabled: boolean,
  since: number | null,
  onEvent: (event: LiveEvent) => void,
): { reconnecting: boolean } {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const first = useRef(since);
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    setReconnecting(false);
    if (!enabled) return;
    let lastEventId = first.current === null ? "" : String(first.current);
    first.current = null;
    let source: EventSource;
    let reopen: number | undefined;
    let attempts = 0;
    let hiddenAt: number | null = document.visibilityState === "hidden" ? Date.now() : null;

    const open = () => {
      window.clearTimeout(reopen);
      reopen = undefined;
      source = new EventSource(liveStreamUrl(lastEventId));
      source.addEventListener("connected", () => {
        attempts = 0;
        setReconnecting(false);
      });
      source.addEventListener("message", (e) => {
        if (e.lastEventId) lastEventId = e.lastEventId;
        handler.current(parseLiveFrame(e.data));
      });
      source.addEventListener("error", () => {
        if (source.readyState === EventSource.CLOSED) {
          setReconnecting(true);
          reopen = window.setTimeout(open, reopenDelayMs(attempts++));
        } else setReconnecting(source.readyState === EventSource.CONNECTING);
      });
    };
    const catchUp = () => {
      handler.current({ resync: true });
      if (source.readyState === EventSource.CLOSED) open();
    };
    const onVisibility = () => {
      if (document.visibilityState === "hidden") return void (hiddenAt ??= Date.now());
      const stale = staleAfterHidden(hiddenAt, Date.now());
      hiddenAt = null;
      if (stale) catchUp();
    };
    open();
    window.addEventListener("online", catchUp);
    document.addEventListener("visibilitychange", onVisibility);
    return () => {
      window.clearTimeout(reopen);
      window.removeEventListener("online", catchUp);
      document.removeEventListener("visibilitychange", onVisibility);
      source.close();
    };
  }, [enabled]);
  return { reconnecting };
}
