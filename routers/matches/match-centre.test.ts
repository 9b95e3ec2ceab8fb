/**
 * The match centre end to end, over tRPC and REST, on the test file's own database (PGlite, or
 * PostgreSQL with TEST_DATABASE_URL): line-ups, events and the score they give, the shoot-out,
 * suspensions, corrections and their audit trail, the live stream, stats, fair play and the lots in the
 * standings — and every refusal, translated, naming the field (docs/decisions/080-match-centre.md).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LineupEntry, Match, MatchEvent, Team } from "../../db/entities/index";
import { upsertAdmin } from "../../server/auth/admins";
import { liveHub, type MatchUpdate } from "../../server/live";
import { refusal, startHarness, type Harness } from "../../test/harness";
import type { RouterOutputs } from "../index";
import { groupStandings } from "@shared/tournament/standings";

let h: Harness;
let token: string;
const admin = {
  id: "00000000-0000-4000-8000-0000000000ad",
  email: "centre-admin@example.com",
  role: "admin",
  firstName: "Cent",
  lastName: "Re",
};
const asAdmin = (lang: "en" | "es" = "en") => h.caller({ user: admin, lang });
type ApiMatch = RouterOutputs["matches"]["list"][number];
type ErrorBody = { error: { code: string; message: string; fields?: Record<string, string> } };

beforeAll(async () => {
  h = await startHarness();
  const { user } = await upsertAdmin(h.em(), {
    email: "centre-token@example.com",
    password: "Centre-Admin-2026!",
    firstName: "Tok",
    lastName: "En",
  });
  ({ token } = await h
    .caller({ user: { id: user.id, email: user.email, role: "admin", firstName: "Tok", lastName: "En" } })
    .admin.tokens.create({ name: "match centre test", scopes: ["read", "matches:write"] }));
});
afterAll(async () => {
  await h?.close();
});

/** A REST call as the partner holding the admin token (or anonymously), in a language. */
async function rest(method: string, path: string, body?: unknown, opts: { lang?: string; anonymous?: boolean } = {}) {
  const sep = path.includes("?") ? "&" : "?";
  const res = await fetch(`${h.url}/api${path}${sep}lang=${opts.lang ?? "en"}`, {
    method,
    headers: { "content-type": "application/json", ...(opts.anonymous ? {} : { authorization: `Bearer ${token}` }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as unknown };
}
const errorOf = (r: { body: unknown }) => (r.body as ErrorBody).error;

const groupMatches = async () => (await h.caller().matches.list()).filter((m) => m.round === "group");
const teamName = async (id: string) => (await h.em().findOneOrFail(Team, id)).name;

/** Active players of a team, goalkeeper first. */
async function squad(teamId: string) {
  const players = (await h.caller().players.byTeam({ teamId })).filter((p) => p.status === "active");
  return [...players.filter((p) => p.position === "goalkeeper"), ...players.filter((p) => p.position !== "goalkeeper")];
}

/** Sets a line-up: the first eleven of the squad (minus `leaveOut`) start, four more on the bench. */
async function setLineup(match: ApiMatch, teamId: string, leaveOut: string[] = []) {
  const players = (await squad(teamId)).filter((p) => !leaveOut.includes(p.id));
  const starters = players.slice(0, 11).map((p) => p.id);
  return asAdmin().matches.setLineup({
    matchId: match.id,
    teamId,
    starters,
    substitutes: players.slice(11, 15).map((p) => p.id),
    captainId: starters[1],
    goalkeeperId: starters[0],
  });
}
async function kickOff(match: ApiMatch) {
  await setLineup(match, match.homeTeamId);
  await setLineup(match, match.awayTeamId);
  await asAdmin().matches.update({ matchId: match.id, status: "live", minute: 1 });
  const detail = await h.caller().matches.detail({ matchId: match.id });
  return { home: detail.lineups.home!, away: detail.lineups.away! };
}

/** Stored team figures must always equal a full recomputation from the stored results. */
async function expectStoredStatsMatchRecomputation() {
  const em = h.em();
  const [teams, matches] = await Promise.all([em.find(Team, {}), em.find(Match, {})]);
  const rows = new Map(groupStandings(teams, matches).flatMap((g) => g.rows.map((r) => [r.teamId, r])));
  for (const team of teams)
    expect([team.points, team.goalsFor, team.goalsAgainst]).toEqual([
      rows.get(team.id)!.points,
      rows.get(team.id)!.goalsFor,
      rows.get(team.id)!.goalsAgainst,
    ]);
}

describe("the match centre's REST operations and demo data", () => {
  it("are all in the OpenAPI document, the writes marked as needing authorization", async () => {
    const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const ops = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, op]) => [`${method.toUpperCase()} ${path}`, Boolean(op.security?.length)] as const),
    );
    expect(Object.fromEntries(ops)).toMatchObject({
      "GET /matches/{matchId}": false,
      "GET /matches/{matchId}/events": false,
      "GET /matches/{matchId}/squads/{teamId}": false,
      "POST /matches/{matchId}/events": true,
      "DELETE /matches/{matchId}/events/{eventId}": true,
      "PUT /matches/{matchId}/lineups/{teamId}": true,
      "POST /standings/{group}/lots": true,
      "GET /stats/top-scorers": false,
      "GET /stats/assists": false,
      "GET /stats/clean-sheets": false,
      "GET /stats/fair-play": false,
      "GET /stats/head-to-head": false,
      "GET /players/{playerId}/stats": false,
    });
  });

  it("the demo seed marks no match completed, so it records no line-up or event", async () => {
    expect((await h.caller().matches.list()).filter((m) => m.status === "completed")).toEqual([]);
    expect(await h.em().count(MatchEvent, {})).toBe(0);
    expect(await h.em().count(LineupEntry, {})).toBe(0);
  });
});

describe("GET /api/matches/{matchId}", () => {
  it("shows a scheduled match with its teams, no events or line-ups yet, and the model's odds; 404 for an unknown match", async () => {
    const [m] = await groupMatches();
    const { status, body } = await rest("GET", `/matches/${m.id}`, undefined, { anonymous: true });
    expect(status).toBe(200);
    const detail = body as RouterOutputs["matches"]["detail"];
    expect(detail).toMatchObject({
      match: { id: m.id, status: "scheduled" },
      home: { id: m.homeTeamId, name: await teamName(m.homeTeamId) },
      scoreFrom: "none",
      events: [],
      lineups: { home: null, away: null },
      shootout: null,
    });
    expect(detail.probabilities!.home + detail.probabilities!.draw + detail.probabilities!.away).toBeCloseTo(1, 6);
    expect((await rest("GET", `/matches/${m.id}/events`, undefined, { anonymous: true })).body).toEqual([]);
    const missing = await rest("GET", "/matches/00000000-0000-4000-8000-000000000999", undefined, {
      anonymous: true,
      lang: "es",
    });
    expect(missing.status).toBe(404);
    expect(errorOf(missing)).toEqual({ code: "NOT_FOUND", message: "Partido no encontrado" });
  });
});

describe("line-ups", () => {
  it("PUT sets eleven starters and the bench from the active squad, captain and goalkeeper marked; anonymous callers get 401", async () => {
    const [, m] = await groupMatches();
    const players = await squad(m.homeTeamId);
    const body = {
      starters: players.slice(0, 11).map((p) => p.id),
      substitutes: players.slice(11, 14).map((p) => p.id),
      captainId: players[3].id,
      goalkeeperId: players[0].id,
    };
    expect((await rest("PUT", `/matches/${m.id}/lineups/${m.homeTeamId}`, body, { anonymous: true })).status).toBe(401);
    const put = await rest("PUT", `/matches/${m.id}/lineups/${m.homeTeamId}`, body);
    expect(put.status).toBe(200);
    const lineup = put.body as RouterOutputs["matches"]["setLineup"];
    expect(lineup).toMatchObject({ teamId: m.homeTeamId, captainId: players[3].id, goalkeeperId: players[0].id });
    expect(lineup.starters).toHaveLength(11);
    expect(lineup.starters[0]).toMatchObject({ playerId: players[0].id, goalkeeper: true });
    expect(lineup.substitutes.map((p) => p.playerId).sort()).toEqual(body.substitutes.sort());
    // Public fields only.
    expect(Object.keys(lineup.starters[0]).sort()).toEqual([
      "captain",
      "firstName",
      "goalkeeper",
      "jerseyNumber",
      "lastName",
      "playerId",
      "position",
    ]);
    // A second PUT replaces the first.
    await rest("PUT", `/matches/${m.id}/lineups/${m.homeTeamId}`, { ...body, substitutes: [] });
    expect((await h.caller().matches.detail({ matchId: m.id })).lineups.home!.substitutes).toEqual([]);
  });

  it("refuses ten starters, a captain or goalkeeper on the bench, a player named twice, another team's player and a team not in the match — naming the field, in en and es", async () => {
    const [, , m] = await groupMatches();
    const players = await squad(m.homeTeamId);
    const ids = players.map((p) => p.id);
    const base = { starters: ids.slice(0, 11), substitutes: ids.slice(11, 13), captainId: ids[1], goalkeeperId: ids[0] };
    const put = (body: unknown, lang = "en", teamId = m.homeTeamId) =>
      rest("PUT", `/matches/${m.id}/lineups/${teamId}`, body, { lang });

    const ten = await put({ ...base, starters: ids.slice(0, 10) });
    expect(ten.status).toBe(400);
    expect(errorOf(ten).fields).toMatchObject({ starters: "Name exactly 11 starters" });
    expect(errorOf(await put({ ...base, starters: ids.slice(0, 10) }, "es")).fields).toMatchObject({
      starters: "Indica exactamente 11 titulares",
    });
    expect(errorOf(await put({ ...base, captainId: ids[11] })).fields).toEqual({
      captainId: "The captain must be one of the starters",
    });
    expect(errorOf(await put({ ...base, goalkeeperId: ids[12] }, "es")).fields).toEqual({
      goalkeeperId: "El portero debe ser uno de los titulares",
    });
    expect(errorOf(await put({ ...base, substitutes: [ids[2]] })).fields).toEqual({
      "substitutes.0": "This player is named twice",
    });

    const stranger = (await squad(m.awayTeamId))[5];
    const home = await teamName(m.homeTeamId);
    const foreign = await put({ ...base, starters: [...ids.slice(0, 3), stranger.id, ...ids.slice(4, 11)] });
    expect(foreign.status).toBe(400);
    expect(errorOf(foreign).fields).toEqual({ "starters.3": `This player is not in the active squad of ${home}` });
    expect(
      errorOf(await put({ ...base, starters: [...ids.slice(0, 3), stranger.id, ...ids.slice(4, 11)] }, "es")).fields,
    ).toEqual({ "starters.3": `Este jugador no está en la plantilla activa de ${home}` });

    const elsewhere = (await h.caller().teams.list()).find((t) => t.id !== m.homeTeamId && t.id !== m.awayTeamId)!;
    expect(errorOf(await put(base, "en", elsewhere.id)).fields).toEqual({
      teamId: "Team must be one of the two teams of this match",
    });
    expect((await h.caller().matches.detail({ matchId: m.id })).lineups.home).toBeNull();
  });
});

describe("events", () => {
  it("are refused on a scheduled match (409), with a minute of 130 (400 naming the minute) and without a line-up — in en and es", async () => {
    const [, , , m] = await groupMatches();
    const [scorer] = await squad(m.homeTeamId);
    const goal = { kind: "goal", teamId: m.homeTeamId, playerId: scorer.id, minute: 30 };
    const scheduled = await rest("POST", `/matches/${m.id}/events`, goal);
    expect(scheduled.status).toBe(409);
    expect(errorOf(scheduled)).toEqual({
      code: "CONFLICT",
      message: "This match has not kicked off: set it live before recording events",
    });
    expect(errorOf(await rest("POST", `/matches/${m.id}/events`, goal, { lang: "es" })).message).toBe(
      "Este partido no ha comenzado: ponlo en directo antes de registrar eventos",
    );

    const late = await rest("POST", `/matches/${m.id}/events`, { ...goal, minute: 130 });
    expect(late.status).toBe(400);
    expect(errorOf(late).fields).toEqual({ minute: "The minute must be between 0 and 120" });
    expect(errorOf(await rest("POST", `/matches/${m.id}/events`, { ...goal, minute: 130 }, { lang: "es" })).fields).toEqual({
      minute: "El minuto debe estar entre 0 y 120",
    });
    expect(errorOf(await rest("POST", `/matches/${m.id}/events`, { ...goal, minute: 60, stoppage: 2 })).fields).toEqual({
      stoppage: "Added time follows the end of a period only: 45, 90, 105 or 120",
    });
    expect(
      errorOf(await rest("POST", `/matches/${m.id}/events`, { ...goal, kind: "yellow_card", penalty: true })).fields,
    ).toEqual({ penalty: "Penalty applies to goals only" });
    expect((await rest("POST", `/matches/${m.id}/events`, goal, { anonymous: true })).status).toBe(401);

    await asAdmin().matches.update({ matchId: m.id, status: "live", minute: 10 });
    const noLineup = await rest("POST", `/matches/${m.id}/events`, goal, { lang: "es" });
    expect(noLineup.status).toBe(409);
    expect(errorOf(noLineup).message).toBe(`Registra la alineación de ${await teamName(m.homeTeamId)} antes de sus eventos`);
  });

  it("refuse a scorer not in the line-up, naming the field and the team, in en and es", async () => {
    const [, , , , m] = await groupMatches();
    const lineups = await kickOff(m);
    // A player of the team, not named in its line-up.
    const outsider = await asAdmin().players.create({
      teamId: m.homeTeamId,
      firstName: "Left",
      lastName: "Out",
      email: "left.out@example.com",
      position: "forward",
      status: "inactive",
      skillLevel: "advanced",
    });
    const home = await teamName(m.homeTeamId);
    const goal = { kind: "goal", teamId: m.homeTeamId, playerId: outsider.id, minute: 12 };
    const en = await rest("POST", `/matches/${m.id}/events`, goal);
    expect(en.status).toBe(400);
    expect(errorOf(en).fields).toEqual({ playerId: `Player is not in the line-up of ${home}` });
    expect(errorOf(await rest("POST", `/matches/${m.id}/events`, goal, { lang: "es" })).fields).toEqual({
      playerId: `Jugador no está en la alineación de ${home}`,
    });
    // A substitute who has not come on cannot score either; the away team's player is not in the home line-up.
    const sub = lineups.home.substitutes[0];
    expect(
      await refusal(asAdmin().matches.addEvent({ ...goal, kind: "goal", matchId: m.id, playerId: sub.playerId })),
    ).toMatchObject({ code: "BAD_REQUEST", fields: { playerId: "Player is not on the pitch at that minute" } });
    expect(
      await refusal(
        asAdmin("es").matches.addEvent({
          kind: "goal",
          matchId: m.id,
          teamId: m.homeTeamId,
          playerId: lineups.home.starters[9].playerId,
          minute: 20,
          assistPlayerId: lineups.away.starters[9].playerId,
        }),
        "es",
      ),
    ).toMatchObject({ fields: { assistPlayerId: `Asistencia no está en la alineación de ${home}` } });
    expect(await h.caller().matches.events({ matchId: m.id })).toEqual([]);
  });

  it("give the score, publish it on the live stream, and keep every change in the audit trail", async () => {
    const [, , , , , m] = await groupMatches();
    const lineups = await kickOff(m);
    const [h9, h10] = [lineups.home.starters[9].playerId, lineups.home.starters[10].playerId];
    const a9 = lineups.away.starters[9].playerId;

    const controller = new AbortController();
    const received: MatchUpdate[] = [];
    const listening = (async () => {
      for await (const e of liveHub.stream(controller.signal)) {
        if ("resync" in e || e.matchId !== m.id) continue;
        received.push(e);
        if (received.length === 2) break;
      }
    })().catch(() => undefined);
    const first = await asAdmin().matches.addEvent({
      matchId: m.id,
      kind: "goal",
      teamId: m.homeTeamId,
      playerId: h9,
      assistPlayerId: h10,
      minute: 23,
      ownGoal: false,
      penalty: false,
    });
    expect(first.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(first.event).toMatchObject({ kind: "goal", minuteLabel: "23", playerId: h9, assistPlayerId: h10 });
    // An own goal by the away side counts for the home side; 45+2 is written so.
    const own = await asAdmin().matches.addEvent({
      matchId: m.id,
      kind: "goal",
      teamId: m.awayTeamId,
      playerId: a9,
      minute: 45,
      stoppage: 2,
      ownGoal: true,
      penalty: false,
    });
    expect(own.match).toMatchObject({ homeScore: 2, awayScore: 0 });
    expect(own.event.minuteLabel).toBe("45+2");
    await Promise.race([listening, new Promise((r) => setTimeout(r, 2000))]);
    controller.abort();
    expect(received.map((e) => [e.homeScore, e.awayScore, e.change?.type])).toEqual([
      [1, 0, "event_added"],
      [2, 0, "event_added"],
    ]);
    expect(received[0].change).toMatchObject({ event: { id: first.event.id, kind: "goal", playerId: h9 } });

    // The score is the events': typing another one is refused, the same one is fine.
    expect(await refusal(asAdmin().matches.update({ matchId: m.id, homeScore: 3, awayScore: 0 }))).toMatchObject({
      code: "CONFLICT",
      message: "The score of this match follows its goal events (2–0): add or remove a goal instead",
    });
    expect((await rest("PATCH", `/matches/${m.id}`, { homeScore: 1 }, { lang: "es" })).status).toBe(409);
    expect(await refusal(asAdmin().matches.update({ matchId: m.id, status: "scheduled" }))).toMatchObject({ code: "CONFLICT" });
    const completed = await asAdmin().matches.update({ matchId: m.id, status: "completed", homeScore: 2, awayScore: 0 });
    expect(completed.status).toBe("completed");
    await expectStoredStatsMatchRecomputation();

    // A completed match's timeline is corrected with a reason, like its result.
    const noReason = await rest("DELETE", `/matches/${m.id}/events/${own.event.id}`);
    expect(noReason.status).toBe(400);
    expect(errorOf(noReason).fields).toEqual({ reason: "Give the reason for the correction (at least 5 characters)" });
    const removed = await rest(
      "DELETE",
      `/matches/${m.id}/events/${own.event.id}?reason=${encodeURIComponent("Not an own goal: deflection credited to the scorer")}`,
    );
    expect(removed.status).toBe(200);
    expect((removed.body as RouterOutputs["matches"]["deleteEvent"]).match).toMatchObject({
      homeScore: 1,
      awayScore: 0,
      status: "completed",
    });
    await expectStoredStatsMatchRecomputation();
    const trail = await asAdmin().matches.resultChanges({ matchId: m.id });
    expect(trail[0]).toMatchObject({
      action: "event_removed",
      reason: "Not an own goal: deflection credited to the scorer",
      fromHomeScore: 2,
      toHomeScore: 1,
      changedBy: 'Tok En <centre-token@example.com> · API token "match centre test"',
      event: { id: own.event.id, kind: "goal", ownGoal: true, minuteLabel: "45+2" },
    });
    expect(trail.filter((c) => c.action === "event_added").map((c) => c.toHomeScore)).toEqual([2, 1]);
    expect((await rest("DELETE", `/matches/${m.id}/events/${own.event.id}?reason=again%20please`)).status).toBe(404);
    const detail = await h.caller().matches.detail({ matchId: m.id });
    expect(detail).toMatchObject({ scoreFrom: "events", match: { homeScore: 1, awayScore: 0 } });
    expect(detail.events.map((e) => e.id)).toEqual([first.event.id]);
  });

  it("never replace a score typed in without events, and refuse a correction that would break later events", async () => {
    const [, , , , , , m] = await groupMatches();
    const lineups = await kickOff(m);
    await asAdmin().matches.update({ matchId: m.id, homeScore: 1, awayScore: 0 });
    const card = {
      matchId: m.id,
      kind: "yellow_card" as const,
      teamId: m.awayTeamId,
      playerId: lineups.away.starters[4].playerId,
      minute: 30,
      ownGoal: false,
      penalty: false,
    };
    expect(await refusal(asAdmin("es").matches.addEvent(card), "es")).toMatchObject({
      code: "CONFLICT",
      message: expect.stringContaining("(1–0)"),
    });
    await asAdmin().matches.update({ matchId: m.id, homeScore: 0, awayScore: 0 });
    await asAdmin().matches.addEvent(card);

    const [off, on] = [lineups.home.starters[8].playerId, lineups.home.substitutes[0].playerId];
    const sub = await asAdmin().matches.addEvent({
      matchId: m.id,
      kind: "substitution",
      teamId: m.homeTeamId,
      playerId: off,
      playerOnId: on,
      minute: 60,
      ownGoal: false,
      penalty: false,
    });
    await asAdmin().matches.addEvent({
      matchId: m.id,
      kind: "goal",
      teamId: m.homeTeamId,
      playerId: on,
      minute: 75,
      ownGoal: false,
      penalty: false,
    });
    // Without the substitution the scorer was never on the pitch.
    const conflict = await rest("DELETE", `/matches/${m.id}/events/${sub.event.id}`);
    expect(conflict.status).toBe(409);
    expect(errorOf(conflict).message).toBe(
      "This change would make the goal at 75 impossible: Player is not on the pitch at that minute",
    );
    // Nor may the line-up drop the scorer now.
    expect(await refusal(setLineup(m, m.homeTeamId, [on]))).toMatchObject({ code: "CONFLICT" });
    // A second yellow needs the first; a second plain yellow is refused.
    expect(await refusal(asAdmin().matches.addEvent({ ...card, minute: 50 }))).toMatchObject({
      fields: { kind: "This player already has a yellow card: record a second yellow" },
    });
    const second = await asAdmin().matches.addEvent({ ...card, kind: "second_yellow", minute: 50 });
    expect(second.event.kind).toBe("second_yellow");
    expect(await refusal(asAdmin().matches.addEvent({ ...card, kind: "red_card", minute: 80 }))).toMatchObject({
      fields: { playerId: "Player has already been sent off" },
    });
    // A group match has no extra time.
    expect(
      await refusal(asAdmin().matches.addEvent({ ...card, playerId: lineups.away.starters[5].playerId, minute: 100 })),
    ).toMatchObject({ fields: { minute: expect.stringContaining("no extra time") } });
    const detail = await h.caller().matches.detail({ matchId: m.id });
    expect(detail.match).toMatchObject({ homeScore: 1, awayScore: 0 });
    expect(detail.events.map((e) => e.kind)).toEqual(["yellow_card", "second_yellow", "substitution", "goal"]);
  });
});

describe("two writes at once", () => {
  it("to one timeline are checked one after the other: a player is not booked twice with a first yellow", async () => {
    // Live with both line-ups since the scorer test, and no event.
    const m = (await groupMatches())[4];
    const { lineups, events } = await h.caller().matches.detail({ matchId: m.id });
    expect(events).toEqual([]);
    const card = {
      matchId: m.id,
      kind: "yellow_card" as const,
      teamId: m.awayTeamId,
      playerId: lineups.away!.starters[3].playerId,
      minute: 40,
      ownGoal: false,
      penalty: false,
    };
    const results = await Promise.allSettled([
      asAdmin().matches.addEvent(card),
      asAdmin().matches.addEvent({ ...card, minute: 41 }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual(["fulfilled", "rejected"]);
    expect((await h.caller().matches.events({ matchId: m.id })).map((e) => e.kind)).toEqual(["yellow_card"]);
  });
});

describe("suspensions", () => {
  it("a red card rules the player out of the team's next match: the line-up refuses them, the squad marks them", async () => {
    const all = await groupMatches();
    // A team's first two matches, untouched so far.
    const team = all[8].homeTeamId;
    const [first, next] = all.filter((m) => m.homeTeamId === team || m.awayTeamId === team);
    const lineups = await kickOff(first);
    const side = first.homeTeamId === team ? lineups.home : lineups.away;
    const sentOff = side.starters[6];
    await asAdmin().matches.addEvent({
      matchId: first.id,
      kind: "red_card",
      teamId: team,
      playerId: sentOff.playerId,
      minute: 33,
      ownGoal: false,
      penalty: false,
    });
    await asAdmin().matches.update({ matchId: first.id, status: "completed", homeScore: 0, awayScore: 0 });

    const marked = (await rest("GET", `/matches/${next.id}/squads/${team}`, undefined, { anonymous: true }))
      .body as RouterOutputs["matches"]["squad"];
    expect(marked.find((p) => p.id === sentOff.playerId)).toMatchObject({ suspended: true, suspension: "sent_off" });
    expect(marked.filter((p) => p.suspended)).toHaveLength(1);

    const players = (await squad(team)).filter((p) => p.id !== sentOff.playerId);
    const starters = [players[0].id, sentOff.playerId, ...players.slice(1, 10).map((p) => p.id)];
    const body = { starters, substitutes: [], captainId: starters[0], goalkeeperId: starters[0] };
    const name = `${sentOff.firstName} ${sentOff.lastName}`;
    const refused = await rest("PUT", `/matches/${next.id}/lineups/${team}`, body);
    expect(refused.status).toBe(400);
    expect(errorOf(refused).fields).toEqual({ "starters.1": `${name} is suspended for this match (sent off)` });
    expect(errorOf(await rest("PUT", `/matches/${next.id}/lineups/${team}`, body, { lang: "es" })).fields).toEqual({
      "starters.1": `${name} está sancionado para este partido (expulsión)`,
    });
    // Served in that match: free again for the one after.
    const third = all.filter((m) => m.homeTeamId === team || m.awayTeamId === team)[2];
    expect(
      ((await rest("GET", `/matches/${third.id}/squads/${team}`)).body as RouterOutputs["matches"]["squad"]).every(
        (p) => !p.suspended,
      ),
    ).toBe(true);
  });
});

describe("penalty shoot-out", () => {
  it("derives the shoot-out score from the kicks; the match completes only once it is decided", async () => {
    const teams = await h.caller().teams.list();
    const [a, b] = [teams.find((t) => t.group === "E")!, teams.find((t) => t.group === "F")!];
    const created = await asAdmin().matches.create({
      homeTeamId: a.id,
      awayTeamId: b.id,
      matchDate: new Date("2026-07-09T22:00:00Z"),
      venue: "Mercedes-Benz Stadium",
      round: "semi_final",
    });
    const m = (await h.caller().matches.list()).find((x) => x.id === created.id)!;
    const lineups = await kickOff(m);
    const home = (i: number) => lineups.home.starters[i].playerId;
    const away = (i: number) => lineups.away.starters[i].playerId;
    const base = { matchId: m.id, ownGoal: false, penalty: false };
    await asAdmin().matches.addEvent({ ...base, kind: "goal", teamId: a.id, playerId: home(9), minute: 30 });
    await asAdmin().matches.addEvent({ ...base, kind: "goal", teamId: b.id, playerId: away(9), minute: 112 });
    const kick = (teamId: string, playerId: string, scored: boolean) =>
      asAdmin().matches.addEvent({ ...base, kind: "shootout_kick", teamId, playerId, scored });
    expect(
      await refusal(
        asAdmin().matches.addEvent({
          ...base,
          kind: "shootout_kick",
          teamId: a.id,
          playerId: home(1),
          minute: 120,
          scored: true,
        }),
      ),
    ).toMatchObject({ fields: { minute: "A shoot-out kick has no minute" } });
    await kick(a.id, home(10), true);
    expect(await refusal(kick(a.id, home(8), true))).toMatchObject({
      fields: { teamId: `${a.name} has taken a kick more than the other team: the other team kicks next` },
    });
    for (const [teamId, player, scored] of [
      [b.id, away(10), false],
      [a.id, home(8), true],
      [b.id, away(8), true],
      [a.id, home(7), false],
      [b.id, away(7), true],
      [a.id, home(6), true],
    ] as const) {
      await kick(teamId, player, scored);
    }
    // 3–2 with a kick still to come for the away side: not over.
    expect(await refusal(asAdmin().matches.update({ matchId: m.id, status: "completed" }))).toMatchObject({
      fields: { homePenalties: "The penalty shoot-out is not over yet" },
    });
    expect(await refusal(asAdmin().matches.update({ matchId: m.id, homePenalties: 5, awayPenalties: 4 }))).toMatchObject({
      code: "CONFLICT",
      message: "The shoot-out score of this match follows its recorded kicks (3–2): add or remove a kick instead",
    });
    for (const [teamId, player, scored] of [
      [b.id, away(6), true],
      [a.id, home(5), true],
      [b.id, away(5), false],
    ] as const)
      await kick(teamId, player, scored);
    const detail = await h.caller().matches.detail({ matchId: m.id });
    expect(detail.shootout).toEqual({ home: 4, away: 3, homeKicks: 5, awayKicks: 5, decided: true, winnerTeamId: a.id });
    expect(detail.match).toMatchObject({ homeScore: 1, awayScore: 1, homePenalties: 4, awayPenalties: 3 });
    expect(await refusal(kick(a.id, home(4), true))).toMatchObject({
      fields: { kind: "The penalty shoot-out is already decided" },
    });
    const done = await asAdmin().matches.update({ matchId: m.id, status: "completed" });
    expect(done).toMatchObject({ status: "completed", homePenalties: 4, awayPenalties: 3 });
    // A shoot-out needs a knockout match.
    const group = (await groupMatches())[6];
    const groupLineup = (await h.caller().matches.detail({ matchId: group.id })).lineups.home!;
    expect(
      await refusal(
        asAdmin("es").matches.addEvent({
          ...base,
          matchId: group.id,
          kind: "shootout_kick",
          teamId: group.homeTeamId,
          playerId: groupLineup.starters[2].playerId,
          scored: true,
          reason: "Added after the match",
        }),
        "es",
      ),
    ).toMatchObject({ fields: { kind: "Solo un partido de eliminatoria puede ir a la tanda de penaltis" } });
  });
});

describe("stats", () => {
  it("player stats, top scorers and assists follow the events; ties broken by assists then fewer minutes", async () => {
    const scorers = (await rest("GET", "/stats/top-scorers?limit=50", undefined, { anonymous: true }))
      .body as RouterOutputs["stats"]["topScorers"];
    expect(scorers.length).toBeGreaterThan(0);
    for (let i = 1; i < scorers.length; i++) {
      const [x, y] = [scorers[i - 1], scorers[i]];
      expect(
        x.goals > y.goals ||
          (x.goals === y.goals && (x.assists > y.assists || (x.assists === y.assists && x.minutes <= y.minutes))),
      ).toBe(true);
      expect(y.rank >= x.rank).toBe(true);
    }
    // Every goal event (not an own goal) of every match, counted from the public timelines.
    const goals = new Map<string, number>();
    for (const m of await h.caller().matches.list()) {
      for (const e of await h.caller().matches.events({ matchId: m.id }))
        if (e.kind === "goal" && !e.ownGoal) goals.set(e.playerId, (goals.get(e.playerId) ?? 0) + 1);
    }
    expect(Object.fromEntries(scorers.map((s) => [s.player.id, s.goals]))).toEqual(Object.fromEntries(goals));
    const [top] = scorers;
    const stats = (await rest("GET", `/players/${top.player.id}/stats`, undefined, { anonymous: true, lang: "es" }))
      .body as RouterOutputs["stats"]["player"];
    expect(stats.totals).toMatchObject({
      goals: top.goals,
      assists: top.assists,
      minutes: top.minutes,
      appearances: top.appearances,
    });
    expect(stats.matches.reduce((s, x) => s + x.goals, 0)).toBe(top.goals);
    expect(stats.player).not.toHaveProperty("email");
    expect(
      (await rest("GET", "/players/00000000-0000-4000-8000-000000000999/stats", undefined, { anonymous: true })).status,
    ).toBe(404);
    expect(errorOf(await rest("GET", "/stats/top-scorers?limit=500", undefined, { anonymous: true, lang: "es" })).fields).toEqual(
      { limit: "Límite debe ser un número entero entre 1 y 200" },
    );
    const assists = (await rest("GET", "/stats/assists", undefined, { anonymous: true }))
      .body as RouterOutputs["stats"]["assists"];
    expect(assists.every((a) => a.assists > 0)).toBe(true);
  });

  it("fair-play table, clean sheets and head-to-head", async () => {
    const fairPlay = (await rest("GET", "/stats/fair-play", undefined, { anonymous: true }))
      .body as RouterOutputs["stats"]["fairPlay"];
    expect(fairPlay).toHaveLength((await h.caller().teams.list()).length);
    for (const t of fairPlay)
      expect(t.points + t.yellowCards + 3 * t.indirectRedCards + 4 * t.directRedCards + 5 * t.yellowAndDirectRedCards).toBe(0);
    expect(fairPlay.some((t) => t.directRedCards > 0 && t.points <= -4)).toBe(true);
    expect(fairPlay.map((t) => t.points)).toEqual([...fairPlay.map((t) => t.points)].sort((x, y) => y - x));

    const clean = (await rest("GET", "/stats/clean-sheets", undefined, { anonymous: true }))
      .body as RouterOutputs["stats"]["cleanSheets"];
    const completed = (await h.caller().matches.list()).filter((m) => m.status === "completed");
    const expected = new Map<string, number>();
    for (const m of completed) {
      if (m.awayScore === 0) expected.set(m.homeTeamId, (expected.get(m.homeTeamId) ?? 0) + 1);
      if (m.homeScore === 0) expected.set(m.awayTeamId, (expected.get(m.awayTeamId) ?? 0) + 1);
    }
    expect(Object.fromEntries(clean.teams.map((t) => [t.teamId, t.cleanSheets]))).toEqual(Object.fromEntries(expected));

    const [m] = completed.filter((x) => x.round === "group");
    const h2h = (
      await rest("GET", `/stats/head-to-head?teamId=${m.awayTeamId}&opponentId=${m.homeTeamId}`, undefined, { anonymous: true })
    ).body as RouterOutputs["stats"]["headToHead"];
    expect(h2h).toMatchObject({ teamId: m.awayTeamId, played: 1, goalsFor: m.awayScore, goalsAgainst: m.homeScore, next: null });
    expect(h2h.meetings.map((x) => x.id)).toEqual([m.id]);
    expect(
      errorOf(
        await rest("GET", `/stats/head-to-head?teamId=${m.homeTeamId}&opponentId=${m.homeTeamId}`, undefined, {
          anonymous: true,
        }),
      ).fields,
    ).toEqual({ opponentId: "Choose two different teams" });
    expect(
      (
        await rest(
          "GET",
          `/stats/head-to-head?teamId=${m.homeTeamId}&opponentId=00000000-0000-4000-8000-000000000999`,
          undefined,
          { anonymous: true },
        )
      ).status,
    ).toBe(404);
  });
});

describe("fair play and the drawing of lots in the standings", () => {
  it("a group level on everything waits for the lots; a yellow card decides one place; the lots recorded decide the rest", async () => {
    const group = async () => (await h.caller().matches.overview()).groups.find((g) => g.group === "H")!;
    const matches = (await groupMatches()).filter((m) => m.status === "scheduled");
    const inH = new Set((await group()).rows.map((r) => r.teamId));
    const hMatches = matches.filter((m) => inH.has(m.homeTeamId));
    expect(hMatches).toHaveLength(6);
    expect(await refusal(asAdmin().matches.drawLots({ group: "H", teamIds: [...inH].slice(0, 2) }))).toMatchObject({
      code: "CONFLICT",
      message: "Group H is not decided yet: lots are drawn only once all its matches are completed",
    });
    for (const m of hMatches) await asAdmin().matches.update({ matchId: m.id, status: "completed", homeScore: 0, awayScore: 0 });
    const level = await group();
    expect(level.decided).toBe(true);
    expect(level.rows.map((r) => r.lots)).toEqual(["pending", "pending", "pending", "pending"]);

    // A yellow card in a completed match (a correction: 0–0 stands) sends its team to the bottom.
    const [m] = hMatches;
    const lineups = await (async () => {
      await setLineup(m, m.homeTeamId);
      await setLineup(m, m.awayTeamId);
      return (await h.caller().matches.detail({ matchId: m.id })).lineups;
    })();
    await asAdmin().matches.addEvent({
      matchId: m.id,
      kind: "yellow_card",
      teamId: m.homeTeamId,
      playerId: lineups.home!.starters[3].playerId,
      minute: 61,
      ownGoal: false,
      penalty: false,
      reason: "Caution missed in the live entry",
    });
    const afterCard = await group();
    expect(afterCard.rows[3]).toMatchObject({ teamId: m.homeTeamId, fairPlayPoints: -1, lots: null, position: 4 });
    const tied = afterCard.rows.slice(0, 3).map((r) => r.teamId);
    expect(afterCard.rows.slice(0, 3).every((r) => r.lots === "pending")).toBe(true);

    const wrong = await rest("POST", "/standings/H/lots", { teamIds: [m.homeTeamId, tied[0]] }, { lang: "es" });
    expect(wrong.status).toBe(409);
    expect(errorOf(wrong).message).toBe(
      "Estos equipos no están empatados en todos los criterios del grupo H: indica exactamente los equipos que esperan el sorteo",
    );
    const drawn = [...tied].reverse();
    const recorded = await rest("POST", "/standings/H/lots", { teamIds: drawn, note: "Drawn at the tournament office" });
    expect(recorded.status).toBe(200);
    const table = recorded.body as RouterOutputs["matches"]["drawLots"];
    expect(table.rows.map((r) => r.teamId)).toEqual([...drawn, m.homeTeamId]);
    expect(table.rows.map((r) => r.lots)).toEqual(["drawn", "drawn", "drawn", null]);
    expect((await group()).rows.map((r) => r.teamId)).toEqual([...drawn, m.homeTeamId]);
    expect(errorOf(await rest("POST", "/standings/Z/lots", { teamIds: drawn })).fields).toEqual({
      group: "Group must be a letter from A to H",
    });
  });
});
