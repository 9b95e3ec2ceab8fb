import { expect, test } from "./fixtures";
import { expectAccessible } from "./a11y";
import { signInAsAdmin } from "./admin-api";
import { gotoHydrated } from "./hydration";

const TEXT = {
  en: {
    heading: "Franchise Management",
    picker: "Managed team",
    tabs: ["Overview", "Jerseys", "Store", "Orders", "Players"],
    addPlayer: "Add Player",
    name: "Name",
    position: "Position",
    captain: "Vice Captain",
    playerAdded: "Player added successfully",
    newContract: "New Contract",
    playerName: "Player name",
    contractPosition: "Midfielder",
    salary: "Annual salary (USD)",
    duration: "Duration (years)",
    years: "2 years",
    start: "Start date",
    endDate: "Jun 30, 2028",
    sign: "Sign Contract",
    signed: "Contract signed",
    nameRequired: "Name is required",
    durationRequired: "Duration must be 1 to 5 years",
    joined: (n: string) => `${n} joined the roster as Vice Captain`,
    contract: (n: string) => `Contract signed with ${n} for 2 year(s)`,
    contracts: "Player contracts",
    designer: "Jersey Designer",
    signInToManage: "Sign in to manage",
    noOrders: "No orders yet",
    salaryText: "$55,000.00",
  },
  es: {
    heading: "Gestión de franquicia",
    picker: "Equipo gestionado",
    tabs: ["Resumen", "Camisetas", "Tienda", "Pedidos", "Jugadores"],
    addPlayer: "Añadir jugador",
    name: "Nombre",
    position: "Posición",
    captain: "Vicecapitán",
    playerAdded: "Jugador añadido correctamente",
    newContract: "Nuevo contrato",
    playerName: "Nombre del jugador",
    contractPosition: "Centrocampista",
    salary: "Salario anual (USD)",
    duration: "Duración (años)",
    years: "2 años",
    start: "Fecha de inicio",
    endDate: "30 jun 2028",
    sign: "Firmar contrato",
    signed: "Contrato firmado",
    nameRequired: "Nombre es obligatorio",
    durationRequired: "La duración debe ser de 1 a 5 años",
    joined: (n: string) => `${n} se unió a la plantilla como Vicecapitán`,
    contract: (n: string) => `Contrato firmado con ${n} por 2 año(s)`,
    contracts: "Contratos de jugadores",
    designer: "Diseñador de camisetas",
    signInToManage: "Inicia sesión para gestionar",
    noOrders: "Todavía no hay pedidos",
    salaryText: "55.000,00\u00a0US$",
  },
} as const;

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem("readFifaFacts", JSON.stringify(Array.from({ length: 40 }, (_, i) => i + 1))),
  );
});

for (const [index, lang] of (["en", "es"] as const).entries()) {
  const x = TEXT[lang];
  test.describe(`franchise (${lang})`, () => {
    test("renders the first team's page with data; tabs, jersey stock by size, team picker, no context menu", async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`/franchise?lang=${lang}`)).text();
      expect(html).toContain("Atlanta Pipe Masters");
      await gotoHydrated(page, `/franchise?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.heading);
      await expect(page.getByLabel(x.picker)).toHaveValue(/[0-9a-f-]{36}/);
      await expect(page.getByLabel(x.picker).locator("option:checked")).toHaveText("Atlanta Pipe Masters");
      await expect(page.getByRole("tab")).toHaveText([...x.tabs]);
      // The first team's matches still ahead: any other specs scheduled for it (its group fixtures are past by now).
      const teams = (await (await request.get("/api/teams")).json()) as Array<{ id: string; name: string }>;
      const first = teams.find((t) => t.name === "Atlanta Pipe Masters")!;
      const matches = (await (await request.get("/api/matches")).json()) as Array<{
        homeTeamId: string;
        awayTeamId: string;
        status: string;
        matchDate: string;
      }>;
      const scheduled = matches.filter(
        // Upcoming: still to be played and ahead of now (the fixed calendar's June fixtures are past in November).
        (m) =>
          m.status === "scheduled" &&
          (m.homeTeamId === first.id || m.awayTeamId === first.id) &&
          Date.parse(m.matchDate) > Date.now(),
      ).length;
      await expect(page.getByTestId("metric-upcomingMatches").locator("dd").first()).toHaveText(String(scheduled));
      await expectAccessible(page, `franchise (${lang})`);

      await page.getByRole("tab", { name: x.tabs[1] }).click();
      const stock = page.getByTestId("jersey-stock");
      await expect(stock.locator("dt")).toHaveText(["XS", "S", "M", "L", "XL", "XXL"]);
      for (const n of await stock.locator("dd").allTextContents()) expect(Number(n.replace(/\D/g, ""))).toBeGreaterThan(0);
      await page.getByTestId("design-home").click();
      const designer = page.getByRole("dialog", { name: x.designer });
      await expect(designer).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(designer).toBeHidden();
      await page.getByRole("tab", { name: x.tabs[3] }).click();
      await expect(page.getByRole("heading", { name: x.noOrders }).or(page.getByTestId("franchise-orders"))).toBeVisible();

      // Spec: right-click is disabled on this page.
      const prevented = await page
        .getByTestId("franchise-page")
        .evaluate((el) => !el.dispatchEvent(new MouseEvent("contextmenu", { bubbles: true, cancelable: true })));
      expect(prevented).toBe(true);

      await page.getByLabel(x.picker).selectOption({ label: "Smyrna Arc Angels" });
      await expect(page).toHaveURL(/teamId=/);
      await expect(page.getByText("Smyrna Arc Angels").first()).toBeVisible();
    });

    test("add a roster member and a contract (admin), they persist; without sign-in the page offers sign-in instead", async ({
      page,
    }) => {
      const member = `Rosa Díaz ${lang}`;
      // Each language manages its own team so the two runs do not see each other's writes.
      const team = index === 0 ? "Decatur Climate Control" : "Fulton Wrecking Crew";
      await gotoHydrated(page, `/franchise?lang=${lang}`);
      await page.getByLabel(x.picker).selectOption({ label: team });
      await expect(page.getByText(team).first()).toBeVisible();

      // Not signed in: no form that would be refused, a way to sign in and come back instead.
      await expect(page.getByTestId("quick-add-player")).toHaveCount(0);
      await expect(page.getByTestId("sign-in-to-manage").first()).toHaveText(x.signInToManage);
      await expect(page.getByTestId("sign-in-to-manage").first()).toHaveAttribute("href", /^\/login\?redirectTo=%2Ffranchise%3F/);

      await signInAsAdmin(page);
      await page.reload();
      await page.getByTestId("quick-add-player").click();
      let dialog = page.getByRole("dialog", { name: x.addPlayer });
      await dialog.getByRole("button", { name: x.addPlayer }).click();
      await expect(dialog.getByTestId("field-error").first()).toHaveText(x.nameRequired);
      await expectAccessible(page, `add player dialog (${lang})`);
      await dialog.getByLabel(x.name).fill(member);
      await dialog.getByLabel(x.position).selectOption({ label: x.captain });
      await dialog.getByRole("button", { name: x.addPlayer }).click();
      await expect(page.getByTestId("toast")).toContainText(x.playerAdded);
      await expect(page.getByTestId("activity-list")).toContainText(x.joined(member));

      await page.getByTestId("quick-new-contract").click();
      dialog = page.getByRole("dialog", { name: x.newContract });
      await dialog.getByLabel(x.playerName).fill(member);
      await dialog.getByLabel(x.position).selectOption({ label: x.contractPosition });
      await dialog.getByLabel(x.salary).fill("55000");
      await dialog.getByRole("button", { name: x.sign }).click();
      await expect(dialog.getByTestId("field-error")).toHaveText([x.durationRequired]);
      await dialog.getByLabel(x.duration).selectOption({ label: x.years });
      await dialog.getByLabel(x.start).fill("2026-07-01");
      await expect(dialog.getByTestId("contract-end-date")).toHaveText(x.endDate);
      await expectAccessible(page, `contract dialog (${lang})`);
      await dialog.getByRole("button", { name: x.sign }).click();
      await expect(page.getByTestId("toast")).toContainText(x.signed);
      await expect(page.getByTestId("tile-playerContracts")).toContainText("1");
      await expect(page.getByTestId("activity-list").locator("li").first()).toContainText(x.contract(member));

      // Persisted: still there after a reload.
      await page.reload();
      await page.getByRole("tab", { name: x.tabs[4] }).click();
      await expect(page.getByTestId("roster")).toContainText(member);
      await expect(page.getByTestId("contracts")).toContainText(member);
      await expect(page.getByTestId("contracts")).toContainText(x.salaryText);
      await expectAccessible(page, `players tab (${lang})`);
    });
  });
}
