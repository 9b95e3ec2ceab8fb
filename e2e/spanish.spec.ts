import { expect, test, type Page } from "./fixtures";
import { expectAccessible } from "./a11y";
import { gotoHydrated } from "./hydration";
import { englishLeft } from "./english-left";
import { signInAsAdmin } from "./admin-api";

/**
 * Spanish to the last string (docs/decisions/011): every page is read in English and in Spanish, and
 * a word of the Spanish page that the English page also shows is English left behind, unless it is
 * a name or one of the few words both languages write alike.
 */

const withLang = (path: string, lang: "en" | "es") => `${path}${path.includes("?") ? "&" : "?"}lang=${lang}`;

/** The visible text of a page (or of what `open` reveals on it) in one language. */
async function visibleText(page: Page, path: string, lang: "en" | "es", open?: (page: Page) => Promise<void>) {
  await gotoHydrated(page, withLang(path, lang));
  await expect(page.locator("html")).toHaveAttribute("lang", lang);
  if (open) await open(page);
  // What the page marks as not to be translated (a shell command) is the same in every language.
  await page
    .locator('[translate="no"]')
    .evaluateAll((nodes) => nodes.forEach((n) => ((n as HTMLElement).style.display = "none")));
  return page.locator("body").innerText();
}

async function expectAllSpanish(page: Page, path: string, open?: (page: Page) => Promise<void>, names: readonly string[] = []) {
  const en = await visibleText(page, path, "en", open);
  const es = await visibleText(page, path, "es", open);
  expect(englishLeft(en, es, names), `English left on ${withLang(path, "es")}`).toEqual([]);
}

/**
 * Every `…name`, `message` and `description` value in a JSON answer: the people and companies it names
 * and what they wrote (an inquiry's message another test sent in English is stored text, not the UI's).
 */
function namesIn(value: unknown, key = ""): string[] {
  if (typeof value === "string") return /(name|message|description)$/i.test(key) && value.trim() ? [value.trim()] : [];
  if (Array.isArray(value)) return value.flatMap((v) => namesIn(v, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => namesIn(v, k));
  return [];
}

/**
 * The teams' captains as their pages name them: the person who holds the role, whom other tests may have made
 * captain (an accepted offer, an invitation): a person's name reads alike in both languages.
 */
async function captains(page: Page) {
  const teams = (await (await page.request.get("/api/teams")).json()) as Array<{ captain: string }>;
  return teams.map((t) => t.captain);
}

/** Names the admin shows that other tests registered: applicants, companies, the recent activity. */
async function adminNames(page: Page) {
  const answers = await Promise.all([
    ...["players", "staff", "sponsors", "franchises"].map((kind) =>
      page.request.get(`/api/admin/registrations/${kind}?pageSize=100`),
    ),
    // API tokens other tests created are listed by their names on the access tab.
    page.request.get("/api/tokens"),
    page.request.get("/trpc/admin.dashboard"),
  ]);
  const names = (
    await Promise.all(
      answers.map(async (res) => {
        expect(res.status()).toBe(200);
        return namesIn(await res.json());
      }),
    )
  ).flat();
  // The activity list names people and companies in `name` and `company` fields.
  const dashboard = (await answers.at(-1)!.json()) as { result: { data: { json: { activity: Array<{ company?: string }> } } } };
  // The officials the matches tab names (the people who run the tournament; the signed-in admin's own
  // name is part of an e-mail address the check already knows).
  const people = (await (await page.request.get("/api/people")).json()) as Array<{
    role: string;
    firstName: string;
    lastName: string;
  }>;
  const officials = people.filter((p) => p.role === "referee").flatMap((p) => [p.firstName, p.lastName]);
  return [
    ...names,
    ...officials,
    ...(await captains(page)),
    ...dashboard.result.data.json.activity.flatMap((a) => (a.company ? [a.company] : [])),
  ];
}

const PUBLIC_PAGES = [
  "/",
  "/teams",
  "/tournament",
  "/players",
  "/staff",
  "/shop",
  "/sponsors",
  "/franchise",
  "/media",
  "/fun-facts",
  "/ai-dashboard-enhanced",
  "/register",
  "/register?role=player",
  "/global-companies",
  "/login",
  "/account/forgot-password",
  // A link that cannot be used: the page that says so and how to get a new one.
  "/account/invitation?token=not-a-real-invitation-token",
  "/account/password-reset?token=not-a-real-reset-token",
];

test.describe("Spanish to the last string", () => {
  for (const path of PUBLIC_PAGES) {
    test(`${path} shows no English in Spanish`, async ({ page }) => {
      // The staff page lists people (the demo's staff member among them): their names read alike.
      const names = path === "/staff" ? namesIn(await (await page.request.get("/api/staff")).json()) : [];
      await expectAllSpanish(page, path, undefined, [...names, ...(await captains(page))]);
    });
  }

  test("team pages show no English in Spanish (trade, logo idea and concept, fixtures)", async ({ page }) => {
    test.setTimeout(120_000);
    const teams = (await (await page.request.get("/api/teams")).json()) as Array<{ id: string; name: string }>;
    // The first team, one of each later group, and the team whose name ends in s ("Bosses'", not "Bosses's").
    const picked = [teams[0], teams[9], teams[22], teams.find((t) => t.name === "Downtown Project Bosses")!];
    const named = await captains(page);
    for (const team of picked) await expectAllSpanish(page, `/teams/${team.id}`, undefined, named);
    await gotoHydrated(page, `/teams/${picked[3].id}?lang=en`);
    await expect(page.getByText("Add the Downtown Project Bosses fixtures to your calendar")).toBeVisible();
  });

  test("a match centre (before and after its result) and a player page show no English in Spanish", async ({ page }) => {
    test.setTimeout(120_000);
    const matches = (await (await page.request.get("/api/matches")).json()) as Array<{ id: string; status: string }>;
    const [player] = (await (await page.request.get("/api/players")).json()) as Array<{ id: string }>;
    const picked = [matches.find((m) => m.status === "scheduled"), matches.find((m) => m.status === "completed")].filter(
      (m) => m !== undefined,
    );
    for (const match of picked) await expectAllSpanish(page, `/matches/${match.id}`);
    await expectAllSpanish(page, `/players/${player.id}`);
  });

  test("a team store and a player's profile show no English in Spanish", async ({ page }) => {
    test.setTimeout(120_000);
    const openStore = async (p: Page) => {
      await p.getByTestId("shop-now").first().click();
      await expect(p.getByRole("dialog")).toBeVisible();
    };
    await expectAllSpanish(page, "/shop", openStore);
    await expectAccessible(page, "store dialog, es");
    const openProfile = async (p: Page) => {
      await p.getByTestId("player-card").first().getByRole("button").first().click();
      await expect(p.getByRole("dialog")).toBeVisible();
    };
    await expectAllSpanish(page, "/players", openProfile);
    await expectAccessible(page, "player profile, es");
  });

  test("the admin shows no English and no raw codes in Spanish", async ({ page }) => {
    test.setTimeout(180_000);
    await signInAsAdmin(page);
    const names = await adminNames(page);
    for (const tab of ["overview", "matches", "teams", "registrations", "metrics", "access", "data"])
      await expectAllSpanish(page, `/admin?tab=${tab}`, undefined, names);
  });

  test("/account shows no English in Spanish", async ({ page }) => {
    await signInAsAdmin(page);
    const me = (await (await page.request.get("/api/me/profile")).json()) as {
      email: string;
      firstName: string;
      lastName: string;
    };
    // The sessions name their browsers and systems (Chrome, Linux) alike in both languages.
    const sessions = (await (await page.request.get("/api/me/sessions")).json()) as Array<{ browser: string; system: string }>;
    const devices = sessions.flatMap((s) => [s.browser, s.system]).filter(Boolean);
    await expectAllSpanish(page, "/account", undefined, [me.email, me.firstName, me.lastName, ...devices]);
  });

  test("an admin edits a team's texts in both languages, and each language reads its own", async ({ page }) => {
    test.setTimeout(90_000);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin?tab=teams&lang=es");
    await page.getByTestId("team-text-edit").first().click();
    const form = page.getByTestId("team-text-form");
    const ideaEs = form.getByLabel("Idea del logo (español)");
    await expect(ideaEs).toHaveValue("Llaves de tubo cruzadas");
    await expect(form.getByLabel("Idea del logo (inglés)")).toHaveValue("Crossed pipe wrenches");
    await expectAccessible(page, "team texts dialog, es");
    // Neither language may be left empty; the message is in the admin's language.
    await ideaEs.fill(" ");
    await page.getByTestId("team-text-submit").click();
    await expect(form.getByTestId("field-error")).toHaveText("Idea del logo (español) es obligatorio");
    await ideaEs.fill("Llaves de fontanero cruzadas");
    await form.getByLabel("Idea del logo (inglés)").fill("Crossed plumber's wrenches");
    await page.getByTestId("team-text-submit").click();
    await expect(page.getByText("Textos del equipo guardados")).toBeVisible();

    const teams = (await (await page.request.get("/api/teams")).json()) as Array<{ id: string; name: string }>;
    const pipes = teams.find((t) => t.name === "Atlanta Pipe Masters")!;
    await gotoHydrated(page, `/teams/${pipes.id}?lang=es`);
    await expect(page.getByText("Llaves de fontanero cruzadas").first()).toBeVisible();
    await gotoHydrated(page, `/teams/${pipes.id}?lang=en`);
    await expect(page.getByText("Crossed plumber's wrenches").first()).toBeVisible();
  });
});
