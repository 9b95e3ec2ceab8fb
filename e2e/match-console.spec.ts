import { expect, test, watchContext, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { markAllFunFactsRead } from "./fun-facts";
import { gotoHydrated } from "./hydration";
import { api, signInAsAdmin } from "./admin-api";
import { siteURL } from "./site";

/** The live match console on a phone. */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });

type Lang = "en" | "es";
type ApiTeam = { id: string; name: string; group: string };
type ApiMatch = { id: string; venue: string; matchDate: string; homeTeamId: string; awayTeamId: string };
type SquadPlayer = { id: string; position: string; status: string; suspended: boolean };
type ApiEvent = { id: string; kind: string; playerId: string };

const TEXT = {
  en: { saved: "Event saved", lineupSaved: "saved", queued: "No connection", pending: "Pending", captain: "Captain" },
  es: { saved: "Evento guardado", lineupSaved: "guardada", queued: "Sin conexión", pending: "Pendiente", captain: "Capitán" },
} as const;

/** The signed-in admin's checked REST writes (e2e/admin-api.ts). */
type Send = Awaited<ReturnType<typeof signInAsAdmin>>;

/**
 * A scheduled group match of the seed (every pair of a group already has its match, so a new one is
 * refused), set live at minute 23; `pick` keeps the tests on different matches, away from the ends of
 * the schedule that other specs take. `reset` puts it back as it was found.
 */
async function liveMatch(page: Page, send: Send, pick: number) {
  type Row = ApiMatch & { round: string; status: string };
  const open = (await api<Row[]>(page.request, "/api/matches")).filter((m) => m.round === "group" && m.status === "scheduled");
  expect(open.length).toBeGreaterThan(pick + 2);
  const match = open[Math.floor(open.length / 2) + pick];
  const teams = await api<ApiTeam[]>(page.request, "/api/teams");
  const home = teams.find((t) => t.id === match.homeTeamId)!;
  const away = teams.find((t) => t.id === match.awayTeamId)!;
  const squads: Record<string, SquadPlayer[]> = {};
  for (const team of [home, away]) {
    squads[team.id] = (await api<SquadPlayer[]>(page.request, `/api/matches/${match.id}/squads/${team.id}`)).filter(
      (p) => p.status === "active" && !p.suspended,
    );
    expect(squads[team.id].length).toBeGreaterThanOrEqual(11);
  }
  await send("patch", `/api/matches/${match.id}`, { status: "live", minute: 23 });
  const reset = async () => {
    await clearEvents(page, send, match.id);
    await send("patch", `/api/matches/${match.id}`, { status: "scheduled", minute: null });
  };
  return { match, home, away, squads, reset };
}

/** The first eleven of a squad, a goalkeeper among them when it has one. */
function eleven(squad: SquadPlayer[]) {
  const keeper = squad.find((p) => p.position === "goalkeeper") ?? squad[0];
  const starters = [keeper, ...squad.filter((p) => p.id !== keeper.id).slice(0, 10)];
  return {
    starters: starters.map((p) => p.id),
    keeperId: keeper.id,
    field: starters.filter((p) => p.id !== keeper.id).map((p) => p.id),
  };
}

async function putLineup(send: Send, matchId: string, teamId: string, squad: SquadPlayer[]) {
  const { starters, keeperId } = eleven(squad);
  await send("put", `/api/matches/${matchId}/lineups/${teamId}`, {
    starters,
    substitutes: [],
    captainId: starters[1],
    goalkeeperId: keeperId,
  });
}

/** Removes what a test recorded, so later specs that complete every group match by score can. */
async function clearEvents(page: Page, send: Send, matchId: string) {
  for (const e of (await api<ApiEvent[]>(page.request, `/api/matches/${matchId}/events`)).reverse()) {
    await send("delete", `/api/matches/${matchId}/events/${e.id}`);
  }
}

async function openConsole(page: Page, lang: Lang, matchId: string) {
  await gotoHydrated(page, `/admin?tab=console&lang=${lang}`);
  await page.getByTestId("console-match").selectOption(matchId);
  await expect(page.getByTestId("console-side")).toHaveCount(2);
}

for (const lang of ["en", "es"] as const) {
  test(`an admin enters line-ups and a goal on a phone; the match centre and /tournament show it live; undo removes it (${lang})`, async ({
    page,
    context,
  }) => {
    // Three pages, twenty-two players picked and a live round trip: more than the default time on a busy machine.
    test.slow();
    await useTheme(page, lang === "en" ? "light" : "dark");
    const send = await signInAsAdmin(page);
    const { match, home, away, squads, reset } = await liveMatch(page, send, lang === "en" ? 0 : 1);
    await putLineup(send, match.id, away.id, squads[away.id]);

    const centre = await context.newPage();
    await gotoHydrated(centre, `/matches/${match.id}?lang=${lang}`);
    const tournament = await context.newPage();
    await gotoHydrated(tournament, `/tournament?lang=${lang}`);
    await tournament.getByTestId("tab-schedule").click();
    const row = tournament.locator(`[data-testid="match-row"][data-match-id="${match.id}"]`);
    await expect(row).toBeVisible();

    await openConsole(page, lang, match.id);
    const homeSide = page.locator(`[data-testid="console-side"][data-team-id="${home.id}"]`);
    await expect(homeSide.getByTestId("no-lineup")).toBeVisible();
    await expect(homeSide.getByTestId("console-goal")).toBeDisabled();

    // The home line-up on the console: eleven starters, captain and goalkeeper.
    await homeSide.getByTestId("console-lineup").click();
    const lineup = page.getByTestId("lineup-form");
    const { starters, keeperId, field } = eleven(squads[home.id]);
    // Saving without a goalkeeper: the refusal shows next to the field.
    for (const id of starters) await lineup.locator(`[data-player-id="${id}"] select`).selectOption("starter");
    await lineup.locator('select[name="captainId"]').selectOption(field[0]);
    await lineup.getByTestId("lineup-submit").click();
    await expect(lineup.getByTestId("field-error")).toHaveCount(1);
    await lineup.locator('select[name="goalkeeperId"]').selectOption(keeperId);
    await expectAccessible(page, `line-up dialog (${lang})`);
    await lineup.getByTestId("lineup-submit").click();
    await expect(page.getByTestId("toast").first()).toContainText(TEXT[lang].lineupSaved);
    await expect(homeSide.getByTestId("no-lineup")).toHaveCount(0);
    // The console as it opens: the toast (over the buttons on a phone for five seconds) dismissed, and
    // scrolled to the top, for axe counts a button half under the sticky phone header as a small target.
    await page.getByTestId("toast").getByRole("button").click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectAccessible(page, `match console (${lang})`);

    // Every button of the console is a big target.
    for (const button of await page.getByTestId("match-console").locator("button").all()) {
      const box = await button.boundingBox();
      if (box) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
    }

    // A goal with an assist, at the match's minute.
    await homeSide.getByTestId("console-goal").click();
    const form = page.getByTestId("console-event-form");
    await expect(form.locator('input[name="minute"]')).toHaveValue("23");
    await form.locator('select[name="playerId"]').selectOption(field[1]);
    await form.locator('select[name="assistPlayerId"]').selectOption(field[2]);
    await expectAccessible(page, `event dialog (${lang})`);
    await form.getByTestId("console-event-submit").click();
    await expect(page.getByText(TEXT[lang].saved)).toBeVisible();
    await expect(page.getByTestId("console-score")).toHaveText("1 – 0");
    await expect(page.getByTestId("console-event")).toHaveCount(1);

    // The other pages follow without a reload.
    await expect(centre.getByTestId("scoreboard").getByTestId("match-score")).toHaveText("1 – 0");
    await expect(row.getByTestId("match-score")).toHaveText("1 – 0");
    const events = await api<ApiEvent[]>(page.request, `/api/matches/${match.id}/events`);
    expect(events.map((e) => [e.kind, e.playerId])).toEqual([["goal", field[1]]]);

    // Undo removes the last event.
    await page.getByTestId("console-undo").click();
    await expect(page.getByTestId("console-event")).toHaveCount(0);
    await expect(page.getByTestId("console-score")).toHaveText("0 – 0");
    await expect(centre.getByTestId("scoreboard").getByTestId("match-score")).toHaveText("0 – 0");
    await expect(row.getByTestId("match-score")).toHaveText("0 – 0");
    expect(await api<ApiEvent[]>(page.request, `/api/matches/${match.id}/events`)).toEqual([]);
    await reset();
  });
}

test("an event entered offline is queued, shown as pending and sent when the connection returns", async ({
  browser,
  request,
}) => {
  const admin = await browser.newContext({ viewport: PHONE, baseURL: siteURL() });
  const problems: string[] = [];
  await watchContext(admin, problems);
  const page = await admin.newPage();
  await markAllFunFactsRead(page);
  const send = await signInAsAdmin(page);
  const { match, home, away, squads, reset } = await liveMatch(page, send, 2);
  await putLineup(send, match.id, home.id, squads[home.id]);
  await putLineup(send, match.id, away.id, squads[away.id]);
  await openConsole(page, "en", match.id);

  await admin.setOffline(true);
  const awaySide = page.locator(`[data-testid="console-side"][data-team-id="${away.id}"]`);
  await awaySide.getByTestId("console-yellow_card").click();
  const form = page.getByTestId("console-event-form");
  const booked = eleven(squads[away.id]).field[3];
  await form.locator('select[name="playerId"]').selectOption(booked);
  await form.locator('input[name="minute"]').fill("45+2");
  await form.getByTestId("console-event-submit").click();
  await expect(page.getByText(TEXT.en.queued)).toBeVisible();
  const queued = page.getByTestId("queued-event");
  await expect(queued).toHaveCount(1);
  await expect(queued).toHaveAttribute("data-state", "pending");
  await expect(queued).toContainText(TEXT.en.pending);
  await expectAccessible(page, "console with a queued event");
  expect(await api<ApiEvent[]>(request, `/api/matches/${match.id}/events`)).toEqual([]);

  await admin.setOffline(false);
  await expect(queued).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("console-event")).toHaveCount(1);
  const events = await api<Array<ApiEvent & { minuteLabel: string }>>(request, `/api/matches/${match.id}/events`);
  expect(events.map((e) => [e.kind, e.playerId, e.minuteLabel])).toEqual([["yellow_card", booked, "45+2"]]);
  await reset();
  await admin.close();
  // The drop is on purpose: the live stream's reconnects fail while offline, and so does React Router's
  // lookup of the routes behind links and forms that render meanwhile ("manifest patches").
  expect(
    problems.filter(
      (line) => !/net::ERR_INTERNET_DISCONNECTED|Failed to fetch manifest patches TypeError: Failed to fetch/.test(line),
    ),
  ).toEqual([]);
});

test("an event whose answer is lost is sent again from the queue and stored once", async ({
  page,
  request,
  expectBrowserError,
}) => {
  expectBrowserError(
    /Failed to load resource: net::ERR_CONNECTION_RESET \[https?:\/\/[^/\]]+\/admin\.data/,
    "the goal's answer is cut off on purpose",
  );
  const send = await signInAsAdmin(page);
  const { match, home, away, squads, reset } = await liveMatch(page, send, 4);
  await putLineup(send, match.id, home.id, squads[home.id]);
  await putLineup(send, match.id, away.id, squads[away.id]);
  await openConsole(page, "en", match.id);

  // The first post of the goal reaches the server, which stores it; its answer never comes back.
  let cut = false;
  await page.route(
    (url) => url.pathname === "/admin.data",
    async (route) => {
      if (cut || route.request().method() !== "POST") return route.fallback();
      cut = true;
      await route.fetch();
      await route.abort("connectionreset");
    },
  );
  const homeSide = page.locator(`[data-testid="console-side"][data-team-id="${home.id}"]`);
  await homeSide.getByTestId("console-goal").click();
  const form = page.getByTestId("console-event-form");
  const scorer = eleven(squads[home.id]).field[5];
  await form.locator('select[name="playerId"]').selectOption(scorer);
  await form.getByTestId("console-event-submit").click();
  await expect(page.getByText(TEXT.en.queued)).toBeVisible();
  expect((await api<ApiEvent[]>(request, `/api/matches/${match.id}/events`)).map((e) => e.playerId)).toEqual([scorer]);

  // The queue sends it again with the same id: the server answers with the goal it has, once.
  await expect(page.getByTestId("queued-event")).toHaveCount(0, { timeout: 15_000 });
  await expect(page.getByTestId("console-score")).toHaveText("1 – 0");
  await expect(page.getByTestId("console-event")).toHaveCount(1);
  expect((await api<ApiEvent[]>(request, `/api/matches/${match.id}/events`)).map((e) => e.playerId)).toEqual([scorer]);
  expect((await api<{ match: { homeScore: number } }>(request, `/api/matches/${match.id}`)).match.homeScore).toBe(1);
  await reset();
});

test("removing an event of a completed match asks for a reason, and the match's history shows it", async ({ page }) => {
  const send = await signInAsAdmin(page);
  const { match, home, away, squads, reset } = await liveMatch(page, send, 3);
  await putLineup(send, match.id, home.id, squads[home.id]);
  await putLineup(send, match.id, away.id, squads[away.id]);
  const scorer = eleven(squads[home.id]).field[4];
  await send("post", `/api/matches/${match.id}/events`, { kind: "goal", teamId: home.id, minute: 30, playerId: scorer });
  await send("patch", `/api/matches/${match.id}`, { status: "completed", homeScore: 1, awayScore: 0 });

  await openConsole(page, "en", match.id);
  await expect(page.getByTestId("console-score")).toHaveText("1 – 0");
  await page
    .getByTestId("console-event")
    .getByRole("button", { name: /^Remove event/ })
    .click();
  const dialog = page.getByTestId("remove-event-form");
  await dialog.getByTestId("remove-event-submit").click();
  await expect(dialog.getByTestId("field-error")).toContainText("reason");
  await dialog.getByLabel("Reason for the correction").fill("Goal disallowed after video review");
  await expectAccessible(page, "remove event dialog");
  await dialog.getByTestId("remove-event-submit").click();
  await expect(page.getByTestId("console-score")).toHaveText("0 – 0");
  const history = page.getByTestId("result-history").getByTestId("result-change");
  await expect(history.first()).toContainText("Event removed: goal, 30");
  await expect(history.first()).toContainText("Goal disallowed after video review");
  await reset();
});
