import type { ServerResponse } from "node:http";

declare global {
  // On globalThis so dev reloads of server modules share one set.
  var __tradesCupAfterAnswer: Set<Promise<void>> | undefined;
}
const pending = (globalThis.__tradesCupAfterAnswer ??= new Set<Promise<void>>());

/**
 * Runs `work` once the answer has gone (or on the next turn for an in-process caller, which has none).
 * For work whose duration would tell the caller something the answer must not, such as whether an
 * address has an account: every caller then waits for the same thing, the answer. A failure is logged,
 * never thrown; work lost to a crash in between is what the caller asks again for (a reset mail).
 */
export function afterAnswer(res: ServerResponse | undefined, name: string, work: () => Promise<void>) {
  const answered = new Promise<void>((resolve) => {
    if (res && !res.writableFinished && !res.destroyed) res.once("close", () => resolve());
    else setImmediate(resolve);
  });
  const run: Promise<void> = answered
    .then(work)
    .catch((e: unknown) => console.error(`[${name}] failed after the answer`, e))
    .finally(() => pending.delete(run));
  pending.add(run);
}

/** Waits until the work started by `afterAnswer` so far (and what it starts in turn) has ended: for tests and shutdown. */
export async function afterAnswerSettled() {
  while (pending.size) await Promise.all([...pending]);
}
