import { expect, test, type Page } from "../fixtures";
import { openAccountMenu } from "../account-menu";
import { expectAccessible } from "../a11y";
import { gotoHydrated } from "../hydration";
import { WALK_DEMOS, walkURL } from "../site";
import { DEMO_ADMIN } from "../../server/auth/admins";

/**
 * A role's day walked as a new user would (issue 33): from the home page, through the header's "Sign in",
 * to their "My …" page and their work, with an accessibility scan on each page and dialog. Each walk runs
 * in English at 1280 × 800 and in Spanish at 390 × 844, on a demo started today (a tournament in progress)
 * and on the fixed calendar (DEMO_START), each its own server (e2e/site.ts WALK_DEMOS). A walk's English
 * run comes before its Spanish one on the same demo, so the Spanish run meets what the English one left.
 */
export type Lang = "en" | "es";
export type Demo = (typeof WALK_DEMOS)[number];
export type Walk = { page: Page; lang: Lang; base: string; demo: Demo; first: boolean };

const RUNS = [
  { lang: "en", viewport: { width: 1280, height: 800 } },
  { lang: "es", viewport: { width: 390, height: 844 } },
] as const;

const SIGN_IN = {
  en: { link: "Sign in", email: "Email", password: "Password" },
  es: { link: "Iniciar sesión", email: "Correo electrónico", password: "Contraseña" },
} as const;

/** Registers `title`'s walk on both demos, English then Spanish on each, in order. */
export function walk(title: string, body: (w: Walk) => Promise<void>) {
  test.describe.configure({ mode: "serial" });
  for (const demo of WALK_DEMOS) {
    test.describe(demo.title, () => {
      RUNS.forEach(({ lang, viewport }, i) => {
        test(`${title} (${lang}, ${viewport.width} px)`, async ({ page }) => {
          test.slow(); // a whole day's pages, each scanned
          await page.setViewportSize(viewport);
          await body({ page, lang, base: walkURL(demo.offset), demo, first: i === 0 });
        });
      });
    });
  }
}

/**
 * From the home page, the header's "Sign in" (the phone's or the desktop's), the sign-in form with the demo
 * password, back on the home page signed in; then the account menu's "My …" link, if `myPlace`. The home and
 * sign-in pages are the same for every role before signing in: one walk (`scanShared`) scans them on each
 * demo and language, the others go straight through.
 */
export async function signInFromHome(w: Walk, email: string, options: { myPlace?: boolean; scanShared?: boolean } = {}) {
  const { page, lang, base } = w;
  const { myPlace = true, scanShared = false } = options;
  const text = SIGN_IN[lang];
  await gotoHydrated(page, `${base}/?lang=${lang}`);
  await expect(page.getByTestId("tournament-status")).toBeVisible();
  if (scanShared) await scan(w, "home");
  await page.getByRole("banner").getByRole("link", { name: text.link }).filter({ visible: true }).click();
  // The sign-in form (the address changes before the page does: the home page, with its newsletter's own
  // Email field, stays until the sign-in page's strings are in).
  const form = page.getByTestId("login-form");
  await expect(form).toBeVisible();
  await form.getByLabel(text.email).fill(email);
  await form.getByRole("textbox", { name: text.password, exact: true }).fill(DEMO_ADMIN.password);
  if (scanShared) await scan(w, "sign-in");
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(new RegExp(`^${base}/(\\?|$)`));
  const menu = await openAccountMenu(page);
  if (myPlace) {
    await menu.getByTestId("my-place").click();
    await page.waitForLoadState("networkidle");
  } else await page.keyboard.press("Escape");
}

/** Signs out from the account menu and checks the page says so. */
export async function signOut(w: Walk) {
  await (await openAccountMenu(w.page)).getByTestId("sign-out").click();
  await expect(w.page.getByTestId("signed-out")).toBeVisible();
}

/** The page's (or an open dialog's) WCAG 2.2 AA scan, named after the walk's step. */
export function scan(w: Walk, step: string) {
  return expectAccessible(w.page, `${step} (${w.lang}, ${w.demo.key})`);
}

export { expect, test };
