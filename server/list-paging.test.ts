import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  applyListPaging,
  decodeCursor,
  encodeCursor,
  LIST_HARD_CAP,
  LIST_LIMIT_MAX,
  listPageOf,
  nextLink,
  pageInQuery,
  pageOf,
  paged,
  type ListPage,
  type ListWindow,
} from "./list-paging";

const rows = Array.from({ length: 25 }, (_, i) => i);

describe("pageOf", () => {
  it("answers the whole list without a limit, and a cap's worth with one", () => {
    expect(pageOf(rows)).toEqual({ items: rows, total: 25, nextCursor: null });
    const capped = pageOf(rows, {}, 10);
    expect(capped.items).toEqual(rows.slice(0, 10));
    expect(decodeCursor(capped.nextCursor!)).toBe(10);
  });

  it("walks a list by its cursors to the end, every row once, the last page without a next cursor", () => {
    const seen: number[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const page = pageOf(rows, { limit: 7, cursor });
      expect(page.total).toBe(25);
      seen.push(...page.items);
      cursor = page.nextCursor ?? undefined;
      pages++;
    } while (cursor);
    expect(seen).toEqual(rows);
    expect(pages).toBe(4);
  });

  it("answers an empty page past the end, and an empty list", () => {
    expect(pageOf(rows, { limit: 5, cursor: encodeCursor(40) })).toEqual({ items: [], total: 25, nextCursor: null });
    expect(pageOf([], { limit: 5 })).toEqual({ items: [], total: 0, nextCursor: null });
  });
});

describe("the cursor", () => {
  it("is opaque base64url of the offset, and refuses anything else", () => {
    expect(encodeCursor(200)).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(encodeCursor(200))).toBe(200);
    for (const bad of [
      "",
      "abc",
      "o12",
      "!!!",
      Buffer.from("o-1").toString("base64url"),
      Buffer.from("o01").toString("base64url"),
    ])
      expect(decodeCursor(bad), bad).toBeNull();
  });

  it("links the next page with the same query and the new cursor", () => {
    expect(nextLink("/api/players?limit=5&position=defender&cursor=x", "bzU")).toBe(
      '</api/players?limit=5&position=defender&cursor=bzU>; rel="next"',
    );
  });
});

describe("paged", () => {
  it("adds limit (1..200) and cursor to a list's input, optional or not", () => {
    expect(paged().parse(undefined)).toBeUndefined();
    expect(paged().parse({ limit: 200 })).toEqual({ limit: 200 });
    for (const limit of [0, LIST_LIMIT_MAX + 1, 1.5]) expect(paged().safeParse({ limit }).success, String(limit)).toBe(false);
    expect(paged().safeParse({ cursor: "garbage" }).success).toBe(false);
    const withTeam = paged(z.object({ teamId: z.string() }));
    expect(withTeam.parse({ teamId: "t", cursor: encodeCursor(3) })).toEqual({ teamId: "t", cursor: encodeCursor(3) });
    expect(withTeam.safeParse({ limit: 1 }).success).toBe(false);
  });
});

describe("a list paged in its own query", () => {
  const table = Array.from({ length: 1500 }, (_, i) => i);
  /** A query reading the window of `table`, and how often the list was counted. */
  function source() {
    const asked: ListWindow[] = [];
    let counted = 0;
    return {
      asked,
      counts: () => counted,
      rows: async (window: ListWindow) => {
        asked.push(window);
        return table.slice(window.offset, window.limit === undefined ? undefined : window.offset + window.limit);
      },
      count: async () => (counted++, table.length),
    };
  }
  const noInput = async () => undefined;
  const get = { openapi: { method: "GET" } };

  it(`gives a REST call without a limit the first ${LIST_HARD_CAP} rows and the rest by cursor, and the site's own calls every row`, async () => {
    const rest = (await listPageOf({ rest: true }, get, noInput))!;
    expect(rest.window).toEqual({ offset: 0, limit: LIST_HARD_CAP });
    const s = source();
    const rows = await pageInQuery(rest, s.rows, s.count);
    expect(rows).toEqual(table.slice(0, LIST_HARD_CAP));
    expect(rest.answered).toEqual({ total: 1500 });
    const result = applyListPaging({ ctx: { rest: true }, page: rest, result: { ok: true, data: rows } });
    expect(result.data).toBe(rows);

    const site = (await listPageOf({}, get, noInput))!;
    expect(site.window).toEqual({ offset: 0, limit: undefined });
    const all = source();
    expect(await pageInQuery(site, all.rows, all.count)).toEqual(table);
    expect(all.counts()).toBe(0);

    const cursor = (await listPageOf({ rest: true }, get, async () => ({ limit: "50", cursor: encodeCursor(1000) })))!;
    expect(cursor.window).toEqual({ offset: 1000, limit: 50 });
    expect(await listPageOf({ rest: true }, { openapi: { method: "POST" } }, noInput)).toBeUndefined();
  });

  it("counts only when the headers need the total and the window does not show it", async () => {
    const full = source();
    await pageInQuery({ window: { offset: 1000, limit: 50 }, counted: true }, full.rows, full.count);
    expect([full.asked, full.counts()]).toEqual([[{ offset: 1000, limit: 50 }], 1]);

    const end = source();
    const page: ListPage = { window: { offset: 1480, limit: 50 }, counted: true };
    expect(await pageInQuery(page, end.rows, end.count)).toEqual(table.slice(1480));
    expect([end.counts(), page.answered]).toEqual([0, { total: 1500 }]);

    const past = source();
    const beyond: ListPage = { window: { offset: 2000, limit: 50 }, counted: true };
    expect(await pageInQuery(beyond, past.rows, past.count)).toEqual([]);
    expect([past.counts(), beyond.answered]).toEqual([1, { total: 1500 }]);

    const trpc = source();
    await pageInQuery({ window: { offset: 0, limit: 50 }, counted: false }, trpc.rows, trpc.count);
    expect(trpc.counts()).toBe(0);
  });

  it("reads every row for a caller that is no list call", async () => {
    const s = source();
    expect(await pageInQuery(undefined, s.rows, s.count)).toEqual(table);
    expect(s.asked).toEqual([{ offset: 0 }]);
  });
});
