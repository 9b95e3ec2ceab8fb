import { expect, test, type APIRequestContext, type Page } from "./fixtures";
import { expectAccessible } from "./a11y";
import { signInAsAdmin } from "./admin-api";
import { gotoHydrated } from "./hydration";

const APPLICANTS = 11;

/** Franchise applications made through the two public calls, each business name carrying `word`. */
async function franchiseApplications(request: APIRequestContext, word: string) {
  for (let i = 0; i < APPLICANTS; i++) {
    const user = await request.post("/api/users", {
      data: {
        firstName: `Fran${i}`,
        lastName: "Tester",
        email: `e2e-${word.toLowerCase()}-${i}@example.com`,
        role: "franchise_manager",
        tradeSpecialty: "hvac",
      },
    });
    expect(user.status()).toBe(200);
    const { id } = (await user.json()) as { id: string };
    const reg = await request.post("/api/registrations/franchises", {
      data: { userId: id, businessName: `${word} Air ${i}`, preferredCity: "Atlanta", budgetCommitment: "50k_100k" },
    });
    expect(reg.status()).toBe(201);
  }
}

async function openFranchises(page: Page, lang: "en" | "es") {
  await signInAsAdmin(page);
  await page.goto(`/admin?tab=registrations&lang=${lang}`);
  await page.getByTestId("admin-registrations-tab-franchises").click();
  await expect(page.getByTestId("admin-registrations-tab-franchises")).toHaveAttribute("aria-selected", "true");
}

test("registrations: search, page, bulk-approve with one confirmation, read a whole application, export", async ({ page }) => {
  // Four axe scans and eleven applications: slow on a loaded machine.
  test.setTimeout(300_000);
  const word = `Quartz${Date.now().toString(36)}`;
  await franchiseApplications(page.request, word);
  await openFranchises(page, "en");
  const table = page.getByTestId("registrations-franchises");

  // Search on the server, then page by ten.
  await table.getByRole("searchbox", { name: "Search" }).fill(word);
  await table.getByTestId("registrations-apply").click();
  await expect(table.getByTestId("registrations-total")).toHaveText(`${APPLICANTS} matching registrations`);
  await table.getByTestId("registrations-page-size").selectOption("10");
  const rows = table.getByTestId("registration-row");
  await expect(rows).toHaveCount(10);
  await expect(table.getByTestId("page-of")).toHaveText("Page 1 of 2");
  await expect(rows.first()).toContainText(`${word} Air 10`);
  await expect(rows.first()).toContainText("HVAC");
  await table.getByTestId("page-next").click();
  await expect(table.getByTestId("page-of")).toHaveText("Page 2 of 2");
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${word} Air 0`);
  await table.getByTestId("page-previous").click();
  await expect(rows).toHaveCount(10);

  // Bulk: select the page, one confirmation, every row changes.
  await table.getByTestId("select-page").check();
  await expect(table.getByTestId("bulk-bar")).toContainText("10 selected");
  await table.getByTestId("bulk-approve").click();
  const confirm = page.getByRole("dialog", { name: "Approve 10 registrations?" });
  await expect(confirm.getByTestId("bulk-list").locator("li")).toHaveCount(10);
  await expectAccessible(page, "bulk approve dialog");
  await confirm.getByTestId("bulk-confirm").click();
  await expect(page.getByTestId("toast")).toContainText("10 registrations changed");
  await expect(table.locator('[data-testid="registration-row"][data-status="approved"]')).toHaveCount(10);
  // Decided rows stay; the status filter finds the one left pending.
  await table.getByRole("combobox", { name: "Status", exact: true }).selectOption("pending");
  await table.getByTestId("registrations-apply").click();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`${word} Air 0`);

  // The whole application, every answer with its label, codes through their labels.
  await rows.first().getByTestId("registration-view").click();
  const dialog = page.getByRole("dialog", { name: "Application" });
  const answer = (field: string) => dialog.locator(`[data-testid="answer"][data-field="${field}"]`);
  await expect(answer("businessName")).toContainText(`Business name${word} Air 0`);
  await expect(answer("tradeSpecialty")).toContainText("Trade specialtyHVAC");
  await expect(answer("budgetCommitment")).toContainText("$50,000 - $100,000");
  await expect(answer("marketingPlan")).toContainText("Not answered");
  await expect(dialog.getByTestId("review-approved")).toBeVisible();
  await expectAccessible(page, "application dialog");
  await page.keyboard.press("Escape");

  // The export carries the same filters and answers as a download.
  const href = await table.getByTestId("registrations-export").getAttribute("href");
  expect(href).toContain(`/api/admin/registrations/franchises.csv?q=${word}&status=pending`);
  const csv = await page.request.get(href!);
  expect(csv.headers()["content-disposition"]).toMatch(/^attachment; filename=/);
  const lines = (await csv.text()).trim().split("\r\n");
  expect(lines).toHaveLength(2);
  expect(lines[1]).toContain(`${word} Air 0`);
  await expectAccessible(page, "registrations table");

  // A phone: the table scrolls inside its box, never the page; Spanish throughout.
  await page.setViewportSize({ width: 390, height: 844 });
  await openFranchises(page, "es");
  await table.getByRole("searchbox", { name: "Buscar" }).fill(word);
  await table.getByRole("button", { name: "Aplicar filtros" }).click();
  await expect(table.getByTestId("registrations-total")).toHaveText(`${APPLICANTS} inscripciones coinciden`);
  await expect(rows.first()).toContainText("Aprobada");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectAccessible(page, "registrations table at 390 px (es)");
});

test("a company is listed and unlisted from its button (a post to /admin's action), its badge following", async ({ page }) => {
  // A company of its own, so it is the newest (first) in the tab's list and new registrations wait for approval.
  const name = `Listing Test ${Date.now().toString(36)}`;
  const registered = await page.request.post("/api/sponsors", {
    data: {
      name,
      industry: "construction",
      region: "NA",
      country: "CA",
      description: "A company to list and unlist.",
      contactEmail: `e2e-${Date.now()}@example.com`,
    },
  });
  // A creation over REST: 201 with the company's address (decision 116).
  expect(registered.status(), await registered.text()).toBe(201);
  await signInAsAdmin(page);
  // Hydrated, so the button posts through the fetcher and toasts (without JavaScript it is a plain post).
  await gotoHydrated(page, "/admin?tab=registrations&lang=en");
  const company = page.locator('section[aria-labelledby="admin-companies"] li').filter({ hasText: name });
  await expect(company.getByText("Awaiting approval")).toBeVisible();
  await company.getByRole("button", { name: `Approve and list: ${name}` }).click();
  await expect(page.getByTestId("toast").filter({ hasText: "Company updated" })).toBeVisible();
  await expect(company.getByText("Listed among sponsors")).toBeVisible();
  await company.getByRole("button", { name: `Remove from the list: ${name}` }).click();
  await expect(company.getByText("Awaiting approval")).toBeVisible();
});
