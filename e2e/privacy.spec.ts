import { expect, test, type Page } from "./fixtures";
import { DEMO_ADMIN } from "../server/auth/admins";
import { signInAsAdmin } from "./admin-api";

/** A visitor is offered a way to sign in and come back, not admin forms that would be refused. */
const TEXT = { en: "Sign in to manage", es: "Inicia sesión para gestionar" } as const;

async function expectSignInOffered(page: Page, lang: keyof typeof TEXT, back: RegExp) {
  const link = page.getByTestId("sign-in-to-manage").first();
  await expect(link).toHaveText(TEXT[lang]);
  await expect(link).toHaveAttribute("href", back);
}

for (const lang of ["en", "es"] as const) {
  test(`a visitor sees "${TEXT[lang]}" instead of the admin controls on /staff and a team page; an admin sees the controls`, async ({
    page,
  }) => {
    const teams = (await (await page.request.get("/api/teams")).json()) as Array<{ id: string; name: string }>;
    const team = teams[7];

    await page.goto(`/staff?lang=${lang}`);
    await expectSignInOffered(page, lang, /^\/login\?redirectTo=%2Fstaff/);
    for (const id of ["open-add-staff", "open-new-task"]) await expect(page.getByTestId(id)).toHaveCount(0);
    await expect(page.getByRole("button", { name: lang === "en" ? /Assign Task/ : /Asignar tarea/ })).toHaveCount(0);
    await expect(page.getByTestId("staff-salary")).toHaveCount(0);

    await page.goto(`/teams/${team.id}?lang=${lang}`);
    await expectSignInOffered(page, lang, new RegExp(`^/login\\?redirectTo=%2Fteams%2F${team.id}`));
    await expect(page.getByTestId("manage-players")).toHaveCount(0);

    // The link leads to sign-in and back to the team page, now with its admin controls.
    await page.getByTestId("sign-in-to-manage").first().click();
    await expect(page).toHaveURL(/\/login\?redirectTo=/);
    await page.locator('input[name="email"]').fill(DEMO_ADMIN.email);
    await page.locator('input[name="password"]').fill(DEMO_ADMIN.password);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(new RegExp(`/teams/${team.id}`));
    await expect(page.getByTestId("manage-players")).toBeVisible();
    await expect(page.getByTestId("sign-in-to-manage")).toHaveCount(0);

    await page.goto(`/staff?lang=${lang}`);
    await expect(page.getByTestId("open-add-staff")).toBeVisible();
    await expect(page.getByTestId("open-new-task")).toBeVisible();
    await expect(page.getByTestId("sign-in-to-manage")).toHaveCount(0);
  });
}

/**
 * Every other page with admin controls: a visitor is offered sign-in and none of the controls (each would
 * only be refused), a signed-in admin gets the controls and no sign-in offer.
 */
const ADMIN_CONTROLS: Array<{ url: string; control: (page: Page) => ReturnType<Page["getByTestId"]> }> = [
  { url: "/tournament", control: (page) => page.getByTestId("open-live-update").or(page.getByTestId("open-schedule")) },
  { url: "/teams", control: (page) => page.getByTestId("manage-players") },
  { url: "/players", control: (page) => page.getByRole("button", { name: "Add Player", exact: true }) },
  { url: "/franchise", control: (page) => page.getByRole("button", { name: "Add Player", exact: true }) },
];

test("admin-only controls on /tournament, /teams, /players and /franchise are offered only to admins", async ({ page }) => {
  test.slow();
  for (const { url, control } of ADMIN_CONTROLS) {
    await page.goto(`${url}?lang=en`);
    await expect(page.getByTestId("sign-in-to-manage").first(), url).toBeVisible();
    await expect(control(page), url).toHaveCount(0);
  }
  await signInAsAdmin(page);
  for (const { url, control } of ADMIN_CONTROLS) {
    await page.goto(`${url}?lang=en`);
    await expect(control(page).first(), url).toBeVisible();
    await expect(page.getByTestId("sign-in-to-manage"), url).toHaveCount(0);
  }
});
