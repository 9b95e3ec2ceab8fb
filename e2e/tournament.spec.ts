import { expect, test, watchContext, type APIRequestContext } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { signInAsAdmin } from "./admin-api";

type ApiMatch = { id: string; homeTeamId: string; awayTeamId: string; round: string; status: string };
type ApiTeam = { id: string; name: string; group: string };

async function api<T>(request: APIRequestContext, path: string): Promise<T> {
  return (await request.get(path)).json() as Promise<T>;
}

for (const lang of ["en", "es"] as const) {
  test(`teams: search and filter (${lang})`, async ({ page }) => {
    await page.goto(`/teams?lang=${lang}`);
    const count = page.getByTestId("teams-count");
    await expect(count).toHaveText(lang === "en" ? "Showing 32 of 32 teams" : "Mostrando 32 de 32 equipos");
    await page.getByTestId("teams-search").fill("pipe");
    await expect(count).toHaveText(lang === "en" ? "Showing 2 of 32 teams" : "Mostrando 2 de 32 equipos");
    await page.getByTestId("teams-search").fill("hernandez");
    await expect(page.getByTestId("team-card")).toHaveCount(1);
    await expect(page.getByTestId("team-card")).toContainText("Marietta Timber Wolves");
    await page.getByTestId("teams-search").fill("");
    // Trades are codes shown through their labels in each language.
    await page.getByTestId("teams-trade").selectOption("roofing");
    await expect(page.getByTestId("team-card")).toHaveCount(1);
    await page.getByTestId("teams-search").fill("electric");
    await expect(page.getByText(lang === "en" ? "No Teams Found" : "No se encontraron equipos")).toBeVisible();
    await expectAccessible(page, `/teams empty (${lang})`);
  });
}

test("teams: ?teamId= opens that team's join dialog; view details goes to the team page", async ({ page, request }) => {
  const [team] = await api<ApiTeam[]>(request, "/api/teams");
  await page.goto(`/teams?teamId=${team.id}`);
  await expect(page.getByRole("dialog", { name: `Join ${team.name}` })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page).toHaveURL(/\/teams$/);
  await page.getByRole("link", { name: `View details: ${team.name}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(team.name);
  const fixtures = (await api<ApiMatch[]>(request, "/api/matches")).filter(
    (m) => m.homeTeamId === team.id || m.awayTeamId === team.id,
  );
  await expect(page.getByTestId("team-fixtures").getByTestId("match-row")).toHaveCount(fixtures.length);
  await expectAccessible(page, "team page");
});

test("player management: adding a player takes the number out of the free grid", async ({ page, request }) => {
  const teams = await api<ApiTeam[]>(request, "/api/teams");
  const team = teams[2];
  await page.goto("/teams");
  await signInAsAdmin(page);
  // Admin controls render for a signed-in admin only.
  await page.reload();
  await page.getByTestId("team-card").filter({ hasText: team.name }).getByTestId("manage-players").click();
  const dialog = page.getByTestId("player-management");
  await expect(dialog).toBeVisible();
  const squad = await page.getByTestId("squad-count").textContent();
  await page.getByRole("tab", { name: "Jersey Numbers" }).click();
  const free = await page
    .locator('[data-testid="number-grid"] [data-taken="false"]')
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute("data-number"))));
  // The first 20 free numbers are suggested; the 21st is typed (numbers past the suggestions are accepted too).
  const [firstFree, typed] = [free[0], free[20]];
  await page.getByTestId("management-add").click();
  const form = page.getByTestId("add-player-form");
  await form.getByRole("button", { name: "Add Player" }).click();
  await expect(page.getByTestId("toast")).toContainText("Please fill in all required fields");
  await form.getByLabel("First name").fill("Rosa");
  await form.getByLabel("Last name").fill("Delgado");
  await form.getByLabel("Email").fill(`rosa.${Date.now()}@example.com`);
  await form.getByLabel("Position").selectOption("midfielder");
  const suggested = await form
    .getByTestId("free-number-suggestions")
    .locator("option")
    .evaluateAll((o) => o.map((x) => Number((x as HTMLOptionElement).value)));
  expect(suggested).toEqual(free.slice(0, 20));
  expect(suggested[0]).toBe(firstFree);
  expect(suggested).not.toContain(typed);
  await form.getByLabel("Jersey number").fill(String(typed));
  await form.getByRole("button", { name: "Add Player" }).click();
  await expect(page.getByTestId("toast")).toContainText("Player added successfully");
  await expect(page.locator(`[data-testid="number-grid"] [data-number="${typed}"]`)).toHaveAttribute("data-taken", "true");
  await expect(page.getByTestId("squad-count")).not.toHaveText(squad!);
  await expectAccessible(page, "player management");

  // Move Rosa to the reserves and back: each button posts to the page's action.
  await page.getByRole("tab", { name: "Active Roster" }).click();
  await page.getByRole("button", { name: "Move to reserves: Rosa Delgado" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Player updated successfully" })).toBeVisible();
  await page.getByRole("tab", { name: "Reserves" }).click();
  await page.getByRole("button", { name: "Activate: Rosa Delgado" }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Player updated successfully" }).first()).toBeVisible();
  await page.getByRole("tab", { name: "Active Roster" }).click();
  await expect(page.getByRole("button", { name: "Move to reserves: Rosa Delgado" })).toBeVisible();

  // Removed from the squad, after a yes: gone from the roster, her number free again.
  await page.getByRole("button", { name: "Remove from squad: Rosa Delgado" }).click();
  await expectAccessible(page, "remove from squad question");
  await page.getByTestId("remove-player-yes").click();
  await expect(page.getByTestId("toast").filter({ hasText: "Player updated successfully" }).first()).toBeVisible();
  await expect(page.getByRole("button", { name: "Move to reserves: Rosa Delgado" })).toHaveCount(0);
  await page.getByRole("tab", { name: "Jersey Numbers" }).click();
  await expect(page.locator(`[data-testid="number-grid"] [data-number="${typed}"]`)).toHaveAttribute("data-taken", "false");
});

test("players page: filters, empty state and the add dialog's rules", async ({ page }) => {
  await page.goto("/players?lang=es");
  await signInAsAdmin(page);
  await page.reload();
  await expect(page.getByTestId("tile-total")).not.toHaveText("0");
  await page.getByTestId("players-filter-position").selectOption("goalkeeper");
  await page.getByTestId("players-search").fill("zzzz-nobody");
  await expect(page.getByText("No se encontraron jugadores")).toBeVisible();
  await expect(page.getByText("Ningún jugador coincide con estos filtros. Prueba a quitar algunos.")).toBeVisible();
  await page.getByRole("button", { name: "Quitar filtros" }).click();
  await expect(page.getByTestId("player-card").first()).toBeVisible();
  await page.getByTestId("players-add").click();
  const form = page.getByTestId("players-add-form");
  await form.locator('input[name="firstName"]').fill("A");
  await form.getByRole("button", { name: "Añadir jugador" }).click();
  await expect(form.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
  await expect(form.getByText("El equipo es obligatorio")).toBeVisible();
  await expectAccessible(page, "players add dialog (es)");
});

test("a completed group match updates the table, and a second page sees the live score within a second", async ({
  page,
  browser,
  request,
}) => {
  const [teams, matches] = await Promise.all([api<ApiTeam[]>(request, "/api/teams"), api<ApiMatch[]>(request, "/api/matches")]);
  // A match of a group nobody has played in yet (other specs complete group matches too): its winner
  // then leads the group alone.
  const groupOf = (m: ApiMatch) => teams.find((t) => t.id === m.homeTeamId)!.group;
  const played = new Set(matches.filter((m) => m.round === "group" && m.status !== "scheduled").map(groupOf));
  const match = matches.find((m) => m.round === "group" && m.status === "scheduled" && !played.has(groupOf(m)))!;
  const home = teams.find((t) => t.id === match.homeTeamId)!;
  const away = teams.find((t) => t.id === match.awayTeamId)!;

  // A visitor follows the home team's page in another browser.
  const visitorContext = await browser.newContext();
  // Watched like the test's own context (the fixture only sees that one).
  const visitorProblems: string[] = [];
  await watchContext(visitorContext, visitorProblems);
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/teams/${home.id}?lang=es`);
  await expect(visitor.getByTestId("live-state")).toContainText("Actualizaciones en vivo activadas");
  const row = visitor.locator(`[data-match-id="${match.id}"]`);
  await expect(row.getByTestId("match-score")).toHaveText("vs");

  await page.goto("/tournament");
  const send = await signInAsAdmin(page);
  await page.reload();
  await page.getByTestId("open-live-update").click();
  const form = page.getByTestId("live-update-form");
  await form.getByLabel("Match").selectOption(match.id);
  await form.getByLabel("Home score").fill("2");
  await form.getByLabel("Away score").fill("1");
  await form.getByLabel("Status").selectOption("completed");
  await form.getByRole("button", { name: "Update Match" }).click();
  await expect(page.getByTestId("toast")).toContainText("Match Updated");

  await expect(row.getByTestId("match-score")).toHaveText("2 – 1", { timeout: 1500 });
  await expect(row.getByTestId("match-status")).toHaveText("Finalizado");
  await expect(visitor.getByTestId("live-announcement")).toContainText(`${home.name} 2, ${away.name} 1`);
  await expect(visitor.getByTestId("team-points")).toHaveText("3 pts");

  const table = page.getByTestId(`group-${home.group}`);
  await expect(table.locator(`[data-team-id="${home.id}"] [data-col="points"]`)).toHaveText("3");
  await expect(table.locator(`[data-team-id="${away.id}"] [data-col="lost"]`)).toHaveText("1");
  await expect(table.locator('[data-testid="standing-row"]').first()).toHaveAttribute("data-team-id", home.id);

  // After a network drop the stream reconnects by itself and later changes still arrive.
  await visitorContext.setOffline(true);
  await visitor.waitForTimeout(1500);
  await visitorContext.setOffline(false);
  await visitor.waitForTimeout(500);
  await send("patch", `/api/matches/${match.id}`, { homeScore: 3 });
  await expect(row.getByTestId("match-score")).toHaveText("3 – 1", { timeout: 15_000 });

  // Paused pages ignore updates until resumed.
  await visitor.getByTestId("live-toggle").click();
  await expect(visitor.getByTestId("live-state")).toContainText("en pausa");
  await send("patch", `/api/matches/${match.id}`, { homeScore: 4 });
  await visitor.waitForTimeout(1500);
  await expect(row.getByTestId("match-score")).toHaveText("3 – 1");
  await visitor.getByTestId("live-toggle").click();
  await expect(row.getByTestId("match-score")).toHaveText("4 – 1");
  await visitorContext.close();
  // The network drop above is on purpose: the browser may report the stream's failed reconnects while offline.
  expect(visitorProblems.filter((line) => !/net::ERR_INTERNET_DISCONNECTED/.test(line))).toEqual([]);
});

test("the bracket fills after the last group match, in both languages", async ({ page, request }) => {
  // Some 47 results written one by one, each recomputing the table: beyond 30 s on a loaded machine.
  test.slow();
  await page.goto("/tournament");
  const send = await signInAsAdmin(page);
  await page.getByTestId("tab-knockout").click();
  await expect(page.getByTestId("slot-R16-1")).toContainText("TBD");
  const matches = await api<ApiMatch[]>(request, "/api/matches");
  let i = 0;
  for (const m of matches.filter((x) => x.round === "group" && x.status !== "completed")) {
    await send("patch", `/api/matches/${m.id}`, { status: "completed", homeScore: (i * 7) % 4, awayScore: (i * 3) % 3 });
    i++;
  }
  await page.reload();
  await page.getByTestId("tab-knockout").click();
  const r16 = page.locator('[data-testid^="slot-R16-"]');
  await expect(r16).toHaveCount(8);
  await expect(r16.filter({ hasText: "TBD" })).toHaveCount(0);
  await expect(page.getByTestId("slot-QF-1")).toContainText("TBD");
  await expect(page.getByTestId("slot-QF-1")).toContainText("Winner R16-1");
  // Each known knockout match opens its match centre.
  const r16Match = (await api<Array<ApiMatch & { bracketSlot: string | null }>>(request, "/api/matches")).find(
    (m) => m.bracketSlot === "R16-1",
  )!;
  await expect(page.getByTestId("slot-R16-1").getByTestId("slot-match-link")).toHaveAttribute("href", `/matches/${r16Match.id}`);
  await expect(page.getByTestId("slot-QF-1").getByTestId("slot-match-link")).toHaveCount(0);
  await page.getByTestId("tab-groups").click();
  await expect(page.getByText("Advancing").first()).toBeVisible();
  await page.goto("/tournament?lang=es");
  await page.getByTestId("tab-knockout").click();
  await expect(page.getByTestId("slot-QF-1")).toContainText("Por definir");
  await expect(page.getByRole("heading", { name: "Octavos de final" })).toBeVisible();
  await expectAccessible(page, "bracket (es)");
});

test("schedule: filter by team and round, and the calendar feed", async ({ page, request }) => {
  const [teams, matches] = await Promise.all([api<ApiTeam[]>(request, "/api/teams"), api<ApiMatch[]>(request, "/api/matches")]);
  // A team without a final (another spec may have scheduled one), so the "final" filter finds nothing.
  const team = teams.find((t) => !matches.some((m) => m.round === "final" && (m.homeTeamId === t.id || m.awayTeamId === t.id)))!;
  await page.goto("/tournament");
  await page.getByTestId("tab-schedule").click();
  await page.getByTestId("schedule-team-filter").selectOption(team.id);
  await expect(page.getByTestId("match-row")).toHaveCount(await page.getByTestId("match-row").count());
  const rows = await page.getByTestId("match-row").count();
  expect(rows).toBeGreaterThanOrEqual(3);
  await expect(page.getByTestId("calendar-link")).toHaveAttribute("href", `/api/matches.ics?teamId=${team.id}`);
  const ics = await request.get(`/api/matches.ics?teamId=${team.id}`);
  expect(ics.headers()["content-type"]).toContain("text/calendar");
  expect((await ics.text()).match(/BEGIN:VEVENT/g)).toHaveLength(rows);
  await page.getByTestId("schedule-round-filter").selectOption("final");
  await expect(page.getByText("No Matches Scheduled")).toBeVisible();
  await expectAccessible(page, "schedule");
});

for (const theme of ["light", "dark"] as const) {
  test(`tournament dialogs pass the accessibility scan (${theme})`, async ({ page }) => {
    await useTheme(page, theme);
    await page.goto("/tournament");
    await signInAsAdmin(page);
    await page.reload();
    for (const [id, name] of [
      ["open-live-update", "Live Match Updates"],
      ["open-schedule", "Schedule New Match"],
      ["open-stats", "Tournament Stats"],
    ]) {
      await page.getByTestId(id).click();
      const dialog = page.getByRole("dialog", { name });
      await expect(dialog).toBeVisible();
      await expectAccessible(page, `${id} (${theme})`);
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
    }
    await page.getByTestId("open-schedule").click();
    await page.getByTestId("schedule-form").getByRole("button", { name: "Schedule Match" }).click();
    await expect(page.getByText("Choose the home team")).toBeVisible();
  });
}
