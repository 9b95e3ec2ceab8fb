// Live pages that catch up: a stream that drops comes back with the number of the last
// change it had and is sent what it missed; a page that comes back online, or to the front after more
// than a minute hidden, fetches its data again.
import { createServer, connect, type AddressInfo, type Socket } from "node:net";
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

/**
 * A TCP relay in front of the site, so the test can cut the page's live stream (Chromium's offline mode
 * leaves an open stream alone) and refuse it for a while, as when the stream's instance goes away; the
 * page's other requests pass.
 */
async function relay(target: URL) {
  const streams = new Set<Socket>();
  const all = new Set<Socket>();
  let refusing = false;
  const server = createServer((client) => {
    all.add(client);
    const upstream = connect(Number(target.port), target.hostname);
    // A connection kept alive carries one request after another: the stream may come on any of them.
    client.on("data", (chunk: Buffer) => {
      if (!chunk.toString("latin1").startsWith("GET /trpc/matches.live")) return;
      if (refusing) client.destroy();
      else streams.add(client);
    });
    for (const [a, b] of [
      [client, upstream],
      [upstream, client],
    ]) {
      a.on("close", () => (streams.delete(a), all.delete(a), b.destroy()));
      a.on("error", () => b.destroy());
      a.pipe(b);
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    cut() {
      refusing = true;
      for (const s of streams) s.destroy();
    },
    resume() {
      refusing = false;
    },
    close: () => new Promise((r) => (server.close(r), [...all].forEach((s) => s.destroy()))),
  };
}

test("a page whose stream dropped is sent the changes it missed; back online or to the front, it fetches again", async ({
  browser,
  request,
  baseURL,
}) => {
  test.slow();
  const [teams, matches] = await Promise.all([api<ApiTeam[]>(request, "/api/teams"), api<ApiMatch[]>(request, "/api/matches")]);
  const match = matches.filter((m) => m.round === "group" && m.status === "scheduled").at(-1)!;
  const [home, away] = [match.homeTeamId, match.awayTeamId].map((id) => teams.find((t) => t.id === id)!.name);
  const send = await signInRequestAsAdmin(request);
  const site = await relay(new URL(baseURL!));

  const context = await browser.newContext();
  const problems: string[] = [];
  await watchContext(context, problems);
  const visitor = await context.newPage();
  await markAllFunFactsRead(visitor);
  const streams: Array<Promise<string | null>> = [];
  const dataFetches: string[] = [];
  visitor.on("request", (r) => {
    // The header the browser adds itself shows among all the headers sent, not the page's own.
    if (r.url().includes("/trpc/matches.live")) streams.push(r.allHeaders().then((h) => h["last-event-id"] ?? null));
    if (/\.data(\?|$)/.test(r.url())) dataFetches.push(r.url());
  });
  await visitor.goto(`${site.url}/teams/${match.homeTeamId}`);
  await expect(visitor.getByTestId("live-state")).toContainText("Live updates on");
  const row = visitor.locator(`[data-match-id="${match.id}"]`);
  // The page fetches its data again after each change: let that finish before the connection goes.
  const refetched = visitor.waitForResponse((r) => /\.data(\?|$)/.test(r.url()));
  await send("patch", `/api/matches/${match.id}`, { status: "live", homeScore: 1, awayScore: 0, minute: 10 });
  await expect(row.getByTestId("match-score")).toHaveText("1 – 0");
  await refetched;

  // The stream's connection goes, and stays away while two changes are made.
  site.cut();
  await send("patch", `/api/matches/${match.id}`, { homeScore: 1, awayScore: 1, minute: 30 });
  await send("patch", `/api/matches/${match.id}`, { homeScore: 2, awayScore: 1, minute: 55 });
  await visitor.waitForTimeout(1500);
  await expect(row.getByTestId("match-score")).toHaveText("1 – 0");
  site.resume();
  await expect(row.getByTestId("match-score")).toHaveText("2 – 1", { timeout: 15_000 });
  // The missed changes came over the stream (a fetch alone announces nothing), which came back naming the
  // last change it had.
  await expect(visitor.getByTestId("live-announcement")).toContainText(`${home} 2, ${away} 1`);
  expect(await streams[0]).toBeNull();
  expect(await streams.at(-1)).toMatch(/^\d+$/);

  // Back online, the page fetches its data again.
  await visitor.waitForTimeout(500);
  dataFetches.length = 0;
  await context.setOffline(true);
  expect(await visitor.evaluate(() => navigator.onLine)).toBe(false);
  await context.setOffline(false);
  await expect.poll(() => dataFetches.length).toBeGreaterThan(0);

  // A tab hidden briefly does not fetch again on return; one hidden for more than a minute does.
  await visitor.waitForTimeout(500);
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
  await site.close();
  // The cut is on purpose: the browser may report the stream's failed reconnects meanwhile.
  expect(problems.filter((line) => !/matches\.live|net::ERR_INTERNET_DISCONNECTED/.test(line))).toEqual([]);
});
