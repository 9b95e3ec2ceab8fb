import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "../../../server/live";

/** The `matches.live` subscription's stream (server/live.ts serves it in tRPC's SSE dialect). */
export const LIVE_STREAM_PATH = "/trpc/matches.live";

/**
 * One frame's event. The server writes each as `data: <superjson>`; a live event holds only strings,
 * numbers, booleans and null, so superjson's `json` is the event itself (live-stream.test.ts holds the
 * server to that), and the pages need no tRPC or superjson client to read it.
 */
export function parseLiveFrame(data: string): LiveEvent {
  return (JSON.parse(data) as { json: LiveEvent }).json;
}

/**
 * Calls `onEvent` with every live event while `enabled`, as tRPC's subscription link did over the same
 * stream: the browser's EventSource reconnects by itself after a drop; `reconnecting` is true from a
 * drop until the server says the stream is open again ("connected"). A stream the server refused for
 * good (EventSource gives up) is not retried.
 */
export function useLiveStream(enabled: boolean, onEvent: (event: LiveEvent) => void): { reconnecting: boolean } {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const [reconnecting, setReconnecting] = useState(false);
  useEffect(() => {
    setReconnecting(false);
    if (!enabled) return;
    const source = new EventSource(LIVE_STREAM_PATH);
    source.addEventListener("connected", () => setReconnecting(false));
    source.addEventListener("message", (e) => handler.current(parseLiveFrame(e.data)));
    source.addEventListener("error", () => setReconnecting(source.readyState === EventSource.CONNECTING));
    return () => source.close();
  }, [enabled]);
  return { reconnecting };
}
