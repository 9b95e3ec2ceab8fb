import { NOBODY } from "@shared/auth/person";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { refusal, startHarness, type Harness } from "./harness";
import { loader as matchLoader } from "../app/routes/match";
import { loader as playerLoader } from "../app/routes/player";
import { headToHead } from "../routers/matches/summary";
import { shareCardSvg, textOn, wrap } from "../server/match-share";

let h: Harness;
const admin = {
  id: "00000000-0000-4000-8000-00000000000b",
  email: "admin@example.com",
  role: "admin",
  firstName: "Ada",
  lastName: "Min",
};
const asAdmin = () => h.caller({ user: admin });
const UNKNOWN = "00000000-0000-4000-8000-000000000999";

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

/** What a route loader gets from the server (server/app.ts getLoadContext), for a visitor in `lang`. */
const loadContext = (lang: "en" | "es" = "en") => ({
  lang,
  trpc: h.caller({ lang }),
  canManage: false,
  person: async () => NOBODY,
  origin: "http://127.0.0.1",
  pagePolicy: {},
});
const loadMatch = (id: string, lang: "en" | "es" = "en") =>
  matchLoader({ params: { id }, context: loadContext(lang), request: new Request(`http://127.0.0.1/matches/${id}`) } as never);
const loadPlayer = (id: string) =>
  playerLoader({ params: { id }, context: loadContext(), request: new Request(`http://127.0.0.1/players/${id}`) } as never);

/** The status a loader's thrown `data(null, { status })` carries. */
async function thrownStatus(load: Promise<unknown>) {
  try {
    await load;
  } catch (e) {
    return (e as { init?: { status?: number } }).init?.status;
  }
  throw new Error("expected the loader to throw");
}

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Uint8Array) {
  const view = Buffer.from(bytes);
  expect(view.subarray(1, 4).toString()).toBe("PNG");
  return { width: view.readUInt32BE(16), height: view.readUInt32BE(20) };
}

describe("headToHead", () => {
  const m = (id: string, home: string, away: string, day: number, status = "completed") => ({
    id,
    homeTeamId: home,
    awayTeamId: away,
    status,
    matchDate: new Date(Date.UTC(2026, 5, day)),
  });
  it("keeps completed meetings of the same two teams (either at home) before the match, latest first", () => {
    const match = m("x", "a", "b", 20, "scheduled");
    const all = [
      m("1", "a", "b", 11),
      m("2", "b", "a", 15),
      m("3", "a", "c", 12),
      m("4", "a", "b", 16, "scheduled"),
      m("5", "b", "a", 25),
      match,
    ];
    expect(headToHead(all, match).map((x) => x.id)).toEqual(["2", "1"]);
  });
});

describe("matches.detail and the match page's loader", () => {
  it("names both teams, has the model's odds before kick-off, and no earlier meeting in the seeded schedule", async () => {
    const [teams, matches, odds] = await Promise.all([
      h.caller().teams.list(),
      h.caller().matches.list(),
      h.caller().insights.matchProbabilities(),
    ]);
    const match = matches.find((m) => m.status === "scheduled")!;
    const detail = await h.caller().matches.detail({ matchId: match.id });
    expect(detail.match).toMatchObject({ id: match.id, venue: match.venue, status: "scheduled" });
    expect(detail.home).toMatchObject({ id: match.homeTeamId, name: teams.find((t) => t.id === match.homeTeamId)!.name });
    expect(detail.away).toMatchObject({ id: match.awayTeamId, name: teams.find((t) => t.id === match.awayTeamId)!.name });
    expect(detail.probabilities).toEqual(odds[match.id]);
    expect(detail.headToHead).toEqual([]);
    // The page's loader returns the same read, in the visitor's language (the trade label).
    const page = await loadMatch(match.id.toUpperCase(), "es");
    expect(page.match.id).toBe(match.id);
    expect(page.home.trade).toBe((await h.caller({ lang: "es" }).teams.list()).find((t) => t.id === match.homeTeamId)!.trade);
  });

  it("is a 404 page for an unknown or malformed id, and a translated 404 / 400 naming the field over REST", async () => {
    expect(await thrownStatus(loadMatch(UNKNOWN))).toBe(404);
    expect(await thrownStatus(loadMatch("not-a-match"))).toBe(404);
    expect(await refusal(h.caller({ lang: "es" }).matches.detail({ matchId: UNKNOWN }), "es")).toMatchObject({
      code: "NOT_FOUND",
      message: "Partido no encontrado",
    });

    const unknown = await fetch(`${h.url}/api/matches/${UNKNOWN}?lang=es`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "NOT_FOUND", message: "Partido no encontrado" } });
    const malformed = await fetch(`${h.url}/api/matches/nope`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { fields?: Record<string, string> } }).error.fields).toHaveProperty("matchId");
  });

  it("lists an earlier result of the two teams, and drops the odds once the match has started, at once", async () => {
    const matches = await h.caller().matches.list();
    const first = matches.find((m) => m.round === "group" && m.status === "scheduled")!;
    const rematch = await asAdmin().matches.create({
      homeTeamId: first.awayTeamId,
      awayTeamId: first.homeTeamId,
      round: "quarter_final",
      venue: "Mercedes-Benz Stadium",
      matchDate: new Date(new Date(first.matchDate).getTime() + 30 * 86_400_000),
    });
    // Read (and cached) before the result, so the change below must drop what was kept.
    expect((await h.caller().matches.detail({ matchId: rematch.id })).headToHead).toEqual([]);
    await asAdmin().matches.update({ matchId: first.id, status: "completed", homeScore: 2, awayScore: 1 });

    const detail = await h.caller().matches.detail({ matchId: rematch.id });
    expect(detail.headToHead.map((m) => [m.id, m.homeScore, m.awayScore])).toEqual([[first.id, 2, 1]]);
    expect(detail.probabilities).not.toBeNull();
    const rest = (await (await fetch(`${h.url}/api/matches/${rematch.id}`)).json()) as { headToHead: Array<{ id: string }> };
    expect(rest.headToHead.map((m) => m.id)).toEqual([first.id]);

    await asAdmin().matches.update({ matchId: rematch.id, status: "live", minute: 1, homeScore: 0, awayScore: 0 });
    const live = await loadMatch(rematch.id);
    expect(live.match).toMatchObject({ status: "live", minute: 1 });
    expect(live.probabilities).toBeNull();
    // A completed match has no earlier meeting with itself.
    expect((await h.caller().matches.detail({ matchId: first.id })).headToHead).toEqual([]);
  });
});

describe("players.profile and the player page's loader", () => {
  it("gives the public fields and the team, never contact details", async () => {
    const [player] = await h.caller().players.list();
    const profile = await h.caller().players.profile({ playerId: player.id });
    expect(profile.player).toEqual(player);
    expect(profile.team.id).toBe(player.teamId);
    const rest = (await (await fetch(`${h.url}/api/players/${player.id}`)).json()) as { player: Record<string, unknown> };
    for (const field of ["email", "phone", "dateOfBirth", "emergencyContact"]) expect(rest.player).not.toHaveProperty(field);
    expect(rest.player.firstName).toBe(player.firstName);
    expect((await loadPlayer(player.id)).player.id).toBe(player.id);
  });

  it("is a 404 page for an unknown or malformed id, and a translated 404 / 400 over REST", async () => {
    expect(await thrownStatus(loadPlayer(UNKNOWN))).toBe(404);
    expect(await thrownStatus(loadPlayer("12345"))).toBe(404);
    const unknown = await fetch(`${h.url}/api/players/${UNKNOWN}?lang=es`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ error: { code: "NOT_FOUND", message: "Jugador no encontrado" } });
    const malformed = await fetch(`${h.url}/api/players/12345`);
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { error: { fields?: Record<string, string> } }).error.fields).toHaveProperty("playerId");
  });
});

describe("the share card's drawing", () => {
  it("wraps names evenly, picks readable ink for each colour and escapes every text", () => {
    expect(wrap("Marietta Timber Wolves", 14, 3)).toEqual(["Marietta", "Timber Wolves"]);
    expect(wrap("Bo", 14, 3)).toEqual(["Bo"]);
    expect(textOn("#facc15")).toBe("#0f172a");
    expect(textOn("#1d4ed8")).toBe("#ffffff");
    const svg = shareCardSvg({
      lang: "en",
      group: null,
      home: { name: "Pipes & <Co>", jerseyColor: "#000", accentColor: "#fff" },
      away: { name: "Wires", jerseyColor: "#fff", accentColor: "#000" },
      match: {
        status: "completed",
        round: "final",
        venue: '"Dome"',
        matchDate: "2026-07-19T20:00:00Z",
        homeScore: 1,
        awayScore: 1,
        homePenalties: 5,
        awayPenalties: 4,
      },
    });
    expect(svg).toContain("Pipes &amp; &lt;Co&gt;");
    expect(svg).toContain("&quot;Dome&quot;");
    expect(svg).toContain("5–4 on penalties");
  });
});

describe("GET /matches/{id}/share.png", () => {
  it("is a 1200×630 PNG, kept until the match changes, answered 304 to its ETag", async () => {
    const match = (await h.caller().matches.list()).find((m) => m.status === "scheduled")!;
    const url = `${h.url}/matches/${match.id}/share.png?lang=es`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/png");
    expect(first.headers.get("content-language")).toBe("es");
    const bytes = new Uint8Array(await first.arrayBuffer());
    expect(pngSize(bytes)).toEqual({ width: 1200, height: 630 });
    const etag = first.headers.get("etag")!;
    expect((await fetch(url, { headers: { "if-none-match": etag } })).status).toBe(304);
    // Another language is another card.
    expect((await fetch(`${h.url}/matches/${match.id}/share.png?lang=en`)).headers.get("etag")).not.toBe(etag);

    await asAdmin().matches.update({ matchId: match.id, status: "live", minute: 12, homeScore: 1, awayScore: 0 });
    const after = await fetch(url, { headers: { "if-none-match": etag } });
    expect(after.status).toBe(200);
    expect(after.headers.get("etag")).not.toBe(etag);
  });

  it("is a translated 404 for an unknown or malformed id", async () => {
    const unknown = await fetch(`${h.url}/matches/${UNKNOWN}/share.png?lang=es`);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe("Partido no encontrado");
    expect((await fetch(`${h.url}/matches/nope/share.png`)).status).toBe(404);
  });
});
