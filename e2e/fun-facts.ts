import type { BrowserContext, Page } from "@playwright/test";

/** Replaces Math.random with a varied sequence that always stays under the popup's 0.6 probability. */
export async function alwaysTriggerFunFacts(page: Page) {
  await page.addInitScript(() => {
    let n = 0;
    Math.random = () => (n++ * 0.137) % 0.59;
  });
}

/**
 * Marks every fact read before the page (or each page of the context) loads, so the popup never covers
 * what a test clicks. The `context` fixture does it for every test (e2e/fixtures.ts `funFactPopups`);
 * a context a spec opens itself calls this.
 */
export async function markAllFunFactsRead(target: Page | BrowserContext) {
  await target.addInitScript(() => {
    // Only the site's pages have storage (about:blank, which a new page starts on, has none).
    if (!location.protocol.startsWith("http")) return;
    window.localStorage.setItem("readFifaFacts", JSON.stringify(Array.from({ length: 27 }, (_, i) => i + 1)));
  });
}
