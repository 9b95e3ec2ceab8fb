import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { configureMail } from "../server/mail";
import { appRouter } from "../routers/index";
import { startHarness, type Harness } from "./harness";
import { ADMIN, browser, createAccounts, signIn } from "./auth";

/**
 * Hostile input never gets a 5xx: every REST operation of /api/openapi.json, anonymously and as an
 * admin, gets malformed input of each kind, one field at a time on top of an otherwise valid request
 * (so a value the schema lets through reaches the database); every tRPC procedure gets deep JSON,
 * NUL and lone surrogates. Any 5xx fails the test, naming the operation and the input.
 */

type Schema = {
  type?: string | string[];
  format?: string;
  pattern?: string;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  const?: unknown;
};
type Parameter = { name: string; in: "path" | "query" | "header"; required?: boolean; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: Schema }> } };
type Op = { method: string; path: string; op: Operation };
type Failure = { who: string; request: string; input: string; status: number; body: string };

let h: Harness;
let adminCookie: string;
/** Ids of real rows, so a request that passes validation goes on to the database. */
const known: Record<string, string> = {};
const failures: Failure[] = [];

const DEEP = 5000;
const deepArray = "[".repeat(DEEP) + "]".repeat(DEEP);
const deepObject = '{"a":'.repeat(DEEP) + "1" + "}".repeat(DEEP);

beforeAll(async () => {
  configureMail({ auto: false, transport: null });
  h = await startHarness();
  await createAccounts(h.em());
  adminCookie = await signIn(h, ADMIN);
  const first = async (path: string, key = "id") =>
    ((await (await fetch(`${h.url}/api${path}`)).json()) as Array<Record<string, string>>).map((r) => r[key]);
  const teams = await first("/teams");
  Object.assign(known, { teamId: teams[0], homeTeamId: teams[0], awayTeamId: teams[1] });
  known.matchId = (await first("/matches"))[0];
  known.playerId = (await first("/players"))[0];
  known.sponsorId = (await first("/sponsors"))[0];
});
afterAll(async () => {
  await h?.close();
});

const operations = async (): Promise<Op[]> => {
  const doc = (await (await fetch(`${h.url}/api/openapi.json`)).json()) as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({ method: method.toUpperCase(), path, op })),
  );
};

// ---- valid values, built from the schema ----

const PATTERN_CANDIDATES = [
  "#1e40af",
  "2026-06-20",
  "Abcdefgh12345678",
  "US",
  "12",
  "555-0100",
  "4242 4242 4242 4242",
  "12/30",
  "123",
  "https://example.com/a.png",
];

function pick(s: Schema): Schema {
  const options = s.anyOf ?? s.oneOf;
  if (options) return pick(options.find((o) => o.type !== "null") ?? options[0]);
  if (s.allOf?.length) return pick(Object.assign({}, ...s.allOf));
  return s;
}

function validValue(name: string, raw: Schema): unknown {
  const s = pick(raw);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "integer" || type === "number") {
    const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    return Math.min(Math.max(min, 1), s.maximum ?? Infinity);
  }
  if (type === "boolean") return true;
  if (type === "array") return Array.from({ length: s.minItems ?? 0 }, () => validValue(name, s.items ?? {}));
  if (type === "object" || s.properties) {
    return Object.fromEntries((s.required ?? []).map((key) => [key, validValue(key, s.properties?.[key] ?? {})]));
  }
  if (known[name]) return known[name];
  if (s.format === "uuid") return randomUUID();
  if (s.format === "email" || /email/i.test(name)) return `sweep-${randomUUID().slice(0, 8)}@example.com`;
  if (s.format === "date-time" || /date$|At$/.test(name)) return "2026-06-20T18:00:00.000Z";
  if (s.format === "date") return "2026-06-20";
  if (s.format === "uri" || /url$/i.test(name)) return "https://example.com/a.png";
  if (s.pattern) {
    const re = new RegExp(s.pattern);
    const hit = PATTERN_CANDIDATES.find(
      (c) => re.test(c) && c.length >= (s.minLength ?? 0) && c.length <= (s.maxLength ?? Infinity),
    );
    if (hit) return hit;
  }
  return "Sweep text that is long enough".padEnd(s.minLength ?? 0, "x").slice(0, s.maxLength ?? 100);
}

/** The longest value the schema allows, in accented letters: the column must hold what the schema lets through. */
function longestText(name: string, s: Schema): string | undefined {
  if (!s.maxLength || s.maxLength > 100_000 || s.pattern || s.enum) return undefined;
  if (s.format === "email" || /email/i.test(name))
    return `${"é".repeat(Math.max(1, s.maxLength - 13 - 64))}@${"e".repeat(51)}.example.com`
      .slice(-s.maxLength)
      .replace(/^[^a-zé]+/, "");
  if (s.format || /url$|date$|At$/i.test(name)) return undefined;
  return "é".repeat(s.maxLength);
}

// ---- hostile values ----

type Variant = { label: string; value: unknown };

const isDateLike = (name: string, s: Schema) => s.format === "date-time" || s.format === "date" || /date$|At$/i.test(name);
const typeOf = (raw: Schema) => {
  const s = pick(raw);
  return Array.isArray(s.type) ? s.type.find((t) => t !== "null") : (s.type ?? (s.properties ? "object" : undefined));
};
const wrongType = (raw: Schema) =>
  ({ integer: "abc", number: "abc", boolean: "true", array: "a", object: "a" })[typeOf(raw) ?? ""] ?? 12345;

/**
 * Values the schema refuses: sent to every field at once (one request each), since a refusal must
 * not depend on which other fields are valid.
 */
const TEXT = { NUL: "A\u0000na", "lone surrogate": "\ud800", "200k characters": "x".repeat(200_000) };
const NUMBER = { "2^31": 2 ** 31, "1e308": 1e308, "-1": -1, "1.5": 1.5 };
function everyField(
  props: Record<string, Schema>,
): Array<{ label: string; body: (base: Record<string, unknown>) => Record<string, unknown> }> {
  const each = (label: string, value: (name: string, s: Schema) => unknown) => ({
    label: `every field ${label}`,
    body: (base: Record<string, unknown>) => ({
      ...base,
      ...Object.fromEntries(Object.entries(props).map(([n, f]) => [n, value(n, f)])),
    }),
  });
  const ofType = (types: string[], value: unknown) => (n: string, f: Schema) =>
    types.includes(typeOf(f) ?? "string") ? value : validValue(n, f);
  return [
    { label: "every field missing", body: () => ({}) },
    each("null", () => null),
    each("of the wrong type", (_n, f) => wrongType(f)),
    ...Object.entries(TEXT).map(([label, value]) => each(`text ${label}`, ofType(["string"], value))),
    ...Object.entries(NUMBER).map(([label, value]) => each(`number ${label}`, ofType(["integer", "number"], value))),
    each(
      "array of 10k items",
      ofType(
        ["array"],
        Array.from({ length: 10_000 }, () => "a"),
      ),
    ),
  ];
}

/**
 * Values the schema may well accept, so they reach the database: one field at a time on a valid
 * request. The column must hold whatever the schema lets through.
 */
function boundaries(name: string, raw: Schema): Variant[] {
  const s = pick(raw);
  const type = typeOf(raw);
  if (type === "integer" || type === "number") {
    if (s.maximum === undefined) return [{ label: "2^31, with no schema maximum", value: 2 ** 31 }];
    return [{ label: `schema maximum ${s.maximum}`, value: s.maximum }];
  }
  if (type === "string" || !type) {
    const out: Variant[] = [];
    const longest = longestText(name, s);
    if (longest) out.push({ label: `maxLength ${s.maxLength}`, value: longest });
    if (isDateLike(name, s)) {
      out.push(
        { label: "earliest JavaScript date, as a number", value: -8.64e15 },
        { label: "year -271821", value: "-271821-04-20T00:00:00.000Z" },
        { label: "year +275760", value: "+275760-09-13T00:00:00.000Z" },
      );
    }
    return out;
  }
  return [];
}

const PATH_ATTACKS = ["not-a-uuid", "%00", "%ED%A0%80", "%", "00000000-0000-0000-0000-000000000000", "x".repeat(5000)];
const QUERY_ATTACKS = ["%00", "%ED%A0%80", "%", "-1", "1e400", "x".repeat(5000)];

// ---- sending ----

type Who = "anonymous" | "admin";
const headersFor = (who: Who, extra: Record<string, string> = {}) =>
  who === "admin" ? { ...browser(h, adminCookie), ...extra } : { origin: h.url, "content-type": "application/json", ...extra };

async function send(
  who: Who,
  method: string,
  url: string,
  body: string | Blob | undefined,
  input: string,
  headers?: Record<string, string>,
) {
  const init = { method, headers: headersFor(who, headers), body: method === "GET" ? undefined : body };
  let res: Response;
  try {
    // Once more on a network error: the server may close an idle keep-alive socket just as fetch reuses it.
    res = await fetch(`${h.url}${url}`, init).catch(() => fetch(`${h.url}${url}`, init));
    if (res.status === 429) {
      // Rate limits are working as designed; clear them so the rest of the sweep still reaches the procedures.
      await h.em().getConnection().execute("delete from rate_limits");
      res = await fetch(`${h.url}${url}`, init);
    }
  } catch (e) {
    failures.push({ who, request: `${method} ${url.slice(0, 120)}`, input, status: 0, body: String((e as Error).cause ?? e) });
    return 0;
  }
  const text = await res.text();
  if (res.status >= 500)
    failures.push({ who, request: `${method} ${url.slice(0, 120)}`, input, status: res.status, body: text.slice(0, 300) });
  return res.status;
}

function fillPath(path: string, params: Parameter[], override?: { name: string; value: string }) {
  return path.replace(/\{(\w+)\}/g, (_m, name: string) => {
    if (override?.name === name) return override.value;
    const p = params.find((x) => x.name === name);
    return encodeURIComponent(String(validValue(name, p?.schema ?? {})));
  });
}

/** Runs the calls a few at a time: fast, without flooding the one embedded database. */
async function inBatches(calls: Array<() => Promise<unknown>>, size = 6) {
  for (let i = 0; i < calls.length; i += size) await Promise.all(calls.slice(i, i + size).map((c) => c()));
}

/**
 * The requests for one operation. Whoever may call it (an admin for protected operations) gets every
 * kind; the other caller gets the attacks on the request as a whole, which run before authorisation.
 */
function callsFor(who: Who, { method, path, op }: Op): Array<() => Promise<unknown>> {
  // Signing the admin out would end the sweep's own session.
  if (who === "admin" && path === "/auth/logout") return [];
  const full = (op as { security?: unknown[] }).security?.length ? who === "admin" : who === "anonymous";
  const params = op.parameters ?? [];
  const schema = op.requestBody?.content["application/json"]?.schema;
  const props = schema ? (pick(schema).properties ?? {}) : {};
  const base = () => (schema ? (validValue("body", schema) as Record<string, unknown>) : {});
  const url = (p = fillPath(path, params), query = "") => `/api${p}${query}`;
  const calls: Array<() => Promise<unknown>> = [];
  const call = (u: string, body: string | Blob | undefined, input: string, headers?: Record<string, string>) =>
    calls.push(() => send(who, method, u, body, input, headers));
  const json = (body: unknown) => (method === "GET" ? undefined : JSON.stringify(body));

  if (full) {
    call(url(), json(base()), "the valid baseline");
    for (const p of params.filter((x) => x.in === "path")) {
      for (const attack of PATH_ATTACKS)
        call(url(fillPath(path, params, { name: p.name, value: attack })), json(base()), `path ${p.name}=${attack.slice(0, 20)}`);
    }
    for (const p of params.filter((x) => x.in === "query")) {
      for (const attack of QUERY_ATTACKS)
        call(url(undefined, `?${p.name}=${attack}`), undefined, `query ${p.name}=${attack.slice(0, 20)}`);
      call(url(undefined, `?${p.name}=a&${p.name}=b`), undefined, `query ${p.name} twice`);
    }
    if (schema) for (const v of everyField(props)) call(url(), json(v.body(base())), v.label);
    for (const [name, field] of Object.entries(props)) {
      for (const v of boundaries(name, field)) call(url(), json({ ...base(), [name]: v.value }), `body ${name} = ${v.label}`);
    }
  }
  if (method === "GET") {
    call(
      url(undefined, `?x=${encodeURIComponent(deepArray.slice(0, 3000))}&y=%00`),
      undefined,
      "deep JSON and NUL in unknown query parameters",
    );
    return calls;
  }
  const whole: Array<[string, string | Blob | undefined, Record<string, string>?]> = [
    ["JSON nested 5000 arrays deep", deepArray],
    ["a lone surrogate value", '{"a":"\\ud800"}'],
    ["malformed JSON", '{"a":'],
    ["JSON nested 5000 objects deep", deepObject],
    ["body null", "null"],
    ["a NUL key", '{"\\u0000":1}'],
    ["raw invalid UTF-8", new Blob([Uint8Array.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])])],
    ["text/plain body", "hello", { "content-type": "text/plain" }],
    ["unknown charset", "{}", { "content-type": "application/json; charset=klingon" }],
    ["2 MB body", JSON.stringify({ a: "x".repeat(2_000_000) })],
  ];
  for (const [label, body, headers] of full ? whole : whole.slice(0, 3)) call(url(), body, label, headers);
  return calls;
}

describe("the reported cases are 400s naming the field, in the caller's language", () => {
  const api = async (who: Who, method: string, path: string, body?: string) => {
    const res = await fetch(`${h.url}/api${path}`, { method, headers: headersFor(who), body });
    return {
      status: res.status,
      body: (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string> } },
    };
  };
  const contact = { email: "rosa@example.com", subject: "Tickets", message: "When do tickets go on sale?" };

  it("NUL, an escape character and a lone surrogate, in a body, a query and a tRPC input", async () => {
    expect(
      await api("anonymous", "POST", "/contact-submissions", JSON.stringify({ ...contact, name: "A\u0000na" })),
    ).toMatchObject({
      status: 400,
      body: { error: { code: "BAD_REQUEST", fields: { name: "Name contains characters that are not allowed" } } },
    });
    expect(
      await api(
        "anonymous",
        "POST",
        "/contact-submissions?lang=es",
        `{"name":"Ana","email":"rosa@example.com","subject":"\\ud800","message":"When do tickets go on sale?"}`,
      ),
    ).toMatchObject({
      status: 400,
      body: { error: { fields: { subject: "Asunto contiene caracteres no permitidos" } } },
    });
    expect(await api("admin", "GET", "/email-outbox?to=%00")).toMatchObject({
      status: 400,
      body: { error: { fields: { to: expect.stringContaining("not allowed") } } },
    });
    expect(await api("admin", "GET", "/email-outbox?to=a%1Bb")).toMatchObject({ status: 400 });
    const trpc = await fetch(`${h.url}/trpc/forms.contact`, {
      method: "POST",
      headers: headersFor("anonymous"),
      body: JSON.stringify({ json: { ...contact, name: "Ana", message: "Line one\nline two\tand a\u0000NUL" } }),
    });
    expect(trpc.status).toBe(400);
    expect(
      ((await trpc.json()) as { error: { json: { data: { fields: Record<string, string> } } } }).error.json.data.fields,
    ).toEqual({ message: "Message contains characters that are not allowed" });
  });

  it("deep JSON, malformed JSON and a wrong content type", async () => {
    expect(await api("anonymous", "POST", "/contact-submissions", deepArray)).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: "The request is nested too deeply." } },
    });
    const deepGet = await fetch(
      `${h.url}/trpc/teams.list?input=${encodeURIComponent(`{"json":${"[".repeat(2000)}${"]".repeat(2000)}}`)}&lang=es`,
    );
    expect([deepGet.status, await deepGet.json()]).toEqual([
      400,
      { error: { code: "BAD_REQUEST", message: "La solicitud está anidada a demasiada profundidad." } },
    ]);
    expect(await api("anonymous", "POST", "/contact-submissions", '{"name":')).toEqual({
      status: 400,
      body: { error: { code: "BAD_REQUEST", message: "The request body is not valid JSON." } },
    });
    const plain = await fetch(`${h.url}/api/contact-submissions`, {
      method: "POST",
      headers: { "content-type": "text/plain" },
      body: "hello",
    });
    expect([plain.status, await plain.json()]).toEqual([
      415,
      { error: { code: "UNSUPPORTED_MEDIA_TYPE", message: "Send the request body as JSON (Content-Type: application/json)." } },
    ]);
  });

  it("numbers the schema allowed but the column could not hold", async () => {
    const tooLarge = (field: string) => ({
      status: 400,
      body: { error: { fields: { [field]: expect.stringMatching(/is too large$/) } } },
    });
    expect(
      await api(
        "admin",
        "POST",
        "/staff",
        JSON.stringify({ firstName: "Ana", lastName: "Ruiz", email: "ana@example.com", role: "coach", salary: 3_000_000_000 }),
      ),
    ).toMatchObject(tooLarge("salary"));
    expect(
      await api(
        "admin",
        "POST",
        "/project-tasks",
        JSON.stringify({ title: "Kit", category: "equipment", budget: 3_000_000_000 }),
      ),
    ).toMatchObject(tooLarge("budget"));
    const contract = {
      playerName: "Rosa",
      position: "forward",
      baseSalary: 3_000_000_000,
      durationYears: 1,
      startDate: "2026-07-01",
    };
    expect(await api("admin", "POST", `/franchise/${known.teamId}/contracts`, JSON.stringify(contract))).toMatchObject(
      tooLarge("baseSalary"),
    );
    // The largest value the schema allows is stored.
    expect(
      (
        await api(
          "admin",
          "POST",
          "/staff",
          JSON.stringify({ firstName: "Ana", lastName: "Ruiz", email: "ana2@example.com", role: "coach", salary: 2_147_483_647 }),
        )
      ).status,
    ).toBe(200);
    const match = {
      homeTeamId: known.homeTeamId,
      awayTeamId: known.awayTeamId,
      venue: "Grady",
      round: "final",
      matchDate: -8.64e15,
    };
    expect(await api("admin", "POST", "/matches", JSON.stringify(match))).toMatchObject({
      status: 400,
      body: { error: { fields: { matchDate: expect.any(String) } } },
    });
  });

  it("a 254-character email with a wrong password is an ordinary refused sign-in", async () => {
    const email = `${"a".repeat(64)}@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(57)}.example`.slice(0, 254);
    const res = await api("anonymous", "POST", "/auth/login", JSON.stringify({ email, password: "not-the-password" }));
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });
});

describe("hostile input never gets a 5xx", () => {
  it("on any REST operation, anonymously and as an admin", async () => {
    const ops = await operations();
    expect(ops.length).toBeGreaterThan(30);
    const statuses = new Map<number, number>();
    for (const who of ["anonymous", "admin"] as const) {
      const calls = ops.flatMap((op) => callsFor(who, op));
      const counted = calls.map((c) => async () => {
        const status = (await c()) as number;
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      });
      await inBatches(counted);
    }
    // The sweep must reach the procedures, not only be turned away at the door.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(20);
    expect(statuses.get(400) ?? 0).toBeGreaterThan(500);
    expect(failures, failures.map((f) => `${f.who} ${f.request} [${f.input}] → ${f.status} ${f.body}`).join("\n")).toEqual([]);
  }, 300_000);

  it("on any tRPC procedure, alone and in batches, by POST and by GET ?input=", async () => {
    const procedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
      .filter(([, p]) => p._def.type !== "subscription")
      .map(([path, p]) => ({ path, method: p._def.type === "query" ? "GET" : "POST" }));
    expect(procedures.length).toBeGreaterThan(30);
    // GET keeps its input in the URL: 2000 levels stay under Node's 16 KB header limit, so our code answers, not Node.
    const deepGet = "[".repeat(2000) + "]".repeat(2000);
    const inputs: Array<[string, (method: string) => string]> = [
      ["JSON nested deep", (m) => `{"json":${m === "GET" ? deepGet : deepArray}}`],
      [
        "NUL in fields",
        () => JSON.stringify({ json: { name: "A\u0000na", email: "a\u0000@example.com", id: "\u0000", teamId: "\u0000" } }),
      ],
      ["NUL as the whole input", () => JSON.stringify({ json: "\u0000" })],
      ["lone surrogates in fields", () => '{"json":{"name":"\\ud800","id":"\\udfff","teamId":"\\ud800"}}'],
    ];
    const request = (who: Who, method: string, paths: string[], label: string, input: (m: string) => string) => {
      const batch = paths.length > 1;
      const payload = batch ? `{${paths.map((_p, i) => `"${i}":${input(method)}`).join(",")}}` : input(method);
      const target = `/trpc/${paths.join(",")}${batch ? "?batch=1" : ""}`;
      if (method === "GET")
        return () =>
          send(who, "GET", `${target}${batch ? "&" : "?"}input=${encodeURIComponent(payload)}`, undefined, `tRPC ${label}`);
      return () => send(who, "POST", target, payload, `tRPC ${label}`);
    };
    const before = failures.length;
    const calls: Array<() => Promise<unknown>> = [];
    for (const { path, method } of procedures)
      for (const [label, input] of inputs) calls.push(request("admin", method, [path], label, input));
    for (const who of ["anonymous", "admin"] as const) {
      for (const method of ["GET", "POST"]) {
        const paths = procedures.filter((p) => p.method === method).map((p) => p.path);
        // Batches of three: a GET batch of deep inputs must still fit in the URL.
        for (let i = 0; i < paths.length; i += 3) {
          for (const [label, input] of inputs.slice(1))
            calls.push(request(who, method, paths.slice(i, i + 3), `batch ${label}`, input));
        }
        calls.push(
          request(
            who,
            method,
            paths.slice(0, 2),
            "batch JSON nested deep",
            (m) => `{"json":${m === "GET" ? "[".repeat(900) + "]".repeat(900) : deepArray}}`,
          ),
        );
      }
    }
    await inBatches(calls);
    const mine = failures.slice(before);
    expect(mine, mine.map((f) => `${f.who} ${f.request} [${f.input}] → ${f.status} ${f.body}`).join("\n")).toEqual([]);
  }, 300_000);
});
