import { expect, test, type Page } from "./fixtures";
import { openAccountMenu } from "./account-menu";
import { expectAccessible } from "./a11y";
import { gotoHydrated } from "./hydration";
import { signInAsAdmin } from "./admin-api";
import { runOnOwnServer } from "./own-server";
import { DEMO_ADMIN } from "../server/auth/admins";

/**
 * Each role's main task in the running app, with the demo database's accounts, in English
 * and Spanish, on a phone and a desktop: a franchise manager signs a contract, a captain submits a
 * line-up, the referee records a goal and signs the report off, a staff member completes a task. On a
 * server of its own: the captain needs a match still to kick off (the seed's are all in the past by
 * now), and a new knockout fixture would change what other specs count.
 */
const { base } = runOnOwnServer("roles", 31);
let matchId = "";
let homeTeamId = "";

test.describe.configure({ mode: "serial" });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  // The admin schedules a knockout match of the first team for tomorrow and makes the demo referee its referee.
  const page = await browser.newPage();
  const send = await signInAsAdmin(page, base);
  const teams = (await (await page.request.get(`${base}/api/teams`)).json()) as Array<{ id: string; drawOrder: number }>;
  const [first, second] = [...teams].sort((a, b) => a.drawOrder - b.drawOrder);
  homeTeamId = first.id;
  const tomorrow = new Date(Date.now() + 24 * 3600 * 1000).toISOString();
  const match = await send<{ id: string }>("post", "/api/matches", {
    homeTeamId: first.id,
    awayTeamId: second.id,
    matchDate: tomorrow,
    venue: "Centennial Field",
    round: "round_16",
  });
  matchId = match.id;
  // The demo referee's id, as they see it at GET /api/me.
  const refereePage = await browser.newPage();
  await signInAs(refereePage, "referee");
  const me = (await (await refereePage.request.get(`${base}/api/me`)).json()) as { user: { id: string } };
  await send("post", `/api/matches/${matchId}/officials`, { refereeId: me.user.id, assistantIds: [] });
  await refereePage.close();
  await page.close();
});

/** Signs the page in as a demo person (same password as the demo admin), over REST: the sign-in form is admin.spec's subject. */
async function signInAs(page: Page, who: string) {
  const res = await page.request.post(`${base}/api/auth/login`, {
    data: { email: `${who}@tradescup.example`, password: DEMO_ADMIN.password },
    headers: { origin: base },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Signs out from the person's account page with the account box's button, and checks the page says so. */
async function signOut(page: Page, lang: "en" | "es") {
  await gotoHydrated(page, `${base}/account?lang=${lang}`);
  const button = (await openAccountMenu(page)).getByTestId("sign-out");
  await expect(button).toBeVisible();
  await button.click();
  await expect(page.getByTestId("signed-out")).toHaveText(lang === "en" ? "You are signed out." : "Has cerrado la sesión.");
}

const TEXT = {
  en: {
    newContract: "New Contract",
    playerName: "Player name",
    position: "Position",
    contractPosition: "Forward",
    salary: "Annual salary (USD)",
    duration: "Duration (years)",
    years: "3 years",
    start: "Start date",
    sign: "Sign Contract",
    signed: "Contract signed",
    saveChanges: "Save changes",
    changed: "Contract changed",
    salaryText: "$45,000.00",
    ended: "Ended",
    inStock: "Items in stock",
    saveStock: "Save stock",
    stockSaved: "Stock updated",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    sendInvite: "Send the invitation",
    inviteSent: "Invitation sent",
    lineupSaved: "saved",
    goalSaved: "Event saved",
    signedOff: "Match report signed off",
    start_: "Start",
    complete: "Complete",
    completed: "Completed",
  },
  es: {
    newContract: "Nuevo contrato",
    playerName: "Nombre del jugador",
    position: "Posición",
    contractPosition: "Delantero",
    salary: "Salario anual (USD)",
    duration: "Duración (años)",
    years: "3 años",
    start: "Fecha de inicio",
    sign: "Firmar contrato",
    signed: "Contrato firmado",
    saveChanges: "Guardar cambios",
    changed: "Contrato modificado",
    salaryText: "45.000,00\u00a0US$",
    ended: "Finalizado",
    inStock: "Artículos en inventario",
    saveStock: "Guardar inventario",
    stockSaved: "Inventario actualizado",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    sendInvite: "Enviar la invitación",
    inviteSent: "Invitación enviada",
    lineupSaved: "guardada",
    goalSaved: "Evento guardado",
    signedOff: "Acta del partido firmada",
    start_: "Iniciar",
    complete: "Completar",
    completed: "Completada",
  },
} as const;

const RUNS = [
  { lang: "en", viewport: { width: 1280, height: 900 } },
  { lang: "es", viewport: { width: 390, height: 844 } },
] as const;

/** Role by role, each in both runs: the captain's line-ups must come before the referee's kick-off. */
for (const { lang, viewport } of RUNS) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const x = TEXT[lang];

    test(`a franchise manager signs a contract for their team and only theirs (${lang})`, async ({ page }) => {
      // Six dialogs, each scanned.
      test.slow();
      await signInAs(page, "manager");
      await gotoHydrated(page, `${base}/franchise?lang=${lang}`);
      // The page opens on the manager's team, with the manager's controls.
      await expect(page.getByTestId("team-picker")).toHaveValue(homeTeamId);
      await page.getByTestId("quick-new-contract").click();
      const dialog = page.getByRole("dialog", { name: x.newContract });
      const player = `Signed ${lang} ${viewport.width}`;
      await dialog.getByLabel(x.playerName).fill(player);
      await dialog.getByLabel(x.position).selectOption({ label: x.contractPosition });
      await dialog.getByLabel(x.salary).fill("42000");
      await dialog.getByLabel(x.duration).selectOption({ label: x.years });
      await dialog.getByLabel(x.start).fill("2027-01-01");
      await expectAccessible(page, `manager's contract dialog (${lang})`);
      await dialog.getByRole("button", { name: x.sign }).click();
      await expect(page.getByTestId("toast")).toContainText(x.signed);
      await page.getByRole("tab").nth(4).click();
      const row = page.getByTestId("contracts").locator("tr").filter({ hasText: player });
      await expect(row).toBeVisible();
      await expectAccessible(page, `manager's franchise page (${lang})`);
      // The manager changes the contract's salary, then ends it.
      await row.getByTestId("contract-edit").click();
      const edit = page.getByTestId("contract-edit-form");
      await edit.getByLabel(x.salary).fill("45000");
      await expectAccessible(page, `manager's contract change (${lang})`);
      await edit.getByRole("button", { name: x.saveChanges }).click();
      await expect(page.getByTestId("toast").first()).toContainText(x.changed);
      await expect(row).toContainText(x.salaryText);
      await row.getByTestId("contract-end-open").click();
      await expectAccessible(page, `manager's contract end (${lang})`);
      await page.getByTestId("contract-end-confirm").click();
      await expect(row).toContainText(x.ended);
      await expect(row.getByTestId("contract-edit")).toHaveCount(0);
      // And counts the stock of a size in the store tab.
      await page.getByRole("tab").nth(2).click();
      await page.getByTestId("set-stock").first().click();
      const stock = page.getByTestId("stock-form");
      await stock.getByLabel(x.inStock).fill("12");
      await expectAccessible(page, `manager's stock count (${lang})`);
      await stock.getByRole("button", { name: x.saveStock }).click();
      await expect(page.getByTestId("toast").first()).toContainText(x.stockSaved);
      // And invites the team's captain, who gets a mailed link.
      await page.getByTestId("quick-invite-captain").click();
      const invite = page.getByTestId("captain-invite-form");
      await invite.getByLabel(x.firstName).fill("Carla");
      await invite.getByLabel(x.lastName).fill("Capitana");
      await invite.getByRole("textbox", { name: x.email }).fill(`new-captain-${lang}-${viewport.width}@roles.test`);
      await expectAccessible(page, `manager's captain invitation (${lang})`);
      await invite.getByRole("button", { name: x.sendInvite }).click();
      await expect(page.getByTestId("toast").first()).toContainText(x.inviteSent);
      // Another team: no manager controls, and the server refuses a contract for it.
      const other = await page.getByTestId("team-picker").locator("option").nth(1).getAttribute("value");
      await gotoHydrated(page, `${base}/franchise?teamId=${other}&lang=${lang}`);
      await expect(page.getByTestId("quick-new-contract")).toHaveCount(0);
      const refused = await page.request.post(`${base}/api/franchise/${other}/contracts`, {
        headers: { origin: base },
        data: { playerName: "Nobody", position: "forward", baseSalary: 100, durationYears: 1, startDate: "2027-01-01" },
      });
      expect(refused.status()).toBe(403);
      await signOut(page, lang);
    });
  });
}

for (const { lang, viewport } of RUNS) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const x = TEXT[lang];

    test(`a captain submits the line-up of their next match (${lang})`, async ({ page }) => {
      await signInAs(page, "captain");
      await gotoHydrated(page, `${base}/my-matches?lang=${lang}`);
      await page.getByTestId("submit-lineup").first().click();
      const lineup = page.getByTestId("lineup-form");
      const rows = lineup.locator("[data-player-id]");
      await expect(rows.first()).toBeVisible();
      const ids = await rows.evaluateAll((els) => els.map((e) => e.getAttribute("data-player-id")!));
      const starters = ids.slice(0, 11);
      for (const id of starters) await lineup.locator(`[data-player-id="${id}"] select`).selectOption("starter");
      await lineup.locator('select[name="captainId"]').selectOption(starters[1]);
      await lineup.locator('select[name="goalkeeperId"]').selectOption(starters[0]);
      await expectAccessible(page, `captain's line-up dialog (${lang})`);
      await lineup.getByTestId("lineup-submit").click();
      await expect(page.getByTestId("toast").first()).toContainText(x.lineupSaved);
      await expectAccessible(page, `captain's matches (${lang})`);
      await signOut(page, lang);
    });
  });
}

for (const { lang, viewport } of RUNS) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const x = TEXT[lang];

    test(`the referee kicks off, records a goal, calls full time and signs the report off (${lang})`, async ({ page }) => {
      test.slow();
      // The first run plays the match; the second finds it signed off and can no longer change it.
      await signInAs(page, "referee");
      await gotoHydrated(page, `${base}/my-matches?lang=${lang}`);
      // Only the referee's matches: the demo's and the one the admin assigned above (of 48 and more).
      const choices = page.getByTestId("console-match").locator("option[value]:not([value=''])");
      await expect(choices).toHaveCount(2);
      await page.getByTestId("console-match").selectOption(matchId);
      await expect(page.getByTestId("console-side")).toHaveCount(2);
      await expect(page.getByTestId("console-lineup")).toHaveCount(0);
      if (lang === "en") {
        await page.getByTestId("console-kick-off").click();
        const home = page.locator(`[data-testid="console-side"][data-team-id="${homeTeamId}"]`);
        await home.getByTestId("console-goal").click();
        const form = page.getByTestId("console-event-form");
        await form.locator('input[name="minute"]').fill("12");
        await form.locator('select[name="playerId"]').selectOption({ index: 1 });
        await expectAccessible(page, `referee's event dialog (${lang})`);
        await form.getByTestId("console-event-submit").click();
        await expect(page.getByText(x.goalSaved)).toBeVisible();
        await expect(page.getByTestId("console-score")).toHaveText("1 – 0");
        await page.getByTestId("console-half-time").click();
        await expect(page.getByTestId("console-half-time")).toBeDisabled();
        await page.getByTestId("console-full-time").click();
        await page.getByTestId("console-sign-off").click();
        await expectAccessible(page, `referee's sign-off (${lang})`);
        await page.getByTestId("console-sign-off-yes").click();
        await expect(page.getByTestId("toast").first()).toContainText(x.signedOff);
      }
      await expect(page.getByTestId("console-signed-off")).toBeVisible();
      await expectAccessible(page, `referee's console (${lang})`);
      // Signed off: the referee's change is refused; only an admin (with a reason) may change it now.
      const refused = await page.request.patch(`${base}/api/matches/${matchId}`, {
        headers: { origin: base },
        data: { homeScore: 2 },
      });
      expect(refused.status()).toBe(403);
      await signOut(page, lang);
    });
  });
}

for (const { lang, viewport } of RUNS) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const x = TEXT[lang];

    test(`a staff member starts and completes their own task (${lang})`, async ({ page }) => {
      await signInAs(page, "staff");
      await gotoHydrated(page, `${base}/staff?lang=${lang}`);
      // The page opens on the tasks, and never asks a signed-in person to sign in.
      await expect(page.getByRole("tab").nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("sign-in-to-manage")).toBeHidden();
      const task = page
        .getByTestId("task-card")
        .filter({ has: page.getByRole("button", { name: x.start_ }) })
        .first();
      const title = await task.locator("h3, h2").first().textContent();
      await task.getByRole("button", { name: x.start_ }).click();
      const same = page.getByTestId("task-card").filter({ hasText: title! });
      await same.getByRole("button", { name: x.complete }).click();
      await expect(same.getByTestId("task-status")).toHaveText(new RegExp(`${x.completed}$`));
      await expectAccessible(page, `staff member's tasks (${lang})`);
      await signOut(page, lang);
    });
  });
}
