/*
 * Translations: the shell's common strings in ./en.json and ./es.json, and one folder per feature
 * area, each a partial of the same key tree (deep-merged), so areas can be edited independently.
 * Every folder holds en.json and es.json with the same keys.
 */
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
import enRegistrations from "./registrations/en.json";
import esRegistrations from "./registrations/es.json";
import enSponsors from "./sponsors/en.json";
import esSponsors from "./sponsors/es.json";
import enStaff from "./staff/en.json";
import esStaff from "./staff/es.json";
import enTournament from "./tournament/en.json";
import esTournament from "./tournament/es.json";

type Tree = { [key: string]: string | Tree };

export function deepMerge(...trees: Tree[]): Tree {
  const out: Tree = {};
  for (const tree of trees) {
    for (const [key, value] of Object.entries(tree)) {
      const prev = out[key];
      out[key] = typeof value === "object" && typeof prev === "object" ? deepMerge(prev, value) : value;
    }
  }
  return out;
}

export const en = deepMerge(enCommon, enAdmin, enCommerce, enInsights, enJerseys, enRegistrations, enSponsors, enStaff, enTournament);
export const es = deepMerge(esCommon, esAdmin, esCommerce, esInsights, esJerseys, esRegistrations, esSponsors, esStaff, esTournament);
