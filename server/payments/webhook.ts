import type { Request, Response } from "express";
import type { EntityManager } from "@mikro-orm/postgresql";
import { translate } from "../i18n";
import { applyPaymentEvent } from "../../routers/commerce/fulfilment";
import { requestLang } from "../context";
import { errorBody } from "../rest";
import { getRuntime } from "../runtime";
import { currentPaymentProvider } from "./index";
import { WebhookSignatureError, type PaymentEventInfo } from "./provider";

/**
 * POST /api/stripe/webhook. Needs the raw body (express.raw) for the signature. A bad signature, an
 * unknown payment or a wrong amount answers 400 and changes nothing; a replayed event, or a signed
 * event of a type we do not handle, answers 200 and changes nothing (so Stripe stops resending it).
 */
export async function stripeWebhook(req: Request, res: Response) {
  const lang = requestLang(req);
  const provider = await currentPaymentProvider();
  let event: PaymentEventInfo;
  try {
    const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    event = provider.verifyWebhook(raw, req.get("stripe-signature"));
  } catch (error) {
    if (!(error instanceof WebhookSignatureError)) throw error;
    res.status(400).json(errorBody("BAD_REQUEST", translate(lang, "errors.webhookSignature")));
    return;
  }
  const { orm } = await getRuntime();
  const outcome = await applyPaymentEvent(orm.em.fork() as EntityManager, event);
  if (!outcome.ok) {
    res.status(400).json(errorBody("BAD_REQUEST", translate(lang, outcome.key)));
    return;
  }
  res.json({ received: true, duplicate: outcome.duplicate, ...(outcome.ignored && { ignored: true }) });
}
