/**
 * Sends webhook deliveries (docs/decisions/114-webhooks.md): signed like Stripe's, retried with
 * exponential backoff for 24 hours, claimed under a lease so that several instances never send the
 * same delivery at once, and one at a time per endpoint and match, in order.
 */
import { createHmac } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";

export const SIGNATURE_HEADER = "Trades-Cup-Signature";
/** Retries stop this long after the delivery was written. */
export const RETRY_FOR_MS = 24 * 3600_000;
/** How long a receiver has to answer. */
const TIMEOUT_MS = 10_000;
/** While one pass sends a delivery, no other instance picks it up for this long. */
const LEASE_MS = 60_000;

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body" with the endpoint's secret>`. */
function signatureHeader(secret: string, body: string, at = new Date()) {
  const t = Math.floor(at.getTime() / 1000);
  return `t=${t},v1=${createHmac("sha256", secret).update(`${t}.${body}`).digest("hex")}`;
}

/** 30 s, 1 min, 2 min… doubling, at most an hour apart (`baseMs` is shortened by tests). */
export function retryDelayMs(attempts: number, baseMs = 30_000) {
  return Math.min(baseMs * 2 ** Math.max(0, attempts - 1), 3600_000);
}

type Claimed = {
  id: string;
  seq: string;
  url: string;
  secret: string;
  event: string;
  payload: Record<string, unknown>;
  attempts: number;
  created_at: Date;
};

export type DeliverOptions = { now?: Date; limit?: number; retryBaseMs?: number; log?: (line: string) => void };

/**
 * One pass: claims the due deliveries — for each endpoint and order key only the oldest one not yet
 * received, so a match's events arrive in order — sends each, and records the answer. A 2xx marks it
 * delivered; anything else (or no answer in 10 s) schedules a retry, until 24 hours after it was
 * written, when it is marked failed. Returns how many were delivered and how many failed this pass.
 */
export async function deliverWebhooks(em: EntityManager, options: DeliverOptions = {}) {
  const { now = new Date(), limit = 20, retryBaseMs, log = console.log } = options;
  const conn = em.getConnection();
  const rows = await conn.execute<Claimed[]>(
    `with due as (
       select d."id" from "webhook_deliveries" d
       join "webhook_endpoints" e on e."id" = d."endpoint_id" and e."active"
       where d."status" = 'pending' and d."next_attempt_at" <= ?
         and not exists (
           select 1 from "webhook_deliveries" o
           where o."endpoint_id" = d."endpoint_id" and o."order_key" = d."order_key" and o."status" = 'pending' and o."seq" < d."seq")
       order by d."seq" limit ? for update of d skip locked)
     update "webhook_deliveries" w set "attempts" = w."attempts" + 1, "next_attempt_at" = ?, "updated_at" = ?
     from due, "webhook_endpoints" e
     where w."id" = due."id" and e."id" = w."endpoint_id"
     returning w."id", w."seq", e."url", e."secret", w."event", w."payload", w."attempts", w."created_at"`,
    [now, limit, new Date(now.getTime() + LEASE_MS), now],
  );
  const result = { delivered: 0, failed: 0 };
  // In order: a match's later delivery is only claimed once this one is received.
  for (const row of rows.sort((a, b) => Number(a.seq) - Number(b.seq))) {
    const body = JSON.stringify(row.payload);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await fetch(row.url, {
        method: "POST",
        redirect: "manual",
        signal: AbortSignal.timeout(TIMEOUT_MS),
        headers: {
          "content-type": "application/json",
          "user-agent": "TradesCup-Webhooks/1",
          [SIGNATURE_HEADER]: signatureHeader(row.secret, body),
          "Trades-Cup-Event": row.event,
          "Trades-Cup-Delivery": row.id,
        },
        body,
      });
      status = res.status;
      await res.body?.cancel();
      if (!res.ok) error = `HTTP ${res.status}`;
    } catch (e) {
      error = e instanceof Error ? (e.cause instanceof Error ? `${e.message}: ${e.cause.message}` : e.message) : String(e);
    }
    if (error === null) {
      await conn.execute(
        `update "webhook_deliveries" set "status" = 'delivered', "delivered_at" = ?, "last_status_code" = ?, "last_error" = null, "updated_at" = ? where "id" = ?`,
        [new Date(), status, new Date(), row.id],
      );
      result.delivered++;
      continue;
    }
    const next = new Date(now.getTime() + retryDelayMs(row.attempts, retryBaseMs));
    const givenUp = next.getTime() > new Date(row.created_at).getTime() + RETRY_FOR_MS;
    await conn.execute(
      `update "webhook_deliveries" set "status" = ?, "next_attempt_at" = ?, "last_status_code" = ?, "last_error" = ?, "updated_at" = ? where "id" = ?`,
      [givenUp ? "failed" : "pending", next, status, error.slice(0, 2000), new Date(), row.id],
    );
    log(`[webhooks] ${row.event} ${row.id} to ${row.url} failed (try ${row.attempts}${givenUp ? ", given up" : ""}): ${error}`);
    result.failed++;
  }
  return result;
}
