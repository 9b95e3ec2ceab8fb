import { expect, test, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";
import { alwaysTriggerFunFacts } from "./fun-facts";

// This spec is about the popup: it may open (the other specs start with every fact read).
test.use({ funFactPopups: true });

type Fact = { id: number; translations: { en: string; es: string } };

const TEXT = {
  en: {
    title: "Fun Facts",
    read: "Read:",
    unread: "Unread:",
    allRead: "You have read all 27 fun facts!",
    viewAll: "All fun facts",
    position: "Fact 1 of 27",
    last: "Fact 27 of 27",
  },
  es: {
    title: "Datos curiosos",
    read: "Leídos:",
    unread: "Sin leer:",
    allRead: "¡Has leído los 27 datos curiosos!",
    viewAll: "Todos los datos curiosos",
    position: "Dato 1 de 27",
    last: "Dato 27 de 27",
  },
} as const;

const storedReadList = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem("readFifaFacts") ?? "[]") as number[]);
const footerLink = (page: Page, to: string) => page.getByTestId("footer").locator(`a[href="${to}"]`);

/** Lets a route change's trigger run (it loads the facts first), then says whether a popup showed. */
async function popupAfterNavigation(page: Page) {
  await page.waitForLoadState("networkidle");
  await page.waitForTimeout(300);
  return page.getByTestId("fun-fact-popup").count();
}

for (const lang of ["en", "es"] as const) {
  const T = TEXT[lang];
  test.describe(`fun facts (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await alwaysTriggerFunFacts(page);
    });

    test("the popup appears on a route change, politely, without taking focus, and joins the read list", async ({
      page,
      request,
    }) => {
      const { facts } = (await (await request.get("/api/fun-facts")).json()) as { facts: Fact[] };
      await gotoHydrated(page, `/sponsors?lang=${lang}`);
      expect(await popupAfterNavigation(page)).toBe(0); // a page load is not a route change
      await footerLink(page, "/fun-facts").click();
      await expect(page).toHaveURL(/\/fun-facts$/);
      const popup = page.getByTestId("fun-fact-popup");
      await expect(popup).toBeVisible();
      await expect(popup).toHaveAttribute("data-phase", "shown");
      await expect(popup.locator("xpath=..")).toHaveAttribute("aria-live", "polite");
      expect(await popup.evaluate((el) => el.contains(document.activeElement))).toBe(false);
      const id = Number(await popup.getAttribute("data-fact-id"));
      await expect(popup).toContainText(facts.find((f) => f.id === id)!.translations[lang]);
      expect(await storedReadList(page)).toContain(id);
      // The library counts what the popup showed.
      await expect(page.getByTestId("facts-read-count")).toContainText(String((await storedReadList(page)).length));
      await expectAccessible(page, `fun-fact popup (${lang})`);
      await page.getByTestId("fun-fact-close").click();
      await expect(popup).toBeHidden();
    });

    test("never when navigating away from the root path", async ({ page }) => {
      await gotoHydrated(page, `/?lang=${lang}`);
      await footerLink(page, "/sponsors").click();
      await expect(page).toHaveURL(/\/sponsors$/);
      expect(await popupAfterNavigation(page)).toBe(0);
      expect(await storedReadList(page)).toEqual([]);
      await footerLink(page, "/fun-facts").click();
      await expect(page.getByTestId("fun-fact-popup")).toBeVisible();
    });

    test("auto-hides after 8 s, and without fades under reduced motion", async ({ page }) => {
      await page.emulateMedia({ reducedMotion: "reduce" });
      await gotoHydrated(page, `/sponsors?lang=${lang}`);
      await footerLink(page, "/fun-facts").click();
      const popup = page.getByTestId("fun-fact-popup");
      await expect(popup).toBeVisible();
      expect(await popup.evaluate((el) => getComputedStyle(el).transitionProperty)).toBe("none");
      const shownAt = Date.now();
      await expect(popup).toBeHidden({ timeout: 10_000 });
      expect(Date.now() - shownAt).toBeGreaterThan(5000);
    });

    test("library: counts, wrap-around, view-all ticks; reading all 27 stops the popup", async ({ page }) => {
      await gotoHydrated(page, `/fun-facts?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.title);
      await expect(page.getByTestId("fact-position")).toHaveText(T.position);
      await expect(page.getByTestId("facts-read-count")).toHaveText(`${T.read}1`);
      await expect(page.getByTestId("facts-unread-count")).toHaveText(`${T.unread}26`);
      await expect(page.getByTestId("fact-highlights").locator("li")).toHaveCount(10);
      await expect(page.locator('main a[href="/register"]')).toBeVisible();
      await expect(page.locator('main a[href="/teams"]')).toBeVisible();

      // Previous from the first fact wraps to the last, next from the last back to the first.
      await page.getByTestId("fact-previous").click();
      await expect(page.getByTestId("fact-position")).toHaveText(T.last);
      await page.getByTestId("fact-next").click();
      await expect(page.getByTestId("fact-position")).toHaveText(T.position);

      for (let i = 0; i < 24; i++) await page.getByTestId("fact-next").click();
      await expect(page.getByTestId("facts-unread-count")).toHaveText(`${T.unread}1`);
      await page.getByTestId("facts-view-all").click();
      const list = page.getByRole("dialog", { name: T.viewAll });
      await expect(list.locator('button[data-read="true"]')).toHaveCount(26);
      await list.locator('button[data-read="false"]').click();
      await expect(list).toBeHidden();
      await expect(page.getByTestId("facts-read-count")).toHaveText(`${T.read}27`);
      await expect(page.getByTestId("facts-all-read")).toContainText(T.allRead);
      expect((await storedReadList(page)).sort((a, b) => a - b)).toEqual(Array.from({ length: 27 }, (_, i) => i + 1));

      for (const to of ["/sponsors", "/fun-facts", "/sponsors", "/fun-facts"]) {
        await footerLink(page, to).click();
        await expect(page).toHaveURL(new RegExp(`${to}$`));
        expect(await popupAfterNavigation(page), `after navigating to ${to}`).toBe(0);
      }
    });

    test("an unparsable stored read list is discarded", async ({ page }) => {
      await gotoHydrated(page, `/fun-facts?lang=${lang}`);
      await page.evaluate(() => localStorage.setItem("readFifaFacts", "{not json"));
      await page.reload();
      await expect(page.getByTestId("facts-read-count")).toHaveText(`${T.read}1`);
      expect(await storedReadList(page)).toHaveLength(1);
    });

    for (const theme of ["light", "dark"] as const) {
      test(`page and view-all modal pass a WCAG 2.2 AA scan (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await gotoHydrated(page, `/fun-facts?lang=${lang}`);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expect(page.getByTestId("facts-read-count")).toHaveText(`${T.read}1`);
        await expectAccessible(page, `/fun-facts (${lang}, ${theme})`);
        await page.getByTestId("facts-view-all").click();
        await expect(page.getByRole("dialog", { name: T.viewAll })).toBeVisible();
        await expectAccessible(page, `/fun-facts view-all (${lang}, ${theme})`);
      });
    }
  });
}
