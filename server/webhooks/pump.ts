/**
 * The delivery loop of one instance: a pass every second while the server runs (instances share the
 * work through the claim's lease, docs/decisions/114-webhooks.md). Passes never overlap.
 */
import type { EntityManager } from "@mikro-orm/postgresql";
import { deliverWebhooks } from "./deliver";
import type { OutboundGuard } from "../outbound/guarded-http";

const INTERVAL_MS = 1000;

type PumpState = { timer: NodeJS.Timeout; running: Promise<void> | null };

declare global {
  // Kept on globalThis so dev reloads of server modules share one loop.
  var __tradesCupWebhooks: PumpState | undefined;
}

/** `guard`: how endpoints are called (the server's ALLOW_PRIVATE_NETWORK_URLS). */
export function startWebhookDelivery(em: EntityManager, guard: OutboundGuard) {
  if (globalThis.__tradesCupWebhooks) return;
  const state: PumpState = {
    running: null,
    timer: setInterval(() => {
      if (state.running) return;
      state.running = deliverWebhooks(em.fork() as EntityManager, { guard })
        .then(
          () => undefined,
          (e: unknown) => console.error("[webhooks] delivery pass failed; the deliveries stay queued", e),
        )
        .finally(() => (state.running = null));
    }, INTERVAL_MS),
  };
  state.timer.unref();
  globalThis.__tradesCupWebhooks = state;
}

/** Stops the loop, letting a pass under way finish (graceful shutdown). */
export async function stopWebhookDelivery() {
  const state = globalThis.__tradesCupWebhooks;
  globalThis.__tradesCupWebhooks = undefined;
  if (!state) return;
  clearInterval(state.timer);
  await state.running;
}
