/**
 * Personal data needs a token scope that says so (docs/decisions/121): a `read` token gets 403 on every
 * operation that answers people's names and contact details, over REST and tRPC, and a token with the
 * personal-data scope the operation declares gets it. Every query of the router is walked with both
 * kinds of token, after people with addresses and phones are stored everywhere an answer can carry them.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { JerseyOrder, Match, Order, User } from "../db/entities/index";
import { appRouter } from "../routers/index";
import { PERSONAL_DATA_SCOPES, tokenScopeNeeded } from "../server/auth/token-scopes";
import { API_TOKEN_SCOPES, type ApiTokenScope } from "@shared/api-tokens";
import { ADMIN, browser, createAccounts, signIn } from "./auth";
import { startHarness, type Harness } from "./harness";
import { sessionUser } from "./route-action";
import type { Context } from "../server/trpc";

let h: Harness;
let cookie: string;
let admin: NonNullable<Context["user"]>;
let teamId: string;
let matchId: string;

/** Any address but the organisation's own (press, partnerships), which is public on purpose. */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi;
const ORGANISATION_EMAIL = /@tradescup\.example$/;
const PHONE = /(?:\+\d{1,3}[\s-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;

function personalData(value: unknown): string[] {
  const text = JSON.stringify(value ?? null);
  const found = [...text.matchAll(EMAIL)].map(([e]) => e).filter((e) => !ORGANISATION_EMAIL.test(e));
  const phone = PHONE.exec(text);
  return phone ? [...found, phone[0]] : found;
}

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  cookie = await signIn(h, ADMIN);
  admin = sessionUser(await h.em().findOneOrFail(User, { email: ADMIN.email }));
  const asAdmin = h.caller({ user: admin });
  teamId = (await h.caller().teams.list())[0].id;
  // People with addresses and phones wherever an answer can carry them.
  await asAdmin.staff.add({
    teamId,
    firstName: "Rosa",
    lastName: "Token",
    email: "rosa.token@example.org",
    phone: "+1 404-555-0142",
    role: "coach",
    salary: 1_000_000,
  });
  // Audited: the trail names the admin who added them.
  await asAdmin.players.create({
    teamId,
    firstName: "Kai",
    lastName: "Token",
    email: "kai.token@example.org",
    phone: "(404) 555-0199",
    position: "defender",
    status: "inactive",
  });
  await h.caller().sponsors.inquire({
    companyName: "Peachtree Plumbing Co.",
    contactName: "Dana Pipes",
    email: "dana@peachtree.example",
    phone: "(404) 555-0177",
    sponsorshipTier: "premium",
    message: "We would like to sponsor the plumbers' team.",
  });
  await h.caller().registrations.applyPlayer({
    firstName: "Eva",
    lastName: "Luna",
    email: "eva.luna@example.org",
    teamId,
    tradeSpecialty: "plumbing",
    preferredPosition: "midfielder",
    experience: "advanced",
    availability: "weekends",
    jerseySize: "L",
    liabilityWaiver: true,
  });
  const em = h.em();
  const customer = { customerName: "Carla Buyer", customerEmail: "carla.buyer@example.org", customerPhone: "(404) 555-0123" };
  em.create(Order, { id: randomUUID(), orderNumber: `TC-${Date.now()}`, items: [], subtotal: 100, total: 100, ...customer });
  em.create(JerseyOrder, {
    id: randomUUID(),
    teamId,
    jerseyType: "home",
    size: "L",
    unitPrice: 100,
    totalPrice: 100,
    ...customer,
  });
  await em.flush();
  // A result change, made by the admin: its trail names them.
  const [match] = await h.em().find(Match, { round: "group" }, { orderBy: { matchDate: "asc" }, limit: 1 });
  matchId = match.id;
  await asAdmin.matches.update({ matchId, status: "completed", homeScore: 2, awayScore: 1 });
}, 120_000);

afterAll(async () => h?.close());

/** A token the signed-in admin makes over REST. */
async function mint(scopes: ApiTokenScope[]) {
  const res = await fetch(`${h.url}/api/tokens`, {
    method: "POST",
    headers: browser(h, cookie),
    body: JSON.stringify({ name: `partner ${scopes.join("+")}`, scopes }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { token: string }).token;
}

describe("the operations answering people's names and contact details", () => {
  type Scope = "people:read" | "registrations:read";
  const rest = (): Array<{ path: string; scope: Scope }> => [
    { path: "/people", scope: "people:read" },
    { path: "/admin/audit-events", scope: "people:read" },
    { path: `/matches/${matchId}/result-changes`, scope: "people:read" },
  ];
  const trpc: Array<{ path: string; scope: Scope }> = [
    { path: "admin.report", scope: "registrations:read" },
    { path: "admin.dashboard", scope: "people:read" },
  ];

  it("refuse a read token with 403 naming the scope, over REST and tRPC, and answer a token holding it", async () => {
    const read = await mint(["read"]);
    const tokens = { "people:read": await mint(["people:read"]), "registrations:read": await mint(["registrations:read"]) };
    for (const { path, scope } of rest()) {
      const refused = await fetch(`${h.url}/api${path}?lang=es`, { headers: { authorization: `Bearer ${read}` } });
      expect(refused.status, path).toBe(403);
      expect(((await refused.json()) as { error: { message: string } }).error.message, path).toBe(
        `Este token de la API no puede hacer esto: necesita el permiso "${scope}".`,
      );
      const answered = await fetch(`${h.url}/api${path}`, { headers: { authorization: `Bearer ${tokens[scope]}` } });
      expect(answered.status, path).toBe(200);
      expect(personalData(await answered.json()), path).not.toEqual([]);
    }
    for (const { path, scope } of trpc) {
      const refused = await fetch(`${h.url}/trpc/${path}`, { headers: { authorization: `Bearer ${read}` } });
      expect(refused.status, path).toBe(403);
      expect(await refused.text(), path).toContain(`\\"${scope}\\"`);
      const answered = await fetch(`${h.url}/trpc/${path}`, { headers: { authorization: `Bearer ${tokens[scope]}` } });
      expect(answered.status, path).toBe(200);
      expect(personalData(await answered.json()), path).not.toEqual([]);
    }
  });
});

describe("every query of the router", () => {
  const queries = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
    .filter(([, p]) => p._def.type === "query")
    .map(([path]) => path);
  const withToken = (scopes: readonly ApiTokenScope[]) => ({ ...admin, apiToken: { id: randomUUID(), name: "walk", scopes } });

  /** The query's answer for this caller, trying inputs until one fits (null when none does). */
  async function answer(user: Context["user"], path: string) {
    const inputs = [undefined, {}, { teamId }, { matchId }, { id: teamId }, { kind: "players" }];
    for (const input of inputs) {
      const caller = h.caller({ user }) as unknown as Record<string, unknown>;
      const fn = path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], caller) as (
        input: unknown,
      ) => Promise<unknown>;
      try {
        return { ok: true as const, value: await fn(input) };
      } catch (e) {
        const code = (e as { code?: string }).code;
        if (code === "FORBIDDEN" || code === "UNAUTHORIZED") return { ok: false as const, code };
      }
    }
    return null;
  }

  it("a read token gets no email or phone from any of them", async () => {
    const leaks: string[] = [];
    for (const path of queries) {
      const got = await answer(withToken(["read"]), path);
      if (got?.ok && personalData(got.value).length) leaks.push(`${path}: ${personalData(got.value).slice(0, 2).join(", ")}`);
    }
    expect(leaks).toEqual([]);
  });

  it("each one that answers an email or phone to a token with every read scope declares a personal-data scope", async () => {
    const reads = API_TOKEN_SCOPES.filter((s) => s !== "admin" && s !== "matches:write");
    const personal: string[] = [];
    for (const path of queries) {
      const got = await answer(withToken(reads), path);
      if (got?.ok && personalData(got.value).length) personal.push(path);
    }
    // The walk reached the data: the operations named in the review answer it.
    expect(personal).toEqual(
      expect.arrayContaining(["admin.people", "admin.auditEvents", "matches.resultChanges", "admin.report", "admin.dashboard"]),
    );
    const undeclared = personal.filter((path) => {
      const need = tokenScopeNeeded(path);
      const needs = Array.isArray(need) ? need : [need];
      return !needs.some((s) => PERSONAL_DATA_SCOPES.includes(s as ApiTokenScope));
    });
    expect(undeclared).toEqual([]);
  });
});
