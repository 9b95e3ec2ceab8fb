import { WEBHOOK_DELIVERY_STATUSES, type WebhookEvent } from "@shared/webhooks";
import { defineBaseEntity, oneOf, p } from "./base";

/**
 * A partner's HTTPS endpoint and the events it wants (docs/decisions/114-webhooks.md). The signing
 * secret is kept as it is: the server needs it to sign every delivery; it is shown once, at creation.
 */
export const WebhookEndpoint = defineBaseEntity({
  name: "WebhookEndpoint",
  tableName: "webhook_endpoints",
  properties: {
    url: p.string().length(2000),
    events: p.json<WebhookEvent[]>(),
    secret: p.string().length(100).hidden(),
    active: p.boolean().default(true),
    /** Who registered it, as the audit trail names people (no foreign key: it outlives the account). */
    createdById: p.uuid().nullable(),
    createdBy: p.string().nullable(),
  },
});

/**
 * One event for one endpoint, written in the transaction of the change it reports (the outbox pattern)
 * and sent by server/webhooks/deliver.ts. `id` is the delivery's id the receiver sees (to drop
 * repeats); `seq` orders deliveries, and those with the same `orderKey` (a match) go out one at a time,
 * in that order.
 */
export const WebhookDelivery = defineBaseEntity({
  name: "WebhookDelivery",
  tableName: "webhook_deliveries",
  indexes: [
    {
      name: "webhook_deliveries_due_index",
      expression: `create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending'`,
    },
    { properties: ["endpointId", "seq"] },
  ],
  properties: {
    seq: p.bigint("number").autoincrement().unique(),
    endpointId: p.uuid(),
    event: p.string().length(40),
    payload: p.json<Record<string, unknown>>(),
    orderKey: p.string().length(100).nullable(),
    status: oneOf(WEBHOOK_DELIVERY_STATUSES).default("pending"),
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime(),
    lastStatusCode: p.integer().nullable(),
    lastError: p.text().nullable(),
    deliveredAt: p.datetime().nullable(),
  },
});
