/**
 * What a partner can subscribe a webhook endpoint to (docs/decisions/114-webhooks.md). Shared by the
 * admin screen and the API's schema.
 */
export const WEBHOOK_EVENTS = [
  "match.started",
  "match.event.created",
  "match.event.deleted",
  "match.completed",
  "standings.updated",
  "registration.created",
  "order.paid",
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];

/** A delivery's state: waiting (first try or a retry), received (2xx), or given up after 24 hours. */
export const WEBHOOK_DELIVERY_STATUSES = ["pending", "delivered", "failed"] as const;

/** The newest deliveries the admin screen shows of an endpoint's log (the API pages through all of it). */
export const WEBHOOK_DELIVERY_LOG_LENGTH = 100;
