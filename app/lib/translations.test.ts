import { readFileSync } from "node:fs";
import { basename, dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_DIR, ROUTE_FILES, importGraph, lazyImportsOf } from "../../test/import-graph";
import { areaStrings } from "@shared/i18n/locales/all.server";
import { AREAS, type Area, type StringTree } from "@shared/i18n/language";
import { addStrings, translate, translator } from "@shared/i18n/strings";
import { loadAreas } from "./translations";

describe("translators", () => {
  it("are one shared instance per language, and a bare key follows strings added later", () => {
    expect(translator("es")).toBe(translator("es"));
    expect(translator("es")).not.toBe(translator("en"));
    expect(translate("en", "test.only")).toBe("test.only");
    addStrings("en", "staff", { test: { only: "Added" } });
    expect(translate("en", "test.only")).toBe("Added");
    expect(translate("en", "test.only", { count: 2 })).toBe("Added");
  });

  it("load a language's areas from their own chunks, once", async () => {
    const pending = loadAreas("es", ["common", "tournament"]);
    expect(pending).toBeInstanceOf(Promise);
    expect(loadAreas("es", ["common", "tournament"])).toBe(pending);
    await pending;
    expect(loadAreas("es", ["common", "tournament"])).toBeUndefined();
    const tournament = areaStrings.es.tournament.tournament as StringTree;
    const [key, text] = Object.entries(tournament).find(([, v]) => typeof v === "string") as [string, string];
    expect(translate("es", `tournament.${key}`)).toBe(text);
    expect(translate("es", "brand.name")).toBe((areaStrings.es.common.brand as StringTree).name);
    // Nothing of another area or language came along.
    expect(translate("es", "admin.title")).toBe("admin.title");
    expect(translate("en", "brand.name")).toBe("brand.name");
  });
});

/*
 * A page shows raw keys if one of its components uses a key from an area that is not loaded: areas come
 * with the route (`handle.i18n`; the root's for the shell) or, for code loaded on use, with the module
 * that is loaded (`withAreas([...], …)`), on top of those of the code that loads it. This walks each
 * route's static imports, then each `import()` it reaches with the areas that module adds, and checks
 * every literal that is a key, or the fixed start of a template key, is in a loaded area.
 */
describe("route handles name the areas their pages use", () => {
  const app = APP_DIR;
  const flat = (tree: StringTree, prefix = ""): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : flat(v, `${prefix}${k}.`)));
  const keyAreas = new Map<string, Set<Area>>();
  for (const area of AREAS)
    for (const key of flat(areaStrings.en[area])) {
      // A key and each of its parents (a template like `tournament.rounds.${r}` names a parent).
      const parts = key.split(".");
      for (let i = 2; i <= parts.length; i++) {
        const k = parts.slice(0, i).join(".");
        if (!keyAreas.has(k)) keyAreas.set(k, new Set());
        keyAreas.get(k)!.add(area);
      }
    }

  const areaList = (list: string | undefined): Area[] => [...(list ?? "").matchAll(/"(\w+)"/g)].map((a) => a[1] as Area);
  const handleAreas = (file: string): Area[] =>
    areaList(readFileSync(file, "utf8").match(/export const handle[^=]*=\s*\{\s*i18n:\s*\[([^\]]*)\]/)?.[1]);
  const ownAreas = (file: string): Area[] => areaList(readFileSync(file, "utf8").match(/\bwithAreas\(\s*\[([^\]]*)\]/)?.[1]);
  const missing = (files: Set<string>, loaded: Set<Area>) => {
    const out: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/["'`]([a-zA-Z]\w*(?:\.\w+)+)/g)) {
        const areas = keyAreas.get(m[1]);
        if (areas && ![...areas].some((a) => loaded.has(a)))
          out.push(`${relative(dirname(app), file)}: ${m[1]} (${[...areas].join("/")})`);
      }
    }
    return out;
  };

  /** Keys missing from `entry`'s static imports (code outside app/, the routers, translates on the server, which has every string), then from each module it loads on use. */
  const check = (entry: string, loaded: Set<Area>, seen = new Set<string>()): string[] => {
    if (seen.has(entry)) return [];
    seen.add(entry);
    const files = importGraph(entry, { lazy: false });
    return [
      ...missing(files, loaded),
      ...[...files].flatMap(lazyImportsOf).flatMap((target) => check(target, new Set([...loaded, ...ownAreas(target)]), seen)),
    ];
  };

  const root = join(app, "root.tsx");
  const shell = new Set<Area>(["common", ...handleAreas(root)]);
  it("root (the shell on every page)", () => {
    expect(check(root, shell)).toEqual([]);
  });
  for (const file of ROUTE_FILES) {
    it(basename(file), () => {
      expect(check(file, new Set([...shell, ...handleAreas(file)]))).toEqual([]);
    });
  }
});
