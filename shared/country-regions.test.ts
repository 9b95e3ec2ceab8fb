import { createRequire } from "node:module";
import { describe, expect, it } from "vitest";
import { countryNamesFromCldr, regionsFromCldr } from "./country-regions.cldr";
import { COUNTRY_NAMES } from "./country-names.generated";
import { ALL_COUNTRY_CODES, COUNTRY_CODES_BY_REGION, countryName, countryOptions, isCountryInRegion } from "./country-regions";

const require = createRequire(import.meta.url);

describe("country lists per region", () => {
  it("match the installed CLDR data (run scripts/generate-country-regions.ts after an update)", () => {
    const containment = require("cldr-core/supplemental/territoryContainment.json").supplemental.territoryContainment;
    const mappings = require("cldr-core/supplemental/codeMappings.json").supplemental.codeMappings;
    expect(regionsFromCldr(containment, mappings)).toEqual(COUNTRY_CODES_BY_REGION);
  });

  it("are named from the installed CLDR names, not the runtime's (run scripts/generate-country-regions.ts after an update)", () => {
    for (const lang of ["en", "es"] as const) {
      const names = require(`cldr-localenames-full/main/${lang}/territories.json`).main[lang].localeDisplayNames.territories;
      expect(countryNamesFromCldr(names, ALL_COUNTRY_CODES, lang)).toEqual(COUNTRY_NAMES[lang]);
    }
    // The name Node's and Chromium's own CLDR disagree on: the table decides, on both sides.
    expect(countryName("HK", "en")).toBe("Hong Kong SAR China");
    expect(countryName("HK", "es-MX")).toBe(countryName("HK", "es"));
  });

  it("cover every inhabited ISO 3166-1 country once", () => {
    expect(new Set(ALL_COUNTRY_CODES).size).toBe(ALL_COUNTRY_CODES.length);
    expect(ALL_COUNTRY_CODES.length).toBe(243);
    expect(COUNTRY_CODES_BY_REGION.NA).toEqual(expect.arrayContaining(["CA", "MX", "US"]));
    expect(COUNTRY_CODES_BY_REGION.LATAM).toEqual(expect.arrayContaining(["BR", "AR", "CO", "PR", "CU"]));
    expect(COUNTRY_CODES_BY_REGION.EMEA).toEqual(expect.arrayContaining(["DE", "NG", "SA", "IR", "KZ", "ZA"]));
    expect(COUNTRY_CODES_BY_REGION.APAC).toEqual(expect.arrayContaining(["JP", "IN", "AU", "NZ", "SG"]));
    expect(ALL_COUNTRY_CODES).not.toContain("AQ");
    expect(isCountryInRegion("CA", "NA")).toBe(true);
    expect(isCountryInRegion("CA", "EMEA")).toBe(false);
    expect(isCountryInRegion("CA", "Mars")).toBe(false);
  });

  it("are named in English and Spanish and sorted by name", () => {
    expect(countryName("DE", "en")).toBe("Germany");
    expect(countryName("DE", "es")).toBe("Alemania");
    for (const code of ALL_COUNTRY_CODES) {
      expect(countryName(code, "en")).not.toBe(code);
      expect(countryName(code, "es")).not.toBe(code);
    }
    const names = countryOptions(COUNTRY_CODES_BY_REGION.EMEA, "es").map((o) => o.name);
    expect(names).toEqual([...names].sort(new Intl.Collator("es").compare));
  });
});
