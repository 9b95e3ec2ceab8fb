import { expect, test, type Page } from "./fixtures";
import { expectAccessible, useTheme } from "./a11y";
import { gotoHydrated } from "./hydration";
import { signInAsAdmin } from "./admin-api";
import { runOnOwnServer } from "./own-server";

/**
 * The admin's side of roles and people in the running app, in English on a desktop (light theme) and in Spanish
 * on a phone (dark theme): the admin invites a franchise manager for a team (the invitation lands in the
 * outbox) and gives them a second team, makes the demo referee a match's referee with an assistant, is told which match clashes when the same referee is
 * put on a match kicking off an hour later (409), and reads who did what in the audit trail. On a
 * server of its own: new fixtures would change what other specs count.
 */
const { base } = runOnOwnServer("people", 33);
type Team = { id: string; name: string; drawOrder: number };
let teams: Team[] = [];
/** Each run's two fixtures, an hour apart (a day after the other run's). */
const fixtures: Record<"en" | "es", Array<{ id: string; home: Team; away: Team }>> = { en: [], es: [] };
let signedOffId = "";
const ASSISTANT = { firstName: "Lina", lastName: "Banda", email: "lina.banda@people.test" };

test.describe.configure({ mode: "serial" });
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  const send = await signInAsAdmin(page, base);
  teams = ((await (await page.request.get(`${base}/api/teams`)).json()) as Team[]).sort((a, b) => a.drawOrder - b.drawOrder);
  for (const [lang, days, first] of [
    ["en", 2, 2],
    ["es", 3, 6],
  ] as const) {
    for (const hour of [0, 1]) {
      const [home, away] = [teams[first + hour * 2], teams[first + hour * 2 + 1]];
      const matchDate = new Date(Date.now() + days * 24 * 3600_000 + hour * 3600_000).toISOString();
      const m = await send<{ id: string }>("post", "/api/matches", {
        homeTeamId: home.id,
        awayTeamId: away.id,
        matchDate,
        venue: "Centennial Field",
        round: "round_16",
      });
      fixtures[lang].push({ id: m.id, home, away });
    }
  }
  // A match played and its report signed off: the table says so.
  const played = await send<{ id: string }>("post", "/api/matches", {
    homeTeamId: teams[10].id,
    awayTeamId: teams[11].id,
    matchDate: new Date(Date.now() + 4 * 24 * 3600_000).toISOString(),
    venue: "Centennial Field",
    round: "round_16",
  });
  await send("patch", `/api/matches/${played.id}`, { status: "completed", homeScore: 1, awayScore: 0 });
  await send("post", `/api/matches/${played.id}/sign-off`, {});
  signedOffId = played.id;
  // A second referee, invited (no password yet): an assistant to choose.
  await send("post", "/api/invitations", { ...ASSISTANT, role: "referee" });
  await page.close();
});

const TEXT = {
  en: {
    people: "People",
    matches: "Matches",
    invite: "Invite someone",
    firstName: "First name",
    lastName: "Last name",
    email: "Email",
    role: "Role",
    send: "Send invitation",
    saveTeams: "Save teams",
    invited: "Invited",
    subject: "You are invited to help run the Trades Cup",
    from: "Kick-off from",
    officials: "Officials",
    referee: "Referee",
    assistant: "Assistant referee 1",
    save: "Save officials",
    saved: "Officials saved",
    clash: "already officiates",
    signedOff: "Report signed off",
    cancel: "Cancel",
    trail: "Who did what",
    what: "What",
    invitationSent: "Invitation sent",
    officialsAssigned: "Officials assigned",
  },
  es: {
    people: "Personas",
    matches: "Partidos",
    invite: "Invitar a alguien",
    firstName: "Nombre",
    lastName: "Apellido",
    email: "Correo electrónico",
    role: "Rol",
    send: "Enviar invitación",
    saveTeams: "Guardar equipos",
    invited: "Invitada",
    subject: "",
    from: "Inicio desde",
    officials: "Árbitros",
    referee: "Árbitro",
    assistant: "Árbitro asistente 1",
    save: "Guardar árbitros",
    saved: "Árbitros guardados",
    clash: "ya dirige",
    signedOff: "Acta firmada",
    cancel: "Cancelar",
    trail: "Quién hizo qué",
    what: "Qué",
    invitationSent: "Invitación enviada",
    officialsAssigned: "Árbitros asignados",
  },
};

const RUNS = [
  { lang: "en", viewport: { width: 1280, height: 900 }, theme: "light" },
  { lang: "es", viewport: { width: 390, height: 844 }, theme: "dark" },
] as const;

/** The matches tab narrowed to kick-offs from today on: the run's new fixtures, not the seed's. */
async function openMatches(page: Page, x: (typeof TEXT)["en"]) {
  await page.getByRole("tab", { name: x.matches }).click();
  await page.getByLabel(x.from).fill(new Date().toISOString().slice(0, 10));
  await page.getByTestId("matches-apply").click();
}

for (const { lang, viewport, theme } of RUNS) {
  test.describe(`${lang} at ${viewport.width} px`, () => {
    test.use({ viewport });
    const x = TEXT[lang];

    test(`the admin invites a franchise manager, assigns officials, meets a clash and reads who did what (${lang})`, async ({
      page,
    }) => {
      await useTheme(page, theme);
      await signInAsAdmin(page, base);
      await gotoHydrated(page, `${base}/admin?tab=people&lang=${lang}`);
      await expect(page.getByRole("heading", { level: 2, name: x.people, exact: false }).first()).toBeVisible();
      await expect(page.getByTestId("person-row").filter({ hasText: "Tomás Reyes" })).toBeVisible();
      await expectAccessible(page, `people tab (${lang})`);

      // Invite a franchise manager for a team.
      const email = `manager.${lang}@people.test`;
      const team = teams[lang === "en" ? 12 : 13];
      await page.getByRole("button", { name: x.invite }).click();
      const form = page.getByTestId("invite-form");
      await form.getByLabel(x.firstName).fill("Marta");
      await form.getByLabel(x.lastName).fill(lang === "en" ? "English" : "Española");
      await form.getByLabel(x.email).fill(email);
      await expect(form.getByRole("combobox", { name: x.role, exact: true })).toHaveValue("franchise_manager");
      await form.getByRole("checkbox", { name: team.name }).check();
      await expectAccessible(page, `invitation dialog (${lang})`);
      await form.getByRole("button", { name: x.send }).click();
      const row = page.locator(`[data-testid="person-row"][data-email="${email}"]`);
      await expect(row).toContainText(x.invited);
      await expect(row.getByTestId("person-teams")).toHaveText(team.name);
      const mails = (await (await page.request.get(`${base}/api/email-outbox?to=${encodeURIComponent(email)}`)).json()) as Array<{
        subject: string;
        language: string;
      }>;
      expect(mails).toHaveLength(1);
      expect(mails[0].language).toBe(lang);
      if (x.subject) expect(mails[0].subject).toBe(x.subject);

      // A second team for the manager: the whole set is saved.
      const another = teams[lang === "en" ? 14 : 15];
      await row.getByTestId("person-teams-edit").click();
      const teamsForm = page.getByTestId("person-teams-form");
      await expect(teamsForm.getByRole("checkbox", { name: team.name })).toBeChecked();
      await teamsForm.getByRole("checkbox", { name: another.name }).check();
      await teamsForm.getByRole("button", { name: x.saveTeams }).click();
      await expect(row.getByTestId("person-teams")).toHaveText(
        [team.name, another.name].sort((a, b) => a.localeCompare(b, lang)).join(", "),
      );

      // A referee and an assistant for the first fixture.
      const [first, second] = fixtures[lang];
      await openMatches(page, x);
      await expect(page.locator(`[data-match-id="${signedOffId}"]`).getByTestId("signed-off")).toHaveText(x.signedOff);
      const firstRow = page.locator(`[data-testid="admin-match-row"][data-match-id="${first.id}"]`);
      await firstRow.getByTestId("officials-edit").click();
      const officials = page.getByTestId("officials-form");
      await officials.getByRole("combobox", { name: x.referee, exact: true }).selectOption({ label: "Tomás Reyes" });
      await officials.getByLabel(x.assistant).selectOption({ label: `${ASSISTANT.firstName} ${ASSISTANT.lastName}` });
      await expectAccessible(page, `officials dialog (${lang})`);
      await officials.getByRole("button", { name: x.save }).click();
      await expect(page.getByText(x.saved).first()).toBeVisible();
      await expect(firstRow.getByTestId("match-officials")).toContainText("Tomás Reyes");
      await expect(firstRow.getByTestId("match-officials")).toContainText(`${ASSISTANT.firstName} ${ASSISTANT.lastName}`);

      // The same referee an hour later: refused, naming the other match.
      const secondRow = page.locator(`[data-testid="admin-match-row"][data-match-id="${second.id}"]`);
      await secondRow.getByTestId("officials-edit").click();
      const again = page.getByTestId("officials-form");
      await again.getByRole("combobox", { name: x.referee, exact: true }).selectOption({ label: "Tomás Reyes" });
      await again.getByRole("button", { name: x.save }).click();
      const clash = again.getByTestId("officials-error");
      await expect(clash).toContainText(x.clash);
      await expect(clash).toContainText(`${first.home.name} – ${first.away.name}`);
      await expectAccessible(page, `officials clash (${lang})`);
      await again.getByRole("button", { name: x.cancel }).click();
      await expect(secondRow.getByTestId("match-officials")).toHaveCount(0);

      // Who did what: the invitation and the assignment, by the demo admin.
      await page.getByRole("tab", { name: x.people }).click();
      const trail = page.getByTestId("audit-trail");
      await expect(trail.getByRole("heading", { name: x.trail })).toBeVisible();
      const assigned = trail.locator('[data-testid="audit-row"][data-action="officials.assigned"]').first();
      await expect(assigned).toContainText("Demo Admin");
      await expect(assigned).toContainText(x.officialsAssigned);
      await expect(assigned.getByTestId("audit-subject")).toContainText(`${first.home.name} – ${first.away.name}`);
      await trail.getByRole("combobox", { name: x.what, exact: true }).selectOption({ label: x.invitationSent });
      await trail.getByTestId("audit-apply").click();
      const invitations = trail.getByTestId("audit-row");
      await expect(invitations.first()).toHaveAttribute("data-action", "invitation.sent");
      await expect(trail.locator('[data-testid="audit-row"]:not([data-action="invitation.sent"])')).toHaveCount(0);
      await expect(invitations.first().getByTestId("audit-who")).toContainText("Demo Admin");
      await expect(invitations.first().getByTestId("audit-subject")).toContainText(email);
      await expectAccessible(page, `audit trail (${lang})`);
    });
  });
}
