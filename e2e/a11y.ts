import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

/**
 * WCAG 2.2 AA scan of the page as it is now; fails listing each rule, its impact and the offending nodes.
 * Transitions under way (a dialog fading in, a toast sliding up) finish first: half-way, their text has
 * half its contrast.
 */
export async function expectAccessible(page: Page, label = page.url()) {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    return Promise.race([
      Promise.all(finite.map((a) => a.finished.catch(() => undefined))),
      new Promise((r) => setTimeout(r, 600)),
    ]);
  });
  const results = await new AxeBuilder({ page })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 5)
        .join(" | ")}`,
  );
  const detail = results.violations.flatMap((v) =>
    v.nodes.slice(0, 3).map((n) => `${v.id}: ${n.html.slice(0, 160)} — ${n.failureSummary?.split("\n").slice(1).join(" ")}`),
  );
  expect(summary, `accessibility violations on ${label} (${page.url()})\n${detail.join("\n")}`).toEqual([]);
}

/** Sets the stored theme before the page's scripts run, as a returning visitor would have it. */
export async function useTheme(page: Page, theme: "light" | "dark" | "system") {
  await page.addInitScript((t) => window.localStorage.setItem("ui-theme", t), theme);
}
