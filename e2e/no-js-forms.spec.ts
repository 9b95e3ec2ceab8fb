import { expect, failedLoad, test } from "./fixtures";
import { outboxFor } from "./outbox";
import { DEMO_ADMIN } from "../server/auth/admins";

/**
 * The visitor forms before their script loads, or without it: each footer entry is a link to
 * the form's page, whose plain `<form method="post">` goes to the route's action; the page comes back in
 * the visitor's language with the errors beside the fields (400) or the success in a live region.
 */
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const TEXT = {
  en: {
    email: "Email",
    name: "Name",
    subject: "Subject",
    message: "Message",
    subscribe: "Subscribe",
    submit: "Submit",
    results: "Match results",
    newsletterDone: "Successfully subscribed to the newsletter.",
    already: "This email is already subscribed to our newsletter.",
    badEmail: "Please enter a valid email address",
    contactDone: "Your message has been sent successfully. We'll respond within 24 hours.",
    nameRequired: "Name is required",
    messageMin: "Message must be at least 10 characters",
    welcome: "Welcome to the Trades Cup newsletter",
    received: (s: string) => `We received your message: ${s}`,
    inquiryTitle: "Partnership Inquiry | Trades Cup",
    send: "Send Inquiry",
    companyRequired: "Company name is required",
    inquiryDone: "Thank you! We have emailed you a confirmation and our partnerships team will contact you soon.",
    inquiryMail: "We received your Trades Cup sponsorship inquiry",
  },
  es: {
    email: "Correo electrónico",
    name: "Nombre",
    subject: "Asunto",
    message: "Mensaje",
    subscribe: "Suscribirse",
    submit: "Enviar",
    results: "Resultados de partidos",
    newsletterDone: "Te has suscrito al boletín correctamente.",
    already: "Este correo ya está suscrito a nuestro boletín.",
    badEmail: "Introduce un correo electrónico válido",
    contactDone: "Tu mensaje ha sido enviado correctamente. Te responderemos en un plazo de 24 horas.",
    nameRequired: "El nombre es obligatorio",
    messageMin: "El mensaje debe tener al menos 10 caracteres",
    welcome: "Te damos la bienvenida al boletín de la Trades Cup",
    received: (s: string) => `Recibimos tu mensaje: ${s}`,
    inquiryTitle: "Solicitud de alianza | Trades Cup",
    send: "Enviar solicitud",
    companyRequired: "El nombre de la empresa es obligatorio",
    inquiryDone:
      "¡Gracias! Te enviamos una confirmación por correo y nuestro equipo de alianzas se pondrá en contacto contigo pronto.",
    inquiryMail: "Recibimos tu solicitud de patrocinio de la Trades Cup",
  },
} as const;

test.describe("visitor forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of ["en", "es"] as const) {
    const x = TEXT[lang];

    test(`newsletter (${lang}): the footer link leads to its page; invalid, subscribed, then already subscribed`, async ({
      page,
      request,
      expectBrowserError,
    }) => {
      expectBrowserError(failedLoad(400, "/newsletter"), "the page answers an invalid address with 400");
      expectBrowserError(failedLoad(409, "/newsletter"), "the page answers an address already subscribed with 409");
      await page.goto(`/?lang=${lang}`);
      await page.getByTestId("open-newsletter").click();
      await expect(page).toHaveURL(/\/newsletter$/);
      const form = page.getByTestId("newsletter-form");

      await form.getByLabel(x.email, { exact: false }).first().fill("nope");
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: x.subscribe }).click();
      expect((await refused).status()).toBe(400);
      await expect(form.getByTestId("field-error")).toHaveText([x.badEmail]);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      // What was typed is shown again.
      await expect(form.locator('input[name="email"]')).toHaveValue("nope");

      const email = unique(`nojs-news-${lang}`);
      await form.locator('input[name="email"]').fill(email);
      await form.getByLabel(x.results).check();
      await form.getByRole("button", { name: x.subscribe }).click();
      await expect(page.getByRole("status").filter({ hasText: x.newsletterDone })).toBeVisible();
      expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([x.welcome]);

      await form.locator('input[name="email"]').fill(email.toUpperCase());
      const conflict = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: x.subscribe }).click();
      expect((await conflict).status()).toBe(409);
      await expect(form.getByTestId("field-error")).toHaveText([x.already]);
    });

    test(`home page's newsletter block (${lang}): posts to the newsletter page, which says it is done`, async ({
      page,
      request,
    }) => {
      await page.goto(`/?lang=${lang}`);
      const email = unique(`nojs-home-${lang}`);
      const block = page.getByTestId("newsletter");
      await block.locator('input[name="email"]').fill(email);
      await block.getByRole("button", { name: x.subscribe }).click();
      await expect(page).toHaveURL(/\/newsletter$/);
      await expect(page.getByRole("status").filter({ hasText: x.newsletterDone })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([x.welcome]);
    });

    test(`contact (${lang}): errors named beside the fields, then sent and confirmed by mail`, async ({
      page,
      request,
      expectBrowserError,
    }) => {
      expectBrowserError(failedLoad(400, "/contact"), "the page answers the invalid form with 400");
      await page.goto(`/?lang=${lang}`);
      await page.getByTestId("open-contact").click();
      await expect(page).toHaveURL(/\/contact$/);
      const form = page.getByTestId("contact-form");
      await form.locator('input[name="subject"]').fill("Tickets");
      await form.locator('textarea[name="message"]').fill("short");
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: x.submit, exact: true }).click();
      expect((await refused).status()).toBe(400);
      await expect(form.getByTestId("field-error").filter({ hasText: x.nameRequired })).toBeVisible();
      await expect(form.getByTestId("field-error").filter({ hasText: x.messageMin })).toBeVisible();
      await expect(form.locator('input[name="subject"]')).toHaveValue("Tickets");

      const email = unique(`nojs-contact-${lang}`);
      await form.locator('input[name="name"]').fill("Rosa");
      await form.locator('input[name="email"]').fill(email);
      await form.locator('textarea[name="message"]').fill("When do tickets go on sale?");
      await form.getByRole("button", { name: x.submit, exact: true }).click();
      await expect(page.getByRole("status").filter({ hasText: x.contactDone })).toBeVisible();
      expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([x.received("Tickets")]);
    });

    test(`sponsor inquiry (${lang}): a tier's button leads to its page; errors named beside the fields, then sent and confirmed by mail`, async ({
      page,
      request,
      expectBrowserError,
    }) => {
      expectBrowserError(failedLoad(400, "/sponsors/inquiry"), "the page answers the invalid inquiry with 400");
      await page.goto(`/sponsors?lang=${lang}`);
      await page.getByTestId("details-premium").click();
      await expect(page).toHaveURL(/\/sponsors\/inquiry\?tier=premium$/);
      await expect(page).toHaveTitle(x.inquiryTitle);
      const form = page.getByTestId("inquiry-form");
      await expect(form.locator('select[name="sponsorshipTier"]')).toHaveValue("premium");
      const email = unique(`nojs-inquiry-${lang}`);
      await form.locator('input[name="contactName"]').fill("Dana Pipes");
      await form.locator('input[name="email"]').fill(email);
      await form.locator('textarea[name="message"]').fill("Too short");
      const refused = page.waitForResponse((r) => r.request().method() === "POST");
      await form.getByRole("button", { name: x.send }).click();
      expect((await refused).status()).toBe(400);
      await expect(form.getByTestId("field-error")).toHaveText([x.companyRequired, x.messageMin]);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(form.locator('input[name="contactName"]')).toHaveValue("Dana Pipes");
      await expect(form.locator('select[name="sponsorshipTier"]')).toHaveValue("premium");

      await form.locator('input[name="companyName"]').fill("Peachtree Plumbing Co.");
      await form.locator('textarea[name="message"]').fill("We would like to sponsor the plumbers' team.");
      await form.getByRole("button", { name: x.send }).click();
      await expect(page.getByRole("status").filter({ hasText: x.inquiryDone })).toBeVisible();
      expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([x.inquiryMail]);
    });
  }

  test("sign-in: refused with the message, then redirected to where the visitor was headed", async ({
    page,
    expectBrowserError,
  }) => {
    expectBrowserError(failedLoad(401, "/login"), "a wrong password is refused with 401");
    await page.goto("/login?lang=en&redirectTo=%2Fadmin%3Ftab%3Doverview");
    const form = page.getByTestId("login-form");
    await form.locator('input[name="email"]').fill(DEMO_ADMIN.email);
    await form.locator('input[name="password"]').fill("not-the-password");
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-error")).toHaveText("Incorrect email or password.");
    // The address is kept; the password is never sent back.
    await expect(form.locator('input[name="email"]')).toHaveValue(DEMO_ADMIN.email);
    await expect(form.locator('input[name="password"]')).toHaveValue("");
    await form.locator('input[name="password"]').fill(DEMO_ADMIN.password);
    await page.getByTestId("login-submit").click();
    await expect(page).toHaveURL(/\/admin\?tab=overview$/);
  });

  test("admin API access: a token created and revoked with plain posts; each answer comes back to the access tab", async ({
    page,
  }) => {
    await page.request.post("/api/auth/login", { data: DEMO_ADMIN });
    await page.goto("/admin?lang=en&tab=access");
    const name = `nojs-token-${Date.now()}`;
    const form = page.getByTestId("token-form");
    await form.locator('input[name="name"]').fill(name);
    await form.getByRole("button", { name: "Create token" }).click();
    await expect(page).toHaveURL(/[?&]tab=access/);
    await expect(page.getByRole("tab", { selected: true })).toHaveText("API access");
    const row = page.getByTestId("token-row").filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    await expect(page).toHaveURL(/[?&]tab=access/);
    await expect(page.getByRole("tab", { selected: true })).toHaveText("API access");
    await expect(page.getByTestId("token-row").filter({ hasText: name }).getByText("Revoked", { exact: true })).toBeVisible();
  });
});
