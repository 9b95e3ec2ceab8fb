import { readFileSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";
import { APP_DIR, ROUTE_FILES, importGraph } from "../../test/import-graph";
import { areaStrings } from "../locales/index";
import { AREAS, type Area, type StringTree } from "./language";
import { addStrings, translate, translator } from "./strings";
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
 * A page shows raw keys if one of its components uses a key from an area its route does not name in
 * `handle.i18n` (root.tsx names the shell's). This walks each route's imports (static and lazy) and
 * checks every literal that is a key, or the fixed start of a template key, is in a loaded area.
 */
describe("route handles name the areas their pages use", () => {
  const app = APP_DIR;
  const flat = (tree: StringTree, prefix = ""): string[] =>
    Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [`${prefix}${k}`] : flat(v, `${prefix}${k}.`)));
  const keyAreas = new Map<string, Set<Area>>();
  for (const area of AREAS) for (const key of flat(areaStrings.en[area])) {
    // A key and each of its parents (a template like `tournament.rounds.${r}` names a parent).
    const parts = key.split(".");
    for (let i = 2; i <= parts.length; i++) {
      const k = parts.slice(0, i).join(".");
      if (!keyAreas.has(k)) keyAreas.set(k, new Set());
      keyAreas.get(k)!.add(area);
    }
  }

  // Code outside app/ (routers) translates on the server, which has every string.
  const graph = (file: string) => importGraph(file, { lazy: true });
  const handleAreas = (file: string): Area[] => {
    const m = readFileSync(file, "utf8").match(/export const handle[^=]*=\s*\{\s*i18n:\s*\[([^\]]*)\]/);
    return m ? [...m[1].matchAll(/"(\w+)"/g)].map((a) => a[1] as Area) : [];
  };
  const missing = (files: Set<string>, loaded: Set<Area>) => {
    const out: string[] = [];
    for (const file of files) {
      for (const m of readFileSync(file, "utf8").matchAll(/["'`]([a-zA-Z]\w*(?:\.\w+)+)/g)) {
        const areas = keyAreas.get(m[1]);
        if (areas && ![...areas].some((a) => loaded.has(a))) out.push(`${file.slice(app.length + 1)}: ${m[1]} (${[...areas].join("/")})`);
      }
    }
    return out;
  };

  const root = join(app, "root.tsx");
  const shell = new Set<Area>(["common", ...handleAreas(root)]);
  it("root (the shell on every page)", () => {
    expect(missing(graph(root), shell)).toEqual([]);
  });
  for (const file of ROUTE_FILES) {
    it(basename(file), () => {
      expect(missing(graph(file), new Set([...shell, ...handleAreas(file)]))).toEqual([]);
    });
  }
});
