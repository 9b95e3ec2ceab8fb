import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_DIR, ROUTE_FILES, importGraph, lazyImportsOf } from "../../test/import-graph";

/*
 * The tRPC and TanStack Query clients are not in the root (decision 006): a component calling tRPC
 * hooks works only under a TrpcProvider, which the route module or the lazily loaded dialog module
 * puts around it with withTrpc. Forgetting it is an error at run time on one screen; this catches it
 * for every screen: each route and each lazily imported module whose static imports reach a module
 * calling those hooks must call withTrpc itself.
 */
describe("tRPC hooks run under a provider", () => {
  const TRPC_MODULE = join(APP_DIR, "lib/trpc.tsx");
  // useTRPC / useTRPCClient from lib/trpc, or a TanStack Query hook (useQuery, useQueryClient…): both read the provider's context.
  const HOOK_IMPORTS = [
    /^import\s+\{[^}]*\buseTRPC(?:Client)?\b[^}]*\}\s+from\s+["'][^"']*lib\/trpc["']/m,
    /^import\s+\{[^}]*\buse\w+[^}]*\}\s+from\s+["']@tanstack\/react-query["']/m,
  ];
  const usesHooks = (file: string) => file !== TRPC_MODULE && HOOK_IMPORTS.some((re) => re.test(readFileSync(file, "utf8")));
  const ROOT = join(APP_DIR, "root.tsx");

  const entries = new Set([...ROUTE_FILES]);
  for (const file of importGraph(ROOT, { lazy: true })) for (const target of lazyImportsOf(file)) entries.add(target);
  for (const route of ROUTE_FILES)
    for (const file of importGraph(route, { lazy: true })) for (const target of lazyImportsOf(file)) entries.add(target);

  it("the root (every page's first download) does without them", () => {
    expect([...importGraph(ROOT, { lazy: false })].filter((f) => f === TRPC_MODULE || usesHooks(f))).toEqual([]);
  });

  for (const entry of entries) {
    const callers = [...importGraph(entry, { lazy: false })].filter(usesHooks);
    if (callers.length === 0) continue;
    it(basename(entry), () => {
      expect(
        readFileSync(entry, "utf8"),
        `${entry.slice(APP_DIR.length + 1)} reaches ${callers.map((f) => basename(f)).join(", ")}`,
      ).toMatch(/\bwithTrpc\(/);
    });
  }
});
