import { expect, test, type Locator, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";
import { outboxFor } from "./outbox";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A control by its label, which ends with an asterisk when required and "(optional)" otherwise. */
const field = (scope: Locator, label: string) =>
  scope.getByLabel(new RegExp(`^${escape(label)}( \\*| \\((optional|opcional)\\))?$`));
const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

async function expectFieldErrors(scope: Locator, messages: readonly string[]) {
  for (const message of messages)
    await expect(scope.getByTestId("field-error").filter({ hasText: new RegExp(`^${escape(message)}$`) })).toBeVisible();
}

const TEXT = {
  en: {
    submit: "Submit",
    name: "Name",
    email: "Email",
    subject: "Subject",
    message: "Message",
    title: "Title",
    description: "Description",
    firstName: "First name",
    event: "Event",
    attendees: "Number of attendees",
    finalOption: "Final",
    subscribe: "Subscribe",
    results: "Match results",
    dialogs: {
      contact: "Contact Us",
      feedback: "Share Your Feedback",
      newsletter: "Subscribe to the Newsletter",
      report: "Report an Issue",
      support: "Technical Support",
      event: "Event Registration",
    },
    errors: {
      name: "Name is required",
      email: "Valid email is required",
      subject: "Subject is required",
      message: "Message must be at least 10 characters",
      title: "Title is required",
      description: "Description must be at least 10 characters",
      newsletter: "Please enter a valid email address",
      event: "Event selection is required",
      attendees: "At least 1 attendee required",
    },
    success: {
      contact: "Your message has been sent successfully. We'll respond within 24 hours.",
      feedback: "Thank you for your feedback!",
      newsletter: "Successfully subscribed to the newsletter.",
      report: "Issue reported successfully.",
      support: "Support request submitted.",
      event: "Form submitted successfully.",
    },
    feedbackSubject: "Feedback",
    invalidEmailToast: "Invalid email",
    already: "This email is already subscribed to our newsletter.",
    mail: {
      contact: (s: string) => `We received your message: ${s}`,
      feedback: "Thank you for your feedback",
      newsletter: "Welcome to the Trades Cup newsletter",
      support: (s: string) => `Support request received: ${s}`,
      event: "Event registration received: Final",
    },
  },
  es: {
    submit: "Enviar",
    name: "Nombre",
    email: "Correo electrónico",
    subject: "Asunto",
    message: "Mensaje",
    title: "Título",
    description: "Descripción",
    firstName: "Nombre",
    event: "Evento",
    attendees: "Número de asistentes",
    finalOption: "Final",
    subscribe: "Suscribirse",
    results: "Resultados de partidos",
    dialogs: {
      contact: "Contáctanos",
      feedback: "Comparte tus comentarios",
      newsletter: "Suscríbete al boletín",
      report: "Informar de un problema",
      support: "Soporte técnico",
      event: "Registro al evento",
    },
    errors: {
      name: "El nombre es obligatorio",
      email: "Se requiere un correo electrónico válido",
      subject: "El asunto es obligatorio",
      message: "El mensaje debe tener al menos 10 caracteres",
      title: "El título es obligatorio",
      description: "La descripción debe tener al menos 10 caracteres",
      newsletter: "Introduce un correo electrónico válido",
      event: "La selección del evento es obligatoria",
      attendees: "Se requiere al menos 1 asistente",
    },
    success: {
      contact: "Tu mensaje ha sido enviado correctamente. Te responderemos en un plazo de 24 horas.",
      feedback: "¡Gracias por tus comentarios!",
      newsletter: "Te has suscrito al boletín correctamente.",
      report: "Problema informado correctamente.",
      support: "Solicitud de soporte enviada.",
      event: "Formulario enviado correctamente.",
    },
    feedbackSubject: "Comentarios",
    invalidEmailToast: "Correo no válido",
    already: "Este correo ya está suscrito a nuestro boletín.",
    mail: {
      contact: (s: string) => `Recibimos tu mensaje: ${s}`,
      feedback: "Gracias por tus comentarios",
      newsletter: "Te damos la bienvenida al boletín de la Trades Cup",
      support: (s: string) => `Solicitud de soporte recibida: ${s}`,
      event: "Registro al evento recibido: Final",
    },
  },
} as const;

type Kind = keyof (typeof TEXT)["en"]["dialogs"];

async function open(page: Page, lang: "en" | "es", kind: Kind) {
  await page.getByTestId(`open-${kind}`).click();
  const dialog = page.getByRole("dialog", { name: TEXT[lang].dialogs[kind] });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function expectToast(page: Page, text: string) {
  await expect(page.getByTestId("toast")).toContainText(text);
}

for (const lang of ["en", "es"] as const) {
  const x = TEXT[lang];
  // One language is checked in the light theme, the other in the dark one.
  const theme = lang === "en" ? "light" : "dark";

  test.describe(`visitor forms from the footer (${lang}, ${theme})`, () => {
    test.beforeEach(async ({ page }) => {
      await useTheme(page, theme);
      await gotoHydrated(page, `/?lang=${lang}`);
    });

    test("contact and feedback: messages first, then sent, closed and confirmed by mail", async ({ page, request }) => {
      let dialog = await open(page, lang, "contact");
      await field(dialog, x.email).fill("not-an-email");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectFieldErrors(dialog, [x.errors.name, x.errors.email, x.errors.subject, x.errors.message]);
      await expect(field(dialog, x.name)).toBeFocused();
      await expectAccessible(page, `contact dialog ${lang}`);
      const email = unique(`contact-${lang}`);
      await field(dialog, x.name).fill("Rosa <b>Díaz</b>");
      await field(dialog, x.email).fill(email);
      await field(dialog, x.subject).fill("Tickets");
      await field(dialog, x.message).fill("When do tickets for the final go on sale?");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectToast(page, x.success.contact);
      await expect(dialog).toBeHidden();
      const [mail] = await outboxFor(request, email);
      expect(mail.subject).toBe(x.mail.contact("Tickets"));
      expect(mail.body).toContain("Rosa <b>Díaz</b>");

      dialog = await open(page, lang, "feedback");
      await expect(field(dialog, x.subject)).toHaveValue(x.feedbackSubject);
      const feedbackEmail = unique(`feedback-${lang}`);
      await field(dialog, x.name).fill("Rosa");
      await field(dialog, x.email).fill(feedbackEmail);
      await field(dialog, x.message).fill("Great!");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectFieldErrors(dialog, [x.errors.message]);
      await field(dialog, x.message).fill("Great site, thank you for the schedule!");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectToast(page, x.success.feedback);
      await expect(dialog).toBeHidden();
      expect((await outboxFor(request, feedbackEmail))[0].subject).toBe(x.mail.feedback);
    });

    test("newsletter modal: an invalid email, a subscription, then the duplicate", async ({ page, request }) => {
      const dialog = await open(page, lang, "newsletter");
      await field(dialog, x.email).fill("nope");
      await dialog.getByRole("button", { name: x.subscribe }).click();
      await expectFieldErrors(dialog, [x.errors.newsletter]);
      await expectToast(page, x.invalidEmailToast);
      await expectAccessible(page, `newsletter dialog ${lang}`);
      const email = unique(`news-${lang}`);
      await field(dialog, x.email).fill(email);
      await field(dialog, x.firstName).fill("Ivy");
      await dialog.getByLabel(x.results).check();
      await dialog.getByRole("button", { name: x.subscribe }).click();
      await expectToast(page, x.success.newsletter);
      await expect(dialog).toBeHidden();
      expect((await outboxFor(request, email)).map((m) => m.subject)).toEqual([x.mail.newsletter]);

      await open(page, lang, "newsletter");
      await field(dialog, x.email).fill(email.toUpperCase());
      await dialog.getByRole("button", { name: x.subscribe }).click();
      await expectFieldErrors(dialog, [x.already]);
      await expect(dialog).toBeVisible();
    });

    test("report and support: messages first, then sent; support confirms by mail", async ({ page, request }) => {
      let dialog = await open(page, lang, "report");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectFieldErrors(dialog, [x.errors.title, x.errors.description]);
      await expectAccessible(page, `report dialog ${lang}`);
      await field(dialog, x.title).fill("Broken link");
      await field(dialog, x.description).fill("The bracket link in the footer goes nowhere.");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectToast(page, x.success.report);
      await expect(dialog).toBeHidden();

      dialog = await open(page, lang, "support");
      await field(dialog, x.title).fill("Cannot pay");
      await field(dialog, x.description).fill("short");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectFieldErrors(dialog, [x.errors.description]);
      const email = unique(`support-${lang}`);
      await field(dialog, x.description).fill("The card form does not load on my phone.");
      await field(dialog, x.email).fill(email);
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectToast(page, x.success.support);
      await expect(dialog).toBeHidden();
      expect((await outboxFor(request, email))[0].subject).toBe(x.mail.support("Cannot pay"));
    });

    test("event registration from the footer: messages first, then sent and confirmed by mail", async ({ page, request }) => {
      const dialog = await open(page, lang, "event");
      await field(dialog, x.attendees).fill("0");
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectFieldErrors(dialog, [x.errors.event, x.errors.attendees]);
      await expectAccessible(page, `event dialog ${lang}`);
      const email = unique(`event-${lang}`);
      await field(dialog, x.event).selectOption({ label: x.finalOption });
      await field(dialog, x.attendees).fill("3");
      await field(dialog, x.email).fill(email);
      await dialog.getByRole("button", { name: x.submit, exact: true }).click();
      await expectToast(page, x.success.event);
      await expect(dialog).toBeHidden();
      expect((await outboxFor(request, email))[0].subject).toBe(x.mail.event);
    });
  });
}
