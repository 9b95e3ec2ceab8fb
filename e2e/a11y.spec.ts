import { expect, failedLoad, test } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";

const PAGES = [
  "/",
  "/media",
  "/teams",
  "/tournament",
  "/sponsors",
  "/shop",
  "/franchise",
  "/players",
  "/staff",
  "/register",
  "/fun-facts",
  "/admin",
  "/ai-dashboard-enhanced",
  "/ai-dashboard",
  "/global-companies",
  "/sponsors/inquiry",
  "/account/forgot-password",
  "/account/invitation?token=not-a-real-invitation-token",
  "/no-such-page",
];

for (const theme of ["light", "dark"] as const) {
  test.describe(`${theme} theme`, () => {
    for (const path of PAGES) {
      test(`page frame ${path} answers with its title and passes a WCAG 2.2 AA scan`, async ({ page, expectBrowserError }) => {
        if (path === "/no-such-page") expectBrowserError(failedLoad(404, path), "the not-found page is served with its 404");
        await useTheme(page, theme);
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expectAccessible(page, `${path} (${theme})`);
      });
    }
  });
}

test("a team page and the Spanish frame pass the scan too", async ({ page, request }) => {
  const [team] = await (await request.get("/api/teams")).json();
  await page.goto(`/teams/${team.id}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(team.name);
  await expectAccessible(page);
  await page.goto("/?lang=es");
  await expectAccessible(page, "home (es)");
  await page.getByTestId("cta-register").click();
  await expectAccessible(page, "event dialog");
});
