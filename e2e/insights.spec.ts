import { expect, test, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { signInAsAdmin } from "./admin-api";

type ApiMatch = { id: string; homeTeamId: string; awayTeamId: string; round: string; status: string; matchDate: string };

const TEXT = {
  en: {
    title: "Tournament Intelligence Center",
    accuracy: "Prediction Accuracy",
    fallback: "Measured once matches are completed",
    brier: /Brier score [\d.]+ over (\d+) match/,
    tabs: ["Overview", "AI Insights", "Predictions", "Analytics"],
    schedule: "Stagger match schedules",
    selected: "Selected insight",
    goals: "Goals per round",
    model: /Model: \d+% · \d+% · \d+%/,
    groupEnd: "At the end of the group stage",
    how: "How is this computed?",
    simulated: /simulated tournaments/,
    rule: "Rule-based",
    noEarlier: "No earlier figure",
  },
  es: {
    title: "Centro de Inteligencia del Torneo",
    accuracy: "Precisión de predicción",
    fallback: "Se mide cuando haya partidos finalizados",
    brier: /Brier [\d,]+ en (\d+) partido/,
    tabs: ["Resumen", "Análisis de IA", "Predicciones", "Analítica"],
    schedule: "Escalonar los horarios de los partidos",
    selected: "Análisis seleccionado",
    goals: "Goles por ronda",
    model: /Modelo: \d+% · \d+% · \d+%/,
    groupEnd: "Al final de la fase de grupos",
    how: "¿Cómo se calcula?",
    simulated: /torneos simulados/,
    rule: "Basado en una regla",
    noEarlier: "Sin cifra anterior",
  },
} as const;

/** Signs the browser context in as the demo admin and completes a match through the REST API. */
async function completeMatch(page: Page, match: ApiMatch) {
  const send = await signInAsAdmin(page);
  await send("patch", `/api/matches/${match.id}`, { status: "completed", homeScore: 4, awayScore: 0 });
}

async function teamProbabilities(page: Page, teamId: string) {
  await page.goto(`/teams/${teamId}`);
  const first = page.getByTestId("team-fixtures").getByTestId("match-probabilities").first();
  await expect(first).toBeVisible();
  return first.textContent();
}

for (const lang of ["en", "es"] as const) {
  test(`intelligence center: completing a match changes probabilities and accuracy (${lang})`, async ({ page }) => {
    const x = TEXT[lang];
    await page.goto(`/ai-dashboard-enhanced?lang=${lang}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.title);
    await expect(page.getByRole("tab")).toHaveText([...x.tabs]);
    const accuracy = page.getByTestId("stat-accuracy");
    await expect(accuracy).toContainText(x.accuracy);
    const detailBefore = await accuracy.getByTestId("stat-detail").textContent();
    const playedBefore = Number(detailBefore?.match(x.brier)?.[1] ?? 0);
    if (!playedBefore) expect(detailBefore).toBe(x.fallback);

    // A scheduled group match and the next fixture of its home team, whose odds the result must move.
    const matches = (await (await page.request.get("/api/matches")).json()) as ApiMatch[];
    const scheduled = matches.filter((m) => m.round === "group" && m.status === "scheduled");
    const match = scheduled[0];
    expect(
      scheduled.some((m) => m.id !== match.id && (m.homeTeamId === match.homeTeamId || m.awayTeamId === match.homeTeamId)),
    ).toBe(true);
    const oddsBefore = await teamProbabilities(page, match.homeTeamId);
    expect(oddsBefore).toMatch(x.model);

    await completeMatch(page, match);

    const oddsAfter = await teamProbabilities(page, match.homeTeamId);
    expect(oddsAfter).toMatch(x.model);
    expect(oddsAfter).not.toBe(oddsBefore);

    await page.goto(`/ai-dashboard?lang=${lang}`);
    const detail = page.getByTestId("stat-accuracy").getByTestId("stat-detail");
    await expect(detail).toHaveText(x.brier);
    expect(Number((await detail.textContent())?.match(x.brier)?.[1])).toBe(playedBefore + 1);
    await expect(page.getByTestId("status-completed")).toContainText(String(playedBefore + 1));

    // Predictions: the model explained, the accuracy measured, the odds table.
    await page.getByRole("tab", { name: x.tabs[2] }).click();
    await expect(page.getByTestId("model-accuracy")).toContainText(String(playedBefore + 1));
    await expect(page.getByTestId("odds-table").locator("tbody tr")).toHaveCount(32);
    await expect(page.getByTestId("prediction-completion")).toBeVisible();
  });

  for (const theme of ["light", "dark"] as const) {
    test(`intelligence center: tabs, insight selection and charts are accessible (${lang}, ${theme})`, async ({ page }) => {
      const x = TEXT[lang];
      await useTheme(page, theme);
      await page.goto(`/ai-dashboard-enhanced?lang=${lang}`);
      await expect(page.getByTestId("top-teams").locator("li")).toHaveCount(3);
      await expectAccessible(page, `ai dashboard overview (${lang}, ${theme})`);

      // No constant change badge: the insight count has no figure from 30 days ago on a fresh database.
      await expect(page.getByTestId("stat-insights").getByTestId("stat-change")).toHaveText(x.noEarlier);

      await page.getByRole("tab", { name: x.tabs[1] }).click();
      const card = page.getByTestId("insight-card").filter({ hasText: x.schedule });
      await expect(card).toContainText(x.rule);
      await card.click();
      await expect(card).toHaveAttribute("aria-pressed", "true");
      await expect(page.getByTestId("insight-detail")).toContainText(x.schedule);
      await expect(page.getByRole("heading", { name: x.selected })).toBeVisible();
      await expectAccessible(page, `ai dashboard insights (${lang}, ${theme})`);

      await page.getByRole("tab", { name: x.tabs[2] }).click();
      const performance = page.getByTestId("prediction-performance");
      await expect(performance.getByTestId("prediction-horizon")).toHaveText(x.groupEnd);
      // The definition is one click away.
      await performance.getByText(x.how).click();
      await expect(performance.getByTestId("definition")).toContainText(x.simulated);
      await expectAccessible(page, `ai dashboard predictions (${lang}, ${theme})`);

      await page.getByRole("tab", { name: x.tabs[3] }).click();
      const goals = page.getByTestId("chart-goals");
      await expect(goals.getByRole("heading", { name: x.goals })).toBeVisible();
      // The drawing is hidden from screen readers; the table carries the figures.
      await expect(goals.locator("svg")).toHaveAttribute("aria-hidden", "true");
      await expect(goals.getByRole("table", { name: x.goals })).toBeAttached();
      await expectAccessible(page, `ai dashboard analytics (${lang}, ${theme})`);
    });
  }
}

test("the schedule shows the model's percentages of scheduled matches", async ({ page }) => {
  await page.goto("/tournament");
  await page.getByTestId("tab-schedule").click();
  await expect(page.getByTestId("match-probabilities").first()).toHaveText(TEXT.en.model);
  await expectAccessible(page, "schedule with probabilities");
});
