import { expect, test, type Locator, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";
import { outboxFor } from "./outbox";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** A control by its label, which ends with an asterisk when required. */
const field = (page: Page | Locator, label: string) => page.getByLabel(new RegExp(`^${escape(label)}( \\*)?$`));

/** Each message shows as a field error. */
async function expectFieldErrors(page: Page, messages: readonly string[]) {
  for (const message of messages)
    await expect(page.getByTestId("field-error").filter({ hasText: new RegExp(`^${escape(message)}$`) })).toBeVisible();
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const TEXT = {
  en: {
    chooseRole: "Choose your role",
    returnHome: "Return to Home",
    dashboard: "Access Dashboard",
    back: "Back to role selection",
    submit: "Submit Registration",
    register: {
      player: "Register as Player",
      staff: "Register as Staff",
      sponsor: "Register as Sponsor",
      franchise: "Register as Franchise Manager",
    },
    benefit: "Professional training",
    successTitle: "Registration Successful!",
    success: (role: string) => `Your ${role} registration has been submitted for review. Check your email for what happens next.`,
    roles: { player: "player", staff: "staff", sponsor: "sponsor", franchise: "franchise" },
    subject: (role: string) => `Your Trades Cup ${role} registration was received`,
    duplicate: "Someone tried to register with your Trades Cup address",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    team: "Team",
    trade: "Trade specialty",
    position: "Preferred position",
    experience: "Experience",
    availability: "Availability",
    waiver: "I acknowledge the liability waiver",
    department: "Department",
    role: "Role",
    companyName: "Company name",
    tier: "Sponsorship tier",
    businessName: "Business name",
    chooseDepartmentFirst: "Choose a department first",
    errors: {
      firstName: "First name is required",
      lastName: "Last name is required",
      email: "Invalid email address",
      team: "Team is required",
      trade: "Trade specialty is required",
      position: "Position is required",
      experience: "Experience level is required",
      availability: "Availability is required",
      waiver: "You must acknowledge the liability waiver to participate",
      department: "Department is required",
      role: "Role is required",
      staffExperience: "Experience is required",
      companyName: "Company name is required",
      tier: "Sponsorship tier is required",
      businessName: "Business name is required",
    },
    options: {
      plumbing: "Plumbing",
      midfielder: "Midfielder",
      advanced: "Advanced",
      weekends: "Weekends",
      medical: "Medical",
      teamDoctor: "Team doctor",
      headCoach: "Head coach",
      technical: "Technical",
      expert: "Expert (10+ years)",
      fullTime: "Full time",
      premier: "Premier",
      roofing: "Roofing",
    },
    fromTeams: "Preselected from the team you chose on the Teams page.",
  },
  es: {
    chooseRole: "Elige tu rol",
    returnHome: "Volver al inicio",
    dashboard: "Acceder al panel",
    back: "Volver a la selección de rol",
    submit: "Enviar registro",
    register: {
      player: "Registrarse como jugador",
      staff: "Registrarse como personal",
      sponsor: "Registrarse como patrocinador",
      franchise: "Registrarse como gerente de franquicia",
    },
    benefit: "Entrenamiento profesional",
    successTitle: "¡Registro exitoso!",
    success: (role: string) => `Tu registro de ${role} ha sido enviado para revisión. Revisa tu correo para saber qué sigue.`,
    roles: { player: "jugador", staff: "personal", sponsor: "patrocinador", franchise: "franquicia" },
    subject: (role: string) => `Recibimos tu registro de ${role} en la Trades Cup`,
    duplicate: "Alguien intentó registrarse con tu dirección de la Trades Cup",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    team: "Equipo",
    trade: "Especialidad de oficio",
    position: "Posición preferida",
    experience: "Experiencia",
    availability: "Disponibilidad",
    waiver: "Acepto la exención de responsabilidad",
    department: "Departamento",
    role: "Cargo",
    companyName: "Nombre de la empresa",
    tier: "Nivel de patrocinio",
    businessName: "Nombre del negocio",
    chooseDepartmentFirst: "Elige primero un departamento",
    errors: {
      firstName: "El nombre es obligatorio",
      lastName: "El apellido es obligatorio",
      email: "Dirección de correo electrónico no válida",
      team: "El equipo es obligatorio",
      trade: "La especialidad de oficio es obligatoria",
      position: "La posición es obligatoria",
      experience: "El nivel de experiencia es obligatorio",
      availability: "La disponibilidad es obligatoria",
      waiver: "Debes aceptar la exención de responsabilidad para participar",
      department: "El departamento es obligatorio",
      role: "El cargo es obligatorio",
      staffExperience: "La experiencia es obligatoria",
      companyName: "El nombre de la empresa es obligatorio",
      tier: "El nivel de patrocinio es obligatorio",
      businessName: "El nombre del negocio es obligatorio",
    },
    options: {
      plumbing: "Fontanería",
      midfielder: "Centrocampista",
      advanced: "Avanzado",
      weekends: "Fines de semana",
      medical: "Médico",
      teamDoctor: "Médico del equipo",
      headCoach: "Entrenador principal",
      technical: "Técnico",
      expert: "Experto (más de 10 años)",
      fullTime: "Tiempo completo",
      premier: "Premier",
      roofing: "Techado",
    },
    fromTeams: "Preseleccionado a partir del equipo que elegiste en la página de equipos.",
  },
} as const;

type Lang = keyof typeof TEXT;

async function openForm(page: Page, lang: Lang, role: keyof (typeof TEXT)["en"]["register"]) {
  await gotoHydrated(page, `/register?lang=${lang}`);
  await page.getByRole("button", { name: TEXT[lang].register[role] }).click();
  await expect(page.getByRole("button", { name: TEXT[lang].back })).toBeVisible();
}

async function fillPerson(page: Page | Locator, lang: Lang, email: string, first = "Ana") {
  const x = TEXT[lang];
  await field(page, x.firstName).fill(first);
  await field(page, x.lastName).fill("Reyes");
  await field(page, x.email).fill(email);
}

/** The player form's choices after the person, the waiver, then submit. */
async function submitPlayer(scope: Page | Locator, lang: Lang) {
  const x = TEXT[lang];
  await field(scope, x.trade).selectOption({ label: x.options.plumbing });
  await field(scope, x.position).selectOption({ label: x.options.midfielder });
  await field(scope, x.experience).selectOption({ label: x.options.advanced });
  await field(scope, x.availability).selectOption({ label: x.options.weekends });
  await scope.getByLabel(x.waiver).check();
  await scope.getByRole("button", { name: x.submit }).click();
}

async function expectSuccess(page: Page, lang: Lang, role: keyof (typeof TEXT)["en"]["roles"]) {
  const toast = page.getByTestId("toast");
  await expect(toast).toContainText(TEXT[lang].successTitle);
  await expect(toast).toContainText(TEXT[lang].success(TEXT[lang].roles[role]));
  // The form resets.
  await expect(field(page, TEXT[lang].firstName)).toHaveValue("");
}

for (const lang of ["en", "es"] as const) {
  const x = TEXT[lang];

  test.describe(`registration portal (${lang})`, () => {
    test("role selection: four cards with benefits, the two links, accessible in light and dark", async ({ page }) => {
      await gotoHydrated(page, `/register?lang=${lang}`);
      await expect(page.getByRole("heading", { name: x.chooseRole })).toBeVisible();
      for (const label of Object.values(x.register)) await expect(page.getByRole("button", { name: label })).toBeVisible();
      await expect(page.getByTestId("role-player").getByRole("listitem")).toHaveCount(4);
      await expect(page.getByText(x.benefit)).toBeVisible();
      await expect(page.getByRole("link", { name: x.returnHome })).toHaveAttribute("href", "/");
      await expect(page.getByRole("link", { name: x.dashboard })).toHaveAttribute("href", "/admin");
      await expectAccessible(page, `register ${lang} light`);
      await useTheme(page, "dark");
      await page.reload();
      await expectAccessible(page, `register ${lang} dark`);
    });

    test("player: every required message first, then a registration with the team chosen on /teams, confirmed by mail", async ({
      page,
      request,
    }) => {
      const team = ((await (await request.get("/api/teams")).json()) as Array<{ id: string; name: string }>)[5];
      await page.addInitScript((t) => window.localStorage.setItem("selected-team", JSON.stringify(t)), {
        id: team.id,
        name: team.name,
      });
      await openForm(page, lang, "player");
      await expect(field(page, x.team)).toHaveValue(team.id);
      await expect(page.getByText(x.fromTeams)).toBeVisible();
      await field(page, x.team).selectOption("");
      await page.getByRole("button", { name: x.submit }).click();
      await expectFieldErrors(page, [
        x.errors.firstName,
        x.errors.lastName,
        x.errors.email,
        x.errors.team,
        x.errors.trade,
        x.errors.position,
        x.errors.experience,
        x.errors.availability,
        x.errors.waiver,
      ]);
      await expect(field(page, x.firstName)).toBeFocused();
      await expectAccessible(page, `player form ${lang}`);

      const email = unique(`player-${lang}`);
      await fillPerson(page, lang, email);
      await field(page, x.team).selectOption(team.id);
      await submitPlayer(page, lang);
      await expectSuccess(page, lang, "player");
      await expect(field(page, x.team)).toHaveValue(team.id);

      const [mail] = await outboxFor(request, email);
      expect(mail).toMatchObject({ subject: x.subject(x.roles.player), language: lang });

      // Registering twice looks the same as the first time to whoever types the address; its owner is told by mail.
      await fillPerson(page, lang, email);
      await submitPlayer(page, lang);
      await expectSuccess(page, lang, "player");
      await expect.poll(async () => (await outboxFor(request, email)).map((m) => m.subject)).toContain(x.duplicate);
    });

    test("staff: roles follow the department, which clears the role; then a registration", async ({ page, request }) => {
      await useTheme(page, lang === "es" ? "dark" : "light");
      await openForm(page, lang, "staff");
      const role = field(page, x.role);
      await expect(role).toBeDisabled();
      await expect(role.locator("option").first()).toHaveText(x.chooseDepartmentFirst);
      await page.getByRole("button", { name: x.submit }).click();
      await expectFieldErrors(page, [
        x.errors.firstName,
        x.errors.email,
        x.errors.department,
        x.errors.role,
        x.errors.staffExperience,
        x.errors.availability,
      ]);
      await expectAccessible(page, `staff form ${lang}`);

      const email = unique(`staff-${lang}`);
      await fillPerson(page, lang, email, "Luis");
      await field(page, x.department).selectOption({ label: x.options.technical });
      await expect(role).toBeEnabled();
      await role.selectOption({ label: x.options.headCoach });
      await field(page, x.department).selectOption({ label: x.options.medical });
      await expect(role).toHaveValue("");
      await expect(role.locator("option", { hasText: x.options.headCoach })).toHaveCount(0);
      await role.selectOption({ label: x.options.teamDoctor });
      await field(page, x.experience).selectOption({ label: x.options.expert });
      await field(page, x.availability).selectOption({ label: x.options.fullTime });
      await page.getByRole("button", { name: x.submit }).click();
      await expectSuccess(page, lang, "staff");
      await expect(role).toBeDisabled();
      expect((await outboxFor(request, email))[0].subject).toBe(x.subject(x.roles.staff));
    });

    test("sponsor and franchise: their messages, then a registration of each", async ({ page, request }) => {
      await openForm(page, lang, "sponsor");
      await page.getByRole("button", { name: x.submit }).click();
      await expectFieldErrors(page, [x.errors.firstName, x.errors.lastName, x.errors.email, x.errors.companyName, x.errors.tier]);
      const sponsorEmail = unique(`sponsor-${lang}`);
      await fillPerson(page, lang, sponsorEmail, "Kim");
      await field(page, x.companyName).fill("Lee Pipes & Co");
      await field(page, x.tier).selectOption({ label: x.options.premier });
      await page.getByRole("button", { name: x.submit }).click();
      await expectSuccess(page, lang, "sponsor");
      expect((await outboxFor(request, sponsorEmail))[0].subject).toBe(x.subject(x.roles.sponsor));

      await page.getByRole("button", { name: x.back }).click();
      await page.getByRole("button", { name: x.register.franchise }).click();
      await page.getByRole("button", { name: x.submit }).click();
      await expectFieldErrors(page, [x.errors.email, x.errors.businessName, x.errors.trade]);
      await expectAccessible(page, `franchise form ${lang}`);
      const franchiseEmail = unique(`franchise-${lang}`);
      await fillPerson(page, lang, franchiseEmail, "Bo");
      await field(page, x.businessName).fill("Ng Roofing");
      await field(page, x.trade).selectOption({ label: x.options.roofing });
      await page.getByRole("button", { name: x.submit }).click();
      await expectSuccess(page, lang, "franchise");
      expect((await outboxFor(request, franchiseEmail))[0].subject).toBe(x.subject(x.roles.franchise));
    });
  });
}

const COMPANY = {
  en: {
    submit: "Register Company",
    name: "Company name",
    industry: "Industry",
    region: "Region",
    country: "Country",
    description: "Description",
    email: "Contact email",
    type: { participant: "Team participant", sponsor: "Sponsor" },
    canCompete: "Our company wants to field a team in the competition",
    level: "Competition level",
    errors: [
      "Company name must be at least 2 characters",
      "Please select an industry",
      "Please select a country",
      "Description must be at least 10 characters",
      "Please enter a valid email",
    ],
    welding: "Welding",
    emea: "Europe, Middle East and Africa",
    sweden: "Sweden",
    canada: "Canada",
    na: "North America",
    complete: "Registration Complete!",
    within48: "contact you within 48 hours",
    another: "Register Another Company",
    toast: "Your company has been registered. We'll contact you soon.",
    failedTitle: "Registration Failed",
    subject: (c: string) => `${c}: registration received`,
    benefits: "Worldwide brand exposure",
    stat: "100M+",
  },
  es: {
    submit: "Registrar empresa",
    name: "Nombre de la empresa",
    industry: "Sector",
    region: "Región",
    country: "País",
    description: "Descripción",
    email: "Correo de contacto",
    type: { participant: "Participante con equipo", sponsor: "Patrocinador" },
    canCompete: "Nuestra empresa quiere presentar un equipo a la competición",
    level: "Nivel de competición",
    errors: [
      "El nombre de la empresa debe tener al menos 2 caracteres",
      "Selecciona un sector",
      "Selecciona un país",
      "La descripción debe tener al menos 10 caracteres",
      "Introduce un correo electrónico válido",
    ],
    welding: "Soldadura",
    emea: "Europa, Oriente Medio y África",
    sweden: "Suecia",
    canada: "Canadá",
    na: "Norteamérica",
    complete: "¡Registro completado!",
    within48: "en un plazo de 48 horas",
    another: "Registrar otra empresa",
    toast: "Tu empresa ha sido registrada. Nos pondremos en contacto contigo pronto.",
    failedTitle: "Error en el registro",
    subject: (c: string) => `${c}: registro recibido`,
    benefits: "Visibilidad de marca mundial",
    stat: "100M+",
  },
} as const;

for (const lang of ["en", "es"] as const) {
  const c = COMPANY[lang];
  test(`global companies (${lang}): defaults, dependent fields, messages, registration and the complete screen`, async ({
    page,
    request,
  }) => {
    await useTheme(page, lang === "es" ? "dark" : "light");
    await gotoHydrated(page, `/global-companies?lang=${lang}`);
    await expect(page.getByText(c.benefits)).toBeVisible();
    await expect(page.getByText(c.stat)).toBeVisible();
    const region = field(page, c.region);
    const country = field(page, c.country);
    await expect(region.locator("option:checked")).toHaveText(c.na);
    await expect(country.locator("option:checked")).toHaveText(c.canada);
    await expect(page.getByTestId("competition-section")).toHaveCount(0);
    await field(page, c.type.participant).check();
    await expect(page.getByTestId("competition-section")).toBeVisible();
    await expect(page.getByLabel(c.level)).toHaveCount(0);
    await page.getByLabel(c.canCompete).check();
    await expect(page.getByLabel(c.level)).toBeVisible();
    await region.selectOption({ label: c.emea });
    await expect(country).toHaveValue("");
    await expect(country.locator("option", { hasText: c.sweden })).toHaveCount(1);

    await field(page, c.name).fill("A");
    await page.getByRole("button", { name: c.submit }).click();
    await expectFieldErrors(page, c.errors);
    await expectAccessible(page, `global companies ${lang}`);

    const company = `Nordic Welders ${lang} ${Date.now()}`;
    const email = unique(`company-${lang}`);
    await field(page, c.name).fill(company);
    await field(page, c.industry).selectOption({ label: c.welding });
    await country.selectOption({ label: c.sweden });
    await field(page, c.description).fill("Welding crews across Scandinavia since 1980.");
    await field(page, c.email).fill(email);
    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByRole("heading", { name: c.complete })).toBeVisible();
    await expect(page.getByTestId("company-complete")).toContainText(c.within48);
    await expect(page.getByTestId("toast")).toContainText(c.toast);
    await expectAccessible(page, `company complete ${lang}`);
    expect((await outboxFor(request, email))[0].subject).toBe(c.subject(company));

    await page.getByRole("button", { name: c.another }).click();
    await expect(field(page, c.name)).toHaveValue("");
    await expect(country.locator("option:checked")).toHaveText(c.canada);

    // The same company again: the spec's failure toast, and the form keeps what was typed.
    await field(page, c.name).fill(company);
    await field(page, c.industry).selectOption({ label: c.welding });
    await field(page, c.description).fill("Welding crews across Scandinavia since 1980.");
    await field(page, c.email).fill(email);
    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByTestId("toast")).toContainText(c.failedTitle);
    await expect(field(page, c.name)).toHaveValue(company);
  });
}

test("the /teams join dialog registers through the /register action and closes", async ({ page, request }) => {
  const x = TEXT.en;
  const team = ((await (await request.get("/api/teams")).json()) as Array<{ id: string; name: string }>)[1];
  await gotoHydrated(page, `/teams?teamId=${team.id}&lang=en`);
  const dialog = page.getByRole("dialog", { name: `Join ${team.name}` });
  const email = unique("join");
  await fillPerson(dialog, "en", email, "Jo");
  await submitPlayer(dialog, "en");
  await expect(page.getByTestId("toast")).toContainText(x.success(x.roles.player));
  await expect(dialog).toBeHidden();
  expect((await outboxFor(request, email))[0].subject).toBe(x.subject(x.roles.player));
});
