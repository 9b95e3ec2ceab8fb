import { COUNTRY_CODES_BY_REGION } from "./country-regions.generated";
import type { CompanyRegion } from "./country-regions.cldr";

export type { CompanyRegion };
export const COMPANY_REGIONS = ["NA", "LATAM", "EMEA", "APAC"] as const satisfies readonly CompanyRegion[];
export { COUNTRY_CODES_BY_REGION };

export function isCountryInRegion(country: string, region: string): boolean {
  return (COUNTRY_CODES_BY_REGION as Record<string, readonly string[]>)[region]?.includes(country) ?? false;
}

export const ALL_COUNTRY_CODES: readonly string[] = Object.values(COUNTRY_CODES_BY_REGION).flat();

const displayNames = new Map<string, Intl.DisplayNames>();
/** A country's name from its ISO 3166-1 code, in the visitor's language (CLDR names through Intl). */
export function countryName(code: string, lang: string): string {
  let names = displayNames.get(lang);
  if (!names) {
    names = new Intl.DisplayNames([lang], { type: "region", fallback: "code" });
    displayNames.set(lang, names);
  }
  return names.of(code) ?? code;
}

/** Codes and names, sorted by name in that language. */
export function countryOptions(codes: readonly string[], lang: string) {
  const collator = new Intl.Collator(lang);
  return codes.map((code) => ({ code, name: countryName(code, lang) })).sort((a, b) => collator.compare(a.name, b.name));
}
