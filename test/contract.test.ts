/**
 * The REST API against its own document: every operation of /api/openapi.json is
 * called over HTTP on the in-process app and a real database, as each kind of caller, and every answer
 * (status, headers, body) is validated against the document with Ajv.
 * - Success: each operation reaches its documented 2xx as the caller it is for (anonymous, the
 *   `read`+`matches:write` token, an admin's token, a signed-in session), on rows made for it through the
 *   real procedures (test/contract-fixtures.ts: per operation the ids and the body its call needs).
 * - Errors: each status an operation documents is met — a refused token (401), a token lacking the scope
 *   (403), an unknown id (404), the conflicts its handler refuses with and an Idempotency-Key still being
 *   answered (409), a conditional GET (304), a malformed body (400), a body too large (413), an
 *   unsupported charset (415), an Idempotency-Key reused for another request (422), a spent rate limit
 *   on every limited operation (429), the database away (503). The last test lists any operation or
 *   status missed: none is excused.
 * CONTRACT_REPORT=<file> writes each operation's statuses met and documented; CONTRACT_DEBUG=1 prints
 * each own call that did not succeed.
 */
import { createHash, randomUUID } from "node:crypto";
import { writeFileSync } from "node:fs";
import { request } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN, PLAYER, browser, createAccounts, createRolePerson, signIn } from "./auth";
import { startHarness, type Harness } from "./harness";
import { databaseGoesDown } from "./database-outage";
import { sessionUser } from "./route-action";
import { openApiValidator } from "./openapi-validator";
import { RateLimit } from "../db/entities/index";
import { RATE_LIMITS } from "../server/rate-limits";
import { openApiDocument, type Operation } from "../server/openapi/document";
import { exampleOf, type JsonSchema } from "../server/openapi/examples";
import { OPERATIONS } from "../server/openapi/operations";
import { SESSION_ONLY, tokenScopeNeeded } from "../server/auth/token-scopes";
import { contractFixtures, VISITOR, SESSION_ID, type Plan } from "./contract-fixtures";

let h: Harness;
/** The admin whose API token the test calls with ("admin"): the caller an Idempotency-Key belongs to. */
/** Whose Idempotency-Key rows the admin token's and the second admin's session's are (server/idempotency.ts). */
const keyOwners: Record<"admin" | "session", string> = { admin: "", session: "" };
const doc = openApiDocument();
const validator = openApiValidator(doc);
/**
 * Callers: anonymous (a browser with a visitor cookie, owning what it saved), a refused token, an admin's API token, a
 * partner's token scoped to reads and match writes, and one scoped to commerce reads only (so every
 * protected operation meets a token that lacks its scope: 403). The session-only operations (tokens,
 * one's password) are also called with a signed-in admin's session cookie ("session") or a signed-in
 * account's ("account").
 */
const callers: Record<string, Record<string, string>> = {
  anonymous: { cookie: `visitor=${VISITOR}` },
  // A bearer token the server never issued: refused (401) wherever it is sent, public operations included.
  refused: { authorization: "Bearer tc_this-token-was-never-issued" },
};
const BASE_CALLERS = ["anonymous", "refused", "admin", "scoped", "narrow"];
/** Real ids, by path-parameter name, so reads reach their success answer. */
const known: Record<string, string> = {};
/** Per operation, what its own caller sends to reach its success answer (test/contract-fixtures.ts). */
let plans: Record<string, Plan> = {};

type Call = {
  op: Operation;
  template: string;
  method: string;
  url: string;
  who: string;
  status: number;
  problems: string[];
};
const calls: Call[] = [];

beforeAll(async () => {
  h = await startHarness();
  const { admin } = await createAccounts(h.em());
  const adminCaller = h.caller({ user: sessionUser(admin) });
  const { token, id: adminTokenId } = await adminCaller.admin.tokens.create({ name: "contract test", scopes: ["admin"] });
  callers.admin = { authorization: `Bearer ${token}` };
  keyOwners.admin = `token:${adminTokenId}`;
  const scoped = await adminCaller.admin.tokens.create({ name: "contract partner", scopes: ["read", "matches:write"] });
  callers.scoped = { authorization: `Bearer ${scoped.token}` };
  const narrow = await adminCaller.admin.tokens.create({ name: "contract shop", scopes: ["commerce:read"] });
  callers.narrow = { authorization: `Bearer ${narrow.token}` };
  // Another admin signs in for the token operations (a session, never a token, manages tokens); the
  // account changing its password is a third person, so no token the test holds is revoked by it.
  const second = { email: "second-admin@tradescup.test", password: "another-long-admin-password" };
  await createRolePerson(h.em(), { role: "admin", ...second });
  callers.session = browserHeaders(await signIn(h, second));
  const sessionToken = decodeURIComponent(/(?:^|;\s*)session=([^;]+)/.exec(callers.session.cookie)![1]);
  keyOwners.session = `session:${createHash("sha256").update(sessionToken).digest("hex")}`;
  callers.account = browserHeaders(await signIn(h, PLAYER));
  const fixtures = await contractFixtures(h, { admin, adminPassword: ADMIN.password, accountPassword: PLAYER.password });
  Object.assign(known, fixtures.known);
  plans = fixtures.plans;
}, 120_000);
const browserHeaders = (cookie: string) => {
  const { cookie: c, origin } = browser(h, cookie);
  return { cookie: c, origin };
};
let closeStandIn: (() => Promise<void>) | undefined;
afterAll(async () => {
  await closeStandIn?.();
  await h?.close();
});

const operations = Object.entries(doc.paths).flatMap(([template, methods]) =>
  Object.entries(methods).map(([method, op]) => ({ template, method: method.toUpperCase(), op })),
);
type Op = (typeof operations)[number];
const ORDER = ["GET", "POST", "PUT", "PATCH", "DELETE"];
operations.sort((a, b) => ORDER.indexOf(a.method) - ORDER.indexOf(b.method));

/** A resource's own `{id}` is the known id its first path segment names: /teams/{id} → teamId. */
const OWN_ID: Record<string, string> = { teams: "teamId", players: "playerId", matches: "matchId" };
const param = (
  o: Op,
  p: { name: string; schema?: JsonSchema },
  ids: "known" | "unknown",
  planned = plans[o.op.operationId]?.ids,
) => {
  if (ids === "known" && planned?.[p.name]) return planned[p.name]!;
  if (p.name === "sessionId") return SESSION_ID;
  const name = p.name === "id" ? (OWN_ID[o.template.split("/")[1]!] ?? "id") : p.name;
  if (ids === "known" && known[name]) return known[name]!;
  if (p.schema?.format === "uuid") return randomUUID();
  return String(exampleOf(p.schema));
};

function urlOf(o: Op, ids: "known" | "unknown", planned = plans[o.op.operationId]?.ids) {
  const { template, op } = o;
  let path = template;
  const query = new URLSearchParams();
  for (const p of op.parameters ?? []) {
    if (!("in" in p)) continue;
    if (p.in === "path") path = path.replace(`{${p.name}}`, encodeURIComponent(param(o, p, ids, planned)));
    if (p.in === "query" && (p.required || p.name === "sessionId" || planned?.[p.name]))
      query.set(p.name, param(o, p, ids, planned));
  }
  return `/api${path}${query.size ? `?${query}` : ""}`;
}

/**
 * The documented example body, with known ids for the ids it names and the operation's plan applied
 * over it; writes without one send `{}` (the REST bridge reads a JSON body of every write).
 */
function bodyOf({ op, method }: Op, planned = plans[op.operationId]?.body) {
  const media = op.requestBody?.content["application/json"];
  if (!media) return method === "GET" ? undefined : "{}";
  let example = structuredClone(media.example) as Record<string, unknown>;
  if (example && typeof example === "object") {
    // Known ids for the ids it names (a path's `kind` or `group` is no body field of the same meaning).
    for (const [name, value] of Object.entries(known)) if (name.endsWith("Id") && name in example) example[name] = value;
    if ("sessionId" in example) example.sessionId = SESSION_ID;
    if (planned) example = planned(example);
  }
  return JSON.stringify(example);
}

/**
 * Each rate-limited operation starts with its limits unspent: the test calls each many times from one
 * address (every caller, every refusal), which a person never does; the 429 test spends one on purpose.
 */
async function unspentLimits(o: Op) {
  if (OPERATIONS[o.op.operationId]?.limit) await h.em().nativeDelete(RateLimit, {});
}

/** Who an operation is for: anyone (public), a session (tokens, one's password), else the token whose scope it needs. */
function ownCaller(o: Op) {
  if (!o.op.security?.length) return "anonymous";
  if (o.op.operationId === "auth-changePassword") return "account";
  const need = tokenScopeNeeded(o.op.operationId.replaceAll("-", "."));
  if (need === SESSION_ONLY) return "session";
  return need === "read" || need === "matches:write" ? "scoped" : "admin";
}
/**
 * Who sends an operation's Idempotency-Key tests: the admin token, or for what no token may call, the
 * second admin's session (a token refused by its scope gets its 403 before any key is looked at).
 */
const keyHolder = (o: Op) => (["session", "account"].includes(ownCaller(o)) ? "session" : "admin");
/** The callers of an operation, its own first (so it meets the state the fixtures prepared for it). */
const callersOf = (o: Op) => [...new Set([ownCaller(o), ...BASE_CALLERS])];

async function call(o: Op, init: { url?: string; headers?: Record<string, string>; body?: string; who?: string } = {}) {
  const url = init.url ?? urlOf(o, "known");
  const hasBody = init.body !== undefined;
  const res = await send(o.method, url, { ...(hasBody && { "content-type": "application/json" }), ...init.headers }, init.body);
  const problems = validator.problems(o.op, res.status, res.headers, res.text);
  calls.push({ op: o.op, template: o.template, method: o.method, url, who: init.who ?? "", status: res.status, problems });
  return { status: res.status, problems, text: res.text, headers: res.headers };
}

/** One HTTP request through node:http, which (unlike fetch) sends a body with a GET as a client may. */
function send(method: string, url: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: Headers; text: string }>((resolve, reject) => {
    const length = body === undefined ? {} : { "content-length": String(Buffer.byteLength(body)) };
    const req = request(`${h.url}${url}`, { method, headers: { ...headers, ...length } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => {
        const out = new Headers();
        for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) out.set(name, String(value));
        resolve({ status: res.statusCode!, headers: out, text: Buffer.concat(chunks).toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end(body);
  });
}

describe("every operation answers as the document says", () => {
  it("as each caller, with real ids and the documented example body", async () => {
    for (const o of operations) {
      await unspentLimits(o);
      for (const who of callersOf(o)) {
        const { status, text, headers: answer } = await call(o, { headers: callers[who], body: bodyOf(o), who });
        if (who === "anonymous" && o.op.security?.length) expect(status, `${o.method} ${o.template} anonymous`).toBe(401);
        if (who === "refused") expect(status, `${o.method} ${o.template} with a refused token`).toBe(401);
        const etag = answer.get("etag");
        if (o.method === "GET" && status === 200 && etag && who === "anonymous") {
          const again = await call(o, { headers: { ...callers[who], "if-none-match": etag }, who });
          expect(again.status, `${o.method} ${o.template} If-None-Match`).toBe(304);
        }
        if (process.env.CONTRACT_DEBUG && who === ownCaller(o) && status >= 300)
          console.log(`${o.op.operationId} ${who} ${status} ${text.slice(0, 300)}`);
      }
    }
  }, 120_000);

  it("meets each refusal an operation documents for its own caller: conflicts, unknown ids in a body, wrong credentials", async () => {
    const wrong: string[] = [];
    for (const o of operations) {
      await unspentLimits(o);
      for (const refusal of plans[o.op.operationId]?.refusals ?? []) {
        const who = refusal.who ?? ownCaller(o);
        const url = urlOf(o, "known", { ...plans[o.op.operationId]?.ids, ...refusal.ids });
        const { status, text } = await call(o, { url, headers: callers[who], body: bodyOf(o, refusal.body), who });
        if (status !== refusal.status)
          wrong.push(`${o.method} ${o.template} as ${who}: ${status}, not ${refusal.status}: ${text.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("with a malformed body (400), an unknown id (404), and for bodies: too large (413), an unsupported charset (415)", async () => {
    const admin = callers.admin!;
    for (const o of operations) {
      await unspentLimits(o);
      const where = `${o.method} ${o.template}`;
      const malformed = await call(o, { headers: admin, body: "{" });
      expect(malformed.status, where).toBe(400);
      if (o.op.responses["404"] && o.op.parameters?.some((p) => "in" in p && p.in === "path")) {
        // As its own caller (a token never reaches the session-only operations).
        await call(o, { url: urlOf(o, "unknown"), headers: callers[ownCaller(o)], body: bodyOf(o) });
      }
      if (o.method !== "GET") {
        expect((await call(o, { headers: admin, body: `{"pad":"${"x".repeat(1_100_000)}"}` })).status, where).toBe(413);
        const charset = { ...admin, "content-type": "application/json; charset=latin-9" };
        expect((await call(o, { headers: charset, body: bodyOf(o) })).status, where).toBe(415);
      }
    }
  }, 120_000);

  it("refuses an Idempotency-Key reused for another request (422) on every POST", async () => {
    for (const o of operations.filter((x) => x.method === "POST")) {
      await unspentLimits(o);
      const declaresOwn = o.op.parameters?.some((p) => "in" in p && p.name === "Idempotency-Key");
      if (declaresOwn) continue; // it handles the key itself (the match console's events: decision 106)
      const key = randomUUID();
      const headers = { ...callers[keyHolder(o)], "idempotency-key": key };
      await call(o, { headers, body: bodyOf(o) });
      const other = await call(o, { headers, body: JSON.stringify({ another: "request" }) });
      expect(other.status, `${o.method} ${o.template}`).toBe(422);
    }
  }, 120_000);

  it("answers 409 on every POST while the first request of its Idempotency-Key is still being answered", async () => {
    for (const o of operations.filter((x) => x.method === "POST")) {
      const declaresOwn = o.op.parameters?.some((p) => "in" in p && p.name === "Idempotency-Key");
      if (declaresOwn) continue;
      await unspentLimits(o);
      const key = randomUUID();
      const url = urlOf(o, "known");
      const body = bodyOf(o);
      // What a first request leaves while its handler runs (or its instance died under a minute ago):
      // the key claimed by this caller for this very request, no answer kept yet.
      await h
        .em()
        .getConnection()
        .execute(`insert into "idempotency_keys" ("caller", "key", "request", "request_hash") values (?, ?, ?, ?)`, [
          keyOwners[keyHolder(o)],
          key,
          `POST ${url.split("?")[0]}`,
          createHash("sha256")
            .update(JSON.stringify(JSON.parse(body!)))
            .digest("hex"),
        ]);
      const repeat = await call(o, { url, headers: { ...callers[keyHolder(o)], "idempotency-key": key }, body });
      expect(repeat.status, `${o.method} ${o.template}`).toBe(409);
    }
  }, 120_000);

  it("answers a spent rate limit with 429 and Retry-After on every limited operation", async () => {
    const wrong: string[] = [];
    for (const o of operations) {
      const limit = OPERATIONS[o.op.operationId]?.limit;
      if (!limit) continue;
      await unspentLimits(o);
      const who = ownCaller(o);
      // Sign-ins are limited by their failures: each try a wrong password for another address (so no
      // account's own wait comes first).
      const body = () =>
        o.op.operationId === "auth-login"
          ? JSON.stringify({ email: `nobody-${randomUUID()}@tradescup.test`, password: "not-the-password" })
          : bodyOf(o);
      let answer: Awaited<ReturnType<typeof call>> | undefined;
      for (let i = 0; i <= RATE_LIMITS[limit].max && answer?.status !== 429; i++)
        answer = await call(o, { headers: callers[who], body: body(), who });
      if (answer?.status !== 429 || !/^\d+$/.test(answer.headers.get("retry-after") ?? ""))
        wrong.push(
          `${o.method} ${o.template}: ${answer?.status} after ${RATE_LIMITS[limit].max + 1} calls, Retry-After ${answer?.headers.get("retry-after")}`,
        );
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it("still answers the renamed paths at their old spelling, marked deprecated", async () => {
    const { teamId } = known;
    const [old, renamed] = await Promise.all([
      fetch(`${h.url}/api/players/team/${teamId}`),
      fetch(`${h.url}/api/teams/${teamId}/players`),
    ]);
    expect(old.status).toBe(200);
    expect(old.headers.get("deprecation")).toBe("true");
    expect(old.headers.get("link")).toBe(`</api/teams/${teamId}/players>; rel="successor-version"`);
    expect(renamed.headers.get("deprecation")).toBeNull();
    expect(await old.json()).toEqual(await renamed.json());
  });

  it("answers 503 with Retry-After from every operation while the database is away (last: it stays away)", async () => {
    closeStandIn = await databaseGoesDown(h);
    for (const o of operations) {
      const { status } = await call(o, { headers: callers.admin, body: bodyOf(o) });
      // A public read may still come from the read cache; nothing else can answer without the database.
      if (!(o.method === "GET" && status === 200)) expect(status, `${o.method} ${o.template}`).toBe(503);
    }
  }, 120_000);

  it("every answer matched the document, every operation was called, and the errors any request can meet were met", () => {
    const wrong = calls
      .filter((c) => c.problems.length)
      .map((c) => `${c.method} ${c.url} → ${c.status}: ${c.problems.join("; ")}`);
    expect(wrong).toEqual([]);
    const called = new Set(calls.map((c) => c.op.operationId));
    expect(operations.filter((o) => !called.has(o.op.operationId)).map((o) => o.op.operationId)).toEqual([]);
    const seen = (o: Op) => new Set(calls.filter((c) => c.op === o.op).map((c) => String(c.status)));
    // CONTRACT_REPORT=<file>: each operation's statuses met and documented, tab-separated, for a reader.
    if (process.env.CONTRACT_REPORT) {
      const rows = operations.map(
        (o) => `${o.op.operationId}\t${ownCaller(o)}\t${[...seen(o)].sort().join(",")}\t${Object.keys(o.op.responses).join(",")}`,
      );
      writeFileSync(process.env.CONTRACT_REPORT, rows.join("\n"));
    }
    const unmet = operations.flatMap((o) => {
      const expected = ["400", ...(o.op.security?.length ? ["401"] : []), ...(o.method === "GET" ? [] : ["413", "415"])];
      if (o.method === "POST" && !o.op.parameters?.some((p) => "in" in p && p.name === "Idempotency-Key")) expected.push("422");
      return expected.filter((s) => !seen(o).has(s)).map((s) => `${o.method} ${o.template}: ${s}`);
    });
    expect(unmet).toEqual([]);
    // Every operation reached its documented success answer, as the caller it is for.
    const succeeded = (o: Op) =>
      calls.some(
        (c) => c.op === o.op && c.who === ownCaller(o) && /^2/.test(String(c.status)) && String(c.status) in o.op.responses,
      );
    expect(operations.filter((o) => !succeeded(o)).map((o) => `${o.method} ${o.template} as ${ownCaller(o)}`)).toEqual([]);
    // And every error it documents was met (500 is never meant to be).
    const missing = operations.flatMap((o) =>
      Object.keys(o.op.responses)
        .filter((s) => !/^2/.test(s) && s !== "500" && !seen(o).has(s))
        .map((s) => `${o.method} ${o.template}: ${s}`),
    );
    expect(missing).toEqual([]);
  });
});
