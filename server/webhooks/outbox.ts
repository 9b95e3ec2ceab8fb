/**
 * Webhooks, written like the mail outbox: inside the transaction of the change they report, a delivery
 * row per endpoint that wants the event, so a change and its webhooks commit or roll back together
 * (docs/decisions/114-webhooks.md). server/webhooks/deliver.ts sends them.
 */
import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { WebhookDelivery, WebhookEndpoint } from "../../db/entities/index";
import type { WebhookEvent } from "@shared/webhooks";

/**
 * Inside the writing transaction: one delivery of `event` per active endpoint subscribed to it. Those
 * with the same `orderKey` (a match's id) reach an endpoint one at a time, in the order written.
 */
export async function queueWebhook(
  tx: EntityManager,
  event: WebhookEvent,
  data: Record<string, unknown>,
  orderKey: string | null = null,
) {
  const endpoints = await tx.find(WebhookEndpoint, { active: true });
  const now = new Date();
  for (const endpoint of endpoints) {
    if (!endpoint.events.includes(event)) continue;
    const id = randomUUID();
    tx.create(WebhookDelivery, {
      id,
      endpointId: endpoint.id,
      event,
      orderKey,
      nextAttemptAt: now,
      // What the receiver gets: the delivery's id (to drop a repeat), the event, when it happened, its data.
      payload: { id, event, createdAt: now.toISOString(), data },
    });
  }
}
