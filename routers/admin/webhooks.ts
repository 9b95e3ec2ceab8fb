import { randomBytes, randomUUID } from "node:crypto";
import { z } from "zod";
import { WebhookDelivery, WebhookEndpoint } from "../../db/entities/index";
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from "@shared/webhooks";
import { WebhookDeliveryIdSchema, WebhookEndpointSchema, WebhookIdSchema } from "@shared/forms/webhook.schema";
import { adminProcedure, fail, failFields, router } from "../../server/trpc";
import { audit, changedBy } from "../../server/audit";
import { pageInQuery, paged } from "../../server/list-paging";
import { checkOutboundUrl, type OutboundGuard } from "../../server/outbound/guarded-http";
import { deliveryError } from "../../server/webhooks/deliver";

const EndpointOutput = z.object({
  id: z.string().uuid(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENTS)),
  active: z.boolean(),
  createdAt: z.date(),
  createdBy: z.string().nullable(),
});
const DeliveryOutput = z.object({
  id: z.string().uuid(),
  event: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number().int(),
  createdAt: z.date(),
  nextAttemptAt: z.date().nullable(),
  deliveredAt: z.date().nullable(),
  lastStatusCode: z.number().int().nullable(),
  lastError: z.string().nullable(),
  payload: z.record(z.string(), z.unknown()),
});

type EndpointRow = {
  id: string;
  url: string;
  events: (typeof WEBHOOK_EVENTS)[number][];
  active: boolean;
  createdAt: Date;
  createdBy?: string | null;
};
const endpointOutput = (e: EndpointRow): z.infer<typeof EndpointOutput> => ({
  id: e.id,
  url: e.url,
  events: e.events,
  active: e.active,
  createdAt: e.createdAt,
  createdBy: e.createdBy ?? null,
});
type DeliveryRow = {
  id: string;
  event: string;
  status: (typeof WEBHOOK_DELIVERY_STATUSES)[number];
  attempts: number;
  createdAt: Date;
  nextAttemptAt: Date;
  deliveredAt?: Date | null;
  lastStatusCode?: number | null;
  lastError?: string | null;
  payload: Record<string, unknown>;
};
const deliveryOutput = (d: DeliveryRow): z.infer<typeof DeliveryOutput> => ({
  id: d.id,
  event: d.event,
  status: d.status,
  attempts: d.attempts,
  createdAt: d.createdAt,
  nextAttemptAt: d.status === "pending" ? d.nextAttemptAt : null,
  deliveredAt: d.deliveredAt ?? null,
  lastStatusCode: d.lastStatusCode ?? null,
  // Rows written before errors were reduced to three words are reduced as they are read.
  lastError: deliveryError(d.lastStatusCode, d.lastError),
  payload: d.payload,
});

/**
 * Refuses an address no delivery may go to (not https, or a host on a private network: decision 119),
 * naming the field. A name that does not resolve yet is taken: every delivery checks it again.
 */
async function refuseUnsafeUrl(url: string, guard: OutboundGuard = {}) {
  const checked = await checkOutboundUrl(url, guard);
  if (checked.ok || checked.reason === "unreachable" || checked.reason === "timedOut") return;
  failFields({ url: checked.reason === "privateAddress" ? "validation.webhookUrlPrivate" : "validation.webhookUrl" });
}

/** Webhooks for partners (docs/decisions/114-webhooks.md): admins register endpoints, read their log, resend. */
export const webhookProcedures = {
  webhooks: router({
    list: adminProcedure
      .meta({
        openapi: {
          method: "GET",
          path: "/webhooks",
          protect: true,
          tags: ["webhooks"],
          summary: "Webhook endpoints and the events each receives (admin); secrets are never shown again",
        },
      })
      .input(paged())
      .output(z.array(EndpointOutput))
      .query(async ({ ctx }) => {
        const rows = await pageInQuery(
          ctx.listPage,
          ({ offset, limit }) => ctx.em.find(WebhookEndpoint, {}, { orderBy: { createdAt: "asc", id: "asc" }, offset, limit }),
          () => ctx.em.count(WebhookEndpoint),
        );
        return rows.map(endpointOutput);
      }),

    create: adminProcedure
      .meta({
        openapi: {
          method: "POST",
          path: "/webhooks",
          protect: true,
          tags: ["webhooks"],
          summary: "Register a public HTTPS endpoint for events (admin); answers its signing secret, once",
        },
        answersSecret: true,
      })
      .input(WebhookEndpointSchema)
      .output(EndpointOutput.extend({ secret: z.string() }))
      .mutation(async ({ ctx, input }) => {
        await refuseUnsafeUrl(input.url, ctx.outbound);
        const secret = `whsec_${randomBytes(24).toString("base64url")}`;
        const who = changedBy(ctx.user);
        const row = ctx.em.create(WebhookEndpoint, {
          id: randomUUID(),
          url: input.url,
          events: input.events,
          secret,
          createdById: who.changedById,
          createdBy: who.changedBy,
        });
        audit(ctx.em, ctx.user, "webhook.created", { endpointId: row.id, url: row.url, events: row.events });
        await ctx.em.flush();
        return { ...endpointOutput(row), secret };
      }),

    remove: adminProcedure
      .meta({
        openapi: {
          method: "DELETE",
          path: "/webhooks/{id}",
          protect: true,
          tags: ["webhooks"],
          summary: "Remove an endpoint and its delivery log (admin); nothing more is sent to it",
        },
      })
      .input(WebhookIdSchema)
      .output(EndpointOutput)
      .mutation(({ ctx, input }) =>
        ctx.em.transactional(async (tx) => {
          const row = await tx.findOne(WebhookEndpoint, input.id);
          if (!row) fail("NOT_FOUND", "errors.webhookNotFound");
          await tx.nativeDelete(WebhookDelivery, { endpointId: row.id });
          audit(tx, ctx.user, "webhook.removed", { endpointId: row.id, url: row.url });
          tx.remove(row);
          return endpointOutput(row);
        }),
      ),

    deliveries: adminProcedure
      .meta({
        openapi: {
          method: "GET",
          path: "/webhooks/{id}/deliveries",
          protect: true,
          tags: ["webhooks"],
          summary: "An endpoint's newest deliveries, newest first, with each one's tries and last answer (admin)",
        },
      })
      .input(paged(WebhookIdSchema))
      .output(z.array(DeliveryOutput))
      .query(async ({ ctx, input }) => {
        if (!(await ctx.em.count(WebhookEndpoint, input.id))) fail("NOT_FOUND", "errors.webhookNotFound");
        // The whole log, newest first, paged in the query: it grows with every event (server/list-paging.ts).
        const where = { endpointId: input.id };
        const rows = await pageInQuery(
          ctx.listPage,
          ({ offset, limit }) => ctx.em.find(WebhookDelivery, where, { orderBy: { seq: "desc" }, offset, limit }),
          () => ctx.em.count(WebhookDelivery, where),
        );
        return rows.map(deliveryOutput);
      }),

    resend: adminProcedure
      .meta({
        openapi: {
          method: "POST",
          path: "/webhooks/{id}/deliveries/{deliveryId}/resend",
          protect: true,
          tags: ["webhooks"],
          summary: "Send a delivery again, with the same id, as soon as possible (admin)",
        },
      })
      .input(WebhookDeliveryIdSchema)
      .output(DeliveryOutput)
      .mutation(async ({ ctx, input }) => {
        const row = await ctx.em.findOne(WebhookDelivery, { id: input.deliveryId, endpointId: input.id });
        if (!row) fail("NOT_FOUND", "errors.webhookDeliveryNotFound");
        // The same id: a receiver that already has it drops the repeat. Tried once more at once; a failure
        // is retried only within the 24 hours after the delivery was first written.
        Object.assign(row, { status: "pending", nextAttemptAt: new Date() });
        audit(ctx.em, ctx.user, "webhook.resent", { endpointId: input.id, deliveryId: row.id, event: row.event });
        await ctx.em.flush();
        return deliveryOutput(row);
      }),
  }),
};
