/**
 * API tokens for partners (docs/decisions/116): created, listed and revoked over REST by
 * a signed-in admin only (201 + Location), acting within their scopes, refused once expired or revoked,
 * revoked with their creator's password or admin role, and named in the audit trail.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiToken, AuditEvent, Team, User } from "../../db/entities/index";
import { upsertAdmin } from "../../server/auth/admins";
import { setPasswordAndSignIn } from "../auth/account";
import type { ApiTokenScope } from "@shared/api-tokens";
import { ADMIN, browser, createAccounts, signIn } from "../../test/auth";
import { startHarness, type Harness } from "../../test/harness";
import { sessionUser } from "../../test/route-action";

let h: Harness;
let cookie: string;
const DAY = 24 * 3600 * 1000;

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  cookie = await signIn(h, ADMIN);
});
afterAll(async () => h?.close());

type Answer = {
  status: number;
  body: Record<string, unknown> & { error?: { message: string; fields?: Record<string, string> } };
};
async function call(
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
): Promise<Answer & { res: Response }> {
  const res = await fetch(`${h.url}/api${path}`, {
    method,
    headers: { ...headers, ...(body === undefined ? {} : { "content-type": "application/json" }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { res, status: res.status, body: text ? JSON.parse(text) : {} };
}
const asAdmin = (method: string, path: string, body?: unknown) => call(method, path, browser(h, cookie), body);
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A token made over REST by the signed-in admin. */
async function mint(scopes: ApiTokenScope[], extra: Record<string, unknown> = {}) {
  const created = await asAdmin("POST", "/tokens", { name: `partner ${scopes.join("+")}`, scopes, ...extra });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body as { id: string; token: string; expiresAt: string; scopes: string[] };
}

describe("POST/GET/DELETE /api/tokens", () => {
  it("creates a token with 201 and Location, shows it once, lists its scopes and expiry, and revokes it", async () => {
    const before = Date.now();
    const created = await asAdmin("POST", "/tokens", { name: "Scoreboard", scopes: ["read", "matches:write"] });
    expect(created.status).toBe(201);
    const body = created.body as { id: string; token: string; expiresAt: string; scopes: string[]; lastUsedAt: null };
    expect(created.res.headers.get("location")).toBe(`/api/tokens/${body.id}`);
    expect(body.token).toMatch(/^tcapi_/);
    expect(body.scopes).toEqual(["read", "matches:write"]);
    // 90 days unless told; ISO 8601 in UTC.
    expect(body.expiresAt).toMatch(/Z$/);
    expect(Date.parse(body.expiresAt) - before).toBeGreaterThanOrEqual(90 * DAY - 1000);
    expect(Date.parse(body.expiresAt) - before).toBeLessThan(90 * DAY + 60_000);

    const list = await asAdmin("GET", "/tokens");
    expect(list.status).toBe(200);
    expect(JSON.stringify(list.body)).not.toContain(body.token);
    const listed = (list.body as unknown as Array<Record<string, unknown>>).find((t) => t.id === body.id);
    expect(listed).toMatchObject({
      name: "Scoreboard",
      scopes: ["read", "matches:write"],
      expiresAt: body.expiresAt,
      revokedAt: null,
    });

    const short = await asAdmin("POST", "/tokens", { name: "Week", scopes: ["read"], expiresInDays: 7 });
    expect(Date.parse((short.body as { expiresAt: string }).expiresAt) - Date.now()).toBeLessThan(7 * DAY + 1000);

    const revoked = await asAdmin("DELETE", `/tokens/${body.id}`);
    expect(revoked.status).toBe(200);
    expect(revoked.body.revokedAt).toMatch(/Z$/);
    const refused = await call("GET", "/teams", bearer(body.token));
    expect(refused.status).toBe(401);
    expect(refused.body.error?.message).toContain("revoked");
    expect((await asAdmin("DELETE", "/tokens/00000000-0000-4000-8000-000000000000")).status).toBe(404);
  });

  it("refuses a token without scopes, an unknown scope and a life out of 1..365 days, naming the field", async () => {
    const none = await asAdmin("POST", "/tokens", { name: "x", scopes: [] });
    expect(none.status).toBe(400);
    expect(Object.keys(none.body.error?.fields ?? {})).toContain("scopes");
    expect((await asAdmin("POST", "/tokens", { name: "x", scopes: ["write-everything"] })).status).toBe(400);
    for (const expiresInDays of [0, 366, 1.5]) {
      const bad = await call("POST", "/tokens?lang=es", browser(h, cookie), { name: "x", scopes: ["read"], expiresInDays });
      expect(bad.status).toBe(400);
      expect(bad.body.error?.fields?.expiresInDays).toContain("365");
    }
  });

  it("never lets a token create, list or revoke tokens, whatever its scopes (403 saying so)", async () => {
    const { id, token } = await mint(["admin"]);
    for (const [method, path, body] of [
      ["POST", "/tokens", { name: "minted by a token", scopes: ["admin"] }],
      ["GET", "/tokens", undefined],
      ["DELETE", `/tokens/${id}`, undefined],
    ] as const) {
      const answer = await call(method, path, bearer(token), body);
      expect(answer.status, `${method} ${path}`).toBe(403);
      expect(answer.body.error?.message).toContain("creating, listing or revoking tokens");
    }
    expect(await h.em().count(ApiToken, { name: "minted by a token" })).toBe(0);
    // Nor its creator's password, which would revoke every token of theirs.
    const password = await call("POST", "/auth/password", bearer(token), {
      currentPassword: ADMIN.password,
      newPassword: "x-new-long-password",
    });
    expect(password.status).toBe(403);
    expect((await h.em().findOneOrFail(ApiToken, id)).revokedAt).toBeNull();
  });
});

describe("what a token may do", () => {
  const metrics = {
    totalParticipants: 10,
    completedMatches: 0,
    activeTeams: 32,
    upcomingMatches: 48,
    averageAttendance: 1200,
    totalSponsors: 5,
    eventDuration: 45,
    prizePool: 250_000_000,
  };
  // Each scope against one call of each kind: a read, a read of people's contact details, a registrations
  // read, a commerce read, a match write, an admin write.
  let teamId = "";
  beforeAll(async () => {
    teamId = (await h.em().find(Team, {}, { limit: 1 }))[0].id;
  });
  const probes = {
    read: () => ["GET", "/admin/matches"] as const,
    "people:read": () => ["GET", "/people"] as const,
    "registrations:read": () => ["GET", "/registrations/players"] as const,
    "commerce:read": () => ["GET", `/admin/franchise/${teamId}`] as const,
    "matches:write": () => ["POST", "/matches", {}] as const,
    admin: () => ["PUT", "/tournament-metrics", metrics] as const,
  };
  const allowed: Record<ApiTokenScope, Array<keyof typeof probes>> = {
    read: ["read"],
    "people:read": ["people:read"],
    "registrations:read": ["registrations:read"],
    "commerce:read": ["commerce:read"],
    "matches:write": ["matches:write"],
    admin: ["read", "people:read", "registrations:read", "commerce:read", "matches:write", "admin"],
  };

  for (const scope of Object.keys(allowed) as ApiTokenScope[]) {
    it(`a "${scope}" token passes where its scope reaches and gets 403 naming the scope elsewhere`, async () => {
      const { token } = await mint([scope]);
      for (const [probe, request] of Object.entries(probes)) {
        const [method, path, body] = request();
        const answer = await call(method, path, bearer(token), body);
        if (allowed[scope].includes(probe as keyof typeof probes)) {
          // A match write with an empty body reaches the schema: 400, past the gate.
          expect([200, 400], `${scope} → ${method} ${path}: ${JSON.stringify(answer.body)}`).toContain(answer.status);
        } else {
          expect(answer.status, `${scope} → ${method} ${path}`).toBe(403);
          expect(answer.body.error?.message).toContain(`"${probe}"`);
        }
      }
    });
  }

  it("an expired token is refused with 401, on public reads too", async () => {
    const { id, token } = await mint(["read"]);
    expect((await call("GET", "/teams", bearer(token))).status).toBe(200);
    await h.em().nativeUpdate(ApiToken, { id }, { expiresAt: new Date(Date.now() - 1000) });
    const answer = await call("GET", "/teams?lang=es", bearer(token));
    expect(answer.status).toBe(401);
    expect(answer.body.error?.message).toContain("caducó");
  });

  it("the audit trail names the token a change came with", async () => {
    const { token } = await mint(["admin"]);
    const team = (await h.em().find(Team, {}, { limit: 1 }))[0];
    const texts = { logoIdea: "A hammer", logoIdeaEs: "Un martillo", logoConcept: "Strength", logoConceptEs: "Fuerza" };
    const answer = await call("PATCH", `/teams/${team.id}/texts`, bearer(token), texts);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const [row] = await h.em().find(AuditEvent, { action: "team.texts_updated" }, { orderBy: { createdAt: "desc" }, limit: 1 });
    expect(row.actor).toContain('API token "partner admin"');
    expect(row.actor).toContain(ADMIN.email);
  });
});

describe("a creator's tokens are revoked with their password or admin role (in the same transaction)", () => {
  async function adminWithToken(email: string) {
    const em = h.em();
    const { user } = await upsertAdmin(em, { email, password: "first-long-password", firstName: "Token", lastName: "Maker" });
    const { token, id } = await h.caller({ user: sessionUser(user) }).admin.tokens.create({ name: email, scopes: ["read"] });
    expect((await call("GET", "/admin/matches", bearer(token))).status).toBe(200);
    return { user, token, id };
  }
  const revokedAt = async (id: string) => (await h.em().findOneOrFail(ApiToken, id)).revokedAt;

  it("a password change over REST", async () => {
    const { token, id } = await adminWithToken("changer@tradescup.test");
    const session = await signIn(h, { email: "changer@tradescup.test", password: "first-long-password" });
    const changed = await call("POST", "/auth/password", browser(h, session), {
      currentPassword: "first-long-password",
      newPassword: "second-long-password",
    });
    expect(changed.status).toBe(200);
    expect(await revokedAt(id)).not.toBeNull();
    expect((await call("GET", "/admin/matches", bearer(token))).status).toBe(401);
  });

  it("a password reset (the set-password step every reset and invitation ends in)", async () => {
    const { user, token, id } = await adminWithToken("resetter@tradescup.test");
    await setPasswordAndSignIn(
      { em: h.em(), lang: "en", user: null, authMode: "required", ip: "127.0.0.1" },
      user.id,
      "reset-long-password",
    );
    expect(await revokedAt(id)).not.toBeNull();
    expect((await call("GET", "/admin/matches", bearer(token))).status).toBe(401);
  });

  it("losing the admin role; other changes to the account leave the tokens alone", async () => {
    const { user, token, id } = await adminWithToken("demoted@tradescup.test");
    const em = h.em();
    const row = await em.findOneOrFail(User, user.id);
    row.firstName = "Renamed";
    await em.flush();
    expect(await revokedAt(id)).toBeNull();
    row.role = "staff";
    await em.flush();
    expect(await revokedAt(id)).not.toBeNull();
    expect((await call("GET", "/admin/matches", bearer(token))).status).toBe(401);
  });
});
