/** The two languages, how a request picks one, and the translation areas (folders of shared/i18n/locales). */
export const LANGUAGES = ["en", "es"] as const;
export type Lang = (typeof LANGUAGES)[number];
export const DEFAULT_LANG: Lang = "en";
/** Browser storage key of the chosen language (spec: the tournament-language key). */
export const LANG_STORAGE_KEY = "tournament-language";
export const LANG_COOKIE = "lang";

/** "common" is shared/i18n/locales/<lang>.json (the shell); the others are shared/i18n/locales/<area>/<lang>.json. */
export const AREAS = [
  "common",
  "admin",
  "commerce",
  "insights",
  "jerseys",
  "matchCentre",
  "registrations",
  "sponsors",
  "staff",
  "tournament",
] as const;
export type Area = (typeof AREAS)[number];
export type StringTree = { [key: string]: string | StringTree };

/** A route module's `handle`: the translation areas its page uses besides the shell's (see root.tsx). */
export type TranslatedHandle = { i18n?: readonly Area[] };

export function isLang(value: unknown): value is Lang {
  return value === "en" || value === "es";
}

export function otherLang(lang: Lang): Lang {
  return lang === "en" ? "es" : "en";
}

/** Picks the language from an explicit value, the language cookie's value, then Accept-Language; default en. */
export function resolveLang(opts: { query?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Lang {
  if (isLang(opts.query)) return opts.query;
  if (isLang(opts.cookie)) return opts.cookie;
  const first = opts.acceptLanguage?.split(",")[0]?.trim().slice(0, 2).toLowerCase();
  return isLang(first) ? first : DEFAULT_LANG;
}
