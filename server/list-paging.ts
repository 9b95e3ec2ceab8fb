/**
 * Paging of the REST API's lists (docs/decisions/118), in one place:
 * - `pageFields` / `paged()`: the `limit` (1..200) and `cursor` every list procedure's input carries,
 *   so the generated OpenAPI document declares them and bad values are a 400 naming the field;
 * - `pageOf()`: the pure function that cuts a page out of the whole list;
 * - `listPaging`: the middleware of every builder (server/trpc.ts) that applies it to the array a GET
 *   procedure answers, and on a REST answer sets `X-Total-Count` and `Link: <…>; rel="next"`;
 * - `pageInQuery()`: for lists over tables that grow without bound (the outbox, registrations, tokens,
 *   orders, webhooks), the procedure reads only the window asked for (`ctx.listPage`) in SQL instead.
 * The body stays a JSON array (the `/api` paths reproduce a client that expects one). The public lists
 * (teams, players, matches…) answer the whole list from their cached reads and the middleware cuts the
 * page; without `limit` a REST list answers in full up to `LIST_HARD_CAP` rows, beyond which it pages
 * too. The site's own calls (loaders, tRPC) are not capped.
 *
 * The cursor is opaque to clients: base64url of `o<offset>`. An offset, not the last row's sort key,
 * because the lists are sorted in many ways (draw order, kick-off, rank with ties, name) and several
 * have no unique key to resume after; the data changes rarely, and a row added between two calls only
 * shifts the pages after it. The `o` prefix leaves room for a keyed cursor later without breaking links.
 */
import { z } from "zod";
import type { ServerResponse } from "node:http";

/** The largest page a client may ask for. */
export const LIST_LIMIT_MAX = 200;
/** Without `limit`, a REST list answers at most this many rows, then pages (with `Link`). */
export const LIST_HARD_CAP = 1000;

/** The cursor of the page starting at `offset`. */
export function encodeCursor(offset: number): string {
  return Buffer.from(`o${offset}`).toString("base64url");
}

/** The offset a cursor names; null when it is not one this API gave. */
export function decodeCursor(cursor: string): number | null {
  if (!/^[A-Za-z0-9_-]{1,24}$/.test(cursor)) return null;
  const m = /^o(0|[1-9]\d{0,8})$/.exec(Buffer.from(cursor, "base64url").toString("latin1"));
  return m ? Number(m[1]) : null;
}

export const pageFields = {
  limit: z
    .number("validation.listLimit")
    .int("validation.listLimit")
    .min(1, "validation.listLimit")
    .max(LIST_LIMIT_MAX, "validation.listLimit")
    .optional()
    .meta({
      description: `How many rows to answer, 1 to ${LIST_LIMIT_MAX}; without it, the whole list up to ${LIST_HARD_CAP} rows.`,
    }),
  cursor: z
    .string()
    .refine((c) => decodeCursor(c) !== null, "validation.listCursor")
    .optional()
    .meta({ description: 'Where the page starts: copy it from the `Link: <…>; rel="next"` header of the page before.' }),
};
const PageRequest = z.object(pageFields);
export type PageRequest = z.infer<typeof PageRequest>;

/** The input of a list procedure: its own fields (or none) with `limit` and `cursor`. */
export function paged(): z.ZodOptional<z.ZodObject<typeof pageFields>>;
export function paged<S extends z.ZodRawShape>(schema: z.ZodObject<S>): z.ZodObject<S & typeof pageFields>;
export function paged<S extends z.ZodRawShape>(
  schema: z.ZodOptional<z.ZodObject<S>>,
): z.ZodOptional<z.ZodObject<S & typeof pageFields>>;
export function paged(schema?: z.ZodObject | z.ZodOptional<z.ZodObject>) {
  if (!schema) return PageRequest.optional();
  if (schema instanceof z.ZodOptional) return (schema.unwrap() as z.ZodObject).extend(pageFields).optional();
  return schema.extend(pageFields);
}

export type Page<T> = { items: T[]; total: number; nextCursor: string | null };

/**
 * The page of `items` a request names: from the cursor's offset (0 without one), `limit` rows, or
 * `cap` rows without a limit (all of them without a cap); `nextCursor` when rows remain after it.
 */
export function pageOf<T>(items: readonly T[], request: PageRequest = {}, cap = Infinity): Page<T> {
  const offset = request.cursor ? (decodeCursor(request.cursor) ?? 0) : 0;
  const limit = request.limit ?? cap;
  return pageOfWindow(items, { offset, limit: Number.isFinite(limit) ? limit : undefined });
}

/** The rows of `items` in `window`, the whole list's length, and the cursor of the rows after them. */
function pageOfWindow<T>(items: readonly T[], { offset, limit }: ListWindow): Page<T> {
  const end = Math.min(items.length, offset + (limit ?? Infinity));
  return {
    items: items.slice(offset, end),
    total: items.length,
    nextCursor: end < items.length ? encodeCursor(end) : null,
  };
}

/** The request's address with `cursor` set to the next page's (relative to the origin, as RFC 8288 allows). */
export function nextLink(url: string, nextCursor: string) {
  const u = new URL(url, "http://localhost");
  u.searchParams.set("cursor", nextCursor);
  return `<${u.pathname}${u.search}>; rel="next"`;
}

/** The request's raw `limit` and `cursor` (strings over REST, numbers from tRPC callers), already validated. */
function pageRequest(raw: unknown): PageRequest {
  if (!raw || typeof raw !== "object") return {};
  const { limit, cursor } = raw as Record<string, unknown>;
  return {
    limit: limit === undefined || limit === "" ? undefined : Number(limit),
    cursor: typeof cursor === "string" && cursor ? cursor : undefined,
  };
}

/** The rows a request asks for: `limit` of them from `offset` (all the rest without a limit). */
export type ListWindow = { offset: number; limit?: number };

/**
 * One call of a list, as the middleware hands it to the procedure (`ctx.listPage`): the window of rows
 * to answer, and, once a procedure paged in its own query (`pageInQuery`), what it found.
 */
export type ListPage = {
  window: ListWindow;
  /** Whether the answer's headers need the whole list's length (a REST call). */
  counted: boolean;
  /** Set by `pageInQuery`: the procedure answered only the window; `total` when `counted`. */
  answered?: { total?: number };
};

type PagingContext = { rest?: boolean; res?: ServerResponse };
type PagingMeta = { openapi?: { method?: string } };

/** The window of one call of a list (a GET procedure of the REST bridge), or undefined for any other call. */
export async function listPageOf(
  ctx: PagingContext,
  meta: PagingMeta | undefined,
  getRawInput: () => Promise<unknown>,
): Promise<ListPage | undefined> {
  if (meta?.openapi?.method !== "GET") return undefined;
  const request = pageRequest(await getRawInput());
  const offset = request.cursor ? (decodeCursor(request.cursor) ?? 0) : 0;
  const limit = request.limit ?? (ctx.rest ? LIST_HARD_CAP : undefined);
  return { window: { offset, limit: Number.isInteger(limit) ? limit : undefined }, counted: !!ctx.rest };
}

/**
 * A list over a table that grows without bound pages in its own query instead of answering every row
 * for the middleware to cut (decision 118): `rows` reads just `window` (SQL `offset`/`limit`), `count`
 * the length of the whole list — asked only when the headers need it and the window does not already
 * show it (a window that is not full is the list's end). Without `page` (a call that is no list, an
 * in-process caller of the procedure's function) it reads every row.
 */
export async function pageInQuery<T>(
  page: ListPage | undefined,
  rows: (window: ListWindow) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<T[]> {
  const window = page?.window ?? { offset: 0 };
  const items = await rows(window);
  if (!page) return items;
  const end = window.limit === undefined || items.length < window.limit;
  const total = !page.counted
    ? undefined
    : end && (items.length > 0 || window.offset === 0)
      ? window.offset + items.length
      : await count();
  page.answered = { total };
  return items;
}

/**
 * The paging of every list: a GET procedure's array answer is cut to the page asked for (the input,
 * `limit` and `cursor` included, is validated before the procedure runs, so they are sound here),
 * unless the procedure paged in its own query (`pageInQuery`). On a REST answer it also applies the
 * hard cap and sets the headers.
 */
export function applyListPaging<R extends { ok: boolean; data?: unknown }>(opts: {
  ctx: PagingContext;
  page: ListPage | undefined;
  result: R;
}): R {
  const { ctx, page: call, result } = opts;
  if (!call || !result.ok || !Array.isArray(result.data)) return result;
  const { window } = call;
  let page: Page<unknown>;
  if (call.answered) {
    const total = call.answered.total ?? window.offset + result.data.length;
    const end = window.offset + result.data.length;
    page = { items: result.data, total, nextCursor: result.data.length && end < total ? encodeCursor(end) : null };
  } else {
    // The site's own calls (loaders, tRPC) without paging get the procedure's answer itself, uncopied.
    if (window.offset === 0 && window.limit === undefined) return result;
    page = pageOfWindow(result.data, window);
  }
  const res = ctx.res;
  if (ctx.rest && res && !res.headersSent) {
    res.setHeader("X-Total-Count", String(page.total));
    const url = (res.req as (typeof res.req & { originalUrl?: string }) | undefined)?.originalUrl ?? res.req?.url;
    if (page.nextCursor && url) {
      // A deprecated path's answer already links its successor (server/openapi/aliases.ts): keep both.
      const before = res.getHeader("Link");
      res.setHeader("Link", [before, nextLink(url, page.nextCursor)].filter(Boolean).join(", "));
    }
  }
  return page.items.length === result.data.length ? result : { ...result, data: page.items };
}
