import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./a11y";
import { signInAsAdmin } from "./admin-api";
import { gotoHydrated } from "./hydration";

/** The admin's matches list: a page at a time from the server, filtered by round, group, status and kick-off days. */

type Team = { id: string; group: string };
type ApiMatch = { id: string; homeTeamId: string; round: string; status: string; matchDate: string };

/** yyyy-mm-dd of a kick-off in the event's time zone, as the filter reads days. */
const eventDay = (iso: string) =>
  new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York", year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(iso),
  );

async function ids(page: Page) {
  return page.getByTestId("admin-match-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-match-id")));
}

async function filter(page: Page, choices: { round?: string; group?: string; status?: string; from?: string; to?: string }) {
  const form = page.getByTestId("match-filters");
  await form.getByRole("button", { name: /^(Clear filters|Quitar filtros)$/ }).click();
  if (choices.round) await form.getByLabel(/^(Round|Ronda)$/).selectOption(choices.round);
  if (choices.group) await form.getByLabel(/^(Group|Grupo)$/).selectOption(choices.group);
  if (choices.status) await form.getByLabel(/^(Status|Estado)$/).selectOption(choices.status);
  if (choices.from) await form.getByLabel(/^(Kick-off from|Inicio desde)$/).fill(choices.from);
  if (choices.to) await form.getByLabel(/^(Kick-off until|Inicio hasta)$/).fill(choices.to);
  await form.getByTestId("matches-apply").click();
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test("the admin's matches list pages on the server and filters by round, group, status and kick-off days", async ({
  page,
  request,
}) => {
  test.slow();
  const teams = (await (await request.get("/api/teams")).json()) as Team[];
  const all = (await (await request.get("/api/matches")).json()) as ApiMatch[];
  const groupOf = new Map(teams.map((t) => [t.id, t.group]));
  const expectIds = async (expected: ApiMatch[]) => {
    await expect(page.getByTestId("matches-total")).toHaveText(
      `${expected.length} matching ${expected.length === 1 ? "match" : "matches"}`,
    );
    await expect.poll(() => ids(page)).toEqual(expected.slice(0, 100).map((m) => m.id));
  };

  await gotoHydrated(page, "/admin?tab=matches&lang=en");
  // Twenty a page, in kick-off order (the API's order), from the first HTML on.
  await expect(page.getByTestId("matches-total")).toHaveText(`${all.length} matching matches`);
  expect(await ids(page)).toEqual(all.slice(0, 20).map((m) => m.id));
  await expect(page.getByTestId("page-of")).toHaveText(`Page 1 of ${Math.ceil(all.length / 20)}`);
  await page.getByTestId("page-next").click();
  await expect(page.getByTestId("page-of")).toHaveText(`Page 2 of ${Math.ceil(all.length / 20)}`);
  await expect.poll(() => ids(page)).toEqual(all.slice(20, 40).map((m) => m.id));
  await page.getByTestId("matches-page-size").selectOption("100");
  await expect(page.getByTestId("page-of")).toHaveCount(0);
  await expect.poll(() => ids(page)).toEqual(all.slice(0, 100).map((m) => m.id));

  // Each filter, and two together; the expected rows computed here from the public list.
  await filter(page, { group: "C" });
  await expectIds(all.filter((m) => m.round === "group" && groupOf.get(m.homeTeamId) === "C"));
  await filter(page, { round: "group", status: "completed" });
  await expectIds(all.filter((m) => m.round === "group" && m.status === "completed"));
  await filter(page, { round: "round_16" });
  await expectIds(all.filter((m) => m.round === "round_16"));
  await filter(page, { status: "awaiting_result" });
  await expectIds(all.filter((m) => m.status === "scheduled" && new Date(m.matchDate).getTime() + 3 * 3600_000 < Date.now()));
  const day = eventDay(all[5].matchDate);
  await filter(page, { from: day, to: day });
  const thatDay = all.filter((m) => eventDay(m.matchDate) === day);
  expect(thatDay.length).toBeGreaterThan(0);
  await expectIds(thatDay);
  await filter(page, { group: "A", status: "cancelled" });
  const cancelledInA = all.filter((m) => m.round === "group" && groupOf.get(m.homeTeamId) === "A" && m.status === "cancelled");
  await expectIds(cancelledInA);
  if (!cancelledInA.length) await expect(page.getByTestId("matches-empty")).toHaveText("No matches match these filters.");
  await expectAccessible(page, "admin matches, filtered");

  // A range that runs backwards is refused in the form, under the field.
  await filter(page, { from: "2026-06-20", to: "2026-06-10" });
  const to = page.getByTestId("match-filters").getByLabel("Kick-off until");
  await expect(to).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByTestId("match-filters").getByTestId("field-error")).toHaveText(
    "Kick-off until must not be before kick-off from",
  );

  // The same page over REST, and a bad filter named in the 400.
  const rest = await page.request.get("/api/admin/matches?group=B&pageSize=3&page=2");
  expect(rest.status()).toBe(200);
  const body = (await rest.json()) as { rows: ApiMatch[]; total: number };
  const groupB = all.filter((m) => m.round === "group" && groupOf.get(m.homeTeamId) === "B");
  expect(body).toEqual({ total: groupB.length, rows: groupB.slice(3, 6).map((m) => expect.objectContaining({ id: m.id })) });
  const bad = await page.request.get("/api/admin/matches?group=Z&lang=en");
  expect(bad.status()).toBe(400);
  expect(JSON.stringify(await bad.json())).toContain("Group must be a letter from A to H");
});

test("on a phone, in Spanish, the filters and the table stay inside the screen", async ({ page }) => {
  test.slow();
  await gotoHydrated(page, "/admin?tab=matches&lang=es");
  // "Filas por página" beside its select on one line (it used to wrap into three at 1280 px).
  const pageSize = page.getByTestId("matches-page-size").locator("xpath=..");
  expect((await pageSize.boundingBox())!.height).toBeLessThanOrEqual(40);
  await page.setViewportSize({ width: 390, height: 844 });
  await filter(page, { round: "group", group: "D" });
  await expect(page.getByTestId("matches-total")).toHaveText("6 partidos coinciden");
  await expect(page.getByTestId("admin-match-row")).toHaveCount(6);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // "Finalizar partido" (Complete Match) keeps to one line inside its button.
  const complete = page.getByRole("button", { name: /^Finalizar partido/ });
  expect(await complete.count()).toBeGreaterThan(0);
  for (const button of await complete.all()) {
    expect(await button.evaluate((el) => el.scrollHeight <= el.clientHeight + 1 && el.scrollWidth <= el.clientWidth + 1)).toBe(
      true,
    );
  }
  await expectAccessible(page, "admin matches at 390 px (es)");
});
