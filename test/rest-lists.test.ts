/**
 * The REST API's lists (server/list-paging.ts, decision 118): `limit` and `cursor`,
 * `X-Total-Count` and `Link: <…>; rel="next"`, the 1,000-row cap without a limit, the 400s naming the
 * field, and the filters of /matches and /players, over HTTP on the in-process app and a real database.
 */
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { ADMIN, createAccounts, signIn } from "./auth";
import { startHarness, type Harness } from "./harness";
import { OutboxEmail, Team, User, WebhookDelivery, WebhookEndpoint } from "../db/entities/index";
import { encodeCursor, LIST_HARD_CAP } from "../server/list-paging";

let h: Harness;
let cookie: string;
beforeAll(async () => {
  h = await startHarness();
  await createAccounts(h.em());
  cookie = await signIn(h, ADMIN);
}, 120_000);
afterAll(() => h?.close());

type Row = { id: string } & Record<string, unknown>;
const get = (path: string, headers: Record<string, string> = {}) => fetch(`${h.url}${path}`, { headers });
const nextOf = (res: Response) => /<([^>]+)>;\s*rel="next"/.exec(res.headers.get("link") ?? "")?.[1];

/** Every page of a list from `path`, following `Link` to the end. */
async function walk(path: string, headers: Record<string, string> = {}) {
  const pages: Array<{ rows: Row[]; total: string | null; next?: string }> = [];
  let url: string | undefined = path;
  while (url) {
    const res = await get(url, headers);
    expect(res.status, url).toBe(200);
    const rows = (await res.json()) as Row[];
    expect(Array.isArray(rows)).toBe(true);
    url = nextOf(res);
    pages.push({ rows, total: res.headers.get("x-total-count"), next: url });
  }
  return pages;
}

describe("paging a list", () => {
  it("walks /players by limit and cursor to the end: every player once, X-Total-Count on each page, no Link on the last", async () => {
    const whole = await get("/api/players");
    const all = (await whole.json()) as Row[];
    expect(all.length).toBeGreaterThan(120);
    expect(whole.headers.get("x-total-count")).toBe(String(all.length));
    expect(whole.headers.get("link")).toBeNull();

    const pages = await walk("/api/v1/players?limit=50");
    expect(pages.length).toBe(Math.ceil(all.length / 50));
    for (const page of pages) expect(page.total).toBe(String(all.length));
    expect(pages.slice(0, -1).every((p) => p.rows.length === 50 && p.next)).toBe(true);
    expect(pages.at(-1)!.next).toBeUndefined();
    const ids = pages.flatMap((p) => p.rows.map((r) => r.id));
    expect(ids).toEqual(all.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it("answers the same paging headers from the read cache", async () => {
    const [first, again] = [await get("/api/teams?limit=5"), await get("/api/teams?limit=5")];
    for (const res of [first, again]) {
      expect(res.headers.get("x-total-count")).toBe("32");
      expect(nextOf(res)).toMatch(/^\/api\/teams\?limit=5&cursor=/);
      expect(((await res.json()) as Row[]).length).toBe(5);
    }
    expect(again.headers.get("etag")).toBe(first.headers.get("etag"));
  });

  it("keeps the filters in the next page's address", async () => {
    const res = await get("/api/matches?status=scheduled&limit=3");
    expect(res.status).toBe(200);
    const next = new URL(nextOf(res)!, h.url);
    expect(next.searchParams.get("status")).toBe("scheduled");
    expect(next.searchParams.get("limit")).toBe("3");
    expect(next.searchParams.get("cursor")).toBeTruthy();
  });

  it("refuses limit 0, 201 or not a number and a cursor it did not give with 400 naming the field, in the asker's language", async () => {
    for (const [query, field] of [
      ["limit=0", "limit"],
      ["limit=201", "limit"],
      ["limit=ten", "limit"],
      ["cursor=garbage", "cursor"],
    ] as const) {
      for (const lang of ["en", "es"]) {
        const res = await get(`/api/teams?${query}`, { "accept-language": lang });
        expect(res.status, query).toBe(400);
        const { error } = (await res.json()) as { error: { code: string; fields: Record<string, string> } };
        expect(error.code).toBe("BAD_REQUEST");
        expect(error.fields[field], `${query} ${lang}`).toMatch(
          lang === "en" ? /1 to 200|cursor this API gave/ : /1 y 200|cursor dado/,
        );
      }
    }
  });

  it(`pages a list longer than ${LIST_HARD_CAP} rows even without a limit`, async () => {
    const em = h.em();
    for (let i = 0; i <= LIST_HARD_CAP; i++)
      em.create(OutboxEmail, { to: `bulk${i}@tradescup.test`, subject: "s", body: "b", sentAt: new Date() });
    await em.flush();
    const total = (await h.em().count(OutboxEmail, {})) as number;
    expect(total).toBeGreaterThan(LIST_HARD_CAP);
    const pages = await walk("/api/email-outbox", { cookie });
    expect(pages[0].rows.length).toBe(LIST_HARD_CAP);
    expect(pages[0].total).toBe(String(total));
    expect(pages.length).toBe(2);
    expect(pages[1].rows.length).toBe(total - LIST_HARD_CAP);
    const ids = pages.flatMap((p) => p.rows.map((r) => r.id));
    expect(new Set(ids).size).toBe(total);
    // The site's own callers are not capped.
    const inProcess = await h.caller({ authMode: "off" }).registrations.outbox();
    expect(inProcess.length).toBe(total);
  });
});

describe("lists over tables that grow without bound page in their query", () => {
  type Statement = { sql: string; params: unknown[] };
  /** The SQL the in-process app ran while answering `path` (it shares the harness's connection). */
  async function answerWithSql(path: string) {
    const spy = vi.spyOn(h.db.orm.em.getConnection(), "execute");
    try {
      const res = await get(path, { cookie });
      const rows = (await res.json()) as Row[];
      const statements = spy.mock.calls.map(([sql, params]) => ({ sql: String(sql), params: (params ?? []) as unknown[] }));
      return { res, rows, statements };
    } finally {
      spy.mockRestore();
    }
  }
  /** The statements reading rows of `table` (not counting them). */
  const reads = (statements: Statement[], table: string) =>
    statements.filter((s) => /^select\b/i.test(s.sql) && s.sql.includes(`"${table}"`) && !/\bcount\(/i.test(s.sql));
  const counts = (statements: Statement[], table: string) =>
    statements.filter((s) => s.sql.includes(`"${table}"`) && /\bcount\(/i.test(s.sql));
  /** The outbox's statements of this test's recipient (the mail sender may read the outbox meanwhile). */
  const ofRecipient = (statements: Statement[]) => statements.filter((s) => s.params.includes(to));
  /** Whether a statement reads at most `limit` rows from `offset` (MikroORM binds both or writes them in). */
  const windowOf = (s: Statement) => {
    const bound = /\blimit (\?|\$\d+|\d+)(?: offset (\?|\$\d+|\d+))?/i.exec(s.sql);
    if (!bound) return null;
    const value = (token: string | undefined, fromEnd: number) =>
      token === undefined ? 0 : /^\d+$/.test(token) ? Number(token) : Number(s.params.at(fromEnd));
    return bound[2] === undefined
      ? { limit: value(bound[1], -1), offset: 0 }
      : { limit: value(bound[1], -2), offset: value(bound[2], -1) };
  };

  const to = `paged-${randomUUID()}@tradescup.test`;
  const ROWS = 1500;
  let order: string[];
  beforeAll(async () => {
    const em = h.em();
    for (let i = 0; i < ROWS; i++) em.create(OutboxEmail, { to, subject: `s${i}`, body: "b", sentAt: new Date() });
    await em.flush();
    order = (await h.em().find(OutboxEmail, { to }, { orderBy: { createdAt: "desc", id: "desc" }, fields: ["id"] })).map(
      (r) => r.id,
    );
    expect(order.length).toBe(ROWS);
  });

  it(`answers ${LIST_HARD_CAP} rows of ${ROWS} without a limit, with the total and a Link, having read only those`, async () => {
    const { res, rows, statements } = await answerWithSql(`/api/email-outbox?to=${encodeURIComponent(to)}`);
    expect(res.status).toBe(200);
    expect(rows.map((r) => r.id)).toEqual(order.slice(0, LIST_HARD_CAP));
    expect(res.headers.get("x-total-count")).toBe(String(ROWS));
    const next = new URL(nextOf(res)!, h.url);
    expect(next.searchParams.get("cursor")).toBe(encodeCursor(LIST_HARD_CAP));
    expect(next.searchParams.get("to")).toBe(to);
    const [read, ...more] = reads(ofRecipient(statements), "email_outbox");
    expect(more).toEqual([]);
    expect(windowOf(read)).toEqual({ limit: LIST_HARD_CAP, offset: 0 });
    expect(counts(ofRecipient(statements), "email_outbox")).toHaveLength(1);
  });

  it("answers the page a limit and cursor name, reading only its rows; the last page counts nothing and links nowhere", async () => {
    const middle = await answerWithSql(`/api/v1/email-outbox?to=${encodeURIComponent(to)}&limit=50&cursor=${encodeCursor(1000)}`);
    expect(middle.rows.map((r) => r.id)).toEqual(order.slice(1000, 1050));
    expect(middle.res.headers.get("x-total-count")).toBe(String(ROWS));
    expect(new URL(nextOf(middle.res)!, h.url).searchParams.get("cursor")).toBe(encodeCursor(1050));
    expect(reads(ofRecipient(middle.statements), "email_outbox").map(windowOf)).toEqual([{ limit: 50, offset: 1000 }]);

    const last = await answerWithSql(`/api/email-outbox?to=${encodeURIComponent(to)}&limit=50&cursor=${encodeCursor(1480)}`);
    expect(last.rows.map((r) => r.id)).toEqual(order.slice(1480));
    expect(last.res.headers.get("x-total-count")).toBe(String(ROWS));
    expect(nextOf(last.res)).toBeUndefined();
    expect(counts(ofRecipient(last.statements), "email_outbox")).toEqual([]);

    const past = await answerWithSql(`/api/email-outbox?to=${encodeURIComponent(to)}&limit=50&cursor=${encodeCursor(2000)}`);
    expect([past.res.status, past.rows, past.res.headers.get("x-total-count")]).toEqual([200, [], String(ROWS)]);
    expect(nextOf(past.res)).toBeUndefined();

    // The site's own callers get every row, in the same order.
    const inProcess = await h.caller({ authMode: "off" }).registrations.outbox({ to });
    expect(inProcess.map((r) => r.id)).toEqual(order);
  });

  it("pages registrations, tokens, orders, jersey orders and webhooks in their query too", async () => {
    const endpoint = h.em().create(WebhookEndpoint, {
      url: "https://partner.example/hooks",
      events: ["match.started"],
      secret: "whsec_test",
      active: false,
    });
    await h.em().persist(endpoint).flush();
    const em = h.em();
    for (let i = 0; i < 30; i++)
      em.create(WebhookDelivery, {
        endpointId: endpoint.id,
        event: "match.started",
        payload: { i },
        status: "delivered",
        nextAttemptAt: new Date(),
      });
    await em.flush();
    const seqOrder = (await h.em().find(WebhookDelivery, { endpointId: endpoint.id }, { orderBy: { seq: "desc" } })).map(
      (r) => r.id,
    );

    const deliveries = await answerWithSql(`/api/webhooks/${endpoint.id}/deliveries?limit=10&cursor=${encodeCursor(10)}`);
    expect(deliveries.rows.map((r) => r.id)).toEqual(seqOrder.slice(10, 20));
    expect(deliveries.res.headers.get("x-total-count")).toBe("30");
    expect(nextOf(deliveries.res)).toBeTruthy();
    expect(reads(deliveries.statements, "webhook_deliveries").map(windowOf)).toEqual([{ limit: 10, offset: 10 }]);

    for (const [path, table] of [
      ["/api/registrations/players", "player_registrations"],
      ["/api/registrations/staff", "staff_registrations"],
      ["/api/registrations/sponsors", "sponsor_registrations"],
      ["/api/registrations/franchises", "franchise_registrations"],
      ["/api/tokens", "api_tokens"],
      ["/api/webhooks", "webhook_endpoints"],
      ["/api/orders", "orders"],
      ["/api/jersey-orders", "jersey_orders"],
    ] as const) {
      const total = String((await h.em().getConnection().execute(`select count(*)::int as n from "${table}"`))[0].n);
      const { res, rows, statements } = await answerWithSql(`${path}?limit=1`);
      expect(res.status, path).toBe(200);
      expect(rows.length, path).toBe(Math.min(1, Number(total)));
      expect(res.headers.get("x-total-count"), path).toBe(total);
      const [read] = reads(statements, table);
      expect(read && windowOf(read), path).toEqual({ limit: 1, offset: 0 });
    }
  });

  it("pages /people in its query, in the order of the whole list (admins first, then by name)", async () => {
    const em = h.em();
    for (const [i, role] of (["referee", "staff", "admin", "captain"] as const).entries())
      em.create(User, {
        id: randomUUID(),
        email: `person${i}-${randomUUID()}@tradescup.test`,
        firstName: "Pat",
        lastName: `Zed${i}`,
        role,
        status: "active",
        passwordHash: "not a hash: never signs in",
      });
    await em.flush();
    const everyone = await h.caller({ authMode: "off" }).admin.people();
    expect(everyone.length).toBeGreaterThan(2);
    expect(everyone.slice(0, 2).map((p) => p.role)).toEqual(["admin", "admin"]);
    const { res, rows, statements } = await answerWithSql(`/api/people?limit=2&cursor=${encodeCursor(1)}`);
    expect(rows.map((r) => r.id)).toEqual(everyone.slice(1, 3).map((p) => p.id));
    expect(res.headers.get("x-total-count")).toBe(String(everyone.length));
    // The people's query (not the session's look-up of the admin asking) reads two rows from the second.
    const listed = reads(statements, "users").filter((s) => /order by case/i.test(s.sql));
    expect(listed.map(windowOf)).toEqual([{ limit: 2, offset: 1 }]);
  });
});

describe("the filters of /matches", () => {
  type Match = Row & { homeTeamId: string; awayTeamId: string; status: string; round: string; matchDate: string };
  const list = async (query: string) => {
    const res = await get(`/api/matches?${query}`);
    expect(res.status, query).toBe(200);
    return (await res.json()) as Match[];
  };

  it("filters by team, status, round, group and kick-off window", async () => {
    const all = await list("");
    const [first] = all;
    const team = first.homeTeamId;
    const ofTeam = await list(`teamId=${team}`);
    expect(ofTeam.length).toBe(all.filter((m) => m.homeTeamId === team || m.awayTeamId === team).length);
    expect(ofTeam.length).toBeLessThan(all.length);

    for (const status of new Set(all.map((m) => m.status))) {
      const rows = await list(`status=${status}`);
      expect(rows.length, status).toBe(all.filter((m) => m.status === status).length);
    }
    const groupRound = await list("round=group");
    expect(groupRound.length).toBe(all.filter((m) => m.round === "group").length);
    expect(groupRound.length).toBeGreaterThan(0);

    const groupA = new Set((await h.em().find(Team, { group: "A" })).map((t) => t.id));
    const inA = await list("group=A");
    expect(inA.length).toBeGreaterThan(0);
    expect(inA.every((m) => m.round === "group" && groupA.has(m.homeTeamId) && groupA.has(m.awayTeamId))).toBe(true);
    expect(inA.length).toBe(all.filter((m) => m.round === "group" && groupA.has(m.homeTeamId)).length);

    const times = all.map((m) => Date.parse(m.matchDate)).sort((a, b) => a - b);
    const from = new Date(times[Math.floor(times.length / 4)]);
    const to = new Date(times[Math.floor((times.length * 3) / 4)]);
    const between = await list(
      `from=${encodeURIComponent(from.toISOString())}&to=${encodeURIComponent(to.toISOString().replace("Z", "+00:00"))}`,
    );
    expect(between.length).toBe(times.filter((t) => t >= +from && t <= +to).length);
    expect(between.length).toBeLessThan(all.length);
  });

  it("refuses a value it does not know with 400 naming the field", async () => {
    for (const [query, field] of [
      ["status=finished", "status"],
      ["round=playoffs", "round"],
      ["group=Z", "group"],
      ["teamId=not-a-team", "teamId"],
      ["from=2026-07-01T18:00:00", "from"],
      ["to=tomorrow", "to"],
    ] as const) {
      const res = await get(`/api/matches?${query}`);
      expect(res.status, query).toBe(400);
      const { error } = (await res.json()) as { error: { fields: Record<string, string> } };
      expect(Object.keys(error.fields), query).toEqual([field]);
    }
  });
});

describe("the filters of /players", () => {
  type Player = Row & { teamId: string; position: string; firstName: string; lastName: string };
  it("filters by team, position and a name search ignoring case and accents", async () => {
    const all = (await (await get("/api/players")).json()) as Player[];
    const { teamId } = all[0];
    const mine = (await (await get(`/api/players?teamId=${teamId}&position=defender`)).json()) as Player[];
    expect(mine.length).toBe(all.filter((p) => p.teamId === teamId && p.position === "defender").length);
    expect(mine.length).toBeGreaterThan(0);

    const someone = all[17];
    const q = someone.lastName.toUpperCase();
    const found = (await (await get(`/api/players?q=${encodeURIComponent(q)}`)).json()) as Player[];
    expect(found.map((p) => p.id)).toContain(someone.id);
    expect(found.length).toBeLessThan(all.length);

    const bad = await get("/api/players?position=striker");
    expect(bad.status).toBe(400);
    expect(Object.keys(((await bad.json()) as { error: { fields: object } }).error.fields)).toEqual(["position"]);
  });
});
