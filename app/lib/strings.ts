import i18next, { type TFunction, type i18n } from "i18next";
import type { Area, Lang, StringTree } from "./language";

/**
 * One i18next instance per language for the life of the process (server) or page (browser), shared by
 * every render, request and message. Creating and initialising an instance per request cost a quarter
 * of a page's server CPU. Areas are added to an instance as they arrive: all of them at start on the
 * server (app/lib/i18n.ts), the page's own in the browser (app/lib/translations.tsx).
 */
export type Translator = { t: TFunction; i18n: i18n };

const translators = new Map<Lang, Translator>();
const areas = new Map<Lang, Map<Area, StringTree>>();
// Most calls are a bare key; its text only changes when strings are added, so it is looked up once.
const plain = new Map<Lang, Map<string, string>>();

export function translator(lang: Lang): Translator {
  let found = translators.get(lang);
  if (!found) {
    const instance = i18next.createInstance();
    void instance.init({
      lng: lang,
      // Each instance holds one language; en and es have the same keys (the locale parity test).
      fallbackLng: false,
      resources: { [lang]: { translation: {} } },
      interpolation: { escapeValue: false },
      initAsync: false,
      returnNull: false,
    });
    const cache = new Map<string, string>();
    plain.set(lang, cache);
    // The instance's own t, not getFixedT's wrapper: the language is fixed already.
    const t = (key: string | string[], options?: unknown) => {
      if (options !== undefined || typeof key !== "string") return instance.t(key, options as never);
      let text = cache.get(key);
      if (text === undefined) cache.set(key, (text = instance.t(key)));
      return text;
    };
    found = { t: t as TFunction, i18n: instance };
    translators.set(lang, found);
  }
  return found;
}

export function addStrings(lang: Lang, area: Area, tree: StringTree) {
  let loaded = areas.get(lang);
  if (!loaded) areas.set(lang, (loaded = new Map()));
  if (loaded.has(area)) return;
  loaded.set(area, tree);
  translator(lang).i18n.addResourceBundle(lang, "translation", tree, true, true);
  plain.get(lang)?.clear();
}

export function hasStrings(lang: Lang, area: Area) {
  return areas.get(lang)?.has(area) ?? false;
}

/** The strings of one area as added (undefined when not loaded). */
export function stringsOf(lang: Lang, area: Area): StringTree | undefined {
  return areas.get(lang)?.get(area);
}

/** Translate outside React (server messages, e-mails, page titles). */
export function translate(lang: Lang, key: string, options?: Record<string, unknown>): string {
  return translator(lang).t(key, options) as string;
}
