import { createInstance, type i18n } from "i18next";
import type { Area, Lang, StringTree } from "./language";

/**
 * One i18next instance per language for the life of the process (server) or page (browser), shared by
 * every render, request and message (decisions 006 and 110); the server and the browser run this same
 * code, so a page hydrates with the strings the server rendered. Areas are added as they arrive, with
 * `addResourceBundle` into the one namespace (a deep merge, later areas win): all of them at start on
 * the server (server/i18n.ts), the page's own in the browser (app/lib/translations.tsx).
 *
 * What the app relies on (strings.test.ts holds i18next to it, key by key): dotted keys into the
 * locale trees; `{{name}}` replaced by the option of that name (an option given as undefined or null
 * gives "", a name not given stays as written); `count` picks `key_zero` (0 only, when present), then
 * `key_<plural form>` by Intl.PluralRules, then `key`; a missing key gives `defaultValue`, else the key
 * itself (the last one of a list of keys, where the first found wins).
 */
export type TOptions = { count?: number; defaultValue?: string; [name: string]: unknown };
/** The call the app makes; i18next's own type carries generics for typed resources the app does not use. */
export type TFunction = (key: string | readonly string[], options?: TOptions) => string;
export type Translator = { t: TFunction; i18n: { language: Lang } };

type Language = { instance: i18n; areas: Map<Area, StringTree>; bare: Map<string, string>; translator: Translator };

const languages = new Map<Lang, Language>();

function languageOf(lang: Lang): Language {
  let found = languages.get(lang);
  if (!found) {
    const instance = createInstance({
      lng: lang,
      // Each instance holds its one language, and en and es have the same keys (the locale parity test).
      fallbackLng: false,
      resources: { [lang]: { translation: {} } },
      initAsync: false,
      // React escapes what it renders; e-mails escape their own.
      interpolation: { escapeValue: false },
      // Keys are dotted paths and never name a namespace; a ":" in a text or default is just a colon.
      nsSeparator: false,
      // A key naming a subtree (a template key gone wrong) is a missing key: the default, else the key.
      returnedObjectHandler: (key: string, _tree: unknown, options: TOptions) =>
        options.defaultValue === undefined
          ? key
          : instance.services.interpolator.interpolate(options.defaultValue, options, lang, {}),
    });
    void instance.init();
    // The instance's own `t` is fixed to its language already (it never changes language). getFixedT's
    // function would copy the instance's options into a new object on every call, for its selector
    // API: three times the cost of a call with options (decision 110).
    const fixed = instance.t as TFunction;
    // Most calls are a bare key, whose text changes only when strings are added: looked up once (a
    // page renders hundreds; i18next's full lookup for each was most of its cost on the server).
    const bare = new Map<string, string>();
    const t: TFunction = (key, options) => {
      if (options !== undefined || typeof key !== "string") return fixed(key, options);
      let text = bare.get(key);
      if (text === undefined) bare.set(key, (text = fixed(key)));
      return text;
    };
    found = { instance, areas: new Map(), bare, translator: { t, i18n: { language: lang } } };
    languages.set(lang, found);
  }
  return found;
}

export function translator(lang: Lang): Translator {
  return languageOf(lang).translator;
}

/** The i18next instance of a language (for tools and tests; the app translates through `translator`). */
export function i18nextOf(lang: Lang): i18n {
  return languageOf(lang).instance;
}

export function addStrings(lang: Lang, area: Area, tree: StringTree) {
  const language = languageOf(lang);
  if (language.areas.has(area)) return;
  language.areas.set(area, tree);
  language.instance.addResourceBundle(lang, "translation", tree, true, true);
  language.bare.clear();
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
