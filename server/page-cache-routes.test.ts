import { NOBODY } from "@shared/auth/person";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { CachedHandle } from "@shared/page-cache";
import { startHarness, type Harness } from "../test/harness";
import { appRoutes, type AppRoute } from "../test/app-routes";
import { undeclaredTags, type CachedRead } from "../test/page-cache-guard";
import { tagsOf } from "./bounded-cache";
import { readCache } from "./read-cache";
import { pageRoutesOf } from "./http-cache";

describe("the page cache guard", () => {
  it("names the route and each tag its loader reads that it does not declare", () => {
    const reads: CachedRead[] = [
      { key: "teams:list", tags: ["teams"] },
      { key: "matches:stats", tags: ["matches", "players", "teams"] },
      { key: "tournament:state", tags: ["teams", "matches"] },
    ];
    expect(undeclaredTags("routes/tournament", ["teams", "matches"], reads)).toEqual([
      'routes/tournament: its loader reads "players" (matches:stats), not in its handle.cache tags',
    ]);
    expect(undeclaredTags("routes/teams", [], reads.slice(0, 1))).toEqual([
      'routes/teams: its loader reads "teams" (teams:list), not in its handle.cache tags',
    ]);
    expect(undeclaredTags("routes/tournament", ["teams", "matches", "players"], reads)).toEqual([]);
  });
});

describe("page routes read from a build", () => {
  const cached = (tags: string[], params?: string[]) => ({ handle: { cache: { tags, params, maxAgeSeconds: 30 } } });
  const routes = {
    root: { id: "root", path: "", module: cached(["matches"], ["lang2"]) },
    "routes/home": { id: "routes/home", parentId: "root", index: true, module: cached(["teams"]) },
    "routes/item": { id: "routes/item", parentId: "root", path: "things/:id", module: cached(["players"], ["tab"]) },
    "routes/new": { id: "routes/new", parentId: "root", path: "things/new", module: {} },
    "routes/any": { id: "routes/any", parentId: "root", path: "*", module: {} },
  };
  const policy = (path: string) => pageRoutesOf(routes).find((r) => r.pattern.test(path))?.policy;

  it("match a path as React Router ranks routes, and keep only pages whose route declares handle.cache", () => {
    expect(policy("/")).toEqual({ tags: ["matches", "teams"], params: ["lang2"], maxAgeSeconds: 30 });
    expect(policy("/things/42")).toEqual({ tags: ["matches", "players"], params: ["lang2", "tab"], maxAgeSeconds: 30 });
    expect(policy("/THINGS/42")?.tags).toEqual(["matches", "players"]);
    // A static segment outranks a parameter; the route declares nothing, so the page is never kept.
    expect(policy("/things/new")).toBeNull();
    expect(policy("/things/42/more")).toBeNull();
    expect(policy("/elsewhere")).toBeNull();
  });
});

/*
 * A kept page is dropped by the tags its route declares (handle.cache). Each cached route's loader is run
 * here as React Router runs it for an anonymous visitor, on a cold read cache so every read it makes is
 * seen, and each tag those reads are kept under must be declared.
 */
describe("cached routes declare every tag their loaders read", () => {
  let h: Harness;
  let routes: AppRoute[];
  /** A real id for each route parameter, by the path it appears in. */
  let ids: Record<string, string>;
  beforeAll(async () => {
    h = await startHarness();
    routes = Object.values(await appRoutes()).filter((r) => (r.module.handle as CachedHandle | undefined)?.cache);
    const caller = h.caller();
    const [teams, matches, players] = await Promise.all([caller.teams.list(), caller.matches.list(), caller.players.list()]);
    ids = { "teams/:id": teams[0].id, "matches/:id": matches[0].id, "players/:id": players[0].id };
  });
  afterAll(async () => {
    vi.restoreAllMocks();
    await h?.close();
  });

  it("covers the pages the cache keeps", () => {
    expect(routes.map((r) => r.id)).toEqual(
      expect.arrayContaining([
        "routes/home",
        "routes/teams",
        "routes/team",
        "routes/tournament",
        "routes/players",
        "routes/shop",
      ]),
    );
  });

  it("each route's loader, run cold, reads nothing its handle.cache leaves out", async () => {
    const get = vi.spyOn(readCache, "get");
    const gaps: string[] = [];
    for (const route of routes) {
      if (!route.module.loader) continue;
      const params: Record<string, string> = route.path?.includes(":id") ? { id: ids[route.path] } : {};
      const path = `/${route.path ?? ""}`.replace(":id", params.id ?? "");
      readCache.clear();
      get.mockClear();
      const context = {
        lang: "en",
        trpc: h.caller(),
        canManage: false,
        person: async () => NOBODY,
        origin: h.url,
        liveCursor: null,
        pagePolicy: { stripe: false, development: false },
      };
      await route.module.loader({ request: new Request(`${h.url}${path}`), params, context });
      const reads = get.mock.calls.map(([key, , options]) => ({ key, tags: tagsOf(key, options?.tags) }));
      gaps.push(...undeclaredTags(route.id, (route.module.handle as CachedHandle).cache!.tags, reads));
    }
    expect(gaps).toEqual([]);
  });
});
