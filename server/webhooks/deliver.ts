/**
 * Sends webhook deliveries (docs/decisions/114-webhooks.md): signed like Stripe's, retried with
 * exponential backoff for 24 hours, claimed under a lease so that several instances never send the
 * same delivery at once, and one at a time per endpoint and match, in order.
 */
import { createHmac } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { guardedRequest, type OutboundGuard } from "../outbound/guarded-http";

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

export type DeliverOptions = {
  now?: Date;
  limit?: number;
  retryBaseMs?: number;
  log?: (line: string) => void;
  /** How endpoints are called: public https addresses only, unless the server allows private networks. */
  guard?: OutboundGuard;
  /** How long a receiver has to answer (shortened by tests). */
  timeoutMs?: number;
};

const TIMED_OUT = "timed out";
const UNREACHABLE = "unreachable";

/**
 * What a delivery's log says went wrong, in the only three words a caller is told: a socket's own
 * error text ("connect ECONNREFUSED 10.0.0.5:6379") would make the log a scanner of the server's network.
 */
export function deliveryError(lastStatusCode: number | null | undefined, lastError: string | null | undefined) {
  if (lastStatusCode) return lastStatusCode >= 200 && lastStatusCode < 300 && !lastError ? null : `answered ${lastStatusCode}`;
  if (!lastError) return null;
  return lastError === TIMED_OUT ? TIMED_OUT : UNREACHABLE;
}

/**
 * One pass: claims the due deliveries — for each endpoint and order key only the oldest one not yet
 * received, so a match's events arrive in order — sends each, and records the answer. A 2xx marks it
 * delivered; anything else (or no answer in 10 s) schedules a retry, until 24 hours after it was
 * written, when it is marked failed. Returns how many were delivered and how many failed this pass.
 */
export async function deliverWebhooks(em: EntityManager, options: DeliverOptions = {}) {
  const { now = new Date(), limit = 20, retryBaseMs, log = console.log, guard = {}, timeoutMs = TIMEOUT_MS } = options;
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
    const answer = await guardedRequest(
      row.url,
      {
        method: "POST",
        timeoutMs,
        maxBytes: 0,
        headers: {
          "content-type": "application/json",
          "user-agent": "TradesCup-Webhooks/1",
          [SIGNATURE_HEADER]: signatureHeader(row.secret, body),
          "Trades-Cup-Event": row.event,
          "Trades-Cup-Delivery": row.id,
        },
        body,
      },
      guard,
    );
    // The address is checked again at every delivery (its name may point elsewhere since registration).
    const status = answer.ok ? answer.status : null;
    const error = answer.ok ? deliveryError(answer.status, null) : answer.reason === "timedOut" ? TIMED_OUT : UNREACHABLE;
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
      [givenUp ? "failed" : "pending", next, status, error, new Date(), row.id],
    );
    const why = answer.ok ? error : [answer.reason, answer.detail].filter(Boolean).join(": ");
    log(`[webhooks] ${row.event} ${row.id} to ${row.url} failed (try ${row.attempts}${givenUp ? ", given up" : ""}): ${why}`);
    result.failed++;
  }
  return result;
}
