/**
 * Derives the company-registration regions from Unicode CLDR's territory containment (the UN M.49
 * regions) and ISO 3166-1 code mappings, so the country lists come from a maintained source instead of
 * a hand-typed subset. Used by scripts/generate-country-regions.ts and by the test that checks the
 * committed table still matches the installed CLDR data.
 */
export type CompanyRegion = "NA" | "LATAM" | "EMEA" | "APAC";

type Containment = Record<string, { _contains?: string[] } | undefined>;
type CodeMappings = Record<string, { _numeric?: string } | undefined>;

/** UN M.49 areas making up each region. */
const REGION_AREAS: Record<CompanyRegion, string[]> = {
  NA: ["021"], // Northern America
  LATAM: ["419"], // Latin America and the Caribbean
  EMEA: ["150", "002", "145", "143"], // Europe, Africa, Western Asia (Middle East), Central Asia
  APAC: ["030", "034", "035", "009"], // Eastern, Southern, South-eastern Asia, Oceania
};

/**
 * Where common business usage differs from M.49: Mexico is grouped with North America (as the spec's
 * NA list has it) and Iran with the Middle East.
 */
const MOVED: Record<string, CompanyRegion> = { MX: "NA", IR: "EMEA" };

/** Uninhabited territories, where no company can be registered. */
const UNINHABITED = new Set(["AQ", "BV", "HM", "GS", "TF", "UM"]);

function leaves(containment: Containment, area: string): string[] {
  const children = containment[area]?._contains;
  if (!children) return [area];
  return children.flatMap((c) => leaves(containment, c));
}

/** ISO 3166-1 assigns a numeric code below 900; CLDR's extra codes (XK, EA, IC, CQ, AC, …) have none or a user-assigned one. */
function isIso3166(mappings: CodeMappings, code: string) {
  const numeric = mappings[code]?._numeric;
  return /^[A-Z]{2}$/.test(code) && numeric !== undefined && Number(numeric) < 900;
}

export function regionsFromCldr(containment: Containment, mappings: CodeMappings): Record<CompanyRegion, string[]> {
  const regionOf = new Map<string, CompanyRegion>();
  for (const [region, areas] of Object.entries(REGION_AREAS) as Array<[CompanyRegion, string[]]>) {
    for (const area of areas) {
      for (const code of leaves(containment, area)) {
        if (isIso3166(mappings, code) && !UNINHABITED.has(code)) regionOf.set(code, MOVED[code] ?? region);
      }
    }
  }
  const out: Record<CompanyRegion, string[]> = { NA: [], LATAM: [], EMEA: [], APAC: [] };
  for (const [code, region] of regionOf) out[region].push(code);
  for (const list of Object.values(out)) list.sort();
  return out;
}

export type TerritoryNames = Record<string, string | undefined>;

/**
 * `[code, name]` for each code in one language, sorted by name. The standard CLDR names ("Hong Kong SAR
 * China"), not the short alternatives; codes CLDR does not name keep their code.
 */
export function countryNamesFromCldr(names: TerritoryNames, codes: readonly string[], lang: string): Array<[string, string]> {
  const collator = new Intl.Collator(lang);
  return codes.map((code): [string, string] => [code, names[code] ?? code]).sort((a, b) => collator.compare(a[1], b[1]));
}
