import type { Page } from "@playwright/test";

/** Replaces Math.random with a varied sequence that always stays under the popup's 0.6 probability. */
export async function alwaysTriggerFunFacts(page: Page) {
  await page.addInitScript(() => {
    let n = 0;
    Math.random = () => (n++ * 0.137) % 0.59;
  });
}

/** Marks every fact read before the page loads, so the popup never covers what a test clicks. */
export async function markAllFunFactsRead(page: Page) {
  await page.addInitScript(() =>
    window.localStorage.setItem("readFifaFacts", JSON.stringify(Array.from({ length: 27 }, (_, i) => i + 1))),
  );
}
