import { expect, test } from "./fixtures";
import { expectAccessible } from "./a11y";
import { gotoHydrated } from "./hydration";
import { outboxFor } from "./outbox";
import { api, signInRequestAsAdmin } from "./admin-api";

/**
 * A team's captaincy offered to someone who already has an account: the mailed link sends a signed-out
 * visitor to sign in and back, shows the team and what accepting changes, and accepting makes them the
 * team's captain; the link then says it was used and how to get a new one.
 */
const PASSWORD = "a-long-e2e-password";
const linkIn = (body: string, path: string) => new RegExp(`https?://[^\\s/]+(${path}\\?token=[a-z2-7]+)`).exec(body)?.[1];

test("a captain offer: signed out → sign in → back → accept → captain of the team; the link then refused (es)", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const admin = await signInRequestAsAdmin(request);
  const [team] = await api<Array<{ id: string; name: string }>>(request, "/api/teams");
  const email = `referee-offer-${Date.now()}@account.test`;
  await admin("post", "/api/invitations", { email, firstName: "Rita", lastName: "Ramírez", role: "referee", language: "es" });
  const invitation = linkIn((await outboxFor(request, email))[0].body, "/account/invitation")!;
  await gotoHydrated(page, `${invitation}&lang=es`);
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(PASSWORD);
  await page.getByRole("textbox", { name: "Repite la contraseña", exact: true }).fill(PASSWORD);
  await page.getByTestId("set-password-submit").click();
  await expect(page).toHaveURL(/\/account$/);
  // Signed out away from /account, whose own checks would meet the ended session.
  await page.goto("about:blank");
  await page.context().clearCookies();

  // The team's invitation, made by someone who cannot tell the address has an account.
  await admin("post", `/api/teams/${team.id}/captain-invitation`, { email, firstName: "X", lastName: "Y" });
  const mails = await outboxFor(request, email);
  const offer = mails.map((m) => linkIn(m.body, "/account/captain-offer")).find(Boolean)!;
  expect(mails.map((m) => m.subject)).toContain(`${team.name} te quiere como capitán`);

  await gotoHydrated(page, `${offer}&lang=es`);
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Faccount%2Fcaptain-offer%3Ftoken%3D/);
  await page.getByLabel("Correo electrónico").fill(email);
  await page.getByRole("textbox", { name: "Contraseña", exact: true }).fill(PASSWORD);
  await page.getByTestId("login-submit").click();
  await expect(page).toHaveURL(/\/account\/captain-offer\?token=/);
  await expect(page.getByTestId("captain-offer-form")).toContainText(`${team.name} te quiere como capitán`);
  await expect(page.getByTestId("captain-offer-form")).toContainText("Ahora eres árbitro");
  await expectAccessible(page, "captain offer, es");
  await page.getByTestId("captain-offer-accept").click();

  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByTestId("account-my-place")).toHaveAttribute("href", `/teams/${team.id}`);
  await gotoHydrated(page, `${offer}&lang=es`);
  await expect(page.getByTestId("link-refused-reason")).toHaveText("Este enlace ya se ha usado. Pide uno nuevo.");
  await expect(page.getByTestId("ask-again")).toHaveText(
    "Pide al gerente de la franquicia del equipo que vuelva a enviar la oferta.",
  );
});
