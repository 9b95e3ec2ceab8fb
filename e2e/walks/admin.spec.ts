import { openAccountMenu } from "../account-menu";
import { expect, scan, signInFromHome, signOut, walk } from "./walk";

/**
 * The admin's day (issue 33): from the account menu to the dashboard, the matches (the demo's results and the
 * match being played), and Admin → Mail, where the mail the platform wrote is read without a mail server.
 */
const TEXT = { en: { matches: "Matches", mail: "Mail" }, es: { matches: "Partidos", mail: "Correo" } };

walk("the admin reads the dashboard, the matches and the mail", async (w) => {
  const { page, lang, base } = w;
  const x = TEXT[lang];
  await signInFromHome(w, "admin@tradescup.example", { myPlace: false });
  await (await openAccountMenu(page)).getByTestId("my-admin").click();
  await expect(page).toHaveURL(new RegExp(`^${base}/admin`));
  await expect(page.getByRole("tab", { name: x.matches, exact: true })).toBeVisible();
  // The sidebar's tabs change colour over 200 ms after a navigation (a transition that may begin after the
  // scan looks for running ones): the scan reads the settled colours.
  await page.waitForTimeout(400);
  await scan(w, "admin overview");
  await page.getByRole("tab", { name: x.matches, exact: true }).click();
  await expect(page).toHaveURL(/tab=matches/);
  await scan(w, "admin matches");
  await page.getByRole("tab", { name: x.mail, exact: true }).click();
  await expect(page).toHaveURL(/tab=mail/);
  await scan(w, "admin mail");
  await signOut(w);
});
