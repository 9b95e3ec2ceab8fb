import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LineupEntry, Match, MatchEvent, MatchOfficial, Team, Tournament, User } from "../../db/entities/index";
import { startHarness, type Harness } from "../../test/harness";
import { suspensionsFor, type SuspensionCard } from "@shared/tournament/suspensions";
import { bootstrapAdmins } from "./admins";

/** The embedded demo on its first start, started at a given moment: a tournament half-way through its group stage. */
let h: Harness;
const now = Date.parse("2026-11-28T21:10:00Z");
beforeAll(async () => {
  h = await startHarness();
  await bootstrapAdmins(h.em(), {}, now);
});
afterAll(async () => {
  await h?.close();
});

describe("the demo tournament, first started on 2026-11-28 at 21:10 UTC", () => {
  it("has its first matchday played, one match live at 20:00 kick-off, the rest ahead", async () => {
    const matches = await h.em().find(Match, { round: "group" }, { orderBy: { matchDate: "asc" } });
    const byStatus = (s: string) => matches.filter((m) => m.status === s);
    expect(byStatus("completed")).toHaveLength(16);
    expect(byStatus("scheduled")).toHaveLength(31);
    const [live] = byStatus("live");
    expect(live.matchDate.toISOString()).toBe("2026-11-28T20:00:00.000Z");
    expect(live.minute).toBe(55);
    for (const m of byStatus("completed")) expect(m.matchDate.getTime()).toBeLessThan(live.matchDate.getTime());
    for (const m of byStatus("scheduled")) expect(m.matchDate.getTime()).toBeGreaterThan(now);
    const [tournament] = await h.em().find(Tournament, {});
    expect(tournament.status).toBe("in_progress");
    expect(tournament.startDate.getTime()).toBeLessThanOrEqual(matches[0].matchDate.getTime());
  });

  it("the played matches carry line-ups, events and results; the live one nothing past its minute", async () => {
    const list = await h.caller().matches.list();
    for (const m of list.filter((x) => x.status !== "scheduled")) {
      const detail = await h.caller().matches.detail({ matchId: m.id });
      expect(detail.lineups.home?.starters).toHaveLength(11);
      expect(detail.lineups.away?.starters).toHaveLength(11);
      expect(m.homeScore).not.toBeNull();
      if (m.status === "live") for (const e of detail.events) expect(e.minute ?? 0).toBeLessThanOrEqual(m.minute!);
    }
    const events = await h.em().find(MatchEvent, {});
    expect(events.filter((e) => e.kind === "goal").length).toBeGreaterThan(10);
    expect(events.filter((e) => e.kind === "yellow_card").length).toBeGreaterThan(10);
  });

  it("the standings, leaderboards and at least one suspension follow", async () => {
    const teams = await h.em().find(Team, {});
    expect(teams.filter((t) => t.points > 0).length).toBeGreaterThan(8);
    expect((await h.caller().stats.topScorers({ limit: 5 })).length).toBeGreaterThan(0);
    const matches = await h.em().find(Match, {});
    const cards = (await h
      .em()
      .find(MatchEvent, { kind: { $in: ["yellow_card", "second_yellow", "red_card"] } })) as SuspensionCard[];
    const suspended = matches
      .filter((m) => m.status === "scheduled")
      .flatMap((m) => [m.homeTeamId, m.awayTeamId].flatMap((t) => [...suspensionsFor(t, m.id, matches, cards).keys()]));
    expect(suspended.length).toBeGreaterThan(0);
  });

  it("the demo referee has the first team's live match and its next one, both with both line-ups", async () => {
    const referee = await h.em().findOneOrFail(User, { email: "referee@tradescup.example" });
    const assigned = await h.em().find(MatchOfficial, { userId: referee.id });
    const matches = await h.em().find(Match, { id: { $in: assigned.map((a) => a.matchId) } }, { orderBy: { matchDate: "asc" } });
    expect(matches.map((m) => m.status)).toEqual(["live", "scheduled"]);
    const [first] = await h.em().find(Team, {}, { orderBy: { drawOrder: "asc" }, limit: 1 });
    // The team's captain, as its pages name them, is the demo captain who holds the role.
    expect((await h.caller().teams.detail({ id: first.id })).team.captain).toBe("Andrés Okafor");
    // The next match's line-ups leave out whoever the first matchday's cards suspend: sent again as they are, they pass.
    const all = await h.em().find(Match, {});
    const cards = (await h
      .em()
      .find(MatchEvent, { kind: { $in: ["yellow_card", "second_yellow", "red_card"] } })) as SuspensionCard[];
    const next = matches.find((m) => m.status === "scheduled")!;
    for (const teamId of [next.homeTeamId, next.awayTeamId]) {
      const out = suspensionsFor(teamId, next.id, all, cards);
      const named = await h.em().find(LineupEntry, { matchId: next.id, teamId });
      expect(named.filter((e) => out.has(e.playerId))).toEqual([]);
    }
    for (const m of matches) {
      expect([m.homeTeamId, m.awayTeamId]).toContain(first.id);
      for (const teamId of [m.homeTeamId, m.awayTeamId])
        expect(await h.em().count(LineupEntry, { matchId: m.id, teamId, role: "starter" })).toBe(11);
    }
  });

  it("the staff member's tasks read in the page's language", async () => {
    const en = (await h.caller({ lang: "en" }).staff.tasks({})).map((t) => t.title);
    const es = (await h.caller({ lang: "es" }).staff.tasks({})).map((t) => t.title);
    expect(en).toEqual(expect.arrayContaining(["Check the match balls", "Mark the pitch lines"]));
    expect(es).toEqual(expect.arrayContaining(["Revisar los balones del partido", "Marcar las líneas del campo"]));
  });

  it("the demo sponsor's logo is placed on the first team's jersey, as its page lists", async () => {
    const sponsor = await h.em().findOneOrFail(User, { email: "sponsor@tradescup.example" });
    const mine = await h.caller({ user: sponsor }).sponsors.mine();
    const [first] = await h.em().find(Team, {}, { orderBy: { drawOrder: "asc" }, limit: 1 });
    expect(mine.placements).toEqual([expect.objectContaining({ zone: "chest", teamName: first.name, isActive: true })]);
  });
});
