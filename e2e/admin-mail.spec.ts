import { expect, test } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";
import { signInAsAdmin } from "./admin-api";

/**
 * Admin → Mail in the running app, in English on a desktop (light theme) and in Spanish on a phone (dark
 * theme): the admin invites a referee from the People tab; with no mail server set up the invitation
 * waits in the outbox, where Admin → Mail finds it, opens it, reads its one-time link (shown as text, to
 * copy) and sends it again — the copy heads the list, naming who asked. Each view scanned for WCAG 2.2 AA.
 */
const TEXT = {
  en: {
    people: "People",
    invite: "Invite someone",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    role: "Role",
    send: "Send invitation",
    mail: "Mail",
    title: "Mail the platform wrote",
    search: "Search",
    waiting: "Waiting",
    noSmtp: "No mail server is set up",
    links: "The link in this message",
    copy: "Copy link 1",
    copied: "Link copied to the clipboard",
    resend: "Send again",
    queued: "Queued to be sent again to",
    resentBy: "Sent again by",
  },
  es: {
    people: "Personas",
    invite: "Invitar a alguien",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    role: "Rol",
    send: "Enviar invitación",
    mail: "Correo",
    title: "Correo que escribió la plataforma",
    search: "Buscar",
    waiting: "En espera",
    noSmtp: "No hay un servidor de correo configurado",
    links: "El enlace de este mensaje",
    copy: "Copiar el enlace 1",
    copied: "Enlace copiado al portapapeles",
    resend: "Enviar de nuevo",
    queued: "En cola para enviarse de nuevo a",
    resentBy: "Enviado de nuevo por",
  },
} as const;

const RUNS = [
  { lang: "en", viewport: { width: 1280, height: 900 }, theme: "light" },
  { lang: "es", viewport: { width: 390, height: 844 }, theme: "dark" },
] as const;

for (const { lang, viewport, theme } of RUNS) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const x = TEXT[lang];

    test(`the admin finds the invitation People sent, reads its link and sends it again (${lang})`, async ({ page, context }) => {
      test.slow(); // three WCAG scans and an invitation on two cores
      await context.grantPermissions(["clipboard-read", "clipboard-write"]);
      await useTheme(page, theme);
      await signInAsAdmin(page);
      const email = `mail.${lang}.${Date.now()}@admin-mail.test`;

      // Another part of the admin's day: an invitation from the People tab.
      await gotoHydrated(page, `/admin?tab=people&lang=${lang}`);
      await page.getByRole("button", { name: x.invite }).click();
      const form = page.getByTestId("invite-form");
      await form.getByLabel(x.firstName).fill("Rosa");
      await form.getByLabel(x.lastName).fill("Correo");
      await form.getByLabel(x.email).fill(email);
      await form.getByRole("combobox", { name: x.role, exact: true }).selectOption("referee");
      await form.getByRole("button", { name: x.send }).click();
      await expect(page.locator(`[data-testid="person-row"][data-email="${email}"]`)).toBeVisible();

      // Admin → Mail: the invitation waits in the outbox (no SMTP server in the e2e run).
      await page.getByRole("tab", { name: x.mail, exact: true }).click();
      await expect(page).toHaveURL(/[?&]tab=mail/);
      const tab = page.getByTestId("mail-tab");
      await expect(tab.getByRole("heading", { level: 2, name: x.title })).toBeVisible();
      await expect(tab.getByTestId("mail-no-smtp")).toContainText(x.noSmtp);
      await tab.getByRole("searchbox", { name: x.search }).fill(email);
      await tab.getByTestId("mail-apply").click();
      const rows = tab.locator(`[data-testid="mail-row"][data-to="${email}"]`);
      await expect(rows).toHaveCount(1);
      // At 1280 px the state has its column; on a phone it folds in under the subject, beside the actions.
      const state = rows.first().getByTestId(viewport.width < 640 ? "mail-state-phone" : "mail-state");
      await expect(state).toBeVisible();
      await expect(state).toContainText(x.waiting);
      await expect(rows.first().getByTestId("mail-resend")).toBeVisible();
      await expectAccessible(page, `mail tab (${lang}, ${viewport.width} px)`);

      // Read it whole: the text as written, and its one-time link to copy.
      await rows.first().getByTestId("mail-read").click();
      const dialog = page.getByRole("dialog");
      await expect(dialog.getByTestId("mail-reader-to")).toHaveText(email);
      const body = dialog.getByTestId("mail-body");
      await expect(body).toContainText("/account/invitation?token=");
      await expect(body.locator("a, b, script, img")).toHaveCount(0);
      await expect(dialog.getByRole("heading", { name: x.links })).toBeVisible();
      const link = (await dialog.getByTestId("mail-link-text").first().textContent())!;
      expect(link).toMatch(/^https?:\/\/[^\s]+\/account\/invitation\?token=[a-z2-7]+$/);
      expect(await body.textContent()).toContain(link);
      await dialog.getByRole("button", { name: x.copy }).click();
      await expect(page.getByText(x.copied).first()).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
      await expectAccessible(page, `mail reader (${lang}, ${viewport.width} px)`);

      // Send it again: a copy heads the list, naming who asked.
      await dialog.getByTestId("mail-resend").click();
      await expect(page.getByText(`${x.queued} ${email}`).first()).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(rows).toHaveCount(2);
      await expect(rows.first().getByTestId("mail-resent-by")).toContainText(x.resentBy);
      await expect(rows.nth(1).getByTestId("mail-resent-by")).toHaveCount(0);
      // The copy carries the same link.
      await rows.first().getByTestId("mail-read").click();
      await expect(page.getByRole("dialog").getByTestId("mail-link-text").first()).toHaveText(link);
    });
  });
}
