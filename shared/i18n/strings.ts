import type { Area, Lang, StringTree } from "./language";

/**
 * The translator of each language, for the life of the process (server) or page (browser), shared by
 * every render, request and message; the server and the browser run this same code, so a page
 * hydrates with the strings the server rendered. Areas are added as they arrive: all of them at start
 * on the server (server/i18n.ts), the page's own in the browser (app/lib/translations.tsx).
 *
 * It does what the app asked of i18next (decision 006), with the same results: dotted keys into the
 * locale trees; `{{name}}` replaced by the option of that name (an option given as undefined or null
 * gives "", a name not given stays as written); `count` picks `key_zero` (0 only, when present), then
 * `key_<plural form>` by Intl.PluralRules, then `key`; a missing key gives `defaultValue`, else the key
 * itself (the last one of a list of keys, where the first found wins).
 */
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;
export type Translator = { t: TFunction; i18n: { language: Lang } };

type Strings = { flat: Map<string, string>; areas: Map<Area, StringTree>; plural: Intl.PluralRules; translator: Translator };

const languages = new Map<Lang, Strings>();

function interpolate(text: string, options: TOptions | undefined): string {
  if (!options || !text.includes("{{")) return text;
  return text.replace(/\{\{(.+?)\}\}/g, (written, name: string) => {
    const key = name.trim();
    const value = options[key];
    if (value === undefined) return Object.hasOwn(options, key) ? "" : written;
    return value === null ? "" : String(value);
  });
}

function stringsOfLang(lang: Lang): Strings {
  let found = languages.get(lang);
  if (!found) {
    const flat = new Map<string, string>();
    const plural = new Intl.PluralRules(lang);
    const lookup = (key: string, count: unknown) => {
      if (typeof count === "number") {
        const text = (count === 0 ? flat.get(`${key}_zero`) : undefined) ?? flat.get(`${key}_${plural.select(count)}`);
        if (text !== undefined) return text;
      }
      return flat.get(key);
    };
    const t: TFunction = (key, options) => {
      const keys = typeof key === "string" ? [key] : key;
      for (const k of keys) {
        const text = lookup(k, options?.count);
        if (text !== undefined) return interpolate(text, options);
      }
      return options?.defaultValue !== undefined ? interpolate(options.defaultValue, options) : keys[keys.length - 1];
    };
    found = { flat, areas: new Map(), plural, translator: { t, i18n: { language: lang } } };
    languages.set(lang, found);
  }
  return found;
}

export function translator(lang: Lang): Translator {
  return stringsOfLang(lang).translator;
}

function flatten(tree: StringTree, prefix: string, into: Map<string, string>) {
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === "string") into.set(prefix + key, value);
    else flatten(value, `${prefix}${key}.`, into);
  }
}

export function addStrings(lang: Lang, area: Area, tree: StringTree) {
  const strings = stringsOfLang(lang);
  if (strings.areas.has(area)) return;
  strings.areas.set(area, tree);
  flatten(tree, "", strings.flat);
}

export function hasStrings(lang: Lang, area: Area) {
  return languages.get(lang)?.areas.has(area) ?? false;
}

/** The strings of one area as added (undefined when not loaded). */
export function stringsOf(lang: Lang, area: Area): StringTree | undefined {
  return languages.get(lang)?.areas.get(area);
}

/** Translate outside React (server messages, e-mails, page titles). */
export function translate(lang: Lang, key: string, options?: TOptions): string {
  return translator(lang).t(key, options);
}
