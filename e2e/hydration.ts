import type { Page } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it: the preferences provider stores the language
 * in an effect, which runs only after hydration. A click before that would be a full page load
 * rather than a client-side navigation, or would hit a button with no handler yet.
 */
export async function gotoHydrated(page: Page, url: string) {
  await page.goto(url);
  await page.waitForFunction(() => window.localStorage.getItem("tournament-language") !== null);
}
