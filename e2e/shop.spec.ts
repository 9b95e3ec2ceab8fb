import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./a11y";

const TEXT = {
  en: {
    heading: "Team Store",
    showing: (n: number) => `Showing ${n} of 32 teams`,
    badge: "32 teams",
    noTeams: "No teams found",
    search: "Search teams",
    trade: "Trade",
    roofing: "Roofing",
    category: "Product category",
    categoryOption: "Training equipment",
    sort: "Sort by",
    clear: "Clear all filters",
    shopNow: "Shop Now: Atlanta Pipe Masters",
    storeTitle: "Atlanta Pipe Masters store",
    homeJersey: "Atlanta Pipe Masters Home Jersey",
    size: "Size",
    added: "Added to Cart",
    cartTitle: "Your Cart",
    emptyCart: "Your cart is empty",
    checkout: "Checkout",
    demo: "Demo payment — nothing is charged",
    cardNumber: "Card number",
    expiry: "Expiry date",
    cvc: "Security code (CVC)",
    paymentFailed: "Payment Failed",
    declined: "Your card was declined.",
    paymentOk: "Payment Successful",
    placed: "Your order has been placed successfully!",
    confirmed: "Order confirmed",
    franchiseLink: "See it on the franchise page",
    total: (m: number, xl: number) => `$${((2 * m + xl) / 100).toFixed(2)}`,
    xlOption: /^XL — \$71\.99 \(\+\$2\.00\)$/,
    twoItems: "2 items",
    removed: "Removed from Cart",
  },
  es: {
    heading: "Tienda de equipos",
    showing: (n: number) => `Mostrando ${n} de 32 equipos`,
    badge: "32 equipos",
    noTeams: "No se encontraron equipos",
    search: "Buscar equipos",
    trade: "Oficio",
    roofing: "Techado",
    category: "Categoría de producto",
    categoryOption: "Material de entrenamiento",
    sort: "Ordenar por",
    clear: "Borrar todos los filtros",
    shopNow: "Comprar ahora: Atlanta Pipe Masters",
    storeTitle: "Tienda de Atlanta Pipe Masters",
    homeJersey: "Camiseta local de Atlanta Pipe Masters",
    size: "Talla",
    added: "Añadido al carrito",
    cartTitle: "Tu carrito",
    emptyCart: "Tu carrito está vacío",
    checkout: "Pagar",
    demo: "Pago de demostración: no se cobra nada",
    cardNumber: "Número de tarjeta",
    expiry: "Fecha de caducidad",
    cvc: "Código de seguridad (CVC)",
    paymentFailed: "Pago fallido",
    declined: "Tu tarjeta fue rechazada.",
    paymentOk: "Pago realizado",
    placed: "¡Tu pedido se realizó correctamente!",
    confirmed: "Pedido confirmado",
    franchiseLink: "Verlo en la página de la franquicia",
    total: (m: number, xl: number) => `${((2 * m + xl) / 100).toFixed(2).replace(".", ",")}\u00a0US$`,
    xlOption: /^XL — 71,99\sUS\$ \(\+2,00\sUS\$\)$/,
    twoItems: "2 artículos",
    removed: "Quitado del carrito",
  },
} as const;

// The fun-fact popup opens on some client-side navigations; mark every fact read so it stays out of the way.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem("readFifaFacts", JSON.stringify(Array.from({ length: 40 }, (_, i) => i + 1))),
  );
});

async function pay(page: Page, card: string) {
  const form = page.getByTestId("demo-payment-form");
  await form.getByLabel(TEXT.en.cardNumber).or(form.getByLabel(TEXT.es.cardNumber)).fill(card);
  await form.getByLabel(TEXT.en.expiry).or(form.getByLabel(TEXT.es.expiry)).fill("12/30");
  await form.getByLabel(TEXT.en.cvc).or(form.getByLabel(TEXT.es.cvc)).fill("123");
  await page.getByTestId("pay-button").click();
}

for (const lang of ["en", "es"] as const) {
  const x = TEXT[lang];
  test.describe(`team store (${lang})`, () => {
    test("renders every team in the first response; search, trade, category, sort, view and clear-all work", async ({
      page,
      request,
    }) => {
      const html = await (await request.get(`/shop?lang=${lang}`)).text();
      expect(html).toContain("Atlanta Pipe Masters");
      expect(html).toContain(x.showing(32));

      await page.goto(`/shop?lang=${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(x.heading);
      await expect(page.getByText(x.badge, { exact: true })).toBeVisible();
      await expect(page.getByTestId("demo-banner")).toBeVisible();
      const count = page.getByTestId("team-count");
      const cards = page.getByTestId("team-card");
      await expect(cards).toHaveCount(32);
      await expectAccessible(page, `shop (${lang})`);

      await page.getByLabel(x.search, { exact: true }).fill("decatur");
      await expect(count).toHaveText(x.showing(2));
      await page.getByLabel(x.search, { exact: true }).fill("pipe");
      await expect(cards).toHaveCount(2);
      await page.getByLabel(x.search, { exact: true }).fill("no such team");
      await expect(page.getByRole("heading", { name: x.noTeams })).toBeVisible();
      await page.getByRole("button", { name: x.clear }).first().click();
      await expect(count).toHaveText(x.showing(32));

      await page.getByLabel(x.trade, { exact: true }).selectOption(x.roofing);
      await expect(cards).toHaveCount(1);
      await expect(cards.first()).toContainText("Buckhead Roof Raisers");
      await page.getByLabel(x.trade, { exact: true }).selectOption("all");

      // Team 1 sells 3 products, none of them training equipment; team 3 (5 products) sells one.
      const pipeMasters = cards.filter({ hasText: "Atlanta Pipe Masters" });
      await expect(pipeMasters.getByTestId("product-count")).toHaveText(lang === "en" ? "3 products" : "3 productos");
      await page.getByLabel(x.category, { exact: true }).selectOption({ label: x.categoryOption });
      await expect(pipeMasters.getByTestId("product-count")).toHaveText(lang === "en" ? "0 products" : "0 productos");
      await expect(pipeMasters.getByTestId("shop-now")).toBeDisabled();
      await expect(cards.filter({ hasText: "Buckhead Roof Raisers" }).getByTestId("product-count")).toHaveText(
        lang === "en" ? "1 product" : "1 producto",
      );

      await page.getByLabel(x.sort, { exact: true }).selectOption("city");
      await expect(cards.first()).toContainText("Alpharetta");
      await page.getByLabel(x.sort, { exact: true }).selectOption("points");
      await page.getByTestId("view-list").click();
      await expect(page.getByTestId("team-results")).toHaveAttribute("data-view", "list");
      await expect(page.getByTestId("view-list")).toHaveAttribute("aria-pressed", "true");
      await page.getByTestId("clear-filters").click();
      await expect(page.getByLabel(x.category, { exact: true })).toHaveValue("all");
      await expect(page.getByTestId("clear-filters")).toBeDisabled();
    });

    test("add two sizes, change quantity, pay with the demo provider: decline, then success; the order shows on /franchise", async ({
      page,
    }) => {
      // A long flow with five accessibility scans: it needs more than the default time on a busy machine.
      test.slow();
      await page.goto(`/shop?lang=${lang}`);
      await page.getByLabel(x.search, { exact: true }).fill("Atlanta Pipe Masters");
      await page.getByRole("button", { name: x.shopNow }).click();
      const store = page.getByRole("dialog", { name: x.storeTitle });
      await expect(store).toBeVisible();

      const jersey = store.getByTestId("product-card").filter({ hasText: x.homeJersey });
      const addButton = jersey.getByTestId("add-to-cart");
      await expect(addButton).toBeDisabled();
      const sizes = jersey.getByLabel(x.size, { exact: true });
      await expect(sizes.locator("option", { hasText: /^XL —/ })).toHaveText(x.xlOption);
      await sizes.selectOption({ index: 3 }); // M, at the base price
      await expect(addButton).toBeEnabled();
      await addButton.click();
      await expect(page.getByTestId("toast")).toContainText(x.added);
      await sizes.selectOption({ index: 5 }); // XL, base + $2.00
      await addButton.click();
      await expect(store.getByTestId("cart-count")).toHaveText("2");
      await expectAccessible(page, `store dialog (${lang})`);

      await store.getByTestId("cart-button").click();
      const panel = page.getByRole("dialog", { name: x.cartTitle });
      await expect(panel.getByTestId("cart-line")).toHaveCount(2);
      const mLine = panel.getByTestId("cart-line").filter({ hasText: /\bM\b/ });
      await expect(mLine.getByTestId("decrease")).toBeDisabled(); // floored at 1
      await mLine.getByTestId("increase").click();
      await expect(mLine.getByTestId("line-quantity")).toHaveText("2");
      await expect(panel.getByTestId("cart-total")).toHaveText(x.total(6999, 7199));
      await expectAccessible(page, `cart panel (${lang})`);

      // A line can be removed, and the cart survives a reload (its session id lives in local storage).
      await mLine.getByTestId("increase").click();
      await expect(mLine.getByTestId("line-quantity")).toHaveText("3");
      await mLine.getByTestId("decrease").click();
      await expect(mLine.getByTestId("line-quantity")).toHaveText("2");
      await page.reload();
      await expect(page.getByTestId("cart-count").first()).toHaveText("3");
      await page.getByTestId("cart-button").first().click();
      await expect(panel.getByTestId("cart-total")).toHaveText(x.total(6999, 7199));

      await panel.getByTestId("checkout-button").click();
      const checkout = page.getByRole("dialog", { name: lang === "en" ? "Checkout" : "Pago" });
      await expect(checkout.getByTestId("demo-notice")).toContainText(x.demo);
      await expectAccessible(page, `checkout (${lang})`);

      await pay(page, "4000 0000 0000 0002");
      await expect(page.getByTestId("toast")).toContainText(x.paymentFailed);
      await expect(page.getByTestId("toast")).toContainText(x.declined);
      await expect(checkout).toBeVisible();
      await expect(panel.getByTestId("cart-line")).toHaveCount(2); // a failed payment leaves the cart intact

      await pay(page, "4242 4242 4242 4242");
      await expect(page.getByTestId("toast")).toContainText(x.paymentOk);
      await expect(page.getByTestId("toast")).toContainText(x.placed);
      const confirmation = page.getByRole("dialog", { name: x.confirmed });
      await expect(confirmation).toBeVisible();
      const orderNumber = (await confirmation.getByTestId("order-number").textContent())!;
      expect(orderNumber).toMatch(/^TC-\d{8}-[2-9A-Z]{6}$/);
      await expect(confirmation.getByRole("row")).toHaveCount(4); // header, M × 2, XL × 1, total
      await expect(page.getByTestId("cart-count").first()).toHaveText("0");
      await expectAccessible(page, `confirmation (${lang})`);

      await confirmation.getByRole("link", { name: x.franchiseLink }).click();
      await expect(page).toHaveURL(/\/franchise\?teamId=.+&tab=orders$/);
      const order = page.getByTestId("franchise-order").filter({ hasText: orderNumber });
      await expect(order).toBeVisible();
      await expect(order).toContainText(x.total(6999, 7199));
      await expectAccessible(page, `franchise orders (${lang})`);

      // The cart is empty on return.
      await page.goto(`/shop?lang=${lang}`);
      await page.getByTestId("cart-button").first().click();
      await expect(page.getByRole("heading", { name: x.emptyCart })).toBeVisible();
    });
  });
}
