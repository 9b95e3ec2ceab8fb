import { expect, failedLoad, test } from "./fixtures";
import { gotoHydrated } from "./hydration";

test.describe("home page", () => {
  test("renders in English with its data in the first response", async ({ page, request, baseURL }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain('<html lang="en"');
    expect(html).toMatch(/data-testid="stat-teams"[\s\S]*?>32</);
    expect(html).toContain(`hrefLang="es" href="${baseURL}/?lang=es"`);

    await page.goto("/");
    await expect(page).toHaveTitle(/Trades Cup 2026/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Where the trades take the pitch");
    await expect(page.getByTestId("stat-teams")).toContainText("32");
    await expect(page.getByTestId("stat-teams")).toContainText("Trade Teams");
    await expect(page.getByTestId("stat-trades")).toContainText("32");
    await expect(page.getByTestId("stat-year")).toContainText("2026");
    // Where the tournament stands today (visible.spec.ts checks each phase against the clock).
    await expect(page.getByTestId("tournament-status")).toBeVisible();
    for (const key of ["tournament", "teams", "sponsors"]) await expect(page.getByTestId(`feature-${key}`)).toBeVisible();
    await expect(page.getByText("$50M+")).toBeVisible();
  });

  test("the statistic cards rotate every 4 s, can be picked with dots and paused", async ({ page }) => {
    await page.goto("/");
    const active = page.locator('[data-testid^="stat-"][data-active="true"]');
    await expect(active).toHaveAttribute("data-testid", "stat-teams");
    await expect(active).toHaveAttribute("data-testid", "stat-players", { timeout: 6000 });
    await page.getByRole("button", { name: "Show statistic 4 of 4" }).click();
    await page.getByTestId("stats-pause").click();
    await expect(active).toHaveAttribute("data-testid", "stat-year");
    await page.waitForTimeout(4500);
    await expect(active).toHaveAttribute("data-testid", "stat-year");
    await page.getByTestId("stat-teams").click();
    await expect(page).toHaveURL(/\/teams$/);
  });

  test("renders in Spanish with ?lang=es and remembers the choice", async ({ page, baseURL }) => {
    await page.goto("/?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donde los oficios salen a la cancha");
    await expect(page.getByTestId("stat-teams")).toContainText("Equipos de oficios");
    await expect(page.locator('link[hreflang="en"]')).toHaveAttribute("href", `${baseURL}/?lang=en`);
    await page.goto("/teams");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page).toHaveTitle("Equipos | Trades Cup");
    expect(await page.evaluate(() => localStorage.getItem("tournament-language"))).toBe("es");
  });

  test("the language switch changes the page and marks the other language's name", async ({ page }) => {
    await page.goto("/");
    const toggle = page.getByTestId("language-toggle").first();
    await expect(toggle.locator('[lang="es"]')).toHaveText("Español");
    await toggle.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donde los oficios salen a la cancha");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Donde los oficios salen a la cancha");
  });

  test("newsletter: success clears the field, a duplicate says already subscribed", async ({ page }) => {
    await page.goto("/");
    const email = `fan-${Date.now()}@example.com`;
    const input = page.getByLabel("Email address");
    await input.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("toast")).toContainText("Successfully subscribed to the newsletter.");
    await expect(input).toHaveValue("");
    await input.fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByTestId("newsletter-error")).toHaveText("This email is already subscribed to our newsletter.");
    await expect(page.getByTestId("toast")).toContainText("Subscription failed");
  });

  test("event registration dialog validates, submits and closes", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("cta-register").click();
    const dialog = page.getByRole("dialog", { name: "Event Registration" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Number of attendees").fill("0");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(dialog.getByText("Event selection is required")).toBeVisible();
    await expect(dialog.getByText("At least 1 attendee required")).toBeVisible();
    await dialog.getByLabel("Event").selectOption("final");
    await dialog.getByLabel("Number of attendees").fill("4");
    await dialog.getByRole("button", { name: "Submit" }).click();
    await expect(page.getByTestId("toast")).toContainText("Form submitted successfully.");
    await expect(dialog).toBeHidden();
  });
});

test.describe("shell", () => {
  test("theme switch persists across reload, with the right theme on first paint", async ({ page }) => {
    await page.goto("/");
    await page.getByTestId("theme-toggle").first().click();
    await page.getByTestId("theme-dark").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("ui-theme"))).toBe("dark");
    // Capture the attribute before any app script runs: the boot script in <head> must set it. Every value
    // it takes is recorded too: hydration must not flash the operating system's light theme and back.
    await page.addInitScript(() => {
      const w = window as unknown as { firstPaintTheme: string | null; themesSeen: Array<string | null> };
      w.themesSeen = [];
      new MutationObserver(() => w.themesSeen.push(document.documentElement.getAttribute("data-theme"))).observe(document, {
        subtree: true,
        attributeFilter: ["data-theme"],
      });
      document.addEventListener("DOMContentLoaded", () => {
        w.firstPaintTheme = document.documentElement.getAttribute("data-theme");
      });
    });
    await page.emulateMedia({ colorScheme: "light" });
    await page.reload();
    expect(await page.evaluate(() => (window as unknown as { firstPaintTheme: string | null }).firstPaintTheme)).toBe("dark");
    await page.getByTestId("theme-toggle").first().click();
    await expect(page.getByTestId("theme-dark")).toHaveAttribute("aria-pressed", "true");
    expect(await page.evaluate(() => (window as unknown as { themesSeen: string[] }).themesSeen)).not.toContain("light");
    await page.getByTestId("theme-light").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("system theme follows the operating system live", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await page.emulateMedia({ colorScheme: "light" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  });

  test("unknown paths show the 404 page with status 404", async ({ page, expectBrowserError }) => {
    expectBrowserError(failedLoad(404, "/no/such/page"), "the not-found page is served with its 404");
    const response = await page.goto("/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("not-found").getByRole("heading")).toHaveText("404 Page Not Found");
    await page.goto("/no/such/page?lang=es");
    await expect(page.getByTestId("not-found").getByRole("heading")).toHaveText("404 Página no encontrada");
  });

  test("a page brings only its language's strings; a navigation and a language switch load the rest before showing", async ({
    page,
  }) => {
    // Each locale file is a chunk named after its language (en-<hash>.js, es-<hash>.js).
    const chunks: string[] = [];
    page.on("request", (r) => {
      const name = /\/assets\/(en|es)-[\w-]+\.js$/.exec(r.url());
      if (name) chunks.push(name[1]);
    });
    const rawKey = /\b(common|tournament|insights|commerce|teams|shop|nav|pages|home)\.[a-z]\w*\.?/;
    await gotoHydrated(page, "/");
    expect(chunks, "the first page's strings are in its HTML").toEqual([]);
    // The home page already has the tournament's strings (its live matches); the teams page also needs the
    // jerseys' (its designer), which come with the navigation.
    await page.getByRole("link", { name: "Teams", exact: true }).first().click();
    await expect(page).toHaveURL(/\/teams$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Teams");
    await expect(page.locator("main")).not.toContainText(rawKey);
    expect(chunks.length, "the teams page's areas came with the navigation").toBeGreaterThan(0);
    expect(chunks.every((lang) => lang === "en")).toBe(true);
    await page.getByTestId("language-toggle").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Equipos");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await expect(page.locator("main")).not.toContainText(rawKey);
    await page.getByTestId("sidebar-tab-business").click();
    await page.getByRole("link", { name: "Tienda de equipos" }).first().click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Tienda de equipos");
    await expect(page.locator("main")).not.toContainText(rawKey);
  });

  test("sidebar tab follows the route and the sidebar collapses to icons", async ({ page }) => {
    await page.goto("/shop");
    await expect(page.getByTestId("sidebar-tab-business")).toHaveAttribute("aria-pressed", "true");
    await page.goto("/staff");
    await expect(page.getByTestId("sidebar-tab-register")).toHaveAttribute("aria-pressed", "true");
    await page.getByTestId("sidebar-collapse").click();
    await expect(page.getByTestId("sidebar")).toHaveAttribute("data-collapsed", "true");
    await page.getByRole("link", { name: "Tournament" }).first().click();
    await expect(page).toHaveURL(/\/tournament$/);
  });

  test("header gets its scrolled state past 10 px and pages scroll to top on navigation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("desktop-header")).toHaveAttribute("data-scrolled", "false");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(page.getByTestId("desktop-header")).toHaveAttribute("data-scrolled", "true");
    await page.getByTestId("footer").getByRole("link", { name: "Players" }).click();
    await expect(page).toHaveURL(/\/players$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("mobile: drawer navigation and the REGISTER button", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    await expect(page.getByTestId("sidebar")).toBeHidden();
    await page.getByTestId("mobile-menu-button").click();
    const drawer = page.getByTestId("mobile-drawer");
    await expect(drawer).toBeVisible();
    // The panel runs the screen's whole height, with nothing of the page showing beneath it.
    expect((await drawer.locator(".modal-box").boundingBox())?.height).toBeGreaterThanOrEqual(739);
    await drawer.getByTestId("sidebar-tab-business").click();
    await drawer.getByRole("link", { name: "Sponsors" }).click();
    await expect(page).toHaveURL(/\/sponsors$/);
    await expect(drawer).toBeHidden();
    await page.getByTestId("mobile-header").getByRole("button", { name: "REGISTER", exact: true }).click();
    await expect(page.getByRole("dialog", { name: "Event Registration" })).toBeVisible();
  });
});
