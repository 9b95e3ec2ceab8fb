/*
 * Translations: the shell's common strings in ./en.json and ./es.json, and one folder per feature
 * area, each a partial of the same key tree (deep-merged), so areas can be edited independently.
 * Every folder holds en.json and es.json with the same keys.
 *
 * This module imports every file, so only the server and tests use it. The browser loads one language
 * and only the areas a page names (app/lib/translations.tsx).
 */
import type { Area, StringTree } from "../language";
import enCommon from "./en.json";
import esCommon from "./es.json";
import enAdmin from "./admin/en.json";
import esAdmin from "./admin/es.json";
import enCommerce from "./commerce/en.json";
import esCommerce from "./commerce/es.json";
import enInsights from "./insights/en.json";
import esInsights from "./insights/es.json";
import enJerseys from "./jerseys/en.json";
import esJerseys from "./jerseys/es.json";
import enMatchCentre from "./matchCentre/en.json";
import esMatchCentre from "./matchCentre/es.json";
import enRegistrations from "./registrations/en.json";
import esRegistrations from "./registrations/es.json";
import enSponsors from "./sponsors/en.json";
import esSponsors from "./sponsors/es.json";
import enStaff from "./staff/en.json";
import esStaff from "./staff/es.json";
import enTournament from "./tournament/en.json";
import esTournament from "./tournament/es.json";

function deepMerge(...trees: StringTree[]): StringTree {
  const out: StringTree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const prev = out[key];
      out[key] = typeof value === "object" && typeof prev === "object" ? deepMerge(prev, value) : value;
    }
  }
  return out;
}

/** Every language's strings by area ("common" is the shell's). */
export const areaStrings: Record<"en" | "es", Record<Area, StringTree>> = {
  en: {
    common: enCommon,
    admin: enAdmin,
    commerce: enCommerce,
    insights: enInsights,
    jerseys: enJerseys,
    matchCentre: enMatchCentre,
    registrations: enRegistrations,
    sponsors: enSponsors,
    staff: enStaff,
    tournament: enTournament,
  },
  es: {
    common: esCommon,
    admin: esAdmin,
    commerce: esCommerce,
    insights: esInsights,
    jerseys: esJerseys,
    matchCentre: esMatchCentre,
    registrations: esRegistrations,
    sponsors: esSponsors,
    staff: esStaff,
    tournament: esTournament,
  },
};

export const en = deepMerge(...Object.values(areaStrings.en));
export const es = deepMerge(...Object.values(areaStrings.es));
