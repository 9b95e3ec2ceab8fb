import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { openAccountMenu } from "./account-menu";
import { expectAccessible, useTheme } from "./a11y";
import { signInAsAdmin } from "./admin-api";
import { DEMO_ADMIN } from "../server/auth/admins";
import { siteURL } from "./site";

type Lang = "en" | "es";

const TABS = ["overview", "matches", "teams", "registrations", "metrics", "access", "data"] as const;

/** What the pages say, in each language (the locales are the source; these pin the wording). */
const TEXT = {
  en: {
    loginTitle: "Sign in",
    adminTitle: "Admin Dashboard",
    email: "Email",
    password: "Password",
    invalidCredentials: "Incorrect email or password.",
    signInRequired: "Please sign in as an administrator to do this.",
    operational: "Operational",
    complete: "Complete Match",
    matchUpdated: "Match updated successfully",
    finalScore: "Final score 2–1",
    pending: "Pending",
    approved: "Approved",
    approve: "Approve",
    approveTitle: "Approve registration",
    notes: "Note to the applicant",
    reviewed: "Registration approved",
    note: "Welcome to the staff!",
    totalSponsors: "Total sponsors",
    negativeSponsors: "Total sponsors cannot be negative",
    metricsUpdated: "Tournament metrics updated successfully",
    tabs: {
      overview: "Overview",
      matches: "Matches",
      teams: "Teams",
      registrations: "Registrations",
      metrics: "Metrics",
      access: "API access",
      data: "Data",
    },
  },
  es: {
    loginTitle: "Iniciar sesión",
    adminTitle: "Panel de administración",
    email: "Correo electrónico",
    password: "Contraseña",
    invalidCredentials: "Correo o contraseña incorrectos.",
    signInRequired: "Inicia sesión como administrador para hacer esto.",
    operational: "Operativo",
    complete: "Finalizar partido",
    matchUpdated: "Partido actualizado correctamente",
    finalScore: "Resultado final 2–1",
    pending: "Pendiente",
    approved: "Aprobada",
    approve: "Aprobar",
    approveTitle: "Aprobar inscripción",
    notes: "Nota para la persona inscrita",
    reviewed: "Inscripción aprobada",
    note: "¡Bienvenida al equipo!",
    totalSponsors: "Patrocinadores totales",
    negativeSponsors: "Patrocinadores totales no puede ser negativo",
    metricsUpdated: "Métricas del torneo actualizadas correctamente",
    tabs: {
      overview: "Resumen",
      matches: "Partidos",
      teams: "Equipos",
      registrations: "Inscripciones",
      metrics: "Métricas",
      access: "Acceso a la API",
      data: "Datos",
    },
  },
} as const;

/** A pending staff registration, made through the two public calls of the registration page. */
async function pendingStaffRegistration(request: APIRequestContext, lang: Lang) {
  const email = `e2e-staff-${lang}-${Date.now()}@example.com`;
  const user = await request.post("/api/users", {
    data: { firstName: lang === "en" ? "Grace" : "Gracia", lastName: "Hopper", email, role: "staff" },
  });
  expect(user.status()).toBe(200);
  const { id } = (await user.json()) as { id: string };
  const reg = await request.post("/api/registrations/staff", {
    data: { userId: id, department: "technical", role: "head_coach", experience: "expert", availability: "full_time" },
  });
  expect(reg.status()).toBe(201);
  return email;
}

async function signIn(page: Page, lang: Lang) {
  const text = TEXT[lang];
  await page.goto(`/admin?tab=overview&lang=${lang}`);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%3Ftab%3Doverview/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.loginTitle);
  // The same answer for a wrong password as for an unknown account.
  await page.getByLabel(text.email).fill(DEMO_ADMIN.email);
  await page.getByLabel(text.password).fill("not-the-password");
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-error")).toHaveText(text.invalidCredentials);
  await page.getByLabel(text.password).fill(DEMO_ADMIN.password);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/admin\?tab=overview/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.adminTitle);
  await expect(page.getByTestId("account-name").filter({ visible: true })).toHaveText("Demo Admin");
}

for (const lang of ["en", "es"] as const) {
  const text = TEXT[lang];

  test(`admin (${lang}): sign in, complete a match, approve a registration, edit metrics, sign out and be refused`, async ({
    page,
    request,
  }) => {
    const applicant = await pendingStaffRegistration(request, lang);
    await signIn(page, lang);

    // Overview: figures from the data, system status from the health check.
    await expect(page.getByTestId("figure-activeTeams")).toContainText("32");
    await expect(page.getByTestId("team-registration")).toHaveText("32/32");
    await expect(page.getByTestId("system-health")).toHaveText(text.operational);
    await expect(page.getByTestId("activity-list")).toContainText(lang === "en" ? "Grace Hopper" : "Gracia Hopper");

    // Matches: complete the first open match; saving stays disabled until both scores are in.
    await page.getByRole("tab", { name: text.tabs.matches }).click();
    await expect(page).toHaveURL(/tab=matches/);
    const row = page.locator('[data-testid="admin-match-row"][data-status="scheduled"]').first();
    const matchId = await row.getAttribute("data-match-id");
    await row.getByRole("button", { name: text.complete }).click();
    const dialog = page.getByRole("dialog", { name: text.complete });
    const submit = dialog.getByTestId("complete-match-submit");
    await expect(submit).toBeDisabled();
    await dialog.locator('input[name="homeScore"]').fill("2");
    await expect(submit).toBeDisabled();
    await dialog.locator('input[name="awayScore"]').fill("1");
    await expect(submit).toBeEnabled();
    await submit.click();
    await expect(page.getByTestId("toast")).toContainText(text.matchUpdated);
    const done = page.locator(`[data-match-id="${matchId}"]`);
    await expect(done).toHaveAttribute("data-status", "completed");
    await expect(done.getByTestId("final-score")).toHaveText(text.finalScore);

    // Registrations: approve the pending one with a note; its badge changes.
    await page.getByRole("tab", { name: text.tabs.registrations }).click();
    await page.getByTestId("admin-registrations-tab-staff").click();
    const registration = page.getByTestId("registration-row").filter({ hasText: applicant });
    await expect(registration.getByTestId("status-badge")).toHaveText(text.pending);
    await registration.getByRole("button", { name: text.approve }).click();
    const review = page.getByRole("dialog", { name: text.approveTitle });
    await review.getByLabel(text.notes).fill(text.note);
    await review.getByTestId("review-submit").click();
    await expect(page.getByTestId("toast")).toContainText(text.reviewed);
    await expect(registration.getByTestId("status-badge")).toHaveText(text.approved);
    await expect(registration).toContainText(text.note);

    // Metrics: validation, then save; the page shows the saved value.
    await page.getByRole("tab", { name: text.tabs.metrics }).click();
    await page.getByTestId("metrics-edit").click();
    const sponsors = page.getByLabel(text.totalSponsors);
    await sponsors.fill("-1");
    await page.getByTestId("metrics-save").click();
    await expect(page.getByTestId("field-error")).toHaveText(text.negativeSponsors);
    const value = lang === "en" ? "9" : "11";
    await sponsors.fill(value);
    await page.getByTestId("metrics-save").click();
    await expect(page.getByTestId("toast")).toContainText(text.metricsUpdated);
    await expect(page.getByTestId("metric-totalSponsors")).toContainText(value);
    expect(((await (await request.get("/api/tournament-metrics")).json()) as { totalSponsors: number }).totalSponsors).toBe(
      Number(value),
    );

    // Sign out: the header's account menu; the admin page then sends to /login and writes are refused.
    await (await openAccountMenu(page)).getByTestId("sign-out").click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await expect(page.getByTestId("account-box")).toHaveCount(0);
    const refused = await page.request.put(`/api/tournament-metrics?lang=${lang}`, {
      data: {
        totalParticipants: 0,
        completedMatches: 0,
        activeTeams: 0,
        upcomingMatches: 0,
        averageAttendance: 0,
        totalSponsors: 0,
        eventDuration: 0,
        prizePool: 0,
      },
    });
    expect(refused.status()).toBe(401);
    expect(await refused.json()).toEqual({ error: { code: "UNAUTHORIZED", message: text.signInRequired } });
    await page.goto("/admin?tab=metrics");
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fadmin%3Ftab%3Dmetrics/);
  });
}

test("the Create Match dialog asks for the required fields, then schedules the match", async ({ page }) => {
  await signInAsAdmin(page);
  const before = ((await (await page.request.get("/api/matches")).json()) as unknown[]).length;
  await page.goto("/admin?tab=overview&lang=en");
  await page.getByTestId("action-create-match").click();
  const dialog = page.getByRole("dialog", { name: "Create Match" });
  await dialog.getByRole("button", { name: "Create Match" }).click();
  await expect(page.getByTestId("toast")).toContainText("Please fill in all required fields");
  const teams = (await (await page.request.get("/api/teams")).json()) as Array<{ id: string; group: string }>;
  await dialog.getByLabel("Home team").selectOption(teams[0].id);
  await dialog.getByLabel("Away team").selectOption(teams[1].id);
  await dialog.getByLabel("Match date and time").fill("2026-06-30T18:00");
  // A knockout match: the group stage already pairs every two teams of a group once.
  await dialog.getByLabel("Round").selectOption("final");
  await dialog.getByRole("button", { name: "Create Match" }).click();
  await expect(page.getByTestId("toast")).toContainText("Match created successfully");
  // The new match is said where it is, with the way to it.
  const created = page.getByTestId("created-match");
  await expect(created).toContainText("Jun 30");
  await expectAccessible(page, "the match just created");
  await expect(created.getByTestId("open-created-match")).toHaveAttribute("href", /^\/matches\/[0-9a-f-]{36}$/);
  await page.getByRole("tab", { name: "Matches" }).click();
  // The list is paged: its total counts the new match.
  await expect(page.getByTestId("matches-total")).toHaveText(`${before + 1} matching matches`);
  // The time typed is New York's (the tournament's, as pages show it): 18:00 EDT is 22:00 UTC.
  const all = (await (await page.request.get("/api/matches")).json()) as Array<{
    homeTeamId: string;
    round: string;
    matchDate: string;
  }>;
  expect(all.filter((m) => m.homeTeamId === teams[0].id && m.round === "final").map((m) => m.matchDate)).toContain(
    "2026-06-30T22:00:00.000Z",
  );
});

test("Update Team Stats and Generate Report work from the overview", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?lang=en");
  await page.getByTestId("action-update-stats").click();
  await expect(page.getByTestId("toast")).toContainText("Team stats updated");
  // A link to the download route, so it also works without JavaScript.
  await expect(page.getByTestId("action-report")).toHaveAttribute("href", "/admin/report.csv");
  const download = page.waitForEvent("download");
  await page.getByTestId("action-report").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^trades-cup-report-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByTestId("toast").filter({ hasText: "Report downloaded" })).toBeVisible();
});

test("Data tab: an admin downloads a backup of the whole database, and the history names who took it", async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto("/admin?tab=data&lang=en");
  await expect(page.getByTestId("backup-schedule")).toContainText("Off. Set BACKUP_EVERY_HOURS");
  // A link to the download, so it also works without JavaScript.
  await expect(page.getByTestId("backup-download")).toHaveAttribute("href", "/api/admin/backup");
  const download = page.waitForEvent("download");
  await page.getByTestId("backup-download").click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^tradescup-\d{8}T\d{6}Z\.sql\.gz$/);
  await expect(page.getByTestId("toast").filter({ hasText: "Backup downloaded" })).toBeVisible();
  await expect(page.getByTestId("backup-history").getByRole("row").nth(1)).toContainText(
    "Downloaded by Demo Admin <admin@tradescup.example>",
  );
});

for (const theme of ["light", "dark"] as const) {
  for (const lang of ["en", "es"] as const) {
    test(`/login and every /admin tab pass a WCAG 2.2 AA scan (${lang}, ${theme})`, async ({ page }) => {
      test.setTimeout(90_000);
      await useTheme(page, theme);
      await page.goto(`/login?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
      await expectAccessible(page, `/login ${lang} (${theme})`);
      await signInAsAdmin(page);
      for (const tab of TABS) {
        await page.goto(`/admin?tab=${tab}&lang=${lang}`);
        await expect(page.getByRole("tab", { name: TEXT[lang].tabs[tab] })).toHaveAttribute("aria-selected", "true");
        await expectAccessible(page, `/admin?tab=${tab} ${lang} (${theme})`);
      }
      await page.goto(`/admin?tab=matches&lang=${lang}`);
      await page
        .locator('[data-testid="admin-match-row"][data-status="scheduled"]')
        .first()
        .getByRole("button", { name: TEXT[lang].complete })
        .click();
      await expect(page.getByRole("dialog", { name: TEXT[lang].complete })).toBeVisible();
      await expectAccessible(page, `complete match dialog ${lang} (${theme})`);
    });
  }
}

test("a signed-out post to /admin's action is refused with the translated 401 (test/admin-action.test.ts checks nothing is written)", async ({
  request,
}) => {
  const origin = new URL(siteURL()).origin;
  const name = `e2e-signed-out-${Date.now()}`;
  for (const lang of ["en", "es"] as const) {
    // What the enhanced form sends (React Router's action endpoint: 200, the refusal and its status in the body,
    // so the browser logs no failed load) and what a form posts without JavaScript.
    const enhanced = await request.post(`/admin.data?lang=${lang}`, {
      headers: { origin },
      form: { intent: "createToken", name },
    });
    expect(enhanced.status()).toBe(200);
    const refusal = await enhanced.text();
    expect(refusal).toContain('"ok",false,"intent","createToken","status",401');
    expect(refusal).toContain(TEXT[lang].signInRequired);
    const plain = await request.post(`/admin?lang=${lang}`, {
      headers: { origin },
      form: { intent: "createToken", name },
      maxRedirects: 0,
    });
    // The action refuses; the page itself then sends the visitor to sign in.
    expect(plain.status()).toBe(302);
    expect(plain.headers().location).toMatch(/^\/login\?redirectTo=/);
  }
  // An intent that is not one of the page's forms: 400, in the visitor's language.
  const unknown = await request.post("/admin.data?lang=es", { headers: { origin }, form: { intent: "report" } });
  const unknownRefusal = await unknown.text();
  expect(unknownRefusal).toContain('"ok",false,"intent","report","status",400');
  expect(unknownRefusal).toContain("Este formulario no se puede enviar a esta página.");
});
