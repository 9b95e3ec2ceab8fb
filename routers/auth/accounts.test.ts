/**
 * Invitations, password resets and "who am I" over REST: one-time links mailed through the
 * outbox in the person's language, refused clearly when expired, used or tampered with; a reset that
 * answers the same for unknown addresses and is rate-limited; a new password that ends other sessions.
 */
import { randomUUID } from "node:crypto";
import http from "node:http";
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import {
  AccountToken,
  FranchiseRegistration,
  Match,
  OutboxEmail,
  RateLimit,
  Session,
  TeamLink,
  User,
} from "../../db/entities/index";
import { RATE_LIMITS } from "../../server/rate-limits";
import { hashToken } from "../../server/auth/tokens";
import { afterAnswerSettled } from "../../server/after-answer";
import { configureMail } from "../../server/mail";
import { lastMailTo as lastMailOf, startHarness, type Harness } from "../../test/harness";
import { ADMIN, browser, createAccounts, createRolePerson, signIn } from "../../test/auth";

let h: Harness;
let adminCookie: string;
let teamId: string;
let otherTeamId: string;

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  adminCookie = await signIn(h, ADMIN);
  const teams = await h.caller().teams.list();
  [teamId, otherTeamId] = [teams[0].id, teams[1].id];
}, 120_000);
afterAll(async () => {
  await h?.close();
});
beforeEach(async () => {
  await h.em().nativeDelete(RateLimit, {});
});

const post = (path: string, body: unknown, headers: Record<string, string> = { "content-type": "application/json" }) =>
  fetch(`${h.url}/api${path}`, { method: "POST", headers, body: JSON.stringify(body) });
const lastMailTo = (to: string) => lastMailOf(h, to);
const tokenIn = (body: string, path: string) => new RegExp(`${path}\\?token=([a-z2-7]+)`).exec(body)?.[1];
const PASSWORD = "a-long-new-password";

describe("an invitation", () => {
  it("mails a one-time link in the person's language; accepting it sets the password, activates the account and signs in", async () => {
    const m = await h.em().findOneOrFail(Match, { round: "group" }, { orderBy: { matchDate: "asc" } });
    const res = await post(
      "/invitations",
      {
        email: "Rosa.Ref@Example.org",
        firstName: "Rosa",
        lastName: "Árbitra",
        role: "referee",
        matchIds: [m.id],
        language: "es",
      },
      browser(h, adminCookie),
    );
    expect(res.status).toBe(200);
    const invited = (await res.json()) as { userId: string; role: string; matchIds: string[] };
    expect(invited).toMatchObject({ role: "referee", matchIds: [m.id] });
    const mail = await lastMailTo("rosa.ref@example.org");
    expect(mail.subject).toBe("Te invitamos a ayudar a organizar la Trades Cup");
    expect(mail.body).toContain("como árbitro");
    const token = tokenIn(mail.body, "/account/invitation")!;
    expect(token).toBeTruthy();
    // Only the hash is kept.
    expect(await h.em().count(AccountToken, { tokenHash: hashToken(token), purpose: "invitation" })).toBe(1);
    expect(await h.em().count(AccountToken, { tokenHash: token })).toBe(0);

    const accepted = await post("/auth/invitations/accept", { token, password: PASSWORD });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.getSetCookie().some((c) => c.startsWith("session="))).toBe(true);
    expect((await h.em().findOneOrFail(User, invited.userId)).status).toBe("active");
    const cookie = await signIn(h, { email: "rosa.ref@example.org", password: PASSWORD });
    const me = await fetch(`${h.url}/api/me`, { headers: { cookie } });
    expect(me.status).toBe(200);
    expect(await me.json()).toMatchObject({
      role: "referee",
      scopes: { teams: [], matches: [{ matchId: m.id, position: "referee" }] },
    });

    const again = await post(
      "/auth/invitations/accept?lang=es",
      { token, password: PASSWORD },
      { "content-type": "application/json", "accept-language": "es" },
    );
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: { fields: { token: "Este enlace ya se ha usado. Pide uno nuevo." } } });
  });

  it("refuses a tampered link and an expired one, each saying to ask for a new one", async () => {
    await post(
      "/invitations",
      { email: "late@example.org", firstName: "Lat", lastName: "E", role: "staff" },
      browser(h, adminCookie),
    );
    const token = tokenIn((await lastMailTo("late@example.org")).body, "/account/invitation")!;
    const tampered = await post("/auth/invitations/accept", {
      token: `${token.slice(0, -1)}${token.endsWith("a") ? "b" : "a"}`,
      password: PASSWORD,
    });
    expect(tampered.status).toBe(400);
    expect(await tampered.json()).toMatchObject({ error: { fields: { token: "This link is not valid. Ask for a new one." } } });
    await h.em().nativeUpdate(AccountToken, { tokenHash: hashToken(token) }, { expiresAt: new Date(Date.now() - 1000) });
    const expired = await post("/auth/invitations/accept", { token, password: PASSWORD });
    expect(expired.status).toBe(400);
    expect(await expired.json()).toMatchObject({ error: { fields: { token: "This link has expired. Ask for a new one." } } });
    // A reset link is no invitation.
    expect((await h.em().findOneOrFail(User, { email: "late@example.org" })).status).toBe("approved");
  });

  it("lasts 7 days; never takes over an account that has a password (409); a team role needs a team", async () => {
    const before = Date.now();
    await post(
      "/invitations",
      { email: "fm-new@example.org", firstName: "Fran", lastName: "Chise", role: "franchise_manager", teamIds: [teamId] },
      browser(h, adminCookie),
    );
    const user = await h.em().findOneOrFail(User, { email: "fm-new@example.org" });
    const [row] = await h.em().find(AccountToken, { userId: user.id });
    expect(row.expiresAt.getTime() - before).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(row.expiresAt.getTime() - before).toBeLessThanOrEqual(7 * 24 * 3600_000 + 60_000);
    expect(await h.em().count(TeamLink, { userId: user.id, teamId })).toBe(1);

    const taken = await post(
      "/invitations",
      { email: ADMIN.email, firstName: "X", lastName: "Y", role: "captain", teamIds: [teamId] },
      browser(h, adminCookie),
    );
    expect(taken.status).toBe(409);
    const noTeam = await post(
      "/invitations",
      { email: "cap@example.org", firstName: "C", lastName: "P", role: "captain" },
      browser(h, adminCookie),
    );
    expect(noTeam.status).toBe(400);
    expect(await noTeam.json()).toMatchObject({ error: { fields: { teamIds: "Choose at least one team for this role" } } });
    expect(
      (await post("/invitations", { email: "x@example.org", firstName: "X", lastName: "Y", role: "captain", teamIds: [teamId] }))
        .status,
    ).toBe(401);
  });

  it("a franchise manager invites their own team's captain, not another team's", async () => {
    await createRolePerson(h.em(), {
      role: "franchise_manager",
      email: "fm-inviter@example.org",
      password: "a-long-manager-password",
      teamIds: [teamId],
    });
    const cookie = await signIn(h, { email: "fm-inviter@example.org", password: "a-long-manager-password" });
    const mine = await post(
      `/teams/${teamId}/captain-invitation`,
      { email: "new-captain@example.org", firstName: "Cap", lastName: "Tain" },
      browser(h, cookie),
    );
    expect(mine.status).toBe(200);
    expect(await mine.json()).toMatchObject({ role: "captain", teamIds: [teamId] });
    const link = tokenIn((await lastMailTo("new-captain@example.org")).body, "/account/invitation");
    expect(link).toBeTruthy();
    // Invited, not yet the team's captain; once their account is opened, the team names them.
    expect((await h.caller().teams.detail({ id: teamId })).team.captain).not.toBe("Cap Tain");
    expect((await post("/auth/invitations/accept", { token: link, password: PASSWORD })).status).toBe(200);
    expect((await h.caller().teams.detail({ id: teamId })).team.captain).toBe("Cap Tain");
    const theirs = await post(
      `/teams/${otherTeamId}/captain-invitation`,
      { email: "their-captain@example.org", firstName: "No", lastName: "Pe" },
      browser(h, cookie),
    );
    expect(theirs.status).toBe(403);
    expect(await h.em().count(User, { email: "their-captain@example.org" })).toBe(0);
  });

  it("comes with an approved registration: the approval mail carries the set-password link", async () => {
    const em = h.em();
    const user = em.create(
      User,
      {
        id: randomUUID(),
        email: "approved-fm@example.org",
        firstName: "Appro",
        lastName: "Ved",
        role: "franchise_manager",
        status: "pending",
      },
      { partial: true },
    );
    const reg = em.create(FranchiseRegistration, {
      id: randomUUID(),
      user: user.id,
      businessName: "Approved Pipes",
      tradeSpecialty: "plumbing",
    });
    await em.flush();
    const res = await fetch(`${h.url}/api/registrations/franchises/${reg.id}`, {
      method: "PATCH",
      headers: browser(h, adminCookie),
      body: JSON.stringify({ status: "approved" }),
    });
    expect(res.status).toBe(200);
    const token = tokenIn((await lastMailTo("approved-fm@example.org")).body, "/account/invitation")!;
    expect((await post("/auth/invitations/accept", { token, password: PASSWORD })).status).toBe(200);
    await signIn(h, { email: "approved-fm@example.org", password: PASSWORD });
  });
});

describe("linking people to teams", () => {
  it("an admin sets a franchise manager's teams (replacing those before); other roles act for none", async () => {
    const fm = await createRolePerson(h.em(), { role: "franchise_manager", email: "relinked@example.org", teamIds: [teamId] });
    const put = (userId: string, teamIds: string[], headers: Record<string, string> = browser(h, adminCookie)) =>
      fetch(`${h.url}/api/people/${userId}/teams`, { method: "PUT", headers, body: JSON.stringify({ teamIds }) });
    expect((await put(fm.id, [otherTeamId])).status).toBe(200);
    expect((await h.em().find(TeamLink, { userId: fm.id })).map((l) => l.teamId)).toEqual([otherTeamId]);
    const sponsor = await createRolePerson(h.em(), { role: "sponsor", email: "no-teams@example.org" });
    expect(await (await put(sponsor.id, [teamId])).json()).toMatchObject({
      error: { fields: { teamIds: "Only franchise managers and captains act for teams" } },
    });
    expect((await put(fm.id, [teamId], { "content-type": "application/json" })).status).toBe(401);
  });
});

describe("a password reset", () => {
  it("answers the same whether the address has an account or not; only a real account is mailed", async () => {
    const person = await createRolePerson(h.em(), {
      role: "staff",
      email: "forgetful@example.org",
      password: "the-old-password-1",
    });
    await h.em().nativeUpdate(User, { id: person.id }, { language: "es" });
    const known = await post("/auth/password-reset", { email: "Forgetful@example.org" });
    const unknown = await post("/auth/password-reset", { email: "nobody-here@example.org" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(await known.text()).toBe(await unknown.text());
    const mail = await lastMailTo("forgetful@example.org");
    expect(await h.em().count(OutboxEmail, { to: "nobody-here@example.org" })).toBe(0);
    expect(mail.subject).toBe("Restablece tu contraseña de la Trades Cup");
    expect(tokenIn(mail.body, "/account/password-reset")).toBeTruthy();
  });

  it("sets a new password once, within 30 minutes, and ends every other session", async () => {
    await createRolePerson(h.em(), { role: "captain", email: "resetter@example.org", password: "the-old-password-2" });
    const elsewhere = await signIn(h, { email: "resetter@example.org", password: "the-old-password-2" });
    await post("/auth/password-reset", { email: "resetter@example.org" });
    const token = tokenIn((await lastMailTo("resetter@example.org")).body, "/account/password-reset")!;
    const [row] = await h.em().find(AccountToken, { tokenHash: hashToken(token) });
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 30 * 60_000)).toBeLessThan(5_000);
    // An invitation's endpoint does not take a reset's link.
    expect((await post("/auth/invitations/accept", { token, password: PASSWORD })).status).toBe(400);

    const done = await post("/auth/password-reset/confirm", { token, password: PASSWORD });
    expect(done.status).toBe(200);
    const user = await h.em().findOneOrFail(User, { email: "resetter@example.org" });
    expect(await h.em().count(Session, { userId: user.id })).toBe(1);
    expect((await fetch(`${h.url}/api/me`, { headers: { cookie: elsewhere } })).status).toBe(401);
    await signIn(h, { email: "resetter@example.org", password: PASSWORD });
    const reused = await post("/auth/password-reset/confirm", { token, password: "yet-another-password" });
    expect(await reused.json()).toMatchObject({
      error: { fields: { token: "This link has already been used. Ask for a new one." } },
    });

    await post("/auth/password-reset", { email: "resetter@example.org" });
    const late = tokenIn((await lastMailTo("resetter@example.org")).body, "/account/password-reset")!;
    await h.em().nativeUpdate(AccountToken, { tokenHash: hashToken(late) }, { expiresAt: new Date(Date.now() - 1) });
    expect(
      await (await post("/auth/password-reset/confirm", { token: late, password: "yet-another-password" })).json(),
    ).toMatchObject({ error: { fields: { token: "This link has expired. Ask for a new one." } } });
  });

  it("is rate-limited per address of the caller, known account or not, with the same 429", async () => {
    const resetMails = async () => {
      await afterAnswerSettled();
      return h.em().count(OutboxEmail, { to: "forgetful@example.org", subject: "Restablece tu contraseña de la Trades Cup" });
    };
    const mailed = await resetMails();
    for (let i = 0; i < RATE_LIMITS.form.max; i++)
      await post("/auth/password-reset", { email: i % 2 ? "forgetful@example.org" : `nobody-${i}@example.org` });
    const known = await post("/auth/password-reset", { email: "forgetful@example.org" });
    const unknown = await post("/auth/password-reset", { email: "nobody-else@example.org" });
    expect(known.status).toBe(429);
    expect(unknown.status).toBe(429);
    // A handful of reset mails per address at most, however many requests.
    expect((await resetMails()) - mailed).toBe(3);
  });

  it("mails a link to this server's own address, never to the Host the request named", async () => {
    await createRolePerson(h.em(), { role: "staff", email: "hosted@example.org", password: "the-old-password-4" });
    for (const host of ["127.0.0.1:6666", "localhost:1", "evil.example"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const req = http.request(
          `${h.url}/api/auth/password-reset`,
          { method: "POST", headers: { host, "content-type": "application/json" } },
          (res) => res.resume().on("end", () => resolve(res.statusCode ?? 0)),
        );
        req.on("error", reject);
        req.end(JSON.stringify({ email: "hosted@example.org" }));
      });
      expect(status, host).toBe(200);
      const mail = await lastMailTo("hosted@example.org");
      expect(mail.body, host).toContain(`${h.url}/account/password-reset?token=`);
      await h.em().nativeDelete(OutboxEmail, { to: "hosted@example.org" });
    }
  });

  it("takes the same time to answer for an address with an account and one without", async () => {
    const known = Array.from({ length: 12 }, (_, i) => `timed-${i}@example.org`);
    for (const email of known) await createRolePerson(h.em(), { role: "staff", email, password: "the-old-password-3" });
    const timed = async (email: string) => {
      // Each answer is timed alone: the work of the one before has ended. The form's own limit (30 a
      // quarter-hour) is not what is timed here: its counter starts afresh.
      await afterAnswerSettled();
      await h.em().nativeDelete(RateLimit, { key: { $like: "form:%" } });
      const start = performance.now();
      const res = await post("/auth/password-reset", { email });
      expect(res.status).toBe(200);
      await res.text();
      return performance.now() - start;
    };
    // Mail delivery runs in the background after a mail is queued; held here, so it lands in no timed answer.
    configureMail({ auto: false });
    onTestFinished(() => configureMail({ auto: true }));
    await timed("warm-up@example.org");
    const median = (all: number[]) => [...all].sort((a, b) => a - b)[all.length / 2];
    // A round: 12 of each, interleaved so a burst of load on this shared machine hits both alike. A real
    // difference shows in every round; up to three rounds keep a burst of noise from failing the test.
    const rounds: string[] = [];
    let alike = false;
    for (let round = 0; round < 3 && !alike; round++) {
      const times = { known: [] as number[], unknown: [] as number[] };
      for (let i = 0; i < 12; i++) {
        times.known.push(await timed(known[i]));
        times.unknown.push(await timed(`untimed-${round}-${i}@example.org`));
      }
      const [k, u] = [median(times.known), median(times.unknown)];
      rounds.push(`known ${k.toFixed(1)} ms, unknown ${u.toFixed(1)} ms`);
      alike = Math.abs(k - u) < Math.max(3, 0.2 * Math.max(k, u));
    }
    expect(alike, rounds.join("; ")).toBe(true);
    // The known addresses were mailed all the same.
    for (const email of known) expect((await lastMailTo(email)).subject).toBe("Reset your Trades Cup password");
  });
});

describe("who am I", () => {
  it("is refused to anonymous callers and names a franchise manager's teams", async () => {
    expect((await fetch(`${h.url}/api/me`)).status).toBe(401);
    await createRolePerson(h.em(), {
      role: "franchise_manager",
      email: "whoami-fm@example.org",
      password: "a-long-manager-password",
      teamIds: [otherTeamId],
    });
    const cookie = await signIn(h, { email: "whoami-fm@example.org", password: "a-long-manager-password" });
    const body = (await (await fetch(`${h.url}/api/me`, { headers: { cookie } })).json()) as {
      role: string;
      scopes: { teams: Array<{ id: string }> };
    };
    expect(body.role).toBe("franchise_manager");
    expect(body.scopes.teams.map((t) => t.id)).toEqual([otherTeamId]);
  });
});
