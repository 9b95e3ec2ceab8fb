import { useCallback, useEffect, useRef, useState } from "react";
import type { MatchEventInput } from "@shared/forms/match-centre.schema";
import { useIntent } from "~/components/forms/use-intent";
import { useConsoleAction } from "./console-action";
import type { FormFailure } from "~/lib/form-result";
import { isUnreachable } from "~/lib/reach-server";

/**
 * An event entered while the connection was down, waiting to be sent (or refused once sent). Its
 * `localId` is the event's `clientId`, made once when it was entered and sent with every try: the
 * server answers a repeat with the event it already stored (decision 106).
 */
export type QueuedEvent = { localId: string; input: MatchEventInput; state: "pending" | "sending" | "refused"; error?: string };

const STORAGE_KEY = "tradescup.console.queue";
const RETRY_MS = 5000;

function load(): QueuedEvent[] {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    const list = raw ? (JSON.parse(raw) as QueuedEvent[]) : [];
    // A send cut short by a reload is still to be sent; one queued before events had ids gets its own.
    return Array.isArray(list)
      ? list.map((q) => ({
          ...q,
          input: { ...q.input, clientId: q.input.clientId ?? q.localId },
          state: q.state === "sending" ? "pending" : q.state,
        }))
      : [];
  } catch {
    return [];
  }
}

/**
 * The console's outbox: an event that cannot reach the server for network reasons is kept (in memory
 * and localStorage) and sent in entry order when the browser is back online, on a timer, or on demand.
 * Each event goes to the console's action (console-action.ts) (intent `addEvent`); its `clientAction` answers a lost connection
 * with status 0 (app/lib/reach-server.ts), which keeps the event queued. A refusal met while syncing
 * stays listed with the server's translated message until discarded.
 */
export function useEventQueue(onSent: (matchId: string) => void, fallback: string) {
  // Its refusals are shown beside the form's fields, or in the queue: no toast.
  const addEvent = useIntent<MatchEventInput>({ action: useConsoleAction(), intent: "addEvent", failureToast: false });
  const [queue, setQueue] = useState<QueuedEvent[]>([]);
  const queueRef = useRef(queue);
  const flushing = useRef(false);
  const sentRef = useRef(onSent);
  sentRef.current = onSent;
  const { send } = addEvent;

  const save = useCallback((next: QueuedEvent[]) => {
    queueRef.current = next;
    setQueue(next);
    try {
      window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
    } catch {
      // Storage full or blocked: the queue still lives in memory.
    }
  }, []);

  useEffect(() => save(load()), [save]);

  const flush = useCallback(async () => {
    if (flushing.current || !navigator.onLine) return;
    flushing.current = true;
    try {
      for (const item of queueRef.current) {
        if (item.state !== "pending") continue;
        save(queueRef.current.map((q) => (q.localId === item.localId ? { ...q, state: "sending" } : q)));
        const answer = await send(item.input);
        if (answer.ok) {
          save(queueRef.current.filter((q) => q.localId !== item.localId));
          sentRef.current(item.input.matchId);
        } else if (isUnreachable(answer)) {
          save(queueRef.current.map((q) => (q.localId === item.localId ? { ...q, state: "pending" } : q)));
          return;
        } else {
          const error = Object.values(answer.fields)[0] ?? (answer.message || fallback);
          save(queueRef.current.map((q) => (q.localId === item.localId ? { ...q, state: "refused", error } : q)));
        }
      }
    } finally {
      flushing.current = false;
    }
  }, [send, fallback, save]);

  const hasPending = queue.some((q) => q.state === "pending");
  useEffect(() => {
    const online = () => void flush();
    window.addEventListener("online", online);
    const timer = hasPending ? window.setInterval(online, RETRY_MS) : undefined;
    return () => {
      window.removeEventListener("online", online);
      window.clearInterval(timer);
    };
  }, [flush, hasPending]);

  /**
   * Sends one event now; on a network failure it is queued instead ("queued"). A refusal from the
   * server is answered for the form to show next to its fields.
   */
  async function submit(entry: MatchEventInput): Promise<"sent" | "queued" | FormFailure> {
    // The event's id, made here at entry and kept through every re-send: a send whose answer was lost
    // and its retry are one event on the server.
    const input = { ...entry, clientId: entry.clientId ?? crypto.randomUUID() };
    const enqueue = () => {
      save([...queueRef.current, { localId: input.clientId, input, state: "pending" }]);
      // Online behind earlier events: send the queue now rather than at the next retry.
      if (navigator.onLine) window.setTimeout(() => void flush(), 0);
      return "queued" as const;
    };
    // Keep the entry order: while earlier events wait, a new one waits behind them.
    if (!navigator.onLine || queueRef.current.some((q) => q.state !== "refused")) return enqueue();
    const answer = await send(input);
    if (answer.ok) {
      sentRef.current(input.matchId);
      return "sent";
    }
    return isUnreachable(answer) ? enqueue() : answer;
  }

  const discard = (localId: string) => save(queueRef.current.filter((q) => q.localId !== localId));

  return { queue, submit, flush, discard, sending: addEvent.busy };
}
