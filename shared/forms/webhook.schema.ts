import { z } from "zod";
import { WEBHOOK_EVENTS } from "@shared/webhooks";

const LOOPBACK = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * Where deliveries may go: an https:// address; plain http:// only to this machine, and only outside
 * production (a receiver under development). `production` is the server's NODE_ENV, passed in.
 */
export function webhookUrlAllowed(value: string, production: boolean) {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  return url.protocol === "https:" || (!production && url.protocol === "http:" && LOOPBACK.has(url.hostname));
}

/** POST /api/webhooks: an endpoint and the events it wants. The address is checked on the server too. */
export const WebhookEndpointSchema = z.object({
  url: z.string("validation.webhookUrl").trim().max(2000, "validation.tooLong").url("validation.webhookUrl"),
  events: z
    .array(z.enum(WEBHOOK_EVENTS, "validation.webhookEvents"), "validation.webhookEvents")
    .min(1, "validation.webhookEvents")
    .transform((events) => [...new Set(events)]),
});

export const WebhookIdSchema = z.object({ id: z.string().uuid("validation.invalidId") });
export const WebhookDeliveryIdSchema = z.object({
  id: z.string().uuid("validation.invalidId"),
  deliveryId: z.string().uuid("validation.invalidId"),
});
