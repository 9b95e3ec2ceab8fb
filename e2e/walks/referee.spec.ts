import { expect, scan, signInFromHome, signOut, walk } from "./walk";

/**
 * The referee's day (issue 33: rated 3/10). Their console opens on the match being played; each match in the
 * picker says its kick-off, pitch and state; both line-ups are there, so a goal is recorded at once; full time,
 * then the report signed off with a visible confirmation, and signed everywhere after. A finished match opens
 * read-only and says so.
 */
const TEXT = {
  en: { saved: "Event saved", signed: "Match report signed off", readOnly: "This match is finished" },
  es: { saved: "Evento guardado", signed: "Acta del partido firmada", readOnly: "Este partido está terminado" },
};

type Assigned = { matchId: string; status: string; venue: string; signedOffAt: string | null; homeTeamId: string };

walk("the referee records a goal on their match, calls full time and signs the report off", async (w) => {
  const { page, lang, base } = w;
  const x = TEXT[lang];
  await signInFromHome(w, "referee@tradescup.example", { scanShared: true });
  await expect(page).toHaveURL(new RegExp(`^${base}/my-matches`));
  const me = (await (await page.request.get(`${base}/api/me`)).json()) as { scopes: { matches: Assigned[] } };
  const mine = me.scopes.matches;
  const live = mine.find((m) => m.status === "live");
  // The demo started today has the referee's match live; the fixed calendar has it ahead.
  expect(Boolean(live)).toBe(w.demo.key === "today" && w.first);
  const select = page.getByTestId("console-match");
  // Each match once, with its pitch in its name.
  const options = select.locator("option[value]:not([value=''])");
  await expect(options).toHaveCount(new Set(mine.map((m) => m.matchId)).size);
  const labels = await options.allTextContents();
  for (const m of mine) expect(labels.some((l) => l.includes(m.venue))).toBe(true);
  await scan(w, "referee's matches");

  const open = live ?? mine.find((m) => m.status === "scheduled");
  if (!open) {
    // Everything is signed: the match opens read-only, says so, and offers no sign-off again.
    const done = mine.find((m) => m.status === "completed")!;
    await select.selectOption(done.matchId);
    await expect(page.getByTestId("console-completed-note")).toContainText(x.readOnly);
    await expect(page.getByTestId("console-signed-off")).toBeVisible();
    await expect(page.getByTestId("console-sign-off")).toHaveCount(0);
    await expect(page.getByTestId("console-goal")).toHaveCount(0);
    await scan(w, "referee's finished match");
    await signOut(w);
    return;
  }
  // The live match is already open; another is chosen.
  if (live) await expect(select).toHaveValue(live.matchId);
  else await select.selectOption(open.matchId);
  await expect(page.getByTestId("console-side")).toHaveCount(2);
  await expect(page.getByTestId("no-lineup")).toHaveCount(0);
  if (open.status === "scheduled") {
    await expect(page.getByTestId("console-goal").first()).toBeDisabled();
    await expect(page.getByTestId("console-not-started").first()).toBeVisible();
    await page.getByTestId("console-kick-off").click();
  }
  const score = page.getByTestId("console-score");
  const [home, away] = ((await score.textContent()) ?? "0 – 0").split("–").map((n) => Number(n.trim()));
  const side = page.locator(`[data-testid="console-side"][data-team-id="${open.homeTeamId}"]`);
  await side.getByTestId("console-goal").click();
  const form = page.getByTestId("console-event-form");
  await form.locator('input[name="minute"]').fill("12");
  await form.locator('select[name="playerId"]').selectOption({ index: 1 });
  await scan(w, "referee's goal dialog");
  await form.getByTestId("console-event-submit").click();
  await expect(page.getByText(x.saved).first()).toBeVisible();
  await expect(score).toHaveText(`${home + 1} – ${away}`);
  await page.getByTestId("console-full-time").click();
  await page.getByTestId("console-sign-off").click();
  await scan(w, "referee's sign-off question");
  await page.getByTestId("console-sign-off-yes").click();
  await expect(page.getByTestId("toast").filter({ hasText: x.signed })).toBeVisible();
  await expect(page.getByTestId("console-signed-off")).toBeVisible();
  await expect(page.getByTestId("console-sign-off")).toHaveCount(0);
  // Signed everywhere: after a reload too, read-only.
  await page.reload();
  await page.getByTestId("console-match").selectOption(open.matchId);
  await expect(page.getByTestId("console-signed-off")).toBeVisible();
  await expect(page.getByTestId("console-sign-off")).toHaveCount(0);
  await expect(page.getByTestId("console-completed-note")).toContainText(x.readOnly);
  await scan(w, "referee's signed match");
  await signOut(w);
});
