import { expect, test } from "./fixtures";

/**
 * /players filters and pages on the server (its loader): a URL is a shareable filter, and the
 * filters and "show more" work before the script loads, or without it.
 */
test.describe("players page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the filter form and show more are plain GET requests", async ({ page, request }) => {
    const all = (await (await request.get("/api/players")).json()) as Array<{ id: string; position: string }>;
    const keepers = all.filter((p) => p.position === "goalkeeper");
    await page.goto("/players?lang=en");
    await expect(page.getByTestId("player-card")).toHaveCount(Math.min(48, all.length));
    await page.getByTestId("players-filter-position").selectOption("goalkeeper");
    await page.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/position=goalkeeper/);
    await expect(page.getByTestId("player-card")).toHaveCount(Math.min(48, keepers.length));
    await expect(page.getByTestId("players-count")).toContainText(`of ${keepers.length} matching`);

    await page.goto("/players?lang=es");
    if (all.length > 48) {
      await page.getByTestId("players-more").click();
      await expect(page).toHaveURL(/show=96/);
      await expect(page.getByTestId("player-card")).toHaveCount(Math.min(96, all.length));
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
    }
  });
});
