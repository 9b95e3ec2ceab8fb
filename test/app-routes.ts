import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import config from "../app/routes";
import { APP_DIR } from "./import-graph";

/** A route module as a test reads it: what React Router calls on the server. */
export type AppRouteModule = {
  handle?: unknown;
  loader?: (args: { request: Request; params: Record<string, string>; context: unknown }) => unknown;
};
export type AppRoute = { id: string; parentId?: string; path?: string; index?: boolean; file: string; module: AppRouteModule };

/**
 * The app's routes as the server build lists them (`build.routes`: the root, then app/routes.ts with the
 * ids React Router gives), each with its module imported, for tests of what routes declare.
 */
export async function appRoutes(): Promise<Record<string, AppRoute>> {
  const routes: Record<string, AppRoute> = {};
  const add = async (entry: RouteConfigEntry, parentId?: string) => {
    const id = entry.id ?? entry.file.replace(/\.tsx?$/, "");
    const module = (await import(join(APP_DIR, entry.file))) as AppRouteModule;
    routes[id] = { id, parentId, path: entry.path, index: entry.index, file: join(APP_DIR, entry.file), module };
    for (const child of entry.children ?? []) await add(child, id);
  };
  await add({ id: "root", file: "root.tsx", path: "" });
  for (const entry of await config) await add(entry, "root");
  return routes;
}
