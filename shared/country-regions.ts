import { COUNTRY_CODES_BY_REGION } from "./country-regions.generated";
import { COUNTRY_NAMES } from "./country-names.generated";
import type { CompanyRegion } from "./country-regions.cldr";

export type { CompanyRegion };
export const COMPANY_REGIONS = ["NA", "LATAM", "EMEA", "APAC"] as const satisfies readonly CompanyRegion[];
export { COUNTRY_CODES_BY_REGION };

export function isCountryInRegion(country: string, region: string): boolean {
  return (COUNTRY_CODES_BY_REGION as Record<string, readonly string[]>)[region]?.includes(country) ?? false;
}

export const ALL_COUNTRY_CODES: readonly string[] = Object.values(COUNTRY_CODES_BY_REGION).flat();

/*
 * Names come from a committed CLDR table, not the runtime's Intl.DisplayNames: Node and each browser ship
 * their own CLDR version, and a name that differs between server and browser breaks hydration.
 */
const namesByLang = new Map<string, Map<string, string>>();
function namesIn(lang: string): Map<string, string> {
  const key: keyof typeof COUNTRY_NAMES = lang.startsWith("es") ? "es" : "en";
  let names = namesByLang.get(key);
  if (!names) {
    names = new Map(COUNTRY_NAMES[key]);
    namesByLang.set(key, names);
  }
  return names;
}

/** A country's name from its ISO 3166-1 code, in the visitor's language. */
export function countryName(code: string, lang: string): string {
  return namesIn(lang).get(code) ?? code;
}

/** Codes and names, sorted by name in that language (the table's order). */
export function countryOptions(codes: readonly string[], lang: string) {
  const wanted = new Set(codes);
  return [...namesIn(lang)].filter(([code]) => wanted.has(code)).map(([code, name]) => ({ code, name }));
}
