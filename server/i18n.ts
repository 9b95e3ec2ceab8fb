/**
 * Server side of translations: every area of both languages is added once, at import, to the
 * per-language i18next instances of @shared/i18n/strings. Server code translates messages with `translate`; the browser
 * never imports this module (it would carry every string of both languages).
 */
import { areaStrings } from "@shared/i18n/locales/all.server";
import { AREAS, LANGUAGES } from "@shared/i18n/language";
import { addStrings, translator } from "@shared/i18n/strings";

export * from "@shared/i18n/language";
export { translate } from "@shared/i18n/strings";

for (const lang of LANGUAGES) for (const area of AREAS) addStrings(lang, area, areaStrings[lang][area]);

/** The shared translator (its i18next instance's `t`) of a language, with every string. */
export function i18nFor(lang: (typeof LANGUAGES)[number]) {
  return translator(lang);
}
