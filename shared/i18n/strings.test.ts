import { describe, expect, it } from "vitest";
import { areaStrings } from "./locales/all.server";
import { AREAS, LANGUAGES, type Area, type Lang, type StringTree } from "./language";
import { addStrings, i18nextOf, translate, translator, type TOptions } from "./strings";

/*
 * The app translates with i18next (decision 110). Between decisions 006 and 110 it ran a translator of
 * its own, compared with i18next on every key then; this file keeps that comparison: i18next, as the
 * app sets it up, must give what the app was written against — written out below for each rule, and
 * key by key on both languages' real strings against that translator's algorithm, kept here only.
 */

// An area of this test's own, added before the real ones as a route's area would be.
const FIXTURE = "fixture" as Area;
const fixtures: Record<Lang, StringTree> = {
  en: {
    fixture: {
      plain: "Plain text",
      greeting: "Hello, {{name}}!",
      spaced: "{{ a }} and {{a}}, then {{b}}",
      items_zero: "No items",
      items_one: "{{count}} item",
      items_other: "{{count}} items",
      goals_one: "one goal",
      goals_other: "{{count}} goals",
      counted: "Counted {{count}}",
      colon: "Note: {{what}}",
      nested: { deep: { leaf: "Deep" } },
      role: "They play",
      role_captain: "The captain plays",
    },
  },
  es: {
    fixture: {
      plain: "Texto",
      items_zero: "Ningún artículo",
      items_one: "{{count}} artículo",
      items_other: "{{count}} artículos",
    },
  },
};

for (const lang of LANGUAGES) {
  addStrings(lang, FIXTURE, fixtures[lang]);
  for (const area of AREAS) addStrings(lang, area, areaStrings[lang][area]);
}

describe("one i18next instance per language", () => {
  it("is created once, holds the areas added to it, and backs the translator", () => {
    expect(i18nextOf("en")).toBe(i18nextOf("en"));
    expect(i18nextOf("es")).not.toBe(i18nextOf("en"));
    expect(i18nextOf("es").language).toBe("es");
    expect(i18nextOf("es").getResource("es", "translation", "brand.name")).toBe((areaStrings.es.common.brand as StringTree).name);
    expect(i18nextOf("es").getResource("es", "translation", "fixture.plain")).toBe("Texto");
    // The same language's strings only.
    expect(i18nextOf("es").getResource("es", "translation", "fixture.greeting")).toBeUndefined();
    expect(translator("es")).toBe(translator("es"));
    expect(translator("es").i18n.language).toBe("es");
  });

  it("gives what i18next gives and the own translator did not: context", () => {
    expect(translate("en", "fixture.role", { context: "captain" })).toBe("The captain plays");
    expect(translate("en", "fixture.role", { context: "coach" })).toBe("They play");
  });
});

describe("the rules the app was written against", () => {
  const en = (key: string | readonly string[], options?: TOptions) => translator("en").t(key, options);
  const es = (key: string | readonly string[], options?: TOptions) => translator("es").t(key, options);

  it("dotted keys reach into the trees; a key naming a subtree or nothing gives the key", () => {
    expect(en("fixture.plain")).toBe("Plain text");
    expect(en("fixture.nested.deep.leaf")).toBe("Deep");
    expect(en("fixture.nested")).toBe("fixture.nested");
    expect(en("fixture.missing")).toBe("fixture.missing");
    expect(en("fixture:plain")).toBe("fixture:plain");
    expect(es("fixture.plain")).toBe("Texto");
  });

  it("{{name}}: the option's value; undefined or null gives nothing; a name not given stays written", () => {
    expect(en("fixture.greeting", { name: "Ana" })).toBe("Hello, Ana!");
    expect(en("fixture.greeting", { name: 0 })).toBe("Hello, 0!");
    expect(en("fixture.greeting", { name: undefined })).toBe("Hello, !");
    expect(en("fixture.greeting", { name: null })).toBe("Hello, !");
    expect(en("fixture.greeting", {})).toBe("Hello, {{name}}!");
    expect(en("fixture.greeting")).toBe("Hello, {{name}}!");
    expect(en("fixture.spaced", { a: "x", b: "<b>" })).toBe("x and x, then <b>");
    expect(en("fixture.colon", { what: "a: b" })).toBe("Note: a: b");
  });

  it("count: key_zero for 0 only, when present; then the plural form; then the bare key", () => {
    expect(en("fixture.items", { count: 0 })).toBe("No items");
    expect(en("fixture.items", { count: 1 })).toBe("1 item");
    expect(en("fixture.items", { count: 2 })).toBe("2 items");
    expect(es("fixture.items", { count: 0 })).toBe("Ningún artículo");
    expect(es("fixture.items", { count: 1 })).toBe("1 artículo");
    expect(es("fixture.items", { count: 7 })).toBe("7 artículos");
    expect(en("fixture.goals", { count: 0 })).toBe("0 goals");
    expect(en("fixture.goals", { count: 1 })).toBe("one goal");
    expect(en("fixture.counted", { count: 3 })).toBe("Counted 3");
    // Spanish has a "many" form (a million) the locales do not write: the bare key, then the key.
    expect(es("fixture.items", { count: 1_000_000 })).toBe("fixture.items");
  });

  it("defaultValue for a missing key, interpolated; key lists: the first found, else the last key", () => {
    expect(en("fixture.missing", { defaultValue: "Fallback {{n}}", n: 3 })).toBe("Fallback 3");
    expect(en("fixture.plain", { defaultValue: "unused" })).toBe("Plain text");
    expect(en(["fixture.missing", "fixture.plain"])).toBe("Plain text");
    expect(en(["fixture.greeting", "fixture.plain"], { name: "Ana" })).toBe("Hello, Ana!");
    expect(en(["fixture.missing", "fixture.other"])).toBe("fixture.other");
    expect(en(["fixture.missing", "fixture.other"], { defaultValue: "raw_value" })).toBe("raw_value");
  });

  it("a bare key follows strings added later", () => {
    expect(es("fixture.late")).toBe("fixture.late");
    addStrings("es", "late" as Area, { fixture: { late: "Tarde" } });
    expect(es("fixture.late")).toBe("Tarde");
    expect(es("fixture.plain")).toBe("Texto");
  });
});

/** The own translator of decision 006 (shared/i18n/strings.ts until decision 110), as it was. */
function referenceTranslator(lang: Lang, trees: StringTree[]) {
  const flat = new Map<string, string>();
  const flatten = (tree: StringTree, prefix: string) => {
    for (const [key, value] of Object.entries(tree)) {
      if (typeof value === "string") flat.set(prefix + key, value);
      else flatten(value, `${prefix}${key}.`);
    }
  };
  for (const tree of trees) flatten(tree, "");
  const plural = new Intl.PluralRules(lang);
  const interpolate = (text: string, options: TOptions | undefined): string => {
    if (!options || !text.includes("{{")) return text;
    return text.replace(/\{\{(.+?)\}\}/g, (written, name: string) => {
      const key = name.trim();
      const value = options[key];
      if (value === undefined) return Object.hasOwn(options, key) ? "" : written;
      return value === null ? "" : String(value);
    });
  };
  const lookup = (key: string, count: unknown) => {
    if (typeof count === "number") {
      const text = (count === 0 ? flat.get(`${key}_zero`) : undefined) ?? flat.get(`${key}_${plural.select(count)}`);
      if (text !== undefined) return text;
    }
    return flat.get(key);
  };
  const t = (key: string | readonly string[], options?: TOptions) => {
    const keys = typeof key === "string" ? [key] : key;
    for (const k of keys) {
      const text = lookup(k, options?.count);
      if (text !== undefined) return interpolate(text, options);
    }
    return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : keys[keys.length - 1];
  };
  return { t, flat };
}

describe("i18next against the own translator, key by key, on every string of both languages", () => {
  for (const lang of LANGUAGES) {
    it(lang, () => {
      const reference = referenceTranslator(lang, [fixtures[lang], ...AREAS.map((area) => areaStrings[lang][area])]);
      const leaves = [...reference.flat.keys()];
      // Every key, each plural's bare key, each subtree's key, keys that are not there, and key lists.
      const plurals = /_(zero|one|other)$/;
      const bases = leaves.filter((k) => plurals.test(k)).map((k) => k.replace(plurals, ""));
      const parents = new Set(
        leaves.flatMap((k) =>
          k
            .split(".")
            .slice(0, -1)
            .map((_, i, parts) => parts.slice(0, i + 1).join(".")),
        ),
      );
      const keys: (string | string[])[] = [...new Set([...leaves, ...bases, ...parents, "nope", "nope.deeper", "brand.nope"])];
      for (let i = 0; i + 1 < leaves.length; i += 7) {
        keys.push([`${leaves[i]}.nope`, leaves[i + 1]], [leaves[i], leaves[i + 1]], [`${leaves[i]}_nope`, "nope"]);
      }

      /** The names a key's texts interpolate (its plural forms' too). */
      const namesOf = (key: string | string[]): string[] => {
        const texts = [key]
          .flat()
          .flatMap((k) => ["", "_zero", "_one", "_other"].map((suffix) => reference.flat.get(k + suffix) ?? ""));
        return [...new Set(texts.flatMap((text) => [...text.matchAll(/\{\{(.+?)\}\}/g)].map((m) => m[1].trim())))];
      };
      // `count` is a number where given (TOptions says so; i18next reads a null count as a plural).
      const every = (names: string[], value: unknown) =>
        Object.fromEntries(names.filter((name) => name !== "count" || value === undefined).map((name) => [name, value]));
      const optionSets: ((names: string[]) => TOptions | undefined)[] = [
        () => undefined,
        () => ({}),
        () => ({ count: 0 }),
        () => ({ count: 1 }),
        () => ({ count: 2 }),
        () => ({ count: 1_000_000 }),
        (names) => ({ ...every(names, "‹v›"), count: 3 }),
        (names) => ({ ...every(names, 7), count: 7 }),
        (names) => every(names, undefined),
        (names) => every(names, null),
        (names) => ({ ...every(names, "<b>"), defaultValue: "Default {{name}}", name: "N", count: 1 }),
      ];

      const differences: string[] = [];
      let calls = 0;
      for (const key of keys) {
        // Key lists never name a subtree in the app; i18next answers the first key found, subtree or not.
        if (Array.isArray(key) && key.some((k) => parents.has(k))) continue;
        const names = namesOf(key);
        for (const [set, optionsOf] of optionSets.entries()) {
          const options = optionsOf(names);
          calls++;
          const got = translator(lang).t(key, options);
          const expected = reference.t(key, options);
          if (got !== expected) differences.push(`${JSON.stringify(key)}, option set ${set}: ${got} ≠ ${expected}`);
        }
      }
      expect(differences.slice(0, 20)).toEqual([]);
      expect(calls).toBeGreaterThan(30_000);
    });
  }
});
