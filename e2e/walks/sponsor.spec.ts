import { expect, scan, signInFromHome, signOut, walk } from "./walk";

/** The sponsor's day (issue 33): "My sponsorship" lists their sponsorship, their logo's jersey placement and their inquiry. */
const TEXT = { en: { chest: "Main Chest" }, es: { chest: "Pecho" } };

walk("the sponsor reads their sponsorship and where their logo is placed", async (w) => {
  const { page, lang, base } = w;
  await signInFromHome(w, "sponsor@tradescup.example");
  await expect(page).toHaveURL(new RegExp(`^${base}/my-sponsorship`));
  const main = page.getByRole("main");
  await expect(main).toContainText("Atlanta Pipe Masters");
  await expect(main).toContainText(TEXT[lang].chest);
  await scan(w, "sponsor's page");
  await signOut(w);
});
