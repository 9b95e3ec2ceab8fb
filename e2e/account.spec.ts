import { expect, test, type Page } from "./fixtures";
import { openAccountMenu } from "./account-menu";
import { expectAccessible } from "./a11y";
import { gotoHydrated } from "./hydration";
import { outboxFor } from "./outbox";
import { api, signInRequestAsAdmin } from "./admin-api";
import { DEMO_ADMIN } from "../server/auth/admins";
import { DEMO_PEOPLE } from "../server/auth/demo-people";

/**
 * Accounts at the door: an invitation's link sets the password and signs in; /account shows
 * the person, changes their mail language and signs out everywhere, after which /login says so; a used
 * or tampered link is refused with the way to a new one; "Forgot your password?" answers the same for
 * an unknown address as for a known one, and its link sets a new password. In English and Spanish, at
 * 390 and 1280 px, each page scanned for WCAG 2.2 AA.
 */
const TEXT = {
  en: {
    password: "Password",
    firstName: "First name",
    current: "Current password",
    newPassword: "New password",
    differ: "The two passwords are not the same",
    changed: "Your password is changed. Every other device is signed out.",
    confirm: "Repeat the password",
    signedOut: "You are signed out.",
    saved: "Your details are saved.",
    used: "This link has already been used. Ask for a new one.",
    invalid: "This link is not valid. Ask for a new one.",
    askInvitation: "Ask the organisers, or the person who invited you, to send a new invitation.",
    askReset: "Ask for a new link",
    forgot: "Forgot your password?",
    email: "Email",
    sent: "Thanks — check your email. If this address has an account, a link to choose a new password is on its way.",
    myTeam: "My team",
    otherLang: "es",
  },
  es: {
    password: "Contraseña",
    firstName: "Nombre",
    current: "Contraseña actual",
    newPassword: "Nueva contraseña",
    differ: "Las dos contraseñas no son iguales",
    changed: "Tu contraseña ha cambiado. Se ha cerrado la sesión en todos tus otros dispositivos.",
    confirm: "Repite la contraseña",
    signedOut: "Has cerrado la sesión.",
    saved: "Tus datos están guardados.",
    used: "Este enlace ya se ha usado. Pide uno nuevo.",
    invalid: "Este enlace no es válido. Pide uno nuevo.",
    askInvitation: "Pide a la organización, o a quien te invitó, que te envíe una invitación nueva.",
    askReset: "Pedir un enlace nuevo",
    forgot: "¿Olvidaste tu contraseña?",
    email: "Correo electrónico",
    sent: "Gracias: revisa tu correo. Si esta dirección tiene una cuenta, le llega un enlace para elegir una contraseña nueva.",
    myTeam: "Mi equipo",
    otherLang: "en",
  },
} as const;

const PASSWORD = "a-long-e2e-password";
/** The one mailed link to `path` among the address's mails (each test's address gets one of each). */
const linkIn = (mails: Array<{ body: string }>, path: string) => {
  const pattern = new RegExp(`https?://[^\\s/]+(${path}\\?token=[a-z2-7]+)`);
  const found = mails.map((m) => pattern.exec(m.body)?.[1]).filter(Boolean);
  expect(found, `one ${path} link in:\n${mails.map((m) => m.body).join("\n---\n")}`).toHaveLength(1);
  return found[0]!;
};

async function setPassword(page: Page, x: (typeof TEXT)["en" | "es"], password: string) {
  await page.getByRole("textbox", { name: x.password, exact: true }).fill(password);
  await page.getByRole("textbox", { name: x.confirm, exact: true }).fill(password);
  await page.getByTestId("set-password-submit").click();
}

for (const lang of ["en", "es"] as const) {
  for (const width of [390, 1280]) {
    test(`a captain's invitation → password → /account → language → sign out everywhere (${lang}, ${width} px)`, async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const x = TEXT[lang];
      await page.setViewportSize({ width, height: 844 });
      const admin = await signInRequestAsAdmin(request);
      const [team] = await api<Array<{ id: string; name: string }>>(request, "/api/teams");
      const email = `captain-${lang}-${width}-${Date.now()}@account.test`;
      await admin("post", "/api/invitations", {
        email,
        firstName: "Carmen",
        lastName: "Capitana",
        role: "captain",
        teamIds: [team.id],
        language: lang,
      });
      const link = linkIn(await outboxFor(request, email), "/account/invitation");

      await gotoHydrated(page, `${link}&lang=${lang}`);
      await expect(page.getByTestId("set-password-form")).toBeVisible();
      await expectAccessible(page, `invitation, ${lang}, ${width}`);
      await setPassword(page, x, PASSWORD);

      // Signed in and on /account: the name, the "My team" way, the one session, this device.
      await expect(page).toHaveURL(/\/account$/);
      await expect(page.getByRole("textbox", { name: x.firstName, exact: true })).toHaveValue("Carmen");
      await expect(page.getByTestId("account-my-place")).toHaveText(x.myTeam);
      await expect(page.getByTestId("account-my-place")).toHaveAttribute("href", `/teams/${team.id}`);
      await expect(page.getByTestId("session")).toHaveCount(1);
      await expect(page.getByTestId("session")).toHaveAttribute("data-current", "true");
      await expectAccessible(page, `/account, ${lang}, ${width}`);
      await expect((await openAccountMenu(page)).getByTestId("my-place")).toHaveText(x.myTeam);

      // The mail language changes and stays.
      await page.getByTestId("language").selectOption(x.otherLang);
      await page.getByTestId("profile-save").click();
      await expect(page.getByTestId("form-status").first()).toHaveText(x.saved);
      expect((await api<{ language: string }>(page.request, "/api/me/profile")).language).toBe(x.otherLang);

      // Sign out everywhere: /login says so, in a live region, and the session is gone.
      await page.getByTestId("sign-out-everywhere").click();
      await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount&signedOut=1/);
      await expect(page.getByRole("status").filter({ hasText: x.signedOut })).toBeVisible();
      await expectAccessible(page, `signed out, ${lang}, ${width}`);
      expect((await page.request.get("/api/me/profile")).status()).toBe(401);

      // The invitation's link again: used, with what to do.
      await gotoHydrated(page, `${link}&lang=${lang}`);
      await expect(page.getByTestId("link-refused-reason")).toHaveText(x.used);
      await expect(page.getByTestId("ask-again")).toHaveText(x.askInvitation);
      // Tampered with: not valid.
      await gotoHydrated(
        page,
        `${link.replace(/token=(.)/, (_, first: string) => `token=${first === "a" ? "b" : "a"}`)}&lang=${lang}`,
      );
      await expect(page.getByTestId("link-refused-reason")).toHaveText(x.invalid);
      await expectAccessible(page, `refused link, ${lang}, ${width}`);
    });
  }

  test(`forgot password: the same answer for an unknown and a known address; the link sets a new one (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const x = TEXT[lang];
    const admin = await signInRequestAsAdmin(request);
    const email = `staff-${lang}-${Date.now()}@account.test`;
    await admin("post", "/api/invitations", { email, firstName: "Sara", lastName: "Staff", role: "staff", language: lang });
    await gotoHydrated(page, `${linkIn(await outboxFor(request, email), "/account/invitation")}&lang=${lang}`);
    await setPassword(page, x, PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    await page.getByTestId("sign-out-everywhere").click();
    await expect(page.getByTestId("signed-out")).toHaveText(x.signedOut);

    // From /login, "Forgot your password?".
    await page.getByRole("link", { name: x.forgot }).click();
    await expect(page).toHaveURL(/\/account\/forgot-password/);
    const answers: string[] = [];
    for (const address of [`nobody-${Date.now()}@account.test`, email]) {
      await gotoHydrated(page, `/account/forgot-password?lang=${lang}`);
      await page.getByRole("textbox", { name: x.email, exact: true }).fill(address);
      await page.getByTestId("send-link").click();
      await expect(page.getByTestId("reset-requested")).toBeVisible();
      answers.push(await page.getByTestId("form-status").innerText());
    }
    expect(answers).toEqual([x.sent, x.sent]);
    await expectAccessible(page, `forgot password, ${lang}`);

    const reset = linkIn(await outboxFor(request, email), "/account/password-reset");
    await gotoHydrated(page, `${reset}&lang=${lang}`);
    await expectAccessible(page, `password reset, ${lang}`);
    await setPassword(page, x, `${PASSWORD}-new`);
    await expect(page).toHaveURL(/\/account$/);

    // Change it on /account: the current one, then the new one twice (a mismatch is named first).
    const form = page.getByTestId("password-form");
    await form.getByRole("textbox", { name: x.current, exact: true }).fill(`${PASSWORD}-new`);
    await form.getByRole("textbox", { name: x.newPassword, exact: true }).fill(`${PASSWORD}-newer`);
    await form.getByRole("textbox", { name: x.confirm, exact: true }).fill(`${PASSWORD}-other`);
    await page.getByTestId("password-save").click();
    await expect(form.getByTestId("field-error")).toHaveText(x.differ);
    await form.getByRole("textbox", { name: x.confirm, exact: true }).fill(`${PASSWORD}-newer`);
    await page.getByTestId("password-save").click();
    await expect(form.getByTestId("form-status")).toHaveText(x.changed);
    await expect(page.getByTestId("session")).toHaveCount(1);

    // The header's Sign out (1280 px): /login says "You are signed out" and the header offers "Sign in" again.
    await page.setViewportSize({ width: 1280, height: 844 });
    await (await openAccountMenu(page)).getByTestId("sign-out").click();
    await expect(page.getByTestId("signed-out")).toHaveText(x.signedOut);
    await expect(page.getByTestId("account-box")).toHaveCount(0);
    await expect(page.getByTestId("header-sign-in").filter({ visible: true })).toHaveCount(1);

    // The reset link is spent; a new one would be asked for here.
    await gotoHydrated(page, `${reset}&lang=${lang}`);
    await expect(page.getByTestId("link-refused-reason")).toHaveText(x.used);
    await expect(page.getByTestId("ask-again")).toHaveText(x.askReset);
  });
}

test("each role's account leads to its own place: My franchise, My team, My matches, My tasks; an admin has none", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signInRequestAsAdmin(request);
  const [team] = await api<Array<{ id: string }>>(request, "/api/teams");
  const matches = await api<Array<{ id: string; status: string; matchDate: string }>>(request, "/api/matches");
  // A referee's match: one no other official of the demo holds, kicking off later than any other test's.
  const match = matches.filter((m) => m.status === "scheduled").at(-1)!;
  const roles = [
    { role: "franchise_manager", teamIds: [team.id], label: "My franchise", href: `/franchise?teamId=${team.id}` },
    { role: "captain", teamIds: [team.id], label: "My team", href: `/teams/${team.id}` },
    { role: "referee", matchIds: [match.id], label: "My matches", href: "/my-matches" },
    { role: "staff", label: "My tasks", href: "/staff" },
    { role: "admin", label: null, href: null },
  ];
  for (const { role, label, href, ...scope } of roles) {
    const email = `${role}-${Date.now()}@roles.account.test`;
    await admin("post", "/api/invitations", { email, firstName: "Role", lastName: role, role, language: "en", ...scope });
    await page.context().clearCookies();
    await gotoHydrated(page, `${linkIn(await outboxFor(request, email), "/account/invitation")}&lang=en`);
    await setPassword(page, TEXT.en, PASSWORD);
    await expect(page).toHaveURL(/\/account$/);
    if (label) {
      await expect(page.getByTestId("account-my-place")).toHaveText(label);
      await expect(page.getByTestId("account-my-place")).toHaveAttribute("href", href!);
      await expect((await openAccountMenu(page)).getByTestId("my-place")).toHaveAttribute("href", href!);
    } else {
      await expect(page.getByTestId("account-my-place")).toHaveCount(0);
      const menu = await openAccountMenu(page);
      await expect(menu.getByTestId("account-link")).toBeVisible();
      await expect(menu.getByTestId("my-place")).toHaveCount(0);
      await expect(menu.getByTestId("my-admin")).toHaveAttribute("href", "/admin");
    }
  }
});

for (const [lang, width, signIn, email] of [
  ["en", 1280, "Sign in", "Email"],
  ["es", 390, "Iniciar sesión", "Correo electrónico"],
] as const) {
  test(`the header's "Sign in" leads back to the page; signed in, the same place holds the account menu (${lang}, ${width} px)`, async ({
    page,
  }) => {
    test.slow(); // two WCAG scans and a sign-in
    await page.setViewportSize({ width, height: 844 });
    await gotoHydrated(page, `/teams?lang=${lang}`);
    const link = page.getByRole("banner").getByRole("link", { name: signIn });
    await expect(link).toHaveAttribute("data-testid", "header-sign-in");
    await expectAccessible(page, `header sign-in, ${lang}, ${width}`);
    await link.click();
    await expect(page).toHaveURL(/\/login\?redirectTo=%2Fteams%3Flang%3D/);
    await page.getByLabel(email).fill(DEMO_PEOPLE[2].email);
    await page.getByRole("textbox", { name: TEXT[lang].password, exact: true }).fill(DEMO_ADMIN.password);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/teams\?lang=/);
    await expect(page.getByTestId("header-sign-in").filter({ visible: true })).toHaveCount(0);
    const menu = await openAccountMenu(page);
    await expect(menu).toContainText(`${DEMO_PEOPLE[2].firstName} ${DEMO_PEOPLE[2].lastName}`);
    await expect(menu.getByTestId("my-place")).toHaveAttribute("href", "/my-matches");
    await expectAccessible(page, `account menu, ${lang}, ${width}`);
    // After a reload the boot script marks the page signed in before the first paint, so "Sign in" never flashes.
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-signed-in", "");
    await expect(page.getByTestId("header-sign-in").filter({ visible: true })).toHaveCount(0);
    await (await openAccountMenu(page)).getByTestId("sign-out").click();
    await expect(page.getByTestId("signed-out")).toBeVisible();
    await expect(page.getByTestId("header-sign-in").filter({ visible: true })).toHaveCount(1);
  });
}

test("what is typed into the Email field right after the header's Sign in leads to /login stays there", async ({ page }) => {
  // A connection where the sign-in page's strings (its translation area, a chunk of its own) take a
  // moment: the address says /login while the home page, and its newsletter's Email field, are still
  // shown until they are in. That page is on its way out and takes no input then (inert), so a visitor
  // typing at once types into the sign-in form, not into a field about to disappear.
  await page.route(/\/assets\/en-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.setViewportSize({ width: 1280, height: 844 });
  await gotoHydrated(page, "/?lang=en");
  await page.getByTestId("header-sign-in").filter({ visible: true }).click();
  await page.waitForURL(/\/login\?redirectTo=%2F%3Flang%3Den$/);
  await page.getByLabel("Email").fill(DEMO_PEOPLE[2].email);
  // The field just filled has the focus: marked, so a new element in its place would show.
  await page.evaluate(() => {
    (document.activeElement as HTMLElement).dataset.filled = "yes";
  });
  await page.waitForTimeout(1500);
  const email = page.getByTestId("login-form").getByLabel("Email");
  await expect(email).toHaveValue(DEMO_PEOPLE[2].email);
  await expect(email).toHaveAttribute("data-filled", "yes");
  await expect(email).toBeFocused();
});
