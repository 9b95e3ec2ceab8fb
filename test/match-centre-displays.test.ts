import { describe, expect, it } from "vitest";
import { addStrings, translate } from "@shared/i18n/strings";
import { areaStrings } from "@shared/i18n/locales/all.server";
import { liveAnnouncement } from "~/components/tournament/use-live-matches";
import { hasLeaders, sharedRanks } from "~/components/tournament/leaderboards";
import { goldenBoot } from "~/components/home/golden-boot";
import { formationOf } from "~/components/match-centre/match-lineups";
import { lineupNames } from "~/components/match-centre/match-timeline";
import { redCardsOf } from "~/components/match-centre/player-stats";

for (const lang of ["en", "es"] as const)
  for (const area of ["tournament", "matchCentre"] as const) addStrings(lang, area, areaStrings[lang][area]);

const t = (key: string, vars?: Record<string, string | number>) => translate("en", key, vars);
const names: Record<string, string> = { h: "Plumbers", a: "Roofers" };
const teamName = (id: string) => names[id];
const match = { homeTeamId: "h", awayTeamId: "a" };

describe("live announcements", () => {
  it("say a line-up is a line-up, not a score update", () => {
    const said = liveAnnouncement(t, teamName, match, {
      homeScore: 0,
      awayScore: 0,
      status: "live",
      change: { type: "lineup", teamId: "a" },
    });
    expect(said).toBe("Roofers: line-up announced");
    expect(said).not.toContain("0");
  });

  it("name an added event's kind, team and minute with the score, and a removed one", () => {
    const event = { kind: "goal", teamId: "h", minuteLabel: "45+2" };
    expect(
      liveAnnouncement(t, teamName, match, {
        homeScore: 1,
        awayScore: 0,
        status: "live",
        change: { type: "event_added", event },
      }),
    ).toBe("Plumbers 1, Roofers 0 — goal (Plumbers), 45+2'");
    expect(
      liveAnnouncement(t, teamName, match, {
        homeScore: 0,
        awayScore: 0,
        status: "live",
        change: { type: "event_removed", event },
      }),
    ).toBe("Plumbers 0, Roofers 0 — event removed");
    expect(
      liveAnnouncement(t, teamName, match, {
        homeScore: 1,
        awayScore: 1,
        status: "live",
        change: { type: "event_added", event: { kind: "shootout_kick", teamId: "a", minuteLabel: null } },
      }),
    ).toBe("Plumbers 1, Roofers 1 — shoot-out kick (Roofers), penalty shoot-out");
  });

  it("read a plain result change as the score and status", () => {
    expect(liveAnnouncement(t, teamName, match, { homeScore: 2, awayScore: 1, status: "completed" })).toContain(
      "Plumbers 2, Roofers 1",
    );
  });
});

describe("match centre helpers", () => {
  it("count a formation back to front without the goalkeeper", () => {
    const p = (position: string, goalkeeper = false) => ({ position, goalkeeper });
    expect(
      formationOf([
        p("goalkeeper", true),
        ...Array(4).fill(p("defender")),
        ...Array(3).fill(p("midfielder")),
        ...Array(3).fill(p("forward")),
      ]),
    ).toBe("4-3-3");
    expect(formationOf([p("defender", true), p("defender"), p("forward")])).toBe("1-1");
  });

  it("name the players of both line-ups", () => {
    const entry = (playerId: string, firstName: string) => ({
      playerId,
      firstName,
      lastName: "X",
      jerseyNumber: 1,
      position: "forward",
      captain: false,
      goalkeeper: false,
    });
    const names = lineupNames({
      home: {
        teamId: "h",
        starters: [entry("1", "Ana")],
        substitutes: [entry("2", "Bo")],
        captainId: null,
        goalkeeperId: null,
        sentAt: new Date(),
      },
      away: null,
    });
    expect([...names]).toEqual([
      ["1", "Ana X"],
      ["2", "Bo X"],
    ]);
  });

  it("share ranks between equal values", () => {
    expect(sharedRanks([5, 5, 3, 2, 2, 2, 1])).toEqual([1, 1, 3, 4, 4, 4, 7]);
    expect(sharedRanks([])).toEqual([]);
  });

  it("count a second yellow as a red card", () => {
    expect(redCardsOf({ redCards: 1, secondYellows: 1 })).toBe(2);
  });

  it("give the Golden Boot to everyone sharing first place, and to no one before a goal", () => {
    const row = (id: string, rank: number, goals: number) => ({
      rank,
      goals,
      teamId: "h",
      player: { id, firstName: id, lastName: "Z" },
    });
    const teams = [{ id: "h", name: "Plumbers" }];
    expect(goldenBoot([row("a", 1, 3), row("b", 1, 3), row("c", 3, 2)], teams)).toEqual({
      goals: 3,
      leaders: [
        { id: "a", name: "a Z", teamId: "h", team: "Plumbers" },
        { id: "b", name: "b Z", teamId: "h", team: "Plumbers" },
      ],
    });
    expect(goldenBoot([row("a", 1, 0)], teams)).toBeNull();
    expect(goldenBoot([], teams)).toBeNull();
  });
});

describe("leaderboards", () => {
  it("are empty until a goal, an assist, a clean sheet or a card exists", () => {
    const none = {
      scorers: [],
      assists: [],
      cleanSheets: { teams: [], goalkeepers: [] },
      fairPlay: [
        {
          teamId: "h",
          group: "A",
          yellowCards: 0,
          indirectRedCards: 0,
          directRedCards: 0,
          yellowAndDirectRedCards: 0,
          points: 0,
          groupStagePoints: 0,
        },
      ],
    };
    expect(hasLeaders(none)).toBe(false);
    expect(hasLeaders({ ...none, fairPlay: [{ ...none.fairPlay[0], yellowCards: 1, points: -1 }] })).toBe(true);
    expect(hasLeaders({ ...none, cleanSheets: { teams: [{ teamId: "h", played: 1, cleanSheets: 1 }], goalkeepers: [] } })).toBe(
      true,
    );
  });
});
