/**
 * A match event is written once however often it is sent (decision 106): the console's
 * offline queue re-sends an event whose answer was lost, partners retry with the same
 * `Idempotency-Key`. A repeat answers the stored event — no second row, score change, audit row or
 * live update — over tRPC, REST and /admin's route action, one after the other or at once.
 */
import { randomUUID } from "node:crypto";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MatchEvent, MatchResultChange } from "../../db/entities/index";
import { action as adminAction } from "../../app/routes/admin";
import { liveHub, type MatchUpdate } from "../../server/live";
import { createAccounts } from "../../test/auth";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { routeActions, sessionUser } from "../../test/route-action";
import type { Context } from "../../server/trpc";
import type { RouterOutputs } from "../index";

let h: Harness;
let admin: NonNullable<Context["user"]>;
let token: string;
type ApiMatch = RouterOutputs["matches"]["list"][number];
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };
type EventWrite = RouterOutputs["matches"]["addEvent"];

beforeAll(async () => {
  h = await startHarness();
  admin = sessionUser((await createAccounts(h.em())).admin);
  ({ token } = await h
    .caller({ user: admin })
    .admin.tokens.create({ name: "event idempotency test", scopes: ["read", "matches:write"] }));
});
afterAll(async () => {
  await h?.close();
});

const asAdmin = (lang: "en" | "es" = "en") => h.caller({ user: admin, lang });

/** A group match that is live, with both line-ups: the first eleven of each squad start. */
async function liveMatch(index: number) {
  const match = (await h.caller().matches.list()).filter((m) => m.round === "group")[index];
  for (const teamId of [match.homeTeamId, match.awayTeamId]) {
    const ids = (await h.caller().players.byTeam({ teamId })).filter((p) => p.status === "active").map((p) => p.id);
    await asAdmin().matches.setLineup({
      matchId: match.id,
      teamId,
      starters: ids.slice(0, 11),
      substitutes: ids.slice(11, 14),
      captainId: ids[0],
      goalkeeperId: ids[0],
    });
  }
  await asAdmin().matches.update({ matchId: match.id, status: "live", minute: 60 });
  const { lineups } = await h.caller().matches.detail({ matchId: match.id });
  return { match, scorer: lineups.home!.starters[9].playerId, other: lineups.home!.starters[8].playerId };
}

const goal = (match: ApiMatch, playerId: string, minute = 78) => ({
  matchId: match.id,
  kind: "goal" as const,
  teamId: match.homeTeamId,
  playerId,
  minute,
  ownGoal: false,
  penalty: false,
});

/** What a repeat must leave alone: the match's events, its score and its audit rows. */
async function stored(matchId: string) {
  const em = h.em();
  const detail = await h.caller().matches.detail({ matchId });
  return {
    events: await em.count(MatchEvent, { matchId }),
    score: [detail.match.homeScore ?? 0, detail.match.awayScore ?? 0],
    audit: await em.count(MatchResultChange, { matchId, action: "event_added" }),
  };
}

/** POST /api/matches/{id}/events as the partner holding the admin token. */
async function post(matchId: string, body: unknown, headers: Record<string, string> = {}, lang = "en") {
  const res = await fetch(`${h.url}/api/matches/${matchId}/events?lang=${lang}`, {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${token}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as EventWrite & ErrorBody };
}

/** The live updates of one match published while `run` runs (and shortly after, for late ones). */
async function liveUpdates(matchId: string, run: () => Promise<unknown>) {
  const controller = new AbortController();
  const received: MatchUpdate[] = [];
  const listening = (async () => {
    for await (const e of liveHub.stream(controller.signal)) if (!("resync" in e) && e.matchId === matchId) received.push(e);
  })().catch(() => undefined);
  await run();
  await new Promise((r) => setTimeout(r, 300));
  controller.abort();
  await listening;
  return received;
}

describe("a repeated match event", () => {
  it("answers the event already stored: one row, the score, the audit row and the live update only once", async () => {
    const { match, scorer } = await liveMatch(0);
    const entered = { ...goal(match, scorer), clientId: randomUUID() };
    let first!: EventWrite;
    let again!: EventWrite;
    const updates = await liveUpdates(match.id, async () => {
      first = await asAdmin().matches.addEvent(entered);
      again = await asAdmin().matches.addEvent(entered);
    });
    expect(first.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(again).toEqual(first);
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });
    expect(updates.map((u) => u.change?.type)).toEqual(["event_added"]);
  });

  it("over REST, the same Idempotency-Key twice is one event, 200 and the same answer both times; documented", async () => {
    const { match, scorer } = await liveMatch(1);
    const key = randomUUID();
    const first = await post(match.id, goal(match, scorer), { "idempotency-key": key });
    expect(first.status).toBe(200);
    const again = await post(match.id, goal(match, scorer), { "idempotency-key": key });
    expect(again.status).toBe(200);
    expect(again.body.event).toEqual(first.body.event);
    expect(again.body.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });
    // The body's clientId is the same id: a retry may carry either.
    expect((await post(match.id, { ...goal(match, scorer), clientId: key })).body.event.id).toBe(first.body.event.id);

    const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { parameters?: Array<{ in: string; name: string; description?: string }> }>>;
    };
    const header = doc.paths["/matches/{matchId}/events"].post.parameters?.find((p) => p.in === "header");
    expect(header).toMatchObject({ name: "Idempotency-Key", description: expect.stringContaining("retry") });
  });

  it("sent, its answer lost with the connection, then sent again: one event, the score unchanged", async () => {
    const { match, scorer } = await liveMatch(2);
    const key = randomUUID();
    const body = JSON.stringify(goal(match, scorer, 30));
    const { hostname, port } = new URL(h.url);
    // The whole request goes out; the caller reads nothing and drops the connection once the server has
    // stored the event — the answer is lost on the way, as on a phone whose network went.
    const socket = connect(Number(port), hostname);
    await new Promise<void>((resolve, reject) => {
      socket.once("error", reject);
      socket.write(
        [
          `POST /api/matches/${match.id}/events HTTP/1.1`,
          `Host: ${hostname}:${port}`,
          `Authorization: Bearer ${token}`,
          "Content-Type: application/json",
          `Idempotency-Key: ${key}`,
          `Content-Length: ${Buffer.byteLength(body)}`,
          "",
          body,
        ].join("\r\n"),
        () => resolve(),
      );
    });
    for (let i = 0; i < 100 && (await stored(match.id)).events === 0; i++) await new Promise((r) => setTimeout(r, 50));
    socket.destroy();
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });
    const retry = await post(match.id, goal(match, scorer, 30), { "idempotency-key": key });
    expect(retry.status).toBe(200);
    expect(retry.body.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });
  });

  it("sent through /admin's action (the console and its offline queue) twice is one event", async () => {
    const { match, scorer } = await liveMatch(3);
    const input = { ...goal(match, scorer, 12), clientId: randomUUID() };
    const send = () => routeActions(h).json(adminAction, "/admin?tab=console", { intent: "addEvent", input }, { user: admin });
    const first = await send();
    expect(first.status, JSON.stringify(first.result)).toBe(200);
    const again = await send();
    expect(again.status).toBe(200);
    expect(again.result).toEqual(first.result);
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });
  });

  it("sent several times at once ends as one row; one id on two matches at once is one event and a 409", async () => {
    const { match, scorer } = await liveMatch(4);
    const key = randomUUID();
    const answers = await Promise.all(
      [0, 1, 2, 3].map(() => post(match.id, goal(match, scorer, 50), { "idempotency-key": key })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.body.event.id)).size).toBe(1);
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });

    const [one, two] = [await liveMatch(5), await liveMatch(6)];
    const shared = randomUUID();
    const both = await Promise.all(
      [one, two].map((m) => post(m.match.id, goal(m.match, m.scorer, 20), { "idempotency-key": shared })),
    );
    expect(both.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await h.em().count(MatchEvent, { clientId: shared })).toBe(1);
    const [a, b] = [await stored(one.match.id), await stored(two.match.id)];
    expect(a.events + b.events).toBe(1);
    expect(a.audit + b.audit).toBe(1);
  });

  it("is refused when its id does not fit: not a UUID, body and header differing, reused for another event, removed since", async () => {
    const { match, scorer, other } = await liveMatch(7);
    const notUuid = await post(match.id, goal(match, scorer), { "idempotency-key": "retry-1" }, "es");
    expect(notUuid.status).toBe(400);
    expect(notUuid.body.error.fields).toEqual({
      "Idempotency-Key": "Idempotency-Key debe ser un UUID (uno nuevo para cada evento, que se repite en cada reintento)",
    });
    const differing = await post(
      match.id,
      { ...goal(match, scorer), clientId: randomUUID() },
      { "idempotency-key": randomUUID() },
    );
    expect(differing.status).toBe(400);
    expect(Object.keys(differing.body.error.fields!)).toEqual(["Idempotency-Key"]);
    expect((await post(match.id, { ...goal(match, scorer), clientId: "nope" })).body.error.fields).toEqual({
      clientId: "Event id must be a valid id",
    });
    expect(await stored(match.id)).toEqual({ events: 0, score: [0, 0], audit: 0 });

    // A key already used: for a different event it is a conflict, never a silent answer with the other event.
    const key = randomUUID();
    const first = await post(match.id, goal(match, scorer, 70), { "idempotency-key": key });
    const reused = await post(match.id, goal(match, other, 71), { "idempotency-key": key });
    expect(reused.status).toBe(409);
    expect(reused.body.error.message).toBe(
      "This event id was already used for another event (goal at 70): make a new id for each event",
    );
    expect(await stored(match.id)).toEqual({ events: 1, score: [1, 0], audit: 1 });

    // Undone, then its late repeat arrives: the goal does not come back.
    await asAdmin().matches.deleteEvent({ matchId: match.id, eventId: first.body.event.id });
    expect(await refusal(asAdmin("es").matches.addEvent({ ...goal(match, scorer, 70), clientId: key }), "es")).toMatchObject({
      code: "CONFLICT",
      message: "Este evento se registró y después se eliminó: no se vuelve a añadir. Introdúcelo de nuevo si debe constar",
    });
    expect(await stored(match.id)).toEqual({ events: 0, score: [0, 0], audit: 1 });
  });
});
