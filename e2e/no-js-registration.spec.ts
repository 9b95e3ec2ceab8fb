import { expect, failedLoad, test, type Page } from "./fixtures";
import { outboxFor } from "./outbox";

/**
 * The player registration before (or without) JavaScript: the form is a real POST to the
 * /register route's action, which answers with the page itself — the success message, or the
 * server's field errors beside the fields in the visitor's language.
 */
test.use({ javaScriptEnabled: false });

const TEXT = {
  en: {
    register: "Register as Player",
    submit: "Submit Registration",
    success: "Your player registration has been submitted for review. Check your email for what happens next.",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    team: "Team",
    trade: "Trade specialty",
    position: "Preferred position",
    experience: "Experience",
    availability: "Availability",
    waiver: "I acknowledge the liability waiver",
    errors: { email: "Invalid email address", waiver: "You must acknowledge the liability waiver to participate" },
    subject: "Your Trades Cup player registration was received",
  },
  es: {
    register: "Registrarse como jugador",
    submit: "Enviar registro",
    success: "Tu registro de jugador ha sido enviado para revisión. Revisa tu correo para saber qué sigue.",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    team: "Equipo",
    trade: "Especialidad de oficio",
    position: "Posición preferida",
    experience: "Experiencia",
    availability: "Disponibilidad",
    waiver: "Acepto la exención de responsabilidad",
    errors: {
      email: "Dirección de correo electrónico no válida",
      waiver: "Debes aceptar la exención de responsabilidad para participar",
    },
    subject: "Recibimos tu registro de jugador en la Trades Cup",
  },
} as const;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

for (const lang of ["en", "es"] as const) {
  const x = TEXT[lang];

  test(`player registration without JavaScript (${lang}): field errors named, then stored and confirmed`, async ({
    page,
    request,
    expectBrowserError,
  }) => {
    const teams = (await (await request.get("/api/teams")).json()) as Array<{ id: string }>;
    await page.goto(`/register?lang=${lang}`);
    // The role buttons submit ?role= with a GET.
    await page.getByRole("button", { name: x.register }).click();
    await expect(page).toHaveURL(/[?&]role=player/);

    const email = `nojs-${lang}-${Date.now()}@example.com`;
    const fill = async (address: string) => {
      await field(page, x.firstName).fill("Noa");
      await field(page, x.lastName).fill("Script");
      await field(page, x.email).fill(address);
      await field(page, x.team).selectOption(teams[2].id);
      await field(page, x.trade).selectOption({ index: 1 });
      await field(page, x.position).selectOption({ index: 1 });
      await field(page, x.experience).selectOption({ index: 1 });
      await field(page, x.availability).selectOption({ index: 1 });
    };

    // Invalid: a bad address and no waiver. The action answers 400 with the page and its errors.
    expectBrowserError(failedLoad(400, "/register"), "the invalid registration is answered 400, as the action answers bad input");
    await fill("not-an-address");
    await page.getByRole("button", { name: x.submit }).click();
    await expect(page.getByTestId("field-error").filter({ hasText: x.errors.email })).toBeVisible();
    await expect(page.getByTestId("field-error").filter({ hasText: x.errors.waiver })).toBeVisible();
    await expect(field(page, x.email)).toHaveAttribute("aria-invalid", "true");
    // What was typed comes back with the errors.
    await expect(field(page, x.firstName)).toHaveValue("Noa");

    // Valid: the success message in the status region, the registration stored and confirmed by mail.
    await fill(email);
    await page.getByLabel(x.waiver).check();
    await page.getByRole("button", { name: x.submit }).click();
    await expect(page.getByRole("status").filter({ hasText: x.success })).toBeVisible();
    await expect(field(page, x.firstName)).toHaveValue("");

    const [mail] = await outboxFor(request, email);
    expect(mail).toMatchObject({ subject: x.subject, language: lang });
    const players = (await (await request.get("/api/registrations/players")).json()) as Array<{
      email: string;
      teamId: string;
      status: string;
    }>;
    expect(players.find((p) => p.email === email)).toMatchObject({ teamId: teams[2].id, status: "pending" });
  });
}
