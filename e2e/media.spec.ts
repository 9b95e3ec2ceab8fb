import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";

const TEXT = {
  en: {
    title: "Media Hub",
    crisis: "Crisis control",
    crisisPoint: "Agree on one unified message within 60 minutes.",
    full: "View Full Dashboard",
    mentions: "2.4M",
    soon: "Coming Soon",
    getStarted: "Get Started",
    kitTitle: "Trades Cup 2026 — Media Kit",
  },
  es: {
    title: "Centro de medios",
    crisis: "Control de crisis",
    crisisPoint: "Acuerden un mensaje único en un plazo de 60 minutos.",
    full: "Ver panel completo",
    mentions: "2,4 M",
    soon: "Próximamente",
    getStarted: "Comenzar",
    kitTitle: "Trades Cup 2026 — Kit de prensa",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const T = TEXT[lang];
  test.describe(`media hub (${lang})`, () => {
    test("stats, training cards open by default and collapsible, previews and links", async ({ page }) => {
      await gotoHydrated(page, `/media?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.title);
      for (const figure of ["24/7", "150+", "32", "2026"])
        await expect(page.getByTestId("media-stats").getByText(figure, { exact: true })).toBeVisible();
      for (const card of ["interview", "crisis", "social", "sticky"]) {
        await expect(page.getByTestId(`training-${card}`)).toHaveAttribute("open", "");
        await expect(page.getByTestId(`training-${card}`).locator("li")).toHaveCount(3);
      }
      const crisis = page.getByTestId("training-crisis");
      await expect(crisis.getByText(T.crisisPoint)).toBeVisible();
      await crisis.getByText(T.crisis).click();
      await expect(crisis.getByText(T.crisisPoint)).toBeHidden();
      await expect(page.getByTestId("visibility-dashboard").getByText(T.mentions, { exact: true })).toBeVisible();
      await expect(page.getByRole("button", { name: T.full })).toBeDisabled();
      await expect(page.getByTestId("brand-kit").getByText(T.soon)).toHaveCount(4);
      await expect(page.locator('a[href="mailto:press@tradescup.example"]')).toBeVisible();
      await page.getByTestId("media-get-started").click();
      await expect(page).toHaveURL(/\/register$/);
    });

    test("the media kit downloads as a ZIP in the visitor's language", async ({ page }) => {
      await gotoHydrated(page, `/media?lang=${lang}`);
      const [download] = await Promise.all([page.waitForEvent("download"), page.getByTestId("download-media-kit").click()]);
      expect(download.suggestedFilename()).toBe(`trades-cup-media-kit-${lang}.zip`);
      const bytes = readFileSync((await download.path())!);
      expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
      const text = bytes.toString("utf8");
      expect(text).toContain(T.kitTitle);
      for (const name of ["README.md", "media-training.md", "teams.md", "fun-facts.md"]) expect(text).toContain(name);
    });

    for (const theme of ["light", "dark"] as const) {
      test(`passes a WCAG 2.2 AA scan (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await gotoHydrated(page, `/media?lang=${lang}`);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        await expectAccessible(page, `/media (${lang}, ${theme})`);
      });
    }
  });
}
