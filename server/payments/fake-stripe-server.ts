/**
 * Tests only: a local fake of the slice of Stripe's HTTP API the store uses (create and retrieve
 * PaymentIntents, with idempotency keys), so the real `stripe` client is exercised without the network.
 */
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

export type FakeIntent = {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  description: string | null;
  last_payment_error: { message: string } | null;
  created: number;
  livemode: false;
};
export type FakeRequest = {
  method: string;
  path: string;
  idempotencyKey: string | null;
  authorization: string | null;
  body: Record<string, string>;
};

async function readForm(req: IncomingMessage) {
  let raw = "";
  for await (const chunk of req) raw += chunk;
  return Object.fromEntries(new URLSearchParams(raw));
}

export async function startFakeStripe() {
  const intents = new Map<string, FakeIntent>();
  const byIdempotencyKey = new Map<string, FakeIntent>();
  const requests: FakeRequest[] = [];
  let next = 1;

  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://fake");
    const body = req.method === "POST" ? await readForm(req) : {};
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) ?? null;
    requests.push({
      method: req.method ?? "",
      path: url.pathname,
      idempotencyKey,
      authorization: req.headers.authorization ?? null,
      body,
    });
    const send = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": `req_fake_${requests.length}` });
      res.end(JSON.stringify(json));
    };
    if (!req.headers.authorization?.startsWith("Bearer sk_test_"))
      return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });

    if (req.method === "POST" && url.pathname === "/v1/payment_intents") {
      const replay = idempotencyKey ? byIdempotencyKey.get(idempotencyKey) : undefined;
      if (replay) return send(200, replay);
      const id = `pi_fake_${next++}`;
      const metadata = Object.fromEntries(
        Object.entries(body)
          .filter(([k]) => k.startsWith("metadata["))
          .map(([k, v]) => [k.slice(9, -1), v]),
      );
      const intent: FakeIntent = {
        id,
        object: "payment_intent",
        amount: Number(body.amount),
        amount_received: 0,
        currency: body.currency,
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        metadata,
        description: body.description ?? null,
        last_payment_error: null,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
      };
      intents.set(id, intent);
      if (idempotencyKey) byIdempotencyKey.set(idempotencyKey, intent);
      return send(200, intent);
    }
    const match = /^\/v1\/payment_intents\/([\w-]+)$/.exec(url.pathname);
    if (req.method === "GET" && match) {
      const intent = intents.get(match[1]);
      return intent
        ? send(200, intent)
        : send(404, { error: { type: "invalid_request_error", message: `No such payment_intent: '${match[1]}'` } });
    }
    send(404, { error: { type: "invalid_request_error", message: "Unrecognized request URL" } });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    port,
    intents,
    requests,
    /** What Stripe does when the browser confirms with a card that works. */
    succeed(id: string) {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: "succeeded", amount_received: intent.amount, last_payment_error: null });
      return intent;
    },
    /** What Stripe does when the card is declined. */
    decline(id: string) {
      const intent = intents.get(id)!;
      Object.assign(intent, { status: "requires_payment_method", last_payment_error: { message: "Your card was declined." } });
      return intent;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
