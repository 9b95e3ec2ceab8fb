import { expect, test } from "./fixtures";
import { gotoHydrated } from "./hydration";
import { expectAccessible, useTheme } from "./a11y";
import { signInAsAdmin } from "./admin-api";

const TEXT = {
  en: {
    staffTab: (n: number) => `Staff (${n})`,
    tasksTab: (n: number) => `Project Tasks (${n})`,
    noStaff: "No staff found",
    noTasks: "No tasks found",
    addStaff: "Add Staff",
    save: "Save",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    role: "Role",
    roleOption: "Trainer",
    salary: "Salary",
    staffAdded: "Staff member added",
    assign: "Assign Task",
    title: "Title",
    category: "Category",
    categoryOption: "Equipment",
    dueDate: "Due date",
    budget: "Budget",
    create: "Create Task",
    taskCreated: "Task created",
    pending: "Pending",
    inProgress: "In Progress",
    completed: "Completed",
    overdue: "Overdue",
    start: "Start",
    complete: "Complete",
    done: (c: number, t: number) => `${c}/${t} completed`,
    salaryText: "$52,000.50",
    budgetText: "$2,500.00",
    filter: "Filter by team",
    allTeams: "All teams",
    required: "Role is required",
  },
  es: {
    staffTab: (n: number) => `Personal (${n})`,
    tasksTab: (n: number) => `Tareas del proyecto (${n})`,
    noStaff: "No se encontró personal",
    noTasks: "No se encontraron tareas",
    addStaff: "Añadir personal",
    save: "Guardar",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    role: "Cargo",
    roleOption: "Preparador",
    salary: "Salario",
    staffAdded: "Miembro del personal añadido",
    assign: "Asignar tarea",
    title: "Título",
    category: "Categoría",
    categoryOption: "Equipamiento",
    dueDate: "Fecha de vencimiento",
    budget: "Presupuesto",
    create: "Crear tarea",
    taskCreated: "Tarea creada",
    pending: "Pendiente",
    inProgress: "En curso",
    completed: "Completada",
    overdue: "Vencida",
    start: "Iniciar",
    complete: "Completar",
    done: (c: number, t: number) => `${c}/${t} completadas`,
    salaryText: /52\.?000,50\s?US\$/,
    budgetText: /2\.?500,00\s?US\$/,
    filter: "Filtrar por equipo",
    allTeams: "Todos los equipos",
    required: "Cargo es obligatorio",
  },
} as const;

for (const [lang, x] of Object.entries(TEXT) as Array<[keyof typeof TEXT, (typeof TEXT)[keyof typeof TEXT]]>) {
  test(`staff management in ${lang}: add staff, assign a task, start and complete it`, async ({ page }) => {
    test.setTimeout(90_000);
    // The Spanish run also covers the dark theme's contrast.
    if (lang === "es") await useTheme(page, "dark");
    await signInAsAdmin(page);
    const teams = (await (await page.request.get("/api/teams")).json()) as Array<{ id: string; name: string }>;
    // Each language works on its own team without staff (the demo has a staff member on one), so the
    // two runs share the server without meeting.
    const staffed = new Set(
      ((await (await page.request.get("/api/staff")).json()) as Array<{ teamId: string | null }>).map((m) => m.teamId),
    );
    // Hydrated: the filter changes the address from the page's script.
    await gotoHydrated(page, `/staff?lang=${lang}`);
    // Not the team the page opens on (choosing it would change nothing).
    const shown = await page.getByLabel(x.filter).inputValue();
    const team = teams.filter((t) => !staffed.has(t.id) && t.id !== shown)[lang === "en" ? 4 : 5];
    await page.getByLabel(x.filter).selectOption(team.id);
    await expect(page).toHaveURL(new RegExp(`teamId=${team.id}`));

    const staffTab = page.getByRole("tab", { name: x.staffTab(0) });
    await expect(staffTab).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tab", { name: x.tasksTab(0) })).toBeVisible();
    await expect(page.getByText(x.noStaff)).toBeVisible();
    await expectAccessible(page, `/staff (${lang})`);

    // Add a staff member: a missing role is named, then the member appears with the salary in dollars.
    await page.getByRole("button", { name: x.addStaff }).click();
    const addDialog = page.getByRole("dialog");
    await addDialog.getByLabel(x.firstName).fill("Rosa");
    await addDialog.getByLabel(x.lastName).fill(`Parks ${lang}`);
    await addDialog.getByLabel(x.email).fill(`rosa.${lang}@example.com`);
    await addDialog.getByLabel(x.salary).fill("52000.50");
    await addDialog.getByRole("button", { name: x.save }).click();
    await expect(addDialog.getByText(x.required)).toBeVisible();
    await addDialog.getByLabel(x.role).selectOption({ label: x.roleOption });
    await expectAccessible(page, `add staff dialog (${lang})`);
    await addDialog.getByRole("button", { name: x.save }).click();
    await expect(page.getByTestId("toast")).toContainText(x.staffAdded);
    await expect(addDialog).toBeHidden();
    await expect(page.getByRole("tab", { name: x.staffTab(1) })).toBeVisible();
    const card = page.getByTestId("staff-card").filter({ hasText: `Rosa Parks ${lang}` });
    await expect(card).toContainText(team.name);
    await expect(card.getByTestId("staff-salary")).toHaveText(x.salaryText);
    await expect(card.getByTestId("staff-tasks")).toHaveText(x.done(0, 0));

    // Assign Task opens the task dialog with the assignee set.
    await card.getByRole("button", { name: x.assign }).click();
    const taskDialog = page.getByRole("dialog");
    await expect(taskDialog.getByLabel(x.title)).toBeVisible();
    await expect(taskDialog.locator('select[name="assignedTo"] option:checked')).toHaveText(`Rosa Parks ${lang}`);
    await taskDialog.getByLabel(x.title).fill(`Order match kits ${lang}`);
    await taskDialog.getByLabel(x.category).selectOption({ label: x.categoryOption });
    await taskDialog.getByLabel(x.dueDate).fill("2025-03-01");
    await taskDialog.getByLabel(x.budget).fill("2500");
    await expectAccessible(page, `task dialog (${lang})`);
    await taskDialog.getByRole("button", { name: x.create }).click();
    await expect(page.getByTestId("toast")).toContainText(x.taskCreated);
    await expect(page.getByRole("tab", { name: x.tasksTab(1) })).toBeVisible();
    await expect(card.getByTestId("staff-tasks")).toHaveText(x.done(0, 1));

    // The task: pending and overdue; Start moves it on and disables itself; Complete ends it.
    await page.getByRole("tab", { name: x.tasksTab(1) }).click();
    const task = page.getByTestId("task-card").filter({ hasText: `Order match kits ${lang}` });
    await expect(task.getByTestId("task-assignee")).toHaveText(`Rosa Parks ${lang}`);
    await expect(task.getByTestId("task-status")).toHaveText(new RegExp(`${x.pending}$`));
    await expect(task.getByTestId("task-overdue")).toHaveText(x.overdue);
    await expect(task.getByTestId("task-budget")).toHaveText(x.budgetText);
    await expectAccessible(page, `tasks tab (${lang})`);
    await task.getByRole("button", { name: x.start }).click();
    await expect(task.getByTestId("task-status")).toHaveText(new RegExp(`${x.inProgress}$`));
    await expect(task.getByRole("button", { name: x.start })).toBeDisabled();
    await task.getByRole("button", { name: x.complete }).click();
    await expect(task.getByTestId("task-status")).toHaveText(new RegExp(`${x.completed}$`));
    await expect(task.getByRole("button")).toHaveCount(0);
    await expect(task.getByTestId("task-overdue")).toHaveCount(0);
    await expect(task.getByTestId("task-completed-at")).toBeVisible();

    await page.getByRole("tab", { name: x.staffTab(1) }).click();
    await expect(card.getByTestId("staff-tasks")).toHaveText(x.done(1, 1));

    // All teams: the member is still listed; the first response already holds the data.
    await page.getByLabel(x.filter).selectOption({ label: x.allTeams });
    await expect(page).not.toHaveURL(/teamId=/);
    await expect(page.getByTestId("staff-card").filter({ hasText: `Rosa Parks ${lang}` })).toBeVisible();
    const html = await (await page.request.get(`/staff?teamId=${team.id}&lang=${lang}`)).text();
    expect(html).toContain(`Order match kits ${lang}`);
  });
}

test("the staff registration entry opens the registration form", async ({ page }) => {
  await page.goto("/staff");
  await page.getByRole("button", { name: "Staff Registration" }).click();
  const dialog = page.getByRole("dialog", { name: "Staff Registration" });
  await expect(dialog.getByTestId("staff-registration-form")).toBeVisible();
  await expectAccessible(page, "staff registration dialog");
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("a refused write keeps the dialog open and says why, in the visitor's language", async ({ page }) => {
  // Visitors are not offered the form: an admin opens it, then the session ends (signed out elsewhere).
  await signInAsAdmin(page);
  // The header's account menu asks who is signed in (GET /api/me) once the page is up: the session ends
  // after it has answered, as a sign-out elsewhere would (before, that read would be the refused one).
  const whoami = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/me");
  await page.goto("/staff?lang=es");
  expect((await whoami).status()).toBe(200);
  await page.getByRole("button", { name: "Nueva tarea" }).click();
  const origin = new URL(page.url()).origin;
  expect((await page.request.post("/api/auth/logout", { headers: { origin }, data: {} })).status()).toBe(200);
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Título").fill("Sin permiso");
  await dialog.getByLabel("Categoría").selectOption({ label: "Finanzas" });
  await dialog.getByRole("button", { name: "Crear tarea" }).click();
  await expect(page.getByTestId("toast")).toContainText("No se pudo crear la tarea");
  await expect(page.getByTestId("toast")).toContainText("Inicia sesión como administrador");
  await expect(dialog).toBeVisible();
});

test.describe("staff page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the team filter is a plain GET form that keeps the language", async ({ page, request }) => {
    const staff = (await (await request.get("/api/staff")).json()) as Array<{ teamId: string | null }>;
    const teamId = staff.find((m) => m.teamId)?.teamId;
    expect(teamId, "the demo has a staff member on a team").toBeTruthy();
    await page.goto("/staff?lang=es");
    await page.getByLabel(TEXT.es.filter).selectOption(teamId!);
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect(page).toHaveURL(new RegExp(`teamId=${teamId}`));
    await expect(page).toHaveURL(/lang=es/);
    await expect(page.getByLabel(TEXT.es.filter)).toHaveValue(teamId!);
    await expect(page.getByTestId("staff-card")).toHaveCount(staff.filter((m) => m.teamId === teamId).length);
  });
});
