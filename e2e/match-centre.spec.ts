import { expect, failedLoad, test, type APIRequestContext, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { api, signInAsAdmin } from "./admin-api";
import { gotoHydrated } from "./hydration";
import { formatDateTime } from "@shared/format";
import { toPercentages } from "../app/components/insights/format";

/** The visitor is far from Atlanta, so the page shows the kick-off in both time zones. */
const VISITOR_ZONE = "Asia/Tokyo";
test.use({ timezoneId: VISITOR_ZONE });

type Lang = "en" | "es";
type ApiMatch = {
  id: string;
  homeTeamId: string;
  awayTeamId: string;
  round: string;
  status: string;
  venue: string;
  matchDate: string;
  homeScore: number | null;
  awayScore: number | null;
  minute: number | null;
};
type ApiTeam = { id: string; name: string; trade: string; group: string };
type MatchDetail = {
  match: ApiMatch;
  home: ApiTeam;
  away: ApiTeam;
  headToHead: ApiMatch[];
  probabilities: { home: number; draw: number; away: number } | null;
};
type ApiPlayer = {
  id: string;
  teamId: string;
  firstName: string;
  lastName: string;
  position: string;
  jerseyNumber: number | null;
  nationality: string | null;
  height: string | null;
  tradeSpecialty: string | null;
  tradeExperience: string | null;
};
type PlayerProfile = { player: ApiPlayer; team: ApiTeam };

const TEXT = {
  en: {
    vs: "vs",
    noMeeting: "These teams have not met earlier in the tournament.",
    notFound: "Match not found",
    playerNotFound: "Player not found",
    live: "Live",
    positions: { goalkeeper: "Goalkeeper", defender: "Defender", midfielder: "Midfielder", forward: "Forward" },
  },
  es: {
    vs: "vs",
    noMeeting: "Estos equipos no se han enfrentado antes en el torneo.",
    notFound: "Partido no encontrado",
    playerNotFound: "Jugador no encontrado",
    live: "En vivo",
    positions: { goalkeeper: "Portero", defender: "Defensa", midfielder: "Centrocampista", forward: "Delantero" },
  },
} as const;

/** Whitespace as one plain space (Intl puts narrow no-break spaces in times). */
const flat = (s: string | null) => (s ?? "").replace(/\s+/g, " ").trim();

/** The <head> tags a crawler reads, from the server's HTML. */
async function shareTags(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text();
  const meta = (attr: string, key: string) =>
    [...html.matchAll(new RegExp(`<meta ${attr}="${key.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`, "g"))].map((m) => m[1]);
  return { meta };
}

async function expectMatchPage(page: Page, detail: MatchDetail, lang: Lang) {
  const { match, home, away } = detail;
  await gotoHydrated(page, `/matches/${match.id}?lang=${lang}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${home.name} vs ${away.name}`);
  const board = page.getByTestId("scoreboard");
  await expect(board.getByTestId("home-team")).toContainText(home.name);
  await expect(board.getByTestId("home-team")).toContainText(home.trade);
  await expect(board.getByTestId("away-team")).toContainText(away.name);
  await expect(board.getByTestId("match-score")).toHaveText(
    match.homeScore != null ? `${match.homeScore} – ${match.awayScore}` : TEXT[lang].vs,
  );
  await expect(page.getByTestId("match-venue")).toHaveText(match.venue);
  // Atlanta's time from the server's render; the visitor's own after hydration.
  expect(flat(await page.getByTestId("kickoff-local").textContent())).toBe(flat(formatDateTime(lang, match.matchDate)));
  const visitor = page.getByTestId("kickoff-visitor");
  await expect(visitor).toHaveAttribute("data-zone", VISITOR_ZONE);
  expect(flat(await visitor.textContent())).toBe(flat(formatDateTime(lang, match.matchDate, VISITOR_ZONE)));
  if (detail.probabilities) {
    const pct = toPercentages(detail.probabilities);
    for (const side of ["home", "draw", "away"] as const)
      await expect(page.getByTestId(`odds-${side}`)).toHaveText(`${pct[side]}%`);
  } else {
    await expect(page.getByTestId("match-odds")).toHaveCount(0);
  }
  const meetings = page.getByTestId("head-to-head").getByTestId("match-row");
  if (detail.headToHead.length === 0) await expect(page.getByTestId("head-to-head-none")).toHaveText(TEXT[lang].noMeeting);
  else await expect(meetings).toHaveCount(detail.headToHead.length);
}

for (const lang of ["en", "es"] as const) {
  test(`a match page shows the API's match, in the visitor's and Atlanta's time, and shares a PNG (${lang})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const matches = await api<ApiMatch[]>(request, "/api/matches");
    const scheduled = matches.find((m) => m.status === "scheduled" && m.round === "group")!;
    const detail = await api<MatchDetail>(request, `/api/matches/${scheduled.id}?lang=${lang}`);
    expect(detail.probabilities, "a scheduled match has the model's odds").not.toBeNull();
    await expectMatchPage(page, detail, lang);

    // Shared links: the title, this page in this language, and the server-drawn card of the score.
    const { meta } = await shareTags(request, `/matches/${scheduled.id}?lang=${lang}`);
    expect(meta("property", "og:title")).toEqual([`${detail.home.name} vs ${detail.away.name} | Trades Cup`]);
    expect(meta("property", "og:url")).toEqual([`${baseURL}/matches/${scheduled.id}?lang=${lang}`]);
    const [image] = meta("property", "og:image");
    expect(image).toBe(`${baseURL}/matches/${scheduled.id}/share.png?lang=${lang}`);
    expect(meta("name", "twitter:image")).toEqual([image]);
    expect(meta("property", "og:image:alt")[0]).toContain(detail.home.name);
    const png = await request.get(image);
    expect(png.status()).toBe(200);
    expect(png.headers()["content-type"]).toBe("image/png");
    const bytes = await png.body();
    expect(bytes.subarray(1, 4).toString()).toBe("PNG");
    expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)]).toEqual([1200, 630]);
  });

  test(`a player page shows the API's public profile, reached from the players page and the roster (${lang})`, async ({
    page,
    request,
  }) => {
    const players = await api<ApiPlayer[]>(request, `/api/players?lang=${lang}`);
    const player = players.find((p) => p.nationality && p.tradeSpecialty) ?? players[0];
    const { team } = await api<PlayerProfile>(request, `/api/players/${player.id}?lang=${lang}`);
    const name = `${player.firstName} ${player.lastName}`;

    // From the team page's roster: the name links to the player's page.
    await gotoHydrated(page, `/teams/${team.id}?lang=${lang}`);
    await page.getByTestId("roster").getByRole("link", { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/players/${player.id}`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(name);
    const profile = page.getByTestId("player-profile");
    await expect(profile.getByRole("link", { name: team.name })).toHaveAttribute("href", `/teams/${team.id}`);
    await expect(profile).toContainText(TEXT[lang].positions[player.position as keyof (typeof TEXT)[Lang]["positions"]]);
    for (const value of [player.nationality, player.height, player.tradeSpecialty, player.tradeExperience])
      if (value) await expect(profile).toContainText(value);
    if (player.jerseyNumber != null) await expect(profile).toContainText(`#${player.jerseyNumber}`);
    // Public fields only: no address or phone number anywhere on the page.
    expect(await page.locator("main").innerText()).not.toMatch(/@|\(\d{3}\)/);

    // From the players page: the card's name links there too, and the profile dialog still opens.
    await gotoHydrated(page, `/players?lang=${lang}`);
    const card = page.getByTestId("player-card").first();
    const link = card.getByTestId("player-link");
    const [href, linkName] = [await link.getAttribute("href"), flat(await link.textContent())];
    await card.getByRole("button").first().click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(linkName);
  });

  test(`unknown and malformed ids are a translated 404 (${lang})`, async ({ page, expectBrowserError }) => {
    const paths = [
      "/matches/not-a-match",
      "/matches/00000000-0000-4000-8000-000000000999",
      "/players/0",
      "/players/00000000-0000-4000-8000-000000000999",
    ];
    for (const path of paths) expectBrowserError(failedLoad(404, path), "an unknown page is served with its 404");
    for (const path of paths) {
      const res = await page.goto(`${path}?lang=${lang}`);
      expect(res?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(
        path.startsWith("/matches") ? TEXT[lang].notFound : TEXT[lang].playerNotFound,
      );
    }
    await expectAccessible(page, `player 404 (${lang})`);
  });
}

test("fixture rows link to the match page, whose head-to-head and live score follow the results", async ({ page, request }) => {
  test.setTimeout(90_000);
  // The schedule's first row opens its match centre (a client navigation).
  await gotoHydrated(page, "/tournament");
  await page.getByRole("tab", { name: "Schedule" }).click();
  const row = page.getByTestId("match-row").first();
  const first = await row.getAttribute("data-match-id");
  await row.getByTestId("match-link").click();
  await expect(page).toHaveURL(new RegExp(`/matches/${first}$`));
  await expect(page.getByTestId("scoreboard")).toBeVisible();

  // An earlier result of two teams (played here if no earlier test did), and a knockout rematch of theirs.
  const send = await signInAsAdmin(page);
  let matches = await api<ApiMatch[]>(request, "/api/matches");
  let played = matches.find((m) => m.round === "group" && m.status === "completed");
  if (!played) {
    const pick = matches.find((m) => m.round === "group" && m.status === "scheduled")!;
    await send("patch", `/api/matches/${pick.id}`, { status: "completed", homeScore: 1, awayScore: 0 });
    matches = await api<ApiMatch[]>(request, "/api/matches");
    played = matches.find((m) => m.id === pick.id)!;
  }
  const rematch = await send<ApiMatch>("post", "/api/matches", {
    homeTeamId: played.awayTeamId,
    awayTeamId: played.homeTeamId,
    round: "quarter_final",
    venue: played.venue,
    matchDate: new Date(new Date(played.matchDate).getTime() + 30 * 86_400_000).toISOString(),
  });

  // The team page's fixtures link to it as well.
  await gotoHydrated(page, `/teams/${played.homeTeamId}?lang=es`);
  await page.getByTestId("team-fixtures").locator(`[data-match-id="${rematch.id}"]`).getByTestId("match-link").click();
  await expect(page).toHaveURL(new RegExp(`/matches/${rematch.id}`));
  const detail = await api<MatchDetail>(request, `/api/matches/${rematch.id}?lang=es`);
  expect(detail.headToHead.map((m) => m.id)).toContain(played.id);
  await expectMatchPage(page, detail, "es");
  const meeting = page.getByTestId("head-to-head").locator(`[data-match-id="${played.id}"]`);
  await expect(meeting.getByTestId("match-score")).toHaveText(`${played.homeScore} – ${played.awayScore}`);
  await expect(page.getByTestId("match-odds")).toBeVisible();

  // Kick-off: the score and minute arrive over the live stream, and the odds go.
  await expect(page.getByTestId("live-state")).toContainText("Actualizaciones en vivo activadas");
  await send("patch", `/api/matches/${rematch.id}`, { status: "live", minute: 7, homeScore: 1, awayScore: 0 });
  await expect(page.getByTestId("scoreboard").getByTestId("match-score")).toHaveText("1 – 0", { timeout: 5_000 });
  await expect(page.getByTestId("scoreboard").getByTestId("match-status")).toHaveText(`${TEXT.es.live} · 7'`);
  await expect(page.getByTestId("match-odds")).toHaveCount(0);
  // Played to the end, so no later test meets a match left live.
  await send("patch", `/api/matches/${rematch.id}`, { status: "completed", homeScore: 1, awayScore: 0 });
});

for (const theme of ["light", "dark"] as const) {
  test(`the match and player pages pass a WCAG 2.2 AA scan at 390 and 1280 px (${theme})`, async ({ page, request }) => {
    test.setTimeout(90_000);
    await useTheme(page, theme);
    const matches = await api<ApiMatch[]>(request, "/api/matches");
    const [player] = await api<ApiPlayer[]>(request, "/api/players");
    // A match still to play (odds shown) and one played (score, head-to-head rows when there are any).
    const paths = [
      `/matches/${matches.find((m) => m.status === "scheduled")!.id}`,
      ...matches
        .filter((m) => m.status === "completed")
        .slice(0, 1)
        .map((m) => `/matches/${m.id}?lang=es`),
      `/players/${player.id}`,
    ];
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      for (const path of paths) {
        await gotoHydrated(page, path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectAccessible(page, `${path} (${theme}, ${width}px)`);
      }
    }
  });
}
