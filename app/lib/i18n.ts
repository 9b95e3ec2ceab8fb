import i18next, { type i18n } from "i18next";
import { en, es } from "../locales/index";

export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
/** Browser storage key of the chosen language (spec: the tournament-language key). */
export const LANG_STORAGE_KEY = "tournament-language";
export const LANG_COOKIE = "lang";

export const resources = { en: { translation: en }, es: { translation: es } } as const;

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "es";
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** A synchronous i18next instance for one language; used for server rendering, the browser and server messages. */
export function createI18n(lang: Lang, plugins: Array<Parameters<i18n["use"]>[0]> = []): i18n {
  const instance = i18next.createInstance();
  for (const plugin of plugins) instance.use(plugin);
  void instance.init({
    lng: lang,
    fallbackLng: DEFAULT_LANG,
    resources,
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  return instance;
}

const serverInstances = new Map<Lang, i18n>();
/** Translate outside React (server messages, e-mails). */
export function translate(lang: Lang, key: string, options?: Record<string, unknown>): string {
  let instance = serverInstances.get(lang);
  if (!instance) {
    instance = createI18n(lang);
    serverInstances.set(lang, instance);
  }
  return instance.t(key, options) as string;
}

/** Picks the language from an explicit value, a cookie header, then Accept-Language; default en. */
export function resolveLang(opts: { query?: string | null; cookieHeader?: string | null; acceptLanguage?: string | null }): Lang {
  if (isLang(opts.query)) return opts.query;
  const fromCookie = opts.cookieHeader?.split(/;\s*/).find((c) => c.startsWith(`${LANG_COOKIE}=`))?.slice(LANG_COOKIE.length + 1);
  if (isLang(fromCookie)) return fromCookie;
  const first = opts.acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : DEFAULT_LANG;
}
