import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { api, signInAsAdmin } from "./admin-api";
import { gotoHydrated } from "./hydration";

/*
 * The match centre's public displays: a match of this spec's own (a knockout match between two
 * teams, created here so no other spec meets it) gets line-ups and events through the REST API as the
 * admin; the match page, a player's page, /tournament's leaderboards and the home page's Golden Boot
 * then show what the API says, in English and Spanish, and pass the axe scan in light and dark.
 */

type Lang = "en" | "es";
type ApiMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  round: string;
  status: string;
  venue: string;
  matchDate: string;
};
type ApiTeam = { id: string; name: string };
type SquadPlayer = { id: string; firstName: string; lastName: string; position: string; status: string; suspended: boolean };
type LineupEntry = { playerId: string; firstName: string; lastName: string; captain: boolean; goalkeeper: boolean };
type Lineup = { teamId: string; starters: LineupEntry[]; substitutes: LineupEntry[]; captainId: string; goalkeeperId: string };
type ApiEvent = {
  id: string;
  kind: string;
  teamId: string;
  minuteLabel: string | null;
  playerId: string;
  assistPlayerId: string | null;
  playerOnId: string | null;
  ownGoal: boolean;
  penalty: boolean;
  scored: boolean | null;
};
type Detail = {
  match: ApiMatch;
  home: ApiTeam;
  away: ApiTeam;
  events: ApiEvent[];
  lineups: { home: Lineup | null; away: Lineup | null };
  shootout: { home: number; away: number } | null;
};
type LeaderRow = {
  rank: number;
  player: { id: string; firstName: string; lastName: string };
  teamId: string;
  goals: number;
  assists: number;
  minutes: number;
};
type Totals = {
  appearances: number;
  starts: number;
  minutes: number;
  goals: number;
  assists: number;
  yellowCards: number;
  secondYellows: number;
  redCards: number;
};

const TEXT = {
  en: {
    goal: "Goal",
    penaltyGoal: "Penalty goal",
    yellow: "Yellow card",
    secondYellow: "Second yellow card (sent off)",
    red: "Red card",
    substitution: "Substitution",
    kickScored: "Penalty scored",
    kickMissed: "Penalty missed",
    kick: "Kick",
    shootout: "Shoot-out",
    captain: "Captain",
    goalkeeper: "Goalkeeper",
    lineupAnnounced: ": line-up announced",
    notPlayed: "has not played in the tournament yet.",
    goldenBoot: "Golden Boot",
    goals: (n: number) => (n === 1 ? "1 goal" : `${n} goals`),
  },
  es: {
    goal: "Gol",
    penaltyGoal: "Gol de penalti",
    yellow: "Tarjeta amarilla",
    secondYellow: "Segunda amarilla (expulsado)",
    red: "Tarjeta roja",
    substitution: "Sustitución",
    kickScored: "Penalti marcado",
    kickMissed: "Penalti fallado",
    kick: "Lanzamiento",
    shootout: "Tanda",
    captain: "Capitán",
    goalkeeper: "Portero",
    lineupAnnounced: ": alineación anunciada",
    notPlayed: "todavía no ha jugado en el torneo.",
    goldenBoot: "Bota de Oro",
    goals: (n: number) => (n === 1 ? "1 gol" : `${n} goles`),
  },
} as const;

/** Eleven starters (a goalkeeper among them), up to five substitutes and one more who is not named. */
function pickSquad(squad: SquadPlayer[]) {
  const fit = squad.filter((p) => p.status === "active" && !p.suspended);
  const keeper = fit.find((p) => p.position === "goalkeeper") ?? fit[0];
  const rest = fit.filter((p) => p.id !== keeper.id);
  expect(rest.length, "a squad with 11 players and a spare").toBeGreaterThanOrEqual(12);
  const starters = [keeper, ...rest.slice(0, 10)];
  const substitutes = rest.slice(10, Math.min(15, rest.length - 1));
  return { starters, substitutes, unnamed: rest[rest.length - 1] };
}

let played: { matchId: string; scorerId: string; unnamedId: string } | undefined;

/** Creates the spec's match, names line-ups and plays it through the API, watching its page live. */
async function playMatch(page: Page, request: APIRequestContext) {
  if (played) return played;
  await gotoHydrated(page, "/?lang=en");
  const send = await signInAsAdmin(page);
  const teams = await api<ApiTeam[]>(request, "/api/teams");
  const [home, away] = [teams[teams.length - 1], teams[teams.length - 2]];
  const [model] = await api<ApiMatch[]>(request, "/api/matches");
  const match = (await send("post", "/api/matches", {
    homeTeamId: home.id,
    awayTeamId: away.id,
    round: "quarter_final",
    venue: model.venue,
    matchDate: new Date(new Date(model.matchDate).getTime() + 33 * 86_400_000).toISOString(),
  })) as ApiMatch;
  await send("patch", `/api/matches/${match.id}`, { status: "live", minute: 5, homeScore: 0, awayScore: 0 });
  const h = pickSquad(await api<SquadPlayer[]>(request, `/api/matches/${match.id}/squads/${home.id}`));
  const a = pickSquad(await api<SquadPlayer[]>(request, `/api/matches/${match.id}/squads/${away.id}`));
  const lineup = (s: ReturnType<typeof pickSquad>) => ({
    starters: s.starters.map((p) => p.id),
    substitutes: s.substitutes.map((p) => p.id),
    captainId: s.starters[5].id,
    goalkeeperId: s.starters[0].id,
  });

  // The page is open while the line-ups and the first goal arrive: they appear, announced politely.
  await gotoHydrated(page, `/matches/${match.id}?lang=en`);
  await expect(page.getByTestId("live-state")).toContainText("Live updates on");
  await send("put", `/api/matches/${match.id}/lineups/${home.id}`, lineup(h));
  await expect(page.getByTestId("live-announcement")).toHaveText(`${home.name}${TEXT.en.lineupAnnounced}`);
  await expect(page.getByTestId("lineup-home").getByTestId("lineup-starters").getByTestId("lineup-player")).toHaveCount(11);
  await send("put", `/api/matches/${match.id}/lineups/${away.id}`, lineup(a));
  const goal = { ownGoal: false, penalty: false };
  const scorer = h.starters[9],
    assister = h.starters[10];
  await send("post", `/api/matches/${match.id}/events`, {
    ...goal,
    kind: "goal",
    teamId: home.id,
    playerId: scorer.id,
    assistPlayerId: assister.id,
    minute: 23,
  });
  await expect(page.getByTestId("match-timeline").getByTestId("timeline-event")).toHaveCount(1);
  await expect(page.getByTestId("live-announcement")).toContainText("1, ");
  await expect(page.getByTestId("live-announcement")).toContainText("23'");
  await expect(page.getByTestId("scoreboard").getByTestId("match-score")).toHaveText("1 – 0");

  const events = [
    { kind: "yellow_card", teamId: away.id, playerId: a.starters[3].id, minute: 30 },
    { kind: "goal", teamId: away.id, playerId: a.starters[9].id, minute: 45, stoppage: 2, penalty: true },
    { kind: "substitution", teamId: home.id, playerId: h.starters[5].id, playerOnId: h.substitutes[0].id, minute: 60 },
    { kind: "second_yellow", teamId: away.id, playerId: a.starters[3].id, minute: 70 },
    { kind: "red_card", teamId: home.id, playerId: h.starters[4].id, minute: 80 },
  ];
  for (const e of events) await send("post", `/api/matches/${match.id}/events`, { ...goal, ...e });
  await send("patch", `/api/matches/${match.id}`, { status: "live", minute: 120, homeScore: 1, awayScore: 1 });
  // Level after extra time: the shoot-out, home scoring three, away missing three (decided).
  for (let i = 0; i < 3; i++) {
    await send("post", `/api/matches/${match.id}/events`, {
      ...goal,
      kind: "shootout_kick",
      teamId: home.id,
      playerId: h.starters[6 + i].id,
      scored: true,
    });
    await send("post", `/api/matches/${match.id}/events`, {
      ...goal,
      kind: "shootout_kick",
      teamId: away.id,
      playerId: a.starters[6 + i].id,
      scored: false,
    });
  }
  await send("patch", `/api/matches/${match.id}`, {
    status: "completed",
    homeScore: 1,
    awayScore: 1,
    homePenalties: 3,
    awayPenalties: 0,
  });
  played = { matchId: match.id, scorerId: scorer.id, unnamedId: h.unnamed.id };
  return played;
}

const flat = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();
const fullName = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

function whatOf(e: ApiEvent, lang: Lang) {
  const x = TEXT[lang];
  switch (e.kind) {
    case "goal":
      return e.penalty ? x.penaltyGoal : x.goal;
    case "yellow_card":
      return x.yellow;
    case "second_yellow":
      return x.secondYellow;
    case "red_card":
      return x.red;
    case "substitution":
      return x.substitution;
    default:
      return e.scored ? x.kickScored : x.kickMissed;
  }
}

test("before any goal the home page has no Golden Boot, and before any event /tournament says so", async ({ page, request }) => {
  const scorers = (await api<LeaderRow[]>(request, "/api/stats/top-scorers?limit=1")).filter((r) => r.goals > 0);
  const assists = (await api<LeaderRow[]>(request, "/api/stats/assists?limit=1")).filter((r) => r.assists > 0);
  const sheets = await api<{ teams: unknown[] }>(request, "/api/stats/clean-sheets?limit=1");
  const cards = (await api<{ points: number }[]>(request, "/api/stats/fair-play")).filter((r) => r.points < 0);
  await gotoHydrated(page, "/?lang=es");
  await expect(page.getByTestId("golden-boot")).toHaveCount(scorers.length ? 1 : 0);
  await gotoHydrated(page, "/tournament?lang=es");
  const nothing = !scorers.length && !assists.length && !sheets.teams.length && !cards.length;
  await expect(page.getByTestId("leaders-empty")).toHaveCount(nothing ? 1 : 0);
  if (nothing) await expect(page.getByTestId("leaders-empty")).toContainText("Aún no hay incidencias");
});

for (const lang of ["en", "es"] as const) {
  test(`the match page shows the API's timeline and line-ups (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { matchId } = await playMatch(page, request);
    const d = await api<Detail>(request, `/api/matches/${matchId}?lang=${lang}`);
    await gotoHydrated(page, `/matches/${matchId}?lang=${lang}`);

    const items = page.getByTestId("match-timeline").getByTestId("timeline-event");
    await expect(items).toHaveCount(d.events.length);
    let kick = 0;
    for (const [i, e] of d.events.entries()) {
      const item = items.nth(i);
      await expect(item).toHaveAttribute("data-kind", e.kind);
      await expect(item.getByTestId("event-minute")).toHaveText(
        e.kind === "shootout_kick" ? `${TEXT[lang].kick} ${++kick}` : `${e.minuteLabel}'`,
      );
      await expect(item.getByTestId("event-what")).toHaveText(whatOf(e, lang));
      await expect(item).toContainText(e.teamId === d.home.id ? d.home.name : d.away.name);
    }
    expect(d.events.map((e) => e.minuteLabel)).toContain("45+2");
    expect(d.shootout).not.toBeNull();
    await expect(page.getByTestId("shootout-score")).toContainText(
      `${d.home.name} ${d.shootout!.home}, ${d.away.name} ${d.shootout!.away}`,
    );

    for (const side of ["home", "away"] as const) {
      const l = d.lineups[side]!;
      const box = page.getByTestId(`lineup-${side}`);
      const starters = box.getByTestId("lineup-starters").getByTestId("lineup-player");
      await expect(starters).toHaveCount(11);
      for (const [i, p] of l.starters.entries()) await expect(starters.nth(i)).toContainText(fullName(p));
      await expect(box.getByTestId("lineup-substitutes").getByTestId("lineup-player")).toHaveCount(l.substitutes.length);
      await expect(box.locator(`[data-player-id="${l.captainId}"]`).getByTestId("captain-mark")).toHaveText(TEXT[lang].captain);
      await expect(box.locator(`[data-player-id="${l.goalkeeperId}"]`).getByTestId("goalkeeper-mark")).toHaveText(
        TEXT[lang].goalkeeper,
      );
      await expect(box.getByTestId("captain-mark")).toHaveCount(1);
    }
  });

  test(`a player page shows the API's figures, or says the player has not played (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { scorerId, unnamedId } = await playMatch(page, request);
    const stats = await api<{ totals: Totals }>(request, `/api/players/${scorerId}/stats`);
    expect(stats.totals.goals).toBeGreaterThan(0);
    await gotoHydrated(page, `/players/${scorerId}?lang=${lang}`);
    const box = page.getByTestId("player-stats");
    const fmt = (n: number) => new Intl.NumberFormat(lang).format(n);
    for (const key of ["appearances", "starts", "minutes", "goals", "assists", "yellowCards"] as const) {
      await expect(box.getByTestId(`player-stat-${key}`)).toHaveText(fmt(stats.totals[key]));
    }
    await expect(box.getByTestId("player-stat-redCards")).toHaveText(fmt(stats.totals.redCards + stats.totals.secondYellows));

    const spare = await api<{ totals: Totals; player: { firstName: string; lastName: string } }>(
      request,
      `/api/players/${unnamedId}/stats`,
    );
    await gotoHydrated(page, `/players/${unnamedId}?lang=${lang}`);
    if (spare.totals.appearances === 0)
      await expect(page.getByTestId("player-stats-empty")).toHaveText(`${fullName(spare.player)} ${TEXT[lang].notPlayed}`);
    else await expect(page.getByTestId("player-stat-appearances")).toHaveText(fmt(spare.totals.appearances));
  });

  test(`/tournament's leaderboards and the home page's Golden Boot follow the API (${lang})`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const { scorerId } = await playMatch(page, request);
    const scorers = (await api<LeaderRow[]>(request, "/api/stats/top-scorers?limit=10")).filter((r) => r.goals > 0);
    const assists = (await api<LeaderRow[]>(request, "/api/stats/assists?limit=10")).filter((r) => r.assists > 0);
    const fairPlay = (await api<{ teamId: string; points: number }[]>(request, "/api/stats/fair-play")).filter(
      (r) => r.points < 0,
    );
    const teams = await api<ApiTeam[]>(request, "/api/teams");
    const teamName = (id: string) => teams.find((t) => t.id === id)!.name;

    await gotoHydrated(page, `/tournament?lang=${lang}`);
    const board = page.getByTestId("leaderboards");
    await expect(board.getByTestId("leaders-empty")).toHaveCount(0);
    const rows = board.getByTestId("leaders-scorers").getByTestId("leader-row");
    await expect(rows).toHaveCount(scorers.length);
    for (const [i, r] of scorers.entries()) {
      await expect(rows.nth(i)).toHaveAttribute("data-id", r.player.id);
      await expect(rows.nth(i).getByRole("link", { name: fullName(r.player) })).toHaveAttribute(
        "href",
        `/players/${r.player.id}`,
      );
      await expect(rows.nth(i).getByRole("link", { name: teamName(r.teamId) })).toHaveAttribute("href", `/teams/${r.teamId}`);
      await expect(rows.nth(i).getByTestId("cell-0")).toHaveText(String(r.goals));
    }
    expect(scorers.map((r) => r.player.id)).toContain(scorerId);
    await expect(board.getByTestId("leaders-assists").getByTestId("leader-row")).toHaveCount(assists.length);
    const fair = board.getByTestId("leaders-fair-play").getByTestId("leader-row");
    await expect(fair).toHaveCount(fairPlay.length);
    for (const [i, r] of fairPlay.entries()) await expect(fair.nth(i).getByTestId("cell-4")).toHaveText(String(r.points));

    // The home page: whoever leads the API's list, with their goals.
    const leaders = scorers.filter((r) => r.rank === 1);
    await gotoHydrated(page, `/?lang=${lang}`);
    const boot = page.getByTestId("golden-boot");
    await expect(boot.getByRole("heading", { level: 2 })).toHaveText(TEXT[lang].goldenBoot);
    await expect(boot.getByTestId("golden-boot-leader")).toHaveCount(leaders.length);
    for (const r of leaders) await expect(boot.locator(`[data-player-id="${r.player.id}"]`)).toContainText(fullName(r.player));
    await expect(boot.getByTestId("golden-boot-goals")).toHaveText(TEXT[lang].goals(leaders[0].goals));
    expect(flat(await boot.textContent())).toContain(teamName(leaders[0].teamId));
  });
}

for (const theme of ["light", "dark"] as const) {
  test(`the match, player, tournament and home pages with match events pass a WCAG 2.2 AA scan (${theme})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { matchId, scorerId } = await playMatch(page, request);
    await useTheme(page, theme);
    const paths = [`/matches/${matchId}`, `/matches/${matchId}?lang=es`, `/players/${scorerId}`, "/tournament?lang=es", "/"];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of width === 390 ? paths.slice(0, 1) : paths) {
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectAccessible(page, `${path} (${theme}, ${width}px)`);
      }
    }
  });
}
