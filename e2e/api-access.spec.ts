import { expect, test } from "./fixtures";
import { expectAccessible } from "./a11y";
import { signInAsAdmin } from "./admin-api";
import { gotoHydrated } from "./hydration";

/**
 * The admin's API access tab (docs/decisions/116 and 114): a partner's token with
 * chosen scopes and expiry, shown once and refused where its scopes do not reach, revoked on the page;
 * a webhook endpoint registered with its events, its secret shown once, its delivery log read and resent,
 * then removed. Scanned for WCAG 2.2 AA in both languages, and used at 390 px.
 */
test("API tokens and webhooks: created, used, logged and removed on the access tab, in English and Spanish", async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  await signInAsAdmin(page);
  await gotoHydrated(page, "/admin?tab=access&lang=en");

  // A token for a scoreboard partner: reads and match writes, for 30 days.
  const name = `Scoreboard ${Date.now()}`;
  const form = page.getByTestId("token-form");
  await form.getByLabel("Token name").fill(name);
  await expect(form.getByRole("checkbox", { name: /^read —/ })).toBeChecked();
  await form.getByRole("checkbox", { name: /^matches:write —/ }).check();
  await form.getByLabel("Days until it expires").fill("30");
  await form.getByRole("button", { name: "Create token" }).click();
  const token = (await page.getByTestId("token-value").textContent())!;
  expect(token).toMatch(/^tcapi_[a-z2-7]{40}$/);
  await expect(page.getByTestId("token-created").getByRole("button", { name: "Copy" })).toBeVisible();
  const row = page.getByTestId("token-row").filter({ hasText: name });
  await expect(row.getByText("matches:write", { exact: true })).toBeVisible();
  await expect(row).toContainText("expires");
  await expect(row).toContainText("never used");

  // The partner's calls: within its scopes, refused outside them, and never managing tokens.
  const bearer = { authorization: `Bearer ${token}` };
  expect((await page.request.get("/api/admin/matches", { headers: bearer })).status()).toBe(200);
  const orders = await page.request.get("/api/orders", { headers: bearer });
  expect(orders.status()).toBe(403);
  expect(await orders.text()).toContain("commerce:read");
  expect((await page.request.get("/api/tokens", { headers: bearer })).status()).toBe(403);
  await expectAccessible(page, "access tab with a new token");

  await row.getByRole("button", { name: `Revoke ${name}` }).click();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
  expect((await page.request.get("/api/admin/matches", { headers: bearer })).status()).toBe(401);

  // A webhook endpoint for two events; the secret shown once.
  const url = `https://partner.example/hooks/${Date.now()}`;
  const hooks = page.getByTestId("webhook-form");
  await hooks.getByLabel("Endpoint address").fill(url);
  await hooks.getByRole("checkbox", { name: "registration.created" }).check();
  await hooks.getByRole("checkbox", { name: "match.completed" }).check();
  await hooks.getByRole("button", { name: "Register endpoint" }).click();
  await expect(page.getByTestId("webhook-secret")).toHaveText(/^whsec_/);
  const endpoint = page.getByTestId("webhook-row").filter({ hasText: url });
  await expect(endpoint.getByText("registration.created", { exact: true })).toBeVisible();

  // Something to deliver: a visitor's registration comes in (the partner's address cannot be reached from here).
  const user = await request.post("/api/users", {
    data: { firstName: "Ada", lastName: "Hook", email: `hook-${Date.now()}@example.com`, role: "staff" },
  });
  const { id: userId } = (await user.json()) as { id: string };
  const reg = await request.post("/api/registrations/staff", {
    data: { userId, department: "technical", role: "head_coach", experience: "expert", availability: "full_time" },
  });
  expect(reg.status()).toBe(201);

  await endpoint.getByRole("button", { name: "Delivery log" }).click();
  await expect(endpoint.getByRole("button", { name: "Hide delivery log" })).toHaveAttribute("aria-expanded", "true");
  const delivery = endpoint.getByTestId("webhook-delivery").first();
  await expect(delivery).toContainText("registration.created");
  await expect(delivery).toContainText("Tries");
  await delivery.getByRole("button", { name: /^Resend registration\.created/ }).click();
  await expect(page.getByText("The delivery will be sent again now").first()).toBeVisible();
  await expectAccessible(page, "access tab with a delivery log");

  // At 390 px nothing scrolls sideways and every control is at least 24 px.
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  for (const control of await page.locator("#admin-webhooks ~ * button, [data-testid=token-row] button").all()) {
    const box = await control.boundingBox();
    if (box) expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
  }

  // Spanish: the same screen, translated and scanned.
  await gotoHydrated(page, "/admin?tab=access&lang=es");
  await expect(page.getByRole("heading", { name: "Webhooks" })).toBeVisible();
  await expect(page.getByText("Qué puede hacer el token")).toBeVisible();
  await expect(
    page.getByTestId("webhook-row").filter({ hasText: url }).getByRole("button", { name: "Registro de envíos" }),
  ).toBeVisible();
  await expectAccessible(page, "access tab in Spanish at 390 px");

  await page
    .getByTestId("webhook-row")
    .filter({ hasText: url })
    .getByRole("button", { name: `Eliminar el punto de conexión ${url}` })
    .click();
  await expect(page.getByTestId("webhook-row").filter({ hasText: url })).toHaveCount(0);
});
