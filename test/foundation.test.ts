import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startHarness, type Harness } from "./harness";

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const post = (path: string, body: string, headers: Record<string, string> = {}) =>
  fetch(`${h.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...headers }, body });

describe("teams", () => {
  it("lists the 32 seeded teams in groups A–H of four, in draw order", async () => {
    const teams = await h.caller().teams.list();
    expect(teams).toHaveLength(32);
    const groups = new Map<string, number>();
    for (const t of teams) groups.set(t.group, (groups.get(t.group) ?? 0) + 1);
    expect([...groups.entries()].sort()).toEqual("ABCDEFGH".split("").map((g) => [g, 4]));
    expect(teams.map((t) => t.drawOrder)).toEqual(Array.from({ length: 32 }, (_, i) => i + 1));
    expect(new Set(teams.map((t) => t.trade)).size).toBe(32);
  });

  it("GET /api/teams answers 32 teams as JSON, /api/teams/{id} one team", async () => {
    const res = await fetch(`${h.url}/api/teams`);
    expect(res.status).toBe(200);
    const teams = (await res.json()) as Array<{ id: string; name: string }>;
    expect(teams).toHaveLength(32);
    const one = await fetch(`${h.url}/api/teams/${teams[5].id}`);
    expect(((await one.json()) as { name: string }).name).toBe(teams[5].name);
  });

  it("refuses a malformed id with 400 naming the field, an unknown one with 404", async () => {
    const bad = await fetch(`${h.url}/api/teams/not-a-uuid`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      error: { code: "BAD_REQUEST", message: "ID must be a valid id", fields: { id: "ID must be a valid id" } },
    });
    const missing = await fetch(`${h.url}/api/teams/00000000-0000-4000-8000-000000000000?lang=es`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ error: { code: "NOT_FOUND", message: "Equipo no encontrado" } });
  });
});

describe("players, matches and tournaments", () => {
  it("seeds 15–20 players per team with unique jersey numbers 1–99", async () => {
    const teams = await h.caller().teams.list();
    for (const team of teams) {
      const players = await h.caller().players.byTeam({ teamId: team.id });
      expect(players.length).toBeGreaterThanOrEqual(15);
      expect(players.length).toBeLessThanOrEqual(20);
      const numbers = players.map((p) => p.jerseyNumber!);
      expect(new Set(numbers).size).toBe(numbers.length);
      for (const n of numbers) expect(n >= 1 && n <= 99).toBe(true);
    }
    const all = await (await fetch(`${h.url}/api/players`)).json();
    expect((all as unknown[]).length).toBe((await h.caller().home.stats()).players);
  });

  it("schedules the 48 group matches between teams of the same group, from 2026-06-11", async () => {
    const [teams, matches] = await Promise.all([h.caller().teams.list(), h.caller().matches.list()]);
    expect(matches).toHaveLength(48);
    const group = new Map(teams.map((t) => [t.id, t.group]));
    for (const m of matches) {
      expect(m.round).toBe("group");
      expect(group.get(m.homeTeamId)).toBe(group.get(m.awayTeamId));
    }
    expect(matches[0].matchDate.toISOString().slice(0, 10)).toBe("2026-06-11");
    const rest = (await (await fetch(`${h.url}/api/matches`)).json()) as Array<{ matchDate: string }>;
    expect(rest[0].matchDate).toMatch(/^2026-06-11T\d\d:00:00\.000Z$/);
  });

  it("has one main_season tournament and a metrics row", async () => {
    const tournaments = await h.caller().matches.tournaments();
    expect(tournaments.map((t) => t.type)).toEqual(["main_season"]);
    const metrics = (await (await fetch(`${h.url}/api/tournament-metrics`)).json()) as Record<string, number>;
    expect(metrics.activeTeams).toBe(32);
    expect(metrics.upcomingMatches).toBe(48);
  });

  it("home stats are counted from the data", async () => {
    const stats = await h.caller().home.stats();
    const teams = await h.caller().teams.list();
    expect(stats.teams).toBe(teams.length);
    expect(stats.trades).toBe(new Set(teams.map((t) => t.trade)).size);
  });
});

describe("newsletter", () => {
  it("subscribes once; a duplicate is a 409 with the already-subscribed message, in the visitor's language", async () => {
    const first = await post("/api/newsletter/subscribe", JSON.stringify({ email: "Fan@Example.com" }));
    expect(first.status).toBe(200);
    const dup = await post("/api/newsletter/subscribe", JSON.stringify({ email: "fan@example.com" }));
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: { code: "CONFLICT", message: "Email already subscribed" } });
    const dupEs = await post("/api/newsletter/subscribe?lang=es", JSON.stringify({ email: "fan@example.com" }));
    expect(((await dupEs.json()) as { error: { message: string } }).error.message).toBe("El correo ya está suscrito");
    await expect(h.caller().newsletter.subscribe({ email: "fan@example.com" })).rejects.toMatchObject({ code: "CONFLICT" });
  });

  it("refuses a bad email naming the field, and writes nothing", async () => {
    const res = await post("/api/newsletter/subscribe", JSON.stringify({ email: "not-an-email" }), { "accept-language": "es" });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ email: "Introduce un correo electrónico válido" });
  });

  it("answers a malformed JSON body with 400 JSON, never 500", async () => {
    const res = await post("/api/newsletter/subscribe", "{not json");
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ error: { code: "BAD_REQUEST", message: "The request body is not valid JSON." } });
  });
});

describe("event registration", () => {
  it("stores a valid registration and refuses bad input with the spec's messages", async () => {
    const ok = await post("/api/event-submissions", JSON.stringify({ eventId: "final", attendeeCount: 3 }));
    expect(ok.status).toBe(200);
    const bad = await post("/api/event-submissions", JSON.stringify({ attendeeCount: 0 }));
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { fields: object } }).error.fields).toEqual({
      eventId: "Event selection is required",
      attendeeCount: "At least 1 attendee required",
    });
  });
});

describe("the API surface", () => {
  it("publishes an OpenAPI 3 document listing GET /teams and a readable reference", async () => {
    const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths["/teams"]).toHaveProperty("get");
    expect(doc.paths["/teams/{id}"]).toHaveProperty("get");
    expect(doc.paths["/newsletter/subscribe"]).toHaveProperty("post");
    const docs = await fetch(`${h.url}/api/docs?lang=es`);
    const html = await docs.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("/api/teams/{id}");
  });

  it("answers unknown API paths with a 404 JSON body", async () => {
    const res = await fetch(`${h.url}/api/nowhere`);
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("NOT_FOUND");
  });

  it("reports health after checking the database", async () => {
    const res = await fetch(`${h.url}/healthz`);
    expect(await res.json()).toEqual({ status: "ok", database: "up" });
  });
});
