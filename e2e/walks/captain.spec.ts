import { expect, scan, signInFromHome, signOut, walk } from "./walk";
import { gotoHydrated } from "../hydration";

/**
 * The captain's day (issue 33: rated 5/10). "My team" opens their team's page, which names them as its
 * captain and shows the squad's contact details; "Line-ups" leads to their matches, where a line-up already
 * sent says so and when, and can be changed until kick-off.
 */
const TEXT = {
  en: { captain: "Captain", sent: "Line-up sent", saved: "saved", none: "No match" },
  es: { captain: "Capitán", sent: "Alineación enviada", saved: "guardada", none: "Ningún partido" },
};

walk("the captain finds their team, its contacts and their line-up", async (w) => {
  const { page, lang, base } = w;
  const x = TEXT[lang];
  await signInFromHome(w, "captain@tradescup.example");
  await expect(page).toHaveURL(new RegExp(`^${base}/teams/`));
  // The team's captain is the person who holds the role.
  await expect(page.locator("dl").filter({ hasText: x.captain }).first()).toContainText("Andrés Okafor");
  const contacts = page.getByTestId("squad-contacts");
  await expect(contacts.getByTestId("contact-row").first()).toBeVisible();
  await expect(contacts.locator('a[href^="mailto:"]').first()).toBeVisible();
  await scan(w, "captain's team page");

  await page.getByTestId("team-lineups-link").click();
  await expect(page).toHaveURL(new RegExp(`^${base}/my-matches`));
  const matches = page.getByTestId("lineup-match");
  if (w.demo.key === "fixed") {
    // The fixed calendar's fixtures are all past by now: nothing to send.
    await expect(matches).toHaveCount(0);
    await scan(w, "captain's matches");
  } else {
    // The demo's captain sent the next match's line-up already: it says so, and it can still be changed.
    const next = matches.first();
    await expect(next.getByTestId("lineup-sent")).toContainText(x.sent);
    await next.getByTestId("submit-lineup").click();
    const form = page.getByTestId("lineup-form");
    await expect(form.locator("[data-player-id]").first()).toBeVisible();
    await scan(w, "captain's line-up dialog");
    await form.getByTestId("lineup-submit").click();
    await expect(page.getByTestId("toast").first()).toContainText(x.saved);
    await expect(next.getByTestId("lineup-sent")).toBeVisible();
    await scan(w, "captain's matches");
  }
  await gotoHydrated(page, `${base}/?lang=${lang}`);
  await signOut(w);
});
