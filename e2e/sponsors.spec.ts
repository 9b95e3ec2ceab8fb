import { expect, test } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";

const TEXT = {
  en: {
    title: "Sponsors",
    banner: "Presented by Peach State Builders Supply",
    premiumPrice: "$100,000 – $250,000",
    titlePrice: "$500,000+",
    dialog: "Partnership Inquiry",
    company: "Company name",
    contact: "Contact name",
    email: "Email",
    tier: "Sponsorship tier",
    message: "Message",
    send: "Send Inquiry",
    tooShort: "Message must be at least 10 characters",
    companyRequired: "Company name is required",
    sent: "Inquiry sent",
    showAll: "Show all 6 benefits",
    titleGroup: "Title Sponsors",
  },
  es: {
    title: "Patrocinadores",
    banner: "Presentado por Peach State Builders Supply",
    premiumPrice: /^100\.000\sUS\$ – 250\.000\sUS\$$/,
    titlePrice: /^500\.000\sUS\$\+$/,
    dialog: "Solicitud de alianza",
    company: "Nombre de la empresa",
    contact: "Nombre de contacto",
    email: "Correo electrónico",
    tier: "Nivel de patrocinio",
    message: "Mensaje",
    send: "Enviar solicitud",
    tooShort: "El mensaje debe tener al menos 10 caracteres",
    companyRequired: "El nombre de la empresa es obligatorio",
    sent: "Solicitud enviada",
    showAll: "Ver los 6 beneficios",
    titleGroup: "Patrocinadores principales",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const T = TEXT[lang];
  test.describe(`sponsors (${lang})`, () => {
    test("packages: title banner from /api/sponsors, figures, tier cards that expand", async ({ page, request }) => {
      const sponsors = await (await request.get("/api/sponsors")).json();
      expect(sponsors[0]).toMatchObject({ tier: "title", name: "Peach State Builders Supply" });
      await gotoHydrated(page, `/sponsors?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(T.title);
      await expect(page.getByTestId("title-banner")).toContainText(T.banner);
      for (const figure of ["500K+", "5", "10M+"])
        await expect(page.getByTestId("title-banner").getByText(figure, { exact: true })).toBeVisible();
      await expect(page.getByTestId("tier-title").getByTestId("tier-price")).toHaveText(T.titlePrice);
      await expect(page.getByTestId("tier-premium").getByTestId("tier-price")).toHaveText(T.premiumPrice);
      const premium = page.getByTestId("tier-premium");
      await expect(premium.getByTestId("tier-benefits").locator("li")).toHaveCount(4);
      await premium.getByRole("button", { name: T.showAll }).click();
      await expect(premium.getByTestId("tier-benefits").locator("li")).toHaveCount(6);
      await expect(premium.getByRole("button", { expanded: true })).toBeVisible();
    });

    test("inquiry: an error first, then sent and confirmed", async ({ page }) => {
      await gotoHydrated(page, `/sponsors?lang=${lang}`);
      // A link to the inquiry's own page (e2e/no-js-forms.spec.ts), which opens the dialog once hydrated.
      await expect(page.getByTestId("details-premium")).toHaveAttribute("href", "/sponsors/inquiry?tier=premium");
      await page.getByTestId("details-premium").click();
      const dialog = page.getByRole("dialog", { name: T.dialog });
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(/\/sponsors\?lang=/);
      await expect(dialog.getByLabel(T.tier)).toHaveValue("premium");
      await dialog.getByLabel(T.contact).fill("Dana Pipes");
      await dialog.getByLabel(T.email).fill(`dana-${lang}@example.com`);
      await dialog.getByLabel(T.message).fill("Too short");
      await dialog.getByRole("button", { name: T.send }).click();
      await expect(dialog.getByText(T.companyRequired)).toBeVisible();
      await expect(dialog.getByText(T.tooShort)).toBeVisible();
      await expect(dialog.getByLabel(T.message)).toHaveAttribute("aria-invalid", "true");
      await expectAccessible(page, `inquiry dialog with errors (${lang})`);

      await dialog.getByLabel(T.company).fill("Peachtree Plumbing Co.");
      await dialog.getByLabel(T.message).fill("We would like to sponsor the plumbers' team.");
      await dialog.getByRole("button", { name: T.send }).click();
      await expect(page.getByTestId("toast")).toContainText(T.sent);
      await expect(dialog).toBeHidden();
      // Reopening starts from a clean form.
      await page.getByTestId("start-partnership").click();
      await expect(dialog.getByLabel(T.company)).toHaveValue("");
      await expect(dialog.getByLabel(T.tier)).toHaveValue("");
    });

    test("partners grouped by tier, contact links, and the global tab opening a new tab", async ({ page }) => {
      await gotoHydrated(page, `/sponsors?lang=${lang}`);
      const tabs = page.getByRole("tablist");
      await tabs.getByRole("tab").nth(2).click();
      await expect(page.getByTestId("partners-title")).toContainText(T.titleGroup);
      await expect(page.getByTestId("partners-title")).toContainText("Peach State Builders Supply");
      await expect(page.getByTestId("partners-standard").locator("li")).toHaveCount(3);
      await expect(page.locator('a[href="mailto:partnerships@tradescup.example"]')).toBeVisible();
      // Arrow keys move between tabs.
      await page.keyboard.press("ArrowRight");
      await expect(tabs.getByRole("tab").nth(3)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByTestId("global-card-sponsor")).toHaveAttribute("href", "/global-companies");
      for (const figure of ["50+", "25+", "100M+", "6"]) await expect(page.getByText(figure, { exact: true })).toBeVisible();
      const [opened] = await Promise.all([page.context().waitForEvent("page"), page.getByTestId("global-new-tab").click()]);
      await expect(opened).toHaveURL(/\/global-companies$/);
      await opened.close();
    });

    for (const theme of ["light", "dark"] as const) {
      test(`every tab passes a WCAG 2.2 AA scan (${theme})`, async ({ page }) => {
        await useTheme(page, theme);
        await gotoHydrated(page, `/sponsors?lang=${lang}`);
        await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
        const tabs = page.getByRole("tab");
        for (let i = 0; i < 4; i++) {
          await tabs.nth(i).click();
          await expect(tabs.nth(i)).toHaveAttribute("aria-selected", "true");
          await expectAccessible(page, `/sponsors tab ${i} (${lang}, ${theme})`);
        }
        await tabs.nth(0).click();
        await page.getByTestId("start-partnership").click();
        await expect(page.getByRole("dialog", { name: T.dialog })).toBeVisible();
        await expectAccessible(page, `/sponsors inquiry dialog (${lang}, ${theme})`);
      });
    }
  });
}
