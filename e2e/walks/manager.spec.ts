import { expect, scan, signInFromHome, signOut, walk } from "./walk";

/**
 * The franchise manager's day (issue 33: rated 7/10). "My franchise" opens on their team; its overview counts as
 * upcoming only the matches still ahead of today; each "Update stock" button names its product.
 */
walk("the franchise manager reads their team's overview and its store", async (w) => {
  const { page, base } = w;
  await signInFromHome(w, "manager@tradescup.example");
  await expect(page).toHaveURL(new RegExp(`^${base}/franchise`));
  const me = (await (await page.request.get(`${base}/api/me`)).json()) as { scopes: { teams: Array<{ id: string }> } };
  const teamId = me.scopes.teams[0].id;
  await expect(page.getByTestId("team-picker")).toHaveValue(teamId);
  // Upcoming: the team's scheduled matches after now (none on the fixed calendar, in the past by now).
  const matches = (await (await page.request.get(`${base}/api/matches`)).json()) as Array<{
    homeTeamId: string;
    awayTeamId: string;
    status: string;
    matchDate: string;
  }>;
  const ahead = matches.filter(
    (m) =>
      (m.homeTeamId === teamId || m.awayTeamId === teamId) && m.status === "scheduled" && Date.parse(m.matchDate) > Date.now(),
  ).length;
  expect(ahead > 0).toBe(w.demo.key === "today");
  await expect(page.getByTestId("metric-upcomingMatches")).toContainText(String(ahead));
  await scan(w, "manager's overview");
  await page.getByRole("tab").nth(2).click();
  const buttons = page.getByTestId("set-stock");
  await expect(buttons.first()).toBeVisible();
  const names = await buttons.evaluateAll((els) => els.map((e) => e.getAttribute("aria-label") ?? e.textContent));
  expect(new Set(names).size).toBe(names.length);
  await scan(w, "manager's store");
  await signOut(w);
});
