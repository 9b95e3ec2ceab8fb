// Live pages that catch up (issue 25): a stream that drops comes back with the number of the last
// change it had and is sent what it missed; a page that comes back online, or to the front after more
// than a minute hidden, fetches its data again.
import { expect, test, watchContext, type Page } from "./fixtures";
import { api, signInRequestAsAdmin } from "./admin-api";
import { markAllFunFactsRead } from "./fun-facts";

type ApiMatch = { id: string; homeTeamId: string; awayTeamId: string; round: string; status: string };
type ApiTeam = { id: string; name: string };

/** Marks the page hidden or visible, as a browser does when its tab goes to the back or comes to the front. */
async function setVisibility(page: Page, state: "hidden" | "visible") {
  await page.evaluate((s) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => s });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => s === "hidden" });
    document.dispatchEvent(new Event("visibilitychange"));
  }, state);
}

test("a page whose stream dropped is sent the changes it missed, and fetches again when back online", async ({ browser, request }) => {
  const [teams, matches] = await Promise.all([api<ApiTeam[]>(request, "/api/teams"), api<ApiMatch[]>(request, "/api/matches")]);
  const match = matches.filter((m) => m.round === "group" && m.status === "scheduled").at(-1)!;
  const [home, away] = [match.homeTeamId, match.awayTeamId].map((id) => teams.find((t) => t.id === id)!.name);
  const send = await signInRequestAsAdmin(request);

  const context = await browser.newContext();
  const problems: string[] = [];
  await watchContext(context, problems);
  const visitor = await context.newPage();
  await markAllFunFactsRead(visitor);
  const streams: Array<string | null> = [];
  visitor.on("request", (r) => {
    if (r.url().includes("/trpc/matches.live")) streams.push(r.headers()["last-event-id"] ?? null);
  });
  await visitor.goto(`/teams/${match.homeTeamId}`);
  await expect(visitor.getByTestId("live-state")).toContainText("Live updates on");
  const row = visitor.locator(`[data-match-id="${match.id}"]`);
  await send("patch", `/api/matches/${match.id}`, { status: "live", homeScore: 1, awayScore: 0, minute: 10 });
  await expect(row.getByTestId("match-score")).toHaveText("1 – 0");

  // The stream drops; two changes are made meanwhile.
  await context.setOffline(true);
  await send("patch", `/api/matches/${match.id}`, { homeScore: 1, awayScore: 1, minute: 30 });
  await send("patch", `/api/matches/${match.id}`, { homeScore: 2, awayScore: 1, minute: 55 });
  await visitor.waitForTimeout(500);
  await expect(row.getByTestId("match-score")).toHaveText("1 – 0");
  const dataFetches: string[] = [];
  visitor.on("request", (r) => {
    if (/\.data(\?|$)/.test(r.url())) dataFetches.push(r.url());
  });
  await context.setOffline(false);
  await expect(row.getByTestId("match-score")).toHaveText("2 – 1", { timeout: 15_000 });
  // Back online, the page fetched its data again, and the stream came back naming the last change it had.
  await expect.poll(() => dataFetches.length).toBeGreaterThan(0);
  await expect.poll(() => streams.filter((id) => id !== null).length, { timeout: 15_000 }).toBeGreaterThan(0);
  // The missed changes themselves came over the stream (a fetch alone announces nothing).
  await expect(visitor.getByTestId("live-announcement")).toContainText(`${home} 2, ${away} 1`);

  // A tab hidden briefly does not fetch again on return; one hidden for more than a minute does.
  await visitor.clock.install();
  await setVisibility(visitor, "hidden");
  await visitor.clock.fastForward(5_000);
  dataFetches.length = 0;
  await setVisibility(visitor, "visible");
  await visitor.waitForTimeout(500);
  expect(dataFetches).toEqual([]);
  await setVisibility(visitor, "hidden");
  await visitor.clock.fastForward(61_000);
  await setVisibility(visitor, "visible");
  await expect.poll(() => dataFetches.length).toBeGreaterThan(0);

  await send("patch", `/api/matches/${match.id}`, { status: "scheduled", homeScore: null, awayScore: null, minute: null });
  await context.close();
  // The network drop is on purpose: the browser may report the stream's failed reconnects while offline.
  expect(problems.filter((line) => !/net::ERR_INTERNET_DISCONNECTED/.test(line))).toEqual([]);
});
