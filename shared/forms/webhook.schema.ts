import { z } from "zod";
import { WEBHOOK_EVENTS } from "@shared/webhooks";

/**
 * POST /api/webhooks: an endpoint and the events it wants. The server checks the address further (public
 * https only: server/outbound/guarded-http.ts).
 */
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
