import { expect, type Locator, type Page } from "@playwright/test";

/**
 * Opens the header's account menu (the phone's or the desktop's, whichever shows) and returns its panel:
 * the person's name, their "My …" page, Account and Sign out.
 */
export async function openAccountMenu(page: Page): Promise<Locator> {
  const button = page.getByTestId("account-menu-button").filter({ visible: true });
  await expect(button).toHaveCount(1);
  if ((await button.getAttribute("aria-expanded")) !== "true") await button.click();
  const menu = page.getByTestId("account-menu").filter({ visible: true });
  await expect(menu).toBeVisible();
  return menu;
}
