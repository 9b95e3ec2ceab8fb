import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Match, MatchResultChange, Team } from "../../db/entities/index";
import { upsertAdmin } from "../../server/auth/admins";
import { liveHub, type MatchUpdate } from "../../server/live";
import { seededRandom } from "@shared/random";
import { refusal, startHarness, type Harness } from "../../test/harness";
import { groupStandings } from "@shared/tournament/standings";

let h: Harness;
const admin = {
  id: "00000000-0000-4000-8000-00000000000a",
  email: "admin@example.com",
  role: "admin",
  firstName: "Ada",
  lastName: "Min",
};
const asAdmin = () => h.caller({ user: admin });

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h?.close();
});

const json = (method: string, path: string, body?: unknown) =>
  fetch(`${h.url}${path}`, {
    method,
    headers: { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });

async function groupMatches() {
  return (await h.caller().matches.list()).filter((m) => m.round === "group");
}

/** Stored team figures must always equal a full recomputation from the stored results. */
async function expectStoredStatsMatchRecomputation() {
  const em = h.em();
  const [teams, matches] = await Promise.all([em.find(Team, {}), em.find(Match, {})]);
  const rows = new Map(groupStandings(teams, matches).flatMap((g) => g.rows.map((r) => [r.teamId, r])));
  for (const team of teams) {
    const r = rows.get(team.id)!;
    expect([team.wins, team.draws, team.losses, team.goalsFor, team.goalsAgainst, team.points], team.name).toEqual([
      r.won,
      r.drawn,
      r.lost,
      r.goalsFor,
      r.goalsAgainst,
      r.points,
    ]);
  }
}

describe("admin writes", () => {
  it("refuse visitors with 401 over tRPC and REST, and are open with AUTH_MODE=off", async () => {
    const [m] = await groupMatches();
    await expect(h.caller().matches.update({ matchId: m.id, status: "live" })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    await expect(
      h.caller({ user: { ...admin, role: "player" } }).matches.update({ matchId: m.id, status: "live" }),
    ).rejects.toMatchObject({ code: "FORBIDDEN" });
    const res = await json("PATCH", `/api/matches/${m.id}`, { homeScore: 1, awayScore: 0, status: "live" });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("UNAUTHORIZED");
    const rest = await json("POST", "/api/players", {
      teamId: m.homeTeamId,
      firstName: "No",
      lastName: "Body",
      email: "x@y.co",
      position: "forward",
    });
    expect(rest.status).toBe(401);
    const open = await h
      .caller({ authMode: "off" })
      .matches.update({ matchId: m.id, status: "live", minute: 1, homeScore: 0, awayScore: 0 });
    expect(open.status).toBe("live");
  });
});

describe("matches.create", () => {
  it("schedules a group match between teams of one group, normalising the admin spelling of rounds; a second one is a 409", async () => {
    const teams = await h.caller().teams.list();
    const [a, b] = teams.filter((t) => t.group === "C");
    const pair = {
      $or: [
        { homeTeamId: a.id, awayTeamId: b.id },
        { homeTeamId: b.id, awayTeamId: a.id },
      ],
      round: "group" as const,
    };
    // The seed already has their fixture: take it out for the test and put it back after.
    const seeded = await h.em().find(Match, pair);
    await h.em().nativeDelete(Match, pair);
    try {
      const m = await asAdmin().matches.create({
        homeTeamId: a.id,
        awayTeamId: b.id,
        matchDate: new Date("2026-08-01T18:00:00Z"),
        venue: "Grady Stadium",
        round: "group_stage",
      });
      expect(m).toMatchObject({ round: "group", status: "scheduled", venue: "Grady Stadium" });
      // Either order is the same fixture.
      for (const [home, away] of [
        [a, b],
        [b, a],
      ]) {
        expect(
          await refusal(
            asAdmin().matches.create({
              homeTeamId: home.id,
              awayTeamId: away.id,
              matchDate: new Date("2026-08-02T18:00:00Z"),
              venue: "X",
              round: "group",
            }),
          ),
        ).toMatchObject({
          code: "CONFLICT",
          message: `${home.name} and ${away.name} already meet in the group stage: a second group match would count twice in the table.`,
        });
      }
      expect(
        await refusal(
          asAdmin().matches.create({ homeTeamId: b.id, awayTeamId: a.id, matchDate: new Date(), venue: "X", round: "group" }),
          "es",
        ),
      ).toMatchObject({ code: "CONFLICT", message: expect.stringContaining("ya se enfrentan en la fase de grupos") });
      expect(await h.em().count(Match, pair)).toBe(1);
      // The same two teams may still meet again in a knockout round.
      const knockout = await asAdmin().matches.create({
        homeTeamId: b.id,
        awayTeamId: a.id,
        matchDate: new Date("2026-08-03T18:00:00Z"),
        venue: "X",
        round: "final",
      });
      await h.em().nativeDelete(Match, { id: { $in: [m.id, knockout.id] } });
    } finally {
      for (const row of seeded) await h.em().insert(Match, { ...row });
    }
  });

  it("refuses a second group fixture over REST with 409 and the error body", async () => {
    const em = h.em();
    const { user } = await upsertAdmin(em, {
      email: "fixtures-admin@example.com",
      password: "Fixtures-Admin-2026!",
      firstName: "Fix",
      lastName: "Tures",
    });
    const { token } = await h
      .caller({ user: { id: user.id, email: user.email, role: "admin", firstName: "Fix", lastName: "Tures" } })
      .admin.tokens.create({ name: "fixtures test", scopes: ["read", "matches:write"] });
    const [existing] = await groupMatches();
    const res = await fetch(`${h.url}/api/matches?lang=es`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: JSON.stringify({
        homeTeamId: existing.awayTeamId,
        awayTeamId: existing.homeTeamId,
        matchDate: "2026-08-01T18:00:00Z",
        venue: "Grady Stadium",
        round: "group",
      }),
    });
    expect(res.status).toBe(409);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("CONFLICT");
    expect(body.error.message).toContain("ya se enfrentan");
    expect((await groupMatches()).length).toBe(await h.em().count(Match, { round: "group" }));
  });

  it("refuses the same team twice, teams of different groups in a group match, and unknown teams — naming the field", async () => {
    const teams = await h.caller().teams.list();
    const [a] = teams.filter((t) => t.group === "A");
    const [x] = teams.filter((t) => t.group === "B");
    expect(
      await refusal(
        asAdmin().matches.create({ homeTeamId: a.id, awayTeamId: a.id, matchDate: new Date(), venue: "X", round: "group" }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", fields: { awayTeamId: "The home and away teams must differ" } });
    expect(
      await refusal(
        h
          .caller({ user: admin })
          .matches.create({ homeTeamId: a.id, awayTeamId: x.id, matchDate: new Date(), venue: "X", round: "group" }),
        "es",
      ),
    ).toMatchObject({ fields: { round: "Un partido de grupo debe ser entre equipos del mismo grupo" } });
    expect(
      await refusal(
        asAdmin().matches.create({
          homeTeamId: a.id,
          awayTeamId: "00000000-0000-4000-8000-000000000999",
          matchDate: new Date(),
          venue: "X",
          round: "final",
        }),
      ),
    ).toMatchObject({ fields: { awayTeamId: "This team does not exist" } });
  });
});

describe("matches.update", () => {
  it("validates scores, minute and completion, and writes nothing on refusal", async () => {
    const [, m] = await groupMatches();
    await expect(asAdmin().matches.update({ matchId: m.id, homeScore: -1 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    await expect(asAdmin().matches.update({ matchId: m.id, minute: 121 })).rejects.toMatchObject({ code: "BAD_REQUEST" });
    expect(
      await refusal(asAdmin().matches.update({ matchId: m.id, status: "completed", homeScore: 1, awayScore: null })),
    ).toMatchObject({ fields: { awayScore: "A completed match needs both scores" } });
    expect(
      await refusal(
        asAdmin().matches.update({
          matchId: m.id,
          status: "completed",
          homeScore: 1,
          awayScore: 1,
          homePenalties: 4,
          awayPenalties: 3,
        }),
      ),
    ).toMatchObject({ fields: { homePenalties: "Penalties only decide a knockout match that is level" } });
    await expect(
      asAdmin().matches.update({ matchId: "00000000-0000-4000-8000-000000000999", status: "live" }),
    ).rejects.toMatchObject({ code: "NOT_FOUND" });
    const after = (await h.caller().matches.list()).find((x) => x.id === m.id)!;
    expect(after.status).toBe("scheduled");
    const res = await json("PATCH", `/api/matches/${m.id}?lang=es`, { minute: 500 });
    expect(res.status).toBe(401);
  });

  it("accepts in_progress and upcoming as live and scheduled", async () => {
    const [, , m] = await groupMatches();
    expect((await asAdmin().matches.update({ matchId: m.id, status: "in_progress", homeScore: 0, awayScore: 0 })).status).toBe(
      "live",
    );
    expect((await asAdmin().matches.update({ matchId: m.id, status: "upcoming" })).status).toBe("scheduled");
  });

  it("keeps team figures equal to a full recomputation through results and corrections", async () => {
    const rnd = seededRandom(99);
    const matches = await groupMatches();
    for (const m of matches.slice(0, 20)) {
      await asAdmin().matches.update({ matchId: m.id, status: "completed", homeScore: rnd.int(0, 4), awayScore: rnd.int(0, 4) });
    }
    // corrections: a changed score and a result taken back to live
    await asAdmin().matches.update({ matchId: matches[3].id, homeScore: 5, awayScore: 0 });
    await asAdmin().matches.update({ matchId: matches[4].id, status: "live" });
    await expectStoredStatsMatchRecomputation();
    const team = await h.caller().teams.byId({ id: matches[3].homeTeamId });
    expect(team.goalsFor).toBeGreaterThanOrEqual(5);
  });

  it("leaves the standings alone while a match is in progress, and follows it into and out of completion", async () => {
    // A match no earlier test has touched.
    const m = (await groupMatches())[40];
    expect(m.status).toBe("scheduled");
    const points = async () => (await h.em().findOneOrFail(Team, m.homeTeamId)).points;
    const before = await points();
    await asAdmin().matches.update({ matchId: m.id, status: "live", homeScore: 2, awayScore: 0, minute: 70 });
    expect(await points()).toBe(before);
    await expectStoredStatsMatchRecomputation();
    await asAdmin().matches.update({ matchId: m.id, status: "completed" });
    expect(await points()).toBe(before + 3);
    await expectStoredStatsMatchRecomputation();
    // Taken back to live (a correction): the win no longer counts.
    await asAdmin().matches.update({ matchId: m.id, status: "live", reason: "Not over: added time" });
    expect(await points()).toBe(before);
    await expectStoredStatsMatchRecomputation();
    await asAdmin().matches.update({ matchId: m.id, status: "scheduled", homeScore: null, awayScore: null, minute: null });
  });

  it("keeps an audit trail of every result change: who, when, from what to what, and why", async () => {
    // A match no earlier test has touched.
    const m = (await groupMatches())[30];
    expect(m.status).toBe("scheduled");
    expect(await asAdmin().matches.resultChanges({ matchId: m.id })).toEqual([]);
    await asAdmin().matches.update({ matchId: m.id, status: "completed", homeScore: 2, awayScore: 1 });
    await asAdmin().matches.update({
      matchId: m.id,
      homeScore: 1,
      awayScore: 1,
      reason: "Second goal was offside (video review)",
    });
    // Only the attendance changes: not a result change.
    await asAdmin().matches.update({ matchId: m.id, attendance: 40_000 });
    const trail = await asAdmin().matches.resultChanges({ matchId: m.id });
    expect(trail).toHaveLength(2);
    expect(trail[0]).toMatchObject({
      changedBy: "Ada Min <admin@example.com>",
      reason: "Second goal was offside (video review)",
      fromStatus: "completed",
      toStatus: "completed",
      fromHomeScore: 2,
      fromAwayScore: 1,
      toHomeScore: 1,
      toAwayScore: 1,
    });
    expect(trail[1]).toMatchObject({
      fromStatus: "scheduled",
      toStatus: "completed",
      fromHomeScore: null,
      toHomeScore: 2,
      reason: null,
    });
    expect(trail[0].createdAt.getTime()).toBeGreaterThanOrEqual(trail[1].createdAt.getTime());
    // A refused change leaves no trace.
    await refusal(asAdmin().matches.update({ matchId: m.id, homeScore: null, reason: "typo" }));
    expect(await h.em().count(MatchResultChange, { matchId: m.id })).toBe(2);
    // Only admins read it.
    await expect(h.caller().matches.resultChanges({ matchId: m.id })).rejects.toMatchObject({ code: "UNAUTHORIZED" });
    expect(await refusal(asAdmin().matches.resultChanges({ matchId: "00000000-0000-4000-8000-000000000999" }))).toMatchObject({
      code: "NOT_FOUND",
    });
  });

  it("pushes every change to live subscribers after commit", async () => {
    const [, , , , , m] = await groupMatches();
    const controller = new AbortController();
    const received: MatchUpdate[] = [];
    const listening = (async () => {
      for await (const e of liveHub.stream(controller.signal)) {
        if ("resync" in e) continue;
        received.push(e);
        if (e.matchId === m.id) break;
      }
    })().catch(() => undefined);
    await asAdmin().matches.update({ matchId: m.id, status: "live", homeScore: 2, awayScore: 1, minute: 63 });
    await Promise.race([listening, new Promise((r) => setTimeout(r, 2000))]);
    controller.abort();
    expect(received.find((e) => e.matchId === m.id)).toMatchObject({ homeScore: 2, awayScore: 1, minute: 63, status: "live" });
  });
});

describe("the knockout bracket", () => {
  it("fills after the last group match, decides level knockout matches on penalties and advances winners", async () => {
    const rnd = seededRandom(7);
    for (const m of await groupMatches()) {
      if (m.status !== "completed")
        await asAdmin().matches.update({
          matchId: m.id,
          status: "completed",
          homeScore: rnd.int(0, 3),
          awayScore: rnd.int(0, 3),
        });
    }
    await expectStoredStatsMatchRecomputation();
    const overview = await h.caller().matches.overview();
    expect(overview.groups.every((g) => g.decided)).toBe(true);
    const r16 = overview.bracket.filter((s) => s.round === "round_16");
    const pos = (group: string, p: number) => overview.groups.find((g) => g.group === group)!.rows[p - 1].teamId;
    expect(r16.map((s) => [s.homeTeamId, s.awayTeamId])).toEqual([
      [pos("A", 1), pos("B", 2)],
      [pos("C", 1), pos("D", 2)],
      [pos("E", 1), pos("F", 2)],
      [pos("G", 1), pos("H", 2)],
      [pos("B", 1), pos("A", 2)],
      [pos("D", 1), pos("C", 2)],
      [pos("F", 1), pos("E", 2)],
      [pos("H", 1), pos("G", 2)],
    ]);
    expect(r16.every((s) => s.matchId)).toBe(true);
    expect(overview.bracket.find((s) => s.slot === "QF-1")).toMatchObject({ homeTeamId: null, awayTeamId: null, matchId: null });

    const [first, second] = r16;
    expect(
      await refusal(asAdmin().matches.update({ matchId: first.matchId!, status: "completed", homeScore: 1, awayScore: 1 })),
    ).toMatchObject({ fields: { homePenalties: "A level knockout match needs its penalty shoot-out score" } });
    expect(
      await refusal(
        asAdmin().matches.update({
          matchId: first.matchId!,
          status: "completed",
          homeScore: 1,
          awayScore: 1,
          homePenalties: 3,
          awayPenalties: 3,
        }),
      ),
    ).toMatchObject({ code: "BAD_REQUEST", fields: { homePenalties: "The penalty shoot-out must have a winner" } });
    await asAdmin().matches.update({
      matchId: first.matchId!,
      status: "completed",
      homeScore: 1,
      awayScore: 1,
      homePenalties: 3,
      awayPenalties: 4,
    });
    await asAdmin().matches.update({ matchId: second.matchId!, status: "completed", homeScore: 2, awayScore: 0 });
    const after = await h.caller().matches.overview();
    const qf1 = after.bracket.find((s) => s.slot === "QF-1")!;
    expect(qf1).toMatchObject({ homeTeamId: first.awayTeamId, awayTeamId: second.homeTeamId });
    expect(qf1.matchId).toBeTruthy();
    const qfMatch = (await h.caller().matches.list()).find((m) => m.id === qf1.matchId)!;
    expect(qfMatch).toMatchObject({ round: "quarter_final", bracketSlot: "QF-1", status: "scheduled" });
  });
});

describe("players", () => {
  it("adds a player with a free number; a taken number is a 409 naming it", async () => {
    const [team] = await h.caller().teams.list();
    const roster = await h.caller().players.byTeam({ teamId: team.id });
    const taken = roster.find((p) => p.jerseyNumber != null)!.jerseyNumber!;
    const free = [...Array(99).keys()].map((i) => i + 1).find((n) => !roster.some((p) => p.jerseyNumber === n))!;
    expect(
      await refusal(
        h.caller({ user: admin }).players.create({
          teamId: team.id,
          firstName: "Ana",
          lastName: "Ruiz",
          email: "ana@example.com",
          position: "forward",
          jerseyNumber: taken,
          status: "inactive",
          skillLevel: "advanced",
        }),
        "es",
      ),
    ).toMatchObject({ code: "CONFLICT", message: `El número ${taken} ya está ocupado en este equipo` });
    const created = await asAdmin().players.create({
      teamId: team.id,
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ANA@example.com",
      position: "forward",
      jerseyNumber: free,
      status: "inactive",
      skillLevel: "advanced",
    });
    expect(created).toMatchObject({ jerseyNumber: free, email: "ana@example.com", status: "inactive" });
  });

  it("refuses bad input naming each field", async () => {
    expect(
      await refusal(
        asAdmin().players.create({ teamId: "nope", firstName: "A", lastName: "B", email: "bad", position: "striker" } as never),
      ),
    ).toMatchObject({
      fields: {
        teamId: "Team is required",
        firstName: "First name must be at least 2 characters",
        lastName: "Last name must be at least 2 characters",
        email: "Please enter a valid email address",
        position: "Position is required",
      },
    });
    expect(
      await refusal(
        asAdmin().players.create({
          teamId: (await h.caller().teams.list())[0].id,
          firstName: "Ann",
          lastName: "Lee",
          email: "a@b.co",
          position: "defender",
          jerseyNumber: 100,
          status: "active",
          skillLevel: "beginner",
        }),
      ),
    ).toMatchObject({ fields: { jerseyNumber: "Jersey numbers go from 1 to 99" } });
  });

  it("holds the squad to 25 active players", async () => {
    const team = (await h.caller().teams.list())[1];
    let active = (await h.caller().players.byTeam({ teamId: team.id })).filter((p) => p.status === "active").length;
    let n = 0;
    while (active < 25) {
      await asAdmin().players.create({
        teamId: team.id,
        firstName: "Fill",
        lastName: `Er${n}`,
        email: `f${n++}@example.com`,
        position: "defender",
        status: "active",
        skillLevel: "beginner",
      });
      active++;
    }
    expect(
      await refusal(
        asAdmin().players.create({
          teamId: team.id,
          firstName: "One",
          lastName: "Toomany",
          email: "x@example.com",
          position: "defender",
          status: "active",
          skillLevel: "beginner",
        }),
      ),
    ).toMatchObject({ code: "CONFLICT", message: "The squad is full: at most 25 active players" });
    const reserve = (await h.caller().players.byTeam({ teamId: team.id })).find((p) => p.status === "inactive")!;
    await expect(asAdmin().players.update({ playerId: reserve.id, status: "active" })).rejects.toMatchObject({
      code: "CONFLICT",
    });
    const someone = (await h.caller().players.byTeam({ teamId: team.id })).find((p) => p.status === "active")!;
    expect((await asAdmin().players.update({ playerId: someone.id, status: "inactive" })).status).toBe("inactive");
    expect((await asAdmin().players.update({ playerId: reserve.id, status: "active" })).status).toBe("active");
  });
});

describe("GET /api/matches.ics", () => {
  it("serves the fixtures as iCalendar in UTC, optionally for one team", async () => {
    const res = await fetch(`${h.url}/api/matches.ics`);
    expect(res.headers.get("content-type")).toMatch(/^text\/calendar/);
    const body = await res.text();
    const all = (await h.caller().matches.list()).length;
    expect(body.match(/BEGIN:VEVENT/g)).toHaveLength(all);
    expect(body).toMatch(/DTSTART:20260611T160000Z/);
    const [team] = await h.caller().teams.list();
    const mine = (await h.caller().matches.list()).filter((m) => m.homeTeamId === team.id || m.awayTeamId === team.id).length;
    const teamFeed = await (await fetch(`${h.url}/api/matches.ics?teamId=${team.id}`)).text();
    expect(teamFeed.match(/BEGIN:VEVENT/g)).toHaveLength(mine);
    // Each fixture is titled with both teams' names (folded lines unfolded first, RFC 5545 §3.1).
    const summaries = teamFeed
      .replace(/\r\n /g, "")
      .split("\r\n")
      .filter((l) => l.startsWith("SUMMARY:"));
    expect(summaries).toHaveLength(mine);
    for (const s of summaries) expect(s).toMatch(/^SUMMARY:.+ – .+$/);
    expect(summaries.every((s) => s.includes(team.name.replace(/([,;\\])/g, "\\$1")))).toBe(true);
    expect((await fetch(`${h.url}/api/matches.ics?teamId=nope`)).status).toBe(400);
    expect((await fetch(`${h.url}/api/matches.ics?teamId=00000000-0000-4000-8000-000000000999`)).status).toBe(404);
  });
});

describe("cached public reads", () => {
  it("serve /api/teams from the read cache with an ETag, and show a new result at once", async () => {
    const first = await fetch(`${h.url}/api/teams`);
    const etag = first.headers.get("etag");
    const before = (await first.json()) as Array<{ id: string; points: number }>;
    const second = await fetch(`${h.url}/api/teams`);
    expect(second.headers.get("etag")).toBe(etag);
    expect(etag).toMatch(/^".+"$/);
    expect((await fetch(`${h.url}/api/teams`, { headers: { "if-none-match": etag! } })).status).toBe(304);

    // Any group match, played or not: make it a 4–0 home win and expect the home team's points to follow.
    const match = (await h.caller().matches.list()).find((m) => m.round === "group" && m.homeScore !== 4)!;
    const earned =
      match.status !== "completed" ? 0 : match.homeScore! > match.awayScore! ? 3 : match.homeScore === match.awayScore ? 1 : 0;
    await asAdmin().matches.update({ matchId: match.id, status: "completed", homeScore: 4, awayScore: 0 });
    const after = (await (await fetch(`${h.url}/api/teams`)).json()) as Array<{ id: string; points: number }>;
    const pointsOf = (list: typeof before) => list.find((t) => t.id === match.homeTeamId)!.points;
    expect(pointsOf(after)).toBe(pointsOf(before) - earned + 3);
    const matches = (await (await fetch(`${h.url}/api/matches`)).json()) as Array<{ id: string; homeScore: number | null }>;
    expect(matches.find((m) => m.id === match.id)!.homeScore).toBe(4);
  });
});
