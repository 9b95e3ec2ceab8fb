/**
 * Where webhooks may go (docs/decisions/119-guarded-outbound-http.md): never into the server's own
 * network, at registration (REST, tRPC, the admin form) and again at every delivery, and a delivery log
 * that tells only "unreachable", "timed out" or "answered NNN". This server runs with the default
 * settings: no ALLOW_PRIVATE_NETWORK_URLS.
 */
import { randomUUID } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { WebhookDelivery, WebhookEndpoint } from "../../db/entities/index";
import { action as adminAction } from "../../app/routes/admin";
import { deliverWebhooks } from "../../server/webhooks/deliver";
import type { Resolver } from "../../server/outbound/guarded-http";
import type { Context } from "../../server/trpc";
import { ADMIN, browser, createAccounts, signIn } from "../../test/auth";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { routeActions, sessionUser } from "../../test/route-action";

let h: Harness;
let cookie: string;
let admin: NonNullable<Context["user"]>;
/** A receiver on loopback that counts what reaches it; `/moved` redirects to `/followed`, `/hang` never answers. */
const reached: string[] = [];
let receiver: Server;
let receiverPort: number;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    reached.push(req.url ?? "");
    if (req.url === "/moved") return res.writeHead(302, { location: `http://127.0.0.1:${receiverPort}/followed` }).end();
    if (req.url === "/hang") return;
    res.writeHead(200).end();
  });
  await new Promise<void>((r) => receiver.listen(0, "127.0.0.1", r));
  receiverPort = (receiver.address() as AddressInfo).port;
  h = await startHarness();
  admin = sessionUser((await createAccounts(h.em())).admin);
  cookie = await signIn(h, ADMIN);
}, 120_000);
afterAll(async () => {
  await h?.close();
  receiver.closeAllConnections();
  await new Promise((r) => receiver.close(r));
});

const register = async (url: string, lang = "en") => {
  const res = await fetch(`${h.url}/api/webhooks?lang=${lang}`, {
    method: "POST",
    headers: browser(h, cookie),
    body: JSON.stringify({ url, events: ["registration.created"] }),
  });
  return { status: res.status, body: (await res.json()) as { error?: { fields?: Record<string, string> } } };
};

const PRIVATE_SPELLINGS = [
  "127.0.0.1",
  "localhost",
  "[::1]",
  "2130706433",
  "0x7f000001",
  "127.1",
  "0.0.0.0",
  "[::ffff:127.0.0.1]",
  "169.254.169.254",
  "10.0.0.1",
  "192.168.1.10",
  "[fd00::1]",
  "[fe80::1]",
  "224.0.0.1",
];

describe("registering an endpoint", () => {
  it("refuses a host on this machine or a private network in every spelling, over REST, naming url, in the asker's language", async () => {
    for (const host of PRIVATE_SPELLINGS) {
      const url = `https://${host}:${receiverPort}/hooks`;
      expect(await register(url), url).toMatchObject({
        status: 400,
        body: {
          error: { fields: { url: "Webhook address must be on the public internet, not this server or a private network" } },
        },
      });
    }
    const spanish = await register("https://169.254.169.254/latest/meta-data", "es");
    expect(spanish.body.error?.fields?.url).toBe(
      "La dirección del webhook debe estar en la internet pública, no en este servidor ni en una red privada",
    );
    // Plain http is refused too, even to a public name.
    const plain = await register("http://partner.example/hooks", "es");
    expect(plain).toMatchObject({
      status: 400,
      body: { error: { fields: { url: expect.stringContaining("debe ser https://") } } },
    });
    expect(await h.em().count(WebhookEndpoint)).toBe(0);
  });

  it("refuses it through tRPC and the admin form alike", async () => {
    const trpc = await refusal(
      h.caller({ user: admin, lang: "es" }).admin.webhooks.create({ url: "https://[::1]/h", events: ["order.paid"] }),
      "es",
    );
    expect(trpc).toMatchObject({ code: "BAD_REQUEST", fields: { url: expect.stringContaining("internet pública") } });
    const { status, result } = await routeActions(h).json(
      adminAction,
      "/admin",
      { intent: "createWebhook", input: { url: "https://0x7f000001/h", events: ["order.paid"] } },
      { user: admin },
    );
    expect(status).toBe(400);
    expect(result).toMatchObject({ ok: false, fields: { url: expect.stringContaining("public internet") } });
    expect(await h.em().count(WebhookEndpoint)).toBe(0);
  });

  it("takes a public https address, and a name that does not resolve yet (each delivery checks it again)", async () => {
    expect((await register("https://8.8.8.8/hooks")).status).toBe(201);
    expect((await register("https://hooks.partner.invalid/trades-cup")).status).toBe(201);
    await h.em().nativeDelete(WebhookEndpoint, {});
  });
});

/** An endpoint written as it may have been registered earlier (with private networks allowed, or a name that moved). */
async function endpointAt(url: string) {
  const id = randomUUID();
  const em = h.em();
  em.create(WebhookEndpoint, { id, url, events: ["registration.created"], secret: "whsec_test", active: true });
  await em.flush();
  return id;
}
const logOf = async (endpointId: string) => {
  const res = await fetch(`${h.url}/api/webhooks/${endpointId}/deliveries`, { headers: browser(h, cookie) });
  return (await res.json()) as Array<{ lastStatusCode: number | null; lastError: string | null; status: string }>;
};
async function deliverRegistration(options: Parameters<typeof deliverWebhooks>[1] = {}) {
  await h.caller().registrations.applyPlayer({
    firstName: "Web",
    lastName: "Hook",
    email: `hook-${randomUUID()}@tradescup.test`,
    teamId: (await h.caller().teams.list())[0].id,
    tradeSpecialty: "plumbing",
    preferredPosition: "midfielder",
    experience: "advanced",
    availability: "weekends",
    jerseySize: "L",
    liabilityWaiver: true,
  });
  await deliverWebhooks(h.em(), { log: () => {}, ...options });
}

describe("delivering", () => {
  it("checks the address again: an endpoint on this machine, or a name now resolving to a private address, is never called", async () => {
    const local = await endpointAt(`https://127.0.0.1:${receiverPort}/local`);
    const plain = await endpointAt(`http://127.0.0.1:${receiverPort}/plain`);
    const rebound = await endpointAt(`https://hooks.partner.test:${receiverPort}/rebound`);
    const resolve: Resolver = async () => [{ address: "127.0.0.1", family: 4 }];
    reached.length = 0;
    await deliverRegistration({ guard: { resolve } });
    expect(reached).toEqual([]);
    for (const id of [local, plain, rebound]) {
      expect((await logOf(id))[0], id).toMatchObject({ status: "pending", lastStatusCode: null, lastError: "unreachable" });
    }
    await h.em().nativeDelete(WebhookDelivery, {});
    await h.em().nativeDelete(WebhookEndpoint, {});
  });

  it("logs only unreachable, timed out or answered NNN, never the socket's words, and follows no redirect", async () => {
    const closed = await endpointAt("http://127.0.0.1:9/closed");
    const moved = await endpointAt(`http://127.0.0.1:${receiverPort}/moved`);
    const hang = await endpointAt(`http://127.0.0.1:${receiverPort}/hang`);
    reached.length = 0;
    await deliverRegistration({ guard: { allowPrivateNetwork: true }, timeoutMs: 500 });
    expect((await logOf(closed))[0]).toMatchObject({ lastStatusCode: null, lastError: "unreachable" });
    expect((await logOf(moved))[0]).toMatchObject({ lastStatusCode: 302, lastError: "answered 302" });
    expect((await logOf(hang))[0]).toMatchObject({ lastStatusCode: null, lastError: "timed out" });
    expect(reached.sort()).toEqual(["/hang", "/moved"]);

    // A log written before: the socket's text is not shown.
    await h
      .em()
      .nativeUpdate(WebhookDelivery, { endpointId: closed }, { lastError: "fetch failed: connect ECONNREFUSED 10.0.0.5:6379" });
    expect((await logOf(closed))[0].lastError).toBe("unreachable");
  });
});
