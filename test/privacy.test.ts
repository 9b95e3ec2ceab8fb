/**
 * Personal data only for those who may see it (docs/decisions/100-public-and-admin-shapes.md): every
 * anonymous read — each public GET of the OpenAPI document, each tRPC query, each public page's HTML and
 * `.data` — is searched for emails, phones and pay, after an admin has stored people with all of those.
 */
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import express from "express";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Match, Order } from "../db/entities/index";
import { appRouter } from "../routers/index";
import { formatCents } from "@shared/money";
import { ADMIN, createAccounts, createRolePerson, signIn } from "./auth";
import { startHarness, type Harness } from "./harness";
import { PUBLIC_READ_CACHE_CONTROL } from "../server/http-api";

let h: Harness;
let pages: { url: string; server: Server; vite: ViteDevServer };
let adminCookie: string;
let teamId: string;

/** Distinctive figures and words, so any trace of them in a public answer is a leak, not a coincidence. */
const SECRET = {
  staffEmail: "rosa.privacy@example.org",
  staffPhone: "+1 404-555-0142",
  salary: 5_512_345,
  playerEmail: "kai.privacy@example.org",
  playerPhone: "(404) 555-0199",
  budget: 1_234_577,
  baseSalary: 9_876_543,
  bonuses: "Golden boot bonus of 7,777 dollars",
  nilTerms: "NIL: boots sponsor 3,333",
};
const MONEY = [SECRET.salary, SECRET.budget, SECRET.baseSalary];

const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/i;
const PHONE = /(?:\+\d{1,3}[\s-]?)?\(?\b\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/;
const PRIVATE_FIELDS = [
  "email",
  "phone",
  "salary",
  "baseSalary",
  "bonuses",
  "nilTerms",
  "budget",
  "actualCost",
  "hireDate",
  "customerEmail",
  "customerPhone",
  "dateOfBirth",
  "emergencyContact",
  "medicalNotes",
];
/** A pay label followed closely by an amount, in the page's visible text ("Salary$55,000.00"). */
const PAY_TEXT = /(salary|salario|budget|presupuesto|bonus|bono)\W{0,12}(US)?\$\s?\d/i;

/** The organisation's own addresses (press, partnerships) are public on purpose; nobody's personal one is. */
const ORGANISATION_EMAIL = /@tradescup\.example$/;

/** Every way the secrets could show up in a body: the values themselves, as typed and as a page formats them. */
function findLeaks(body: string): string[] {
  const found: string[] = [];
  // A form's example address ("you@example.com") is no one's, nor are the page's translations (the
  // locale files' text, the same for every visitor: app/lib/translations.tsx).
  const text = body.replace(/placeholder="[^"]*"/g, "").replace(/<script id="i18n-strings"[^>]*>[\s\S]*?<\/script>/, "");
  for (const [email] of text.matchAll(new RegExp(EMAIL.source, "gi")))
    if (!ORGANISATION_EMAIL.test(email)) found.push(`email ${email}`);
  const phone = PHONE.exec(text);
  if (phone) found.push(`phone ${phone[0]}`);
  for (const cents of MONEY) {
    for (const text of [String(cents), formatCents(cents, "en"), formatCents(cents, "es")])
      if (body.includes(text)) found.push(`money ${text}`);
  }
  for (const text of [SECRET.bonuses, SECRET.nilTerms]) if (body.includes(text)) found.push(`terms ${text}`);
  return found;
}

/** Keys of private fields anywhere in a JSON value. */
function privateKeys(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => privateKeys(v, `${path}[${i}]`));
  if (value && typeof value === "object") {
    return Object.entries(value).flatMap(([k, v]) => [
      ...(PRIVATE_FIELDS.includes(k) ? [`${path}.${k}`] : []),
      ...privateKeys(v, `${path}.${k}`),
    ]);
  }
  return [];
}

/** The router's loader data as React Router serialises it: the turbo-stream inside the HTML's scripts. */
function loaderDataOf(html: string) {
  return [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .filter((s) => s.includes("__reactRouterContext"))
    .join("\n");
}

function visibleText(html: string) {
  return html
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<style[\s\S]*?<\/style>/g, " ")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;|\u00a0|\u202f/g, " ");
}

/** Field names as they appear in turbo-stream data (plain or escaped inside a script). */
const PRIVATE_KEY_IN_STREAM = new RegExp(`\\\\?"(${PRIVATE_FIELDS.join("|")})\\\\?"`);

beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  adminCookie = await signIn(h, ADMIN);
  const admin = h.caller({
    user: { id: "00000000-0000-4000-8000-000000000001", email: "a@tradescup.test", role: "admin", firstName: "A", lastName: "D" },
  });
  teamId = (await h.caller().teams.list())[0].id;
  const staff = await admin.staff.add({
    teamId,
    firstName: "Rosa",
    lastName: "Privacy",
    email: SECRET.staffEmail,
    phone: SECRET.staffPhone,
    role: "coach",
    salary: SECRET.salary,
  });
  await admin.staff.createTask({
    teamId,
    assignedTo: staff.id,
    title: "Mark the pitch",
    category: "equipment",
    budget: SECRET.budget,
  });
  await admin.players.create({
    teamId,
    firstName: "Kai",
    lastName: "Privacy",
    email: SECRET.playerEmail,
    phone: SECRET.playerPhone,
    position: "defender",
    status: "inactive",
  });
  await admin.commerce.franchise.addContract({
    teamId,
    playerName: "Kai Privacy",
    position: "forward",
    baseSalary: SECRET.baseSalary,
    durationYears: 2,
    startDate: "2026-06-01",
    bonuses: SECRET.bonuses,
    nilDeals: SECRET.nilTerms,
  });
  // A match with line-ups and a goal, so the match centre's reads (detail, events, stats) name players too.
  const [match] = await h.em().find(Match, { round: "group" }, { orderBy: { matchDate: "asc" }, limit: 1 });
  for (const side of [match.homeTeamId, match.awayTeamId]) {
    const ids = (await h.caller().players.byTeam({ teamId: side })).filter((p) => p.status === "active").map((p) => p.id);
    await admin.matches.setLineup({
      matchId: match.id,
      teamId: side,
      starters: ids.slice(0, 11),
      substitutes: ids.slice(11, 14),
      captainId: ids[0],
      goalkeeperId: ids[0],
    });
  }
  await admin.matches.update({ matchId: match.id, status: "live", minute: 20 });
  const scorer = (await h.caller().matches.detail({ matchId: match.id })).lineups.home!.starters[5].playerId;
  await admin.matches.addEvent({
    matchId: match.id,
    kind: "goal",
    teamId: match.homeTeamId,
    playerId: scorer,
    minute: 18,
    ownGoal: false,
    penalty: false,
  });

  // The pages, rendered by React Router through Vite (as `npm run dev` does), on the same database.
  const vite = await createServer({ server: { middlewareMode: true, hmr: false }, appType: "custom", logLevel: "error" });
  const mod = (await vite.ssrLoadModule("./server/app.ts")) as { app: express.Express };
  const web = express()
    .use(vite.middlewares)
    .use((req, res, next) => mod.app(req, res, next));
  const server: Server = await new Promise((resolve) => {
    const s = web.listen(0, "127.0.0.1", () => resolve(s));
  });
  pages = { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server, vite };
}, 240_000);

afterAll(async () => {
  pages?.server.closeAllConnections();
  await new Promise((r) => pages?.server.close(r));
  await pages?.vite.close();
  await h?.close();
});

type OpenApiOperation = { security?: unknown[]; parameters?: Array<{ in: string; name: string; required?: boolean }> };

describe("anonymous reads carry no email, phone or pay", () => {
  it("every public GET of the OpenAPI document", async () => {
    const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    const [match] = await h.em().find(Match, { status: "live" }, { limit: 1 });
    const [order] = await h.em().find(Order, {}, { limit: 1 });
    const [{ player }] = await h.caller().stats.topScorers({ limit: 1 });
    const opponentId = (await h.caller().teams.list())[1].id;
    const values: Record<string, string> = {
      teamId,
      id: teamId,
      sessionId: order?.sessionId ?? "privacy-test-session",
      matchId: match.id,
      playerId: player.id,
      opponentId,
    };
    const idFor = (path: string) =>
      path.startsWith("/orders/") ? (order?.id ?? teamId) : path.startsWith("/matches/") ? match.id : teamId;
    const publicGets = Object.entries(doc.paths).filter(([, ops]) => ops.get && !ops.get.security?.length);
    expect(publicGets.length).toBeGreaterThan(15);
    let answered = 0;
    for (const [path, ops] of publicGets) {
      const params = ops.get.parameters ?? [];
      const url = new URL(
        `${h.url}/api${path.replace(/\{(\w+)\}/g, (_, name: string) => (name === "id" ? idFor(path) : (values[name] ?? teamId)))}`,
      );
      for (const p of params) if (p.in === "query" && values[p.name]) url.searchParams.set(p.name, values[p.name]);
      const res = await fetch(url);
      const body = await res.text();
      if (res.status === 200) answered++;
      expect.soft(findLeaks(body), `GET ${url.pathname}${url.search}`).toEqual([]);
      if (res.headers.get("content-type")?.includes("json"))
        expect.soft(privateKeys(JSON.parse(body)), `GET ${url.pathname}`).toEqual([]);
    }
    // The walk reached real data, not a row of refusals.
    expect(answered).toBeGreaterThan(publicGets.length - 3);
  });

  it("every tRPC query an anonymous caller may make", async () => {
    const procedures = (appRouter._def as unknown as { procedures: Record<string, { _def: { type: string } }> }).procedures;
    const queries = Object.entries(procedures)
      .filter(([, p]) => p._def.type === "query")
      .map(([name]) => name);
    const answered = new Set<string>();
    for (const name of queries) {
      // Inputs are tried until one fits; a refusal (bad input, admin only) carries nothing either way.
      for (const input of [undefined, {}, { teamId }, { id: teamId }]) {
        const url = `${h.url}/trpc/${name}${input === undefined ? "" : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}`;
        const res = await fetch(url);
        const body = await res.text();
        expect.soft(findLeaks(body), name).toEqual([]);
        if (res.status === 200) {
          expect.soft(privateKeys(JSON.parse(body)), name).toEqual([]);
          answered.add(name);
          break;
        }
      }
    }
    for (const name of [
      "teams.detail",
      "players.list",
      "players.byTeam",
      "staff.list",
      "staff.tasks",
      "commerce.franchise.dashboard",
      "home.stats",
      "matches.overview",
    ]) {
      expect(answered, name).toContain(name);
    }
    for (const name of ["players.adminList", "staff.adminList", "staff.adminTasks", "commerce.franchise.adminDashboard"])
      expect(answered, name).not.toContain(name);
  });

  it("the HTML and the .data of every public page", { timeout: 240_000 }, async () => {
    // The player with every private field filled in, on their own page; a match page names people too.
    const kai = (await h.caller().players.list()).find((p) => p.lastName === "Privacy")!;
    const [match] = await h.em().find(Match, {}, { limit: 1 });
    const paths = [
      "/",
      "/teams",
      `/teams/${teamId}`,
      "/players",
      `/players/${kai.id}`,
      `/matches/${match.id}`,
      "/staff",
      `/staff?teamId=${teamId}`,
      "/franchise",
      `/franchise?teamId=${teamId}&tab=players`,
      "/tournament",
      "/shop",
      "/sponsors",
      "/media",
      "/fun-facts",
      "/global-companies",
      "/ai-dashboard",
      "/register",
      "/login",
    ];
    // Spanish too where pay would be formatted differently.
    const spanish = new Set([
      "/staff",
      `/staff?teamId=${teamId}`,
      `/franchise?teamId=${teamId}&tab=players`,
      "/players",
      `/players/${kai.id}`,
    ]);
    for (const path of paths) {
      for (const lang of spanish.has(path) ? ["en", "es"] : ["en"]) {
        const sep = path.includes("?") ? "&" : "?";
        const html = await fetch(`${pages.url}${path}${sep}lang=${lang}`);
        expect(html.status, path).toBe(200);
        const text = await html.text();
        expect.soft(findLeaks(text), `${path} (${lang}) HTML`).toEqual([]);
        expect.soft(loaderDataOf(text).match(PRIVATE_KEY_IN_STREAM)?.[0], `${path} (${lang}) loader data`).toBeUndefined();
        expect.soft(visibleText(text).match(PAY_TEXT)?.[0], `${path} (${lang}) text`).toBeUndefined();

        const [pathname, search] = path.split("?");
        const dataUrl = `${pages.url}${pathname === "/" ? "/_root" : pathname}.data?${search ? `${search}&` : ""}lang=${lang}`;
        const data = await fetch(dataUrl);
        expect(data.status, dataUrl).toBe(200);
        const stream = await data.text();
        expect.soft(findLeaks(stream), `${path} (${lang}) .data`).toEqual([]);
        expect.soft(stream.match(PRIVATE_KEY_IN_STREAM)?.[0], `${path} (${lang}) .data`).toBeUndefined();
      }
    }
    // The pages did carry the people, just not their private details.
    const staff = await (await fetch(`${pages.url}/staff`)).text();
    expect(staff).toContain("Rosa");
    expect(staff).toContain("sign-in-to-manage");
    expect(staff).not.toContain("open-add-staff");
  });
});

describe("an admin still gets the admin shape", () => {
  const asAdmin = () => ({ headers: { cookie: adminCookie } });

  it("over REST, under /api/admin, which refuses anonymous callers; public URLs stay public for an admin too", async () => {
    const staff = (await (await fetch(`${h.url}/api/admin/staff?teamId=${teamId}`, asAdmin())).json()) as Array<
      Record<string, unknown>
    >;
    expect(staff.find((s) => s.email === SECRET.staffEmail)).toMatchObject({ phone: SECRET.staffPhone, salary: SECRET.salary });
    const tasks = (await (await fetch(`${h.url}/api/admin/project-tasks?teamId=${teamId}`, asAdmin())).json()) as Array<
      Record<string, unknown>
    >;
    expect(tasks.map((t) => t.budget)).toContain(SECRET.budget);
    const players = (await (await fetch(`${h.url}/api/admin/players/team/${teamId}`, asAdmin())).json()) as Array<
      Record<string, unknown>
    >;
    expect(players.find((p) => p.email === SECRET.playerEmail)).toMatchObject({ phone: SECRET.playerPhone });
    const franchise = (await (await fetch(`${h.url}/api/admin/franchise/${teamId}`, asAdmin())).json()) as {
      contracts: Array<Record<string, unknown>>;
    };
    expect(franchise.contracts[0]).toMatchObject({
      baseSalary: SECRET.baseSalary,
      bonuses: SECRET.bonuses,
      nilTerms: SECRET.nilTerms,
    });

    for (const path of [
      "/admin/staff",
      "/admin/project-tasks",
      "/admin/players",
      `/admin/players/team/${teamId}`,
      `/admin/franchise/${teamId}`,
    ]) {
      expect((await fetch(`${h.url}/api${path}`)).status, path).toBe(401);
    }
    // The read cache keys public answers by URL: an admin's request must not fill it with anything private.
    const adminView = await fetch(`${h.url}/api/players`, asAdmin());
    expect(privateKeys(await adminView.json())).toEqual([]);
    expect(findLeaks(await (await fetch(`${h.url}/api/players`)).text())).toEqual([]);
  });

  it("signed-in answers are never stored by a cache; anonymous ones may be", async () => {
    for (const url of [`${h.url}/api/players`, `${h.url}/api/admin/staff`, `${h.url}/trpc/auth.me`, `${pages.url}/staff`]) {
      expect((await fetch(url, asAdmin())).headers.get("cache-control"), url).toBe("no-store");
    }
    expect((await fetch(`${h.url}/api/teams`)).headers.get("cache-control")).toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it("on the pages: the admin shape and the admin controls", { timeout: 120_000 }, async () => {
    const staff = await (await fetch(`${pages.url}/staff?teamId=${teamId}`, asAdmin())).text();
    expect(staff).toContain(formatCents(SECRET.salary, "en"));
    // The tasks tab renders when opened; its data is in the page already.
    expect(await (await fetch(`${pages.url}/staff.data?teamId=${teamId}`, asAdmin())).text()).toContain(String(SECRET.budget));
    expect(staff).toContain("open-add-staff");
    expect(staff).not.toContain("sign-in-to-manage");
    // /players shows a page of cards at a time: the admin finds the player by the address only they can search.
    const data = await (await fetch(`${pages.url}/players.data?q=${encodeURIComponent(SECRET.playerEmail)}`, asAdmin())).text();
    expect(data).toContain(SECRET.playerEmail);
    const franchise = await (await fetch(`${pages.url}/franchise.data?teamId=${teamId}`, asAdmin())).text();
    expect(franchise).toContain(SECRET.bonuses);
  });
});

describe("each role sees players' contact data of their own team only", () => {
  const ROLES = ["captain", "franchise_manager", "referee", "staff", "sponsor"] as const;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    const otherTeamId = (await h.caller().teams.list())[1].id;
    for (const side of ["own", "other"] as const) {
      for (const role of ROLES) {
        const email = `${role}-${side}@privacy.test`;
        const linked = role === "captain" || role === "franchise_manager";
        await createRolePerson(h.em(), {
          role,
          email,
          password: "a-long-privacy-password",
          teamIds: linked ? [side === "own" ? teamId : otherTeamId] : [],
        });
        cookies[`${role}-${side}`] = await signIn(h, { email, password: "a-long-privacy-password" });
      }
    }
  });

  it("the team's captain and franchise manager get the contact details; every other role, and those of another team, a 403 with none", async () => {
    const url = `${h.url}/api/admin/players/team/${teamId}`;
    for (const role of ["captain", "franchise_manager"]) {
      const res = await fetch(url, { headers: { cookie: cookies[`${role}-own`] } });
      expect(res.status, role).toBe(200);
      const players = (await res.json()) as Array<Record<string, unknown>>;
      expect(
        players.find((p) => p.email === SECRET.playerEmail),
        role,
      ).toMatchObject({ phone: SECRET.playerPhone });
    }
    for (const key of [...ROLES.map((r) => `${r}-other`), "referee-own", "staff-own", "sponsor-own"]) {
      const res = await fetch(url, { headers: { cookie: cookies[key] } });
      expect(res.status, key).toBe(403);
      expect(findLeaks(await res.text()), key).toEqual([]);
    }
  });

  it("the public reads stay public for every signed-in role: no contact data, no pay", async () => {
    for (const key of Object.keys(cookies)) {
      for (const path of [`/players/team/${teamId}`, `/franchise/${teamId}`, "/players"]) {
        const res = await fetch(`${h.url}/api${path}`, { headers: { cookie: cookies[key] } });
        const body = await res.text();
        expect.soft(findLeaks(body), `${key} GET ${path}`).toEqual([]);
        expect.soft(privateKeys(JSON.parse(body)), `${key} GET ${path}`).toEqual([]);
      }
    }
  });

  it("only the team's franchise manager (and admins) read its contracts' pay", async () => {
    const url = `${h.url}/api/admin/franchise/${teamId}`;
    const own = await fetch(url, { headers: { cookie: cookies["franchise_manager-own"] } });
    expect(((await own.json()) as { contracts: Array<Record<string, unknown>> }).contracts[0]).toMatchObject({
      baseSalary: SECRET.baseSalary,
    });
    for (const key of ["franchise_manager-other", "captain-own", "captain-other", "referee-own", "staff-own", "sponsor-own"]) {
      const res = await fetch(url, { headers: { cookie: cookies[key] } });
      expect(res.status, key).toBe(403);
      expect(findLeaks(await res.text()), key).toEqual([]);
    }
  });
});
