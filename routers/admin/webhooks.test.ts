/**
 * Webhooks (docs/decisions/114-webhooks.md), against a real local receiver: endpoints
 * registered over REST, deliveries written with the change, signed, retried after a 500, in order per
 * match, never sent twice by passes running at once, resent on demand.
 */
import { createHmac, randomUUID, timingSafeEqual } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { EntityManager } from "@mikro-orm/postgresql";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AuditEvent, WebhookDelivery, WebhookEndpoint } from "../../db/entities/index";
import { deliverWebhooks, SIGNATURE_HEADER } from "../../server/webhooks/deliver";
import { startWebhookDelivery, stopWebhookDelivery } from "../../server/webhooks/pump";
import { ADMIN, browser, createAccounts, signIn } from "../../test/auth";
import { startHarness, type Harness } from "../../test/harness";
import { sessionUser } from "../../test/route-action";
import type { Context } from "../../server/trpc";

type Received = {
  id: string;
  event: string;
  header: string;
  signatureOk: boolean;
  body: { id: string; event: string; createdAt: string; data: Record<string, unknown> };
};

/** A partner's receiver: verifies each signature with the secret it was given, answers as told. */
function startReceiver() {
  const received: Received[] = [];
  const state = { secret: "", answer: (_r: Received): number => 200 };
  const server: Server = createServer((req, res) => {
    let raw = "";
    req.setEncoding("utf8");
    req.on("data", (c: string) => (raw += c));
    req.on("end", () => {
      const header = String(req.headers[SIGNATURE_HEADER.toLowerCase()] ?? "");
      const t = /(?:^|,)t=(\d+)/.exec(header)?.[1] ?? "";
      const v1 = /(?:^|,)v1=([0-9a-f]{64})/.exec(header)?.[1] ?? "";
      const expected = createHmac("sha256", state.secret).update(`${t}.${raw}`).digest();
      const signatureOk =
        v1.length === 64 && timingSafeEqual(expected, Buffer.from(v1, "hex")) && Math.abs(Date.now() / 1000 - Number(t)) < 300;
      const body = JSON.parse(raw) as Received["body"];
      const entry = {
        id: String(req.headers["trades-cup-delivery"]),
        event: String(req.headers["trades-cup-event"]),
        header,
        signatureOk,
        body,
      };
      received.push(entry);
      res.statusCode = state.answer(entry);
      res.end();
    });
  });
  return {
    received,
    state,
    url: () => `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`,
    listen: () => new Promise<void>((r) => server.listen(0, "127.0.0.1", () => r())),
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

let h: Harness;
let cookie: string;
let admin: NonNullable<Context["user"]>;
const receiver = startReceiver();
let endpointId: string;

const rest = async (method: string, path: string, body?: unknown, headers: Record<string, string> = browser(h, cookie)) => {
  const res = await fetch(`${h.url}/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: await res.json() };
};
const open = { allowPrivateNetwork: true };
/** Delivery passes until nothing is due now (retries, later, are not due). */
const drain = async (em: EntityManager = h.em(), options: Parameters<typeof deliverWebhooks>[1] = {}) => {
  for (let i = 0; i < 20; i++) {
    const { delivered, failed } = await deliverWebhooks(em, { log: () => {}, guard: open, ...options });
    if (!delivered && !failed) return;
  }
};
const eventsOf = (matchId: string) =>
  receiver.received
    .filter((r) => (r.body.data.match as { matchId?: string } | undefined)?.matchId === matchId)
    .map((r) => r.event);

beforeAll(async () => {
  await receiver.listen();
  // The receiver is on loopback: this server may call it, as with ALLOW_PRIVATE_NETWORK_URLS=true.
  h = await startHarness({ env: { ALLOW_PRIVATE_NETWORK_URLS: "true" } });
  const accounts = await createAccounts(h.em());
  admin = sessionUser(accounts.admin);
  cookie = await signIn(h, ADMIN);
  const created = await rest("POST", "/webhooks", {
    url: receiver.url(),
    events: [
      "match.started",
      "match.event.created",
      "match.event.deleted",
      "match.completed",
      "standings.updated",
      "registration.created",
      "order.paid",
    ],
  });
  expect(created.status).toBe(201);
  expect(created.body.secret).toMatch(/^whsec_[\w-]{32}$/);
  receiver.state.secret = created.body.secret;
  endpointId = created.body.id;
}, 120_000);
afterAll(async () => {
  await h?.close();
  await receiver.close();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.state.answer = () => 200;
});

/** A group match with both line-ups set, ready to start. */
async function readyMatch(index: number) {
  const match = (await h.caller().matches.list()).filter((m) => m.round === "group" && m.status === "scheduled")[index];
  const as = h.caller({ user: admin });
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    const ids = (await h.caller().players.byTeam({ teamId })).filter((p) => p.status === "active").map((p) => p.id);
    await as.matches.setLineup({
      matchId: match.id,
      teamId,
      starters: ids.slice(0, 11),
      substitutes: [],
      captainId: ids[0],
      goalkeeperId: ids[0],
    });
  }
  const scorer = (await h.caller().matches.detail({ matchId: match.id })).lineups.home!.starters[9].playerId;
  return { match, scorer, as };
}

describe("registering an endpoint", () => {
  it("takes an admin; answers the secret once; refuses other addresses and no events, naming the field, in the asker's language", async () => {
    expect(
      (
        await rest(
          "POST",
          "/webhooks",
          { url: "https://partner.example/hooks", events: ["order.paid"] },
          { "content-type": "application/json" },
        )
      ).status,
    ).toBe(401);
    const list = await rest("GET", "/webhooks");
    expect(list.status).toBe(200);
    expect(list.body).toContainEqual(expect.objectContaining({ id: endpointId, url: receiver.url(), active: true }));
    expect(JSON.stringify(list.body)).not.toContain("whsec_");

    for (const url of ["ftp://127.0.0.1/x", "https://user:pw@partner.example/", "not a url"]) {
      const refused = await rest("POST", "/webhooks?lang=es", { url, events: ["order.paid"] });
      expect(refused, url).toMatchObject({
        status: 400,
        body: {
          error: { code: "BAD_REQUEST", fields: { url: expect.stringContaining("La dirección del webhook debe ser https://") } },
        },
      });
    }
    const noEvents = await rest("POST", "/webhooks", { url: "https://partner.example/hooks", events: [] });
    expect(noEvents).toMatchObject({
      status: 400,
      body: { error: { fields: { events: expect.stringContaining("at least one") } } },
    });
    const unknown = await rest("POST", "/webhooks", { url: "https://partner.example/hooks", events: ["match.exploded"] });
    expect(unknown.status).toBe(400);
    expect(await h.em().count(WebhookEndpoint)).toBe(1);
    // The trail names who registered it; refusals leave nothing there.
    const trail = await h.em().find(AuditEvent, { action: "webhook.created" });
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({ actor: expect.stringContaining(ADMIN.email), detail: { endpointId } });
  });
});

describe("deliveries", () => {
  it("report a match as it happens, signed, in order: started, goal, goal removed, completed, standings", async () => {
    const { match, scorer, as } = await readyMatch(0);
    await as.matches.update({ matchId: match.id, status: "live", minute: 1 });
    const { event } = await as.matches.addEvent({
      matchId: match.id,
      kind: "goal",
      teamId: match.homeTeamId,
      playerId: scorer,
      minute: 10,
      ownGoal: false,
      penalty: false,
    });
    await as.matches.addEvent({
      matchId: match.id,
      kind: "goal",
      teamId: match.homeTeamId,
      playerId: scorer,
      minute: 20,
      ownGoal: false,
      penalty: false,
    });
    await as.matches.deleteEvent({ matchId: match.id, eventId: event.id });
    await as.matches.update({ matchId: match.id, status: "completed", homeScore: 1, awayScore: 0 });
    await drain();

    expect(eventsOf(match.id)).toEqual([
      "match.started",
      "match.event.created",
      "match.event.created",
      "match.event.deleted",
      "match.completed",
      "standings.updated",
    ]);
    expect(receiver.received.every((r) => r.signatureOk)).toBe(true);
    expect(receiver.received.every((r) => r.id === r.body.id && r.event === r.body.event)).toBe(true);
    const deleted = receiver.received.find((r) => r.event === "match.event.deleted")!;
    expect(deleted.body.data).toMatchObject({ match: { matchId: match.id }, event: { id: event.id, kind: "goal", minute: 10 } });
    const standings = receiver.received.find((r) => r.event === "standings.updated")!;
    const home = (standings.body.data.teams as Array<{ teamId: string; points: number; wins: number }>).find(
      (t) => t.teamId === match.homeTeamId,
    );
    expect(home).toMatchObject({ points: 3, wins: 1 });
    expect(await h.em().count(WebhookDelivery, { endpointId, status: { $ne: "delivered" } })).toBe(0);
  });

  it("are written with the change or not at all: a refused event queues nothing", async () => {
    const { match, scorer, as } = await readyMatch(0);
    const before = await h.em().count(WebhookDelivery);
    // Not started yet: refused (409), and its transaction leaves nothing behind.
    await expect(
      as.matches.addEvent({
        matchId: match.id,
        kind: "goal",
        teamId: match.homeTeamId,
        playerId: scorer,
        minute: 5,
        ownGoal: false,
        penalty: false,
      }),
    ).rejects.toThrow();
    expect(await h.em().count(WebhookDelivery)).toBe(before);
  });

  it("are retried after a 500 with backoff, and a match's later deliveries wait for the earlier one", async () => {
    const { match, scorer, as } = await readyMatch(0);
    let refuseFirst = true;
    receiver.state.answer = (r) => (r.event === "match.started" && refuseFirst ? ((refuseFirst = false), 500) : 200);
    await as.matches.update({ matchId: match.id, status: "live", minute: 1 });
    await as.matches.addEvent({ matchId: match.id, kind: "yellow_card", teamId: match.homeTeamId, playerId: scorer, minute: 3 });
    await drain();
    // The start failed; the card waits behind it (not sent yet); the start is due again later.
    expect(eventsOf(match.id)).toEqual(["match.started"]);
    const started = await h.em().findOneOrFail(WebhookDelivery, {
      endpointId,
      event: "match.started",
      payload: { data: { match: { matchId: match.id } } },
    });
    expect(started).toMatchObject({ status: "pending", attempts: 1, lastStatusCode: 500, lastError: "answered 500" });
    expect(started.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);

    // Once the retry is due: the start again (the same id), then the card.
    await drain(h.em(), { now: new Date(started.nextAttemptAt.getTime() + 1) });
    expect(eventsOf(match.id)).toEqual(["match.started", "match.started", "match.event.created"]);
    expect(receiver.received.filter((r) => r.event === "match.started").map((r) => r.id)).toEqual([started.id, started.id]);
    expect(await h.em().findOneOrFail(WebhookDelivery, started.id)).toMatchObject({
      status: "delivered",
      attempts: 2,
      lastStatusCode: 200,
    });
  });

  it("are given up 24 hours after they were written, and the admin's log shows it; a resend tries again with the same id", async () => {
    receiver.state.answer = () => 503;
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
    await drain();
    const row = await h
      .em()
      .findOneOrFail(WebhookDelivery, { endpointId, event: "registration.created" }, { orderBy: { seq: "desc" } });
    expect(row.payload).toMatchObject({ event: "registration.created", data: { kind: "player", status: "pending" } });
    expect(JSON.stringify(row.payload)).not.toContain("hook-");
    await drain(h.em(), { now: new Date(Date.now() + 25 * 3600_000) });
    const log = await rest("GET", `/webhooks/${endpointId}/deliveries`);
    expect(log.status).toBe(200);
    expect(log.body[0]).toMatchObject({
      id: row.id,
      event: "registration.created",
      status: "failed",
      attempts: 2,
      lastStatusCode: 503,
      nextAttemptAt: null,
    });

    receiver.state.answer = () => 200;
    const resent = await rest("POST", `/webhooks/${endpointId}/deliveries/${row.id}/resend`);
    expect(resent).toMatchObject({ status: 200, body: { id: row.id, status: "pending" } });
    await drain();
    expect(receiver.received.filter((r) => r.id === row.id).map((r) => r.signatureOk)).toEqual([true, true, true]);
    expect(await h.em().findOneOrFail(WebhookDelivery, row.id)).toMatchObject({ status: "delivered" });
    expect((await rest("POST", `/webhooks/${endpointId}/deliveries/${randomUUID()}/resend`)).status).toBe(404);
    expect(await h.em().count(AuditEvent, { action: "webhook.resent", detail: { deliveryId: row.id } })).toBe(1);
  });

  it("are sent once each by passes running at once (several instances): no id reaches the receiver twice", async () => {
    const { match, scorer, as } = await readyMatch(0);
    await as.matches.update({ matchId: match.id, status: "live", minute: 1 });
    for (let minute = 2; minute < 12; minute++) {
      await as.matches.addEvent({
        matchId: match.id,
        kind: "goal",
        teamId: match.homeTeamId,
        playerId: scorer,
        minute,
        ownGoal: false,
        penalty: false,
      });
    }
    await Promise.all(Array.from({ length: 4 }, () => drain(h.em())));
    expect(eventsOf(match.id)).toEqual(["match.started", ...Array(10).fill("match.event.created")]);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(receiver.received.length);
    const minutes = receiver.received
      .filter((r) => r.event === "match.event.created")
      .map((r) => (r.body.data.event as { minute: number }).minute);
    expect(minutes).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
  });

  it("go out on their own while the server runs, and an order paid reaches the receiver without the buyer's details", async () => {
    startWebhookDelivery(h.db.orm.em as EntityManager, open);
    try {
      const teamId = (await h.caller().teams.list())[1].id;
      const sessionId = `hook-${randomUUID()}`;
      const [jersey] = await h.caller().commerce.products({ teamId });
      await h.caller().commerce.addToCart({
        sessionId,
        productId: jersey.id,
        variantId: jersey.variants[0].id,
        teamId: jersey.teamId,
        quantity: 1,
      });
      const checkout = await h.caller().commerce.createPaymentIntent({ sessionId, amount: jersey.variants[0].price });
      await h.caller().commerce.confirmDemoPayment({
        orderId: checkout.orderId,
        sessionId,
        cardNumber: "4242 4242 4242 4242",
        expiry: "12/30",
        cvc: "123",
      });
      await expect.poll(() => receiver.received.find((r) => r.event === "order.paid"), { timeout: 5000 }).toBeTruthy();
      const paid = receiver.received.find((r) => r.event === "order.paid")!;
      expect(paid.signatureOk).toBe(true);
      expect(paid.body.data).toMatchObject({
        orderId: checkout.orderId,
        total: jersey.variants[0].price,
        items: [{ productId: jersey.id, quantity: 1 }],
      });
      expect(Object.keys(paid.body.data).sort()).toEqual(["items", "orderId", "orderNumber", "paidAt", "total"]);
    } finally {
      await stopWebhookDelivery();
    }
  });

  it("stop when the endpoint is removed, with its log", async () => {
    expect((await rest("DELETE", `/webhooks/${randomUUID()}`)).status).toBe(404);
    expect((await rest("DELETE", `/webhooks/${endpointId}`)).status).toBe(200);
    expect(await h.em().count(WebhookDelivery, { endpointId })).toBe(0);
    expect(await h.em().count(AuditEvent, { action: "webhook.removed", detail: { endpointId } })).toBe(1);
    const { match, as } = await readyMatch(0);
    await as.matches.update({ matchId: match.id, status: "live", minute: 1 });
    expect(await h.em().count(WebhookDelivery)).toBe(0);
  });
});
