/**
 * Inviting a team's captain tells the franchise manager nothing about whether the address has an account:
 * a new address and an existing one get the same answer. The existing person is mailed the team's offer
 * in their language instead, and its link makes them the team's captain once they accept it signed in as
 * themselves, once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AccountToken, AuditEvent, RateLimit, TeamLink, User } from "../../db/entities/index";
import { hashToken } from "../../server/auth/tokens";
import { lastMailTo, refusal, startHarness, type Harness } from "../../test/harness";
import { browser, createAccounts, createRolePerson, signIn } from "../../test/auth";

let h: Harness;
let teamId: string;
let teamName: string;
let managerCookie: string;

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  const [team] = await h.caller().teams.list();
  [teamId, teamName] = [team.id, team.name];
  await createRolePerson(h.em(), {
    role: "franchise_manager",
    email: "offer-fm@example.org",
    password: "a-long-manager-password",
    teamIds: [teamId],
  });
  managerCookie = await signIn(h, { email: "offer-fm@example.org", password: "a-long-manager-password" });
}, 120_000);
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.em().nativeDelete(RateLimit, {});
});

const invite = (email: string) =>
  fetch(`${h.url}/api/teams/${teamId}/captain-invitation`, {
    method: "POST",
    headers: browser(h, managerCookie),
    body: JSON.stringify({ email, firstName: "Cap", lastName: "Tain" }),
  });

/** Someone who already has an account (a password), writing in `language`. */
async function existingPerson(email: string, role = "referee", language: "en" | "es" = "es") {
  const person = await createRolePerson(h.em(), { role, email, password: "a-long-person-password" });
  await h.em().nativeUpdate(User, { id: person.id }, { language });
  return person;
}

/** The offer mailed to `email` and its link's token. */
async function offerTo(email: string) {
  const mail = await lastMailTo(h, email);
  return { mail, token: /\/account\/captain-offer\?token=([a-z2-7]+)/.exec(mail?.body ?? "")?.[1] ?? "" };
}

describe("inviting a captain", () => {
  it("answers a new address and one that has an account alike", async () => {
    await existingPerson("has-account@example.org");
    const fresh = await invite("no-account@example.org");
    const known = await invite("has-account@example.org");
    expect(known.status).toBe(fresh.status);
    expect(fresh.status).toBe(200);
    const [a, b] = [await fresh.json(), await known.json()];
    expect(Object.keys(b).sort()).toEqual(Object.keys(a).sort());
    const { userId: _a, email: _ae, ...restA } = a;
    const { userId: _b, email: _be, ...restB } = b;
    expect(restB).toEqual(restA);
    expect(b).toMatchObject({ email: "has-account@example.org", role: "captain", teamIds: [teamId], expiresInDays: 7 });
  });

  it("mails the person who has an account the team's offer in their language, and changes nothing yet", async () => {
    const person = await existingPerson("offer-es@example.org");
    expect((await invite("offer-es@example.org")).status).toBe(200);
    const { mail, token } = await offerTo("offer-es@example.org");
    expect(mail.language).toBe("es");
    expect(mail.subject).toBe(`${teamName} te quiere como capitán`);
    expect(mail.body).toContain(`${h.url}/account/captain-offer?token=`);
    const row = await h.em().findOneOrFail(AccountToken, { tokenHash: hashToken(token) });
    expect(row).toMatchObject({ purpose: "captain_offer", teamId, userId: person.id, usedAt: null });
    expect(row.expiresAt.getTime() - Date.now()).toBeGreaterThan(6.9 * 24 * 3600_000);
    const stored = await h.em().findOneOrFail(User, person.id);
    expect(stored.role).toBe("referee");
    expect(await h.em().count(TeamLink, { userId: person.id })).toBe(0);
  });
});

describe("a captain offer", () => {
  it("accepted signed in as the person, makes them the team's captain in one step, audited; the link works once", async () => {
    const person = await existingPerson("accepts@example.org", "referee", "en");
    await invite("accepts@example.org");
    const { mail, token } = await offerTo("accepts@example.org");
    expect(mail.subject).toBe(`${teamName} wants you as its captain`);
    const caller = h.caller({ user: person });
    expect(await caller.auth.captainOffer({ token })).toEqual({ teamId, teamName, role: "referee" });
    expect(await caller.auth.acceptCaptainOffer({ token })).toEqual({ teamId, teamName, role: "captain" });
    expect((await h.em().findOneOrFail(User, person.id)).role).toBe("captain");
    expect(await h.em().count(TeamLink, { userId: person.id, teamId })).toBe(1);
    expect(await h.em().count(AuditEvent, { action: "captain_offer.accepted", actorId: person.id })).toBe(1);
    // The team's pages now name the person who holds the role as its captain.
    expect((await h.caller().teams.detail({ id: teamId })).team.captain).toBe(`${person.firstName} ${person.lastName}`);
    const again = await refusal(h.caller({ user: { ...person, role: "captain" } }).auth.acceptCaptainOffer({ token }));
    expect(again).toMatchObject({
      code: "BAD_REQUEST",
      fields: { token: "This link has already been used. Ask for a new one." },
    });
  });

  it("is refused to anyone else signed in (403, translated), and stays usable by its person", async () => {
    const person = await existingPerson("mine@example.org");
    const other = await existingPerson("not-mine@example.org", "captain");
    await invite("mine@example.org");
    const { token } = await offerTo("mine@example.org");
    const refused = await refusal(h.caller({ user: other, lang: "es" }).auth.acceptCaptainOffer({ token }), "es");
    expect(refused).toMatchObject({
      code: "FORBIDDEN",
      message: "Esta oferta se envió a otra persona. Inicia sesión con la cuenta a la que se envió.",
    });
    expect(await h.em().count(TeamLink, { userId: other.id, teamId })).toBe(0);
    expect(await refusal(h.caller().auth.acceptCaptainOffer({ token }))).toMatchObject({ code: "UNAUTHORIZED" });
    expect(await h.caller({ user: person }).auth.acceptCaptainOffer({ token })).toMatchObject({ role: "captain" });
  });
});
