/**
 * The team store's filters (spec §2 Team Store): search by team name, trade or city; one trade; one
 * product category; sort by name, trade, points (descending) or city. Pure, unit-tested.
 */
import { PRODUCT_CATEGORIES } from "@shared/forms/commerce.options";

/**
 * The trade filter's choices: every trade a team plays for, from the data (a fixed list of the spec's 27
 * names missed five of the 32 teams' trades), sorted by name.
 */
export function storeTrades(teams: ReadonlyArray<{ trade: string }>, locale = "en"): string[] {
  return [...new Set(teams.map((t) => t.trade))].sort(new Intl.Collator(locale, { sensitivity: "base" }).compare);
}

export const STORE_SORTS = ["name", "trade", "points", "city"] as const;
export type StoreSort = (typeof STORE_SORTS)[number];
export type StoreCategory = "all" | (typeof PRODUCT_CATEGORIES)[number];

export type StoreFilters = { search: string; trade: string; category: StoreCategory; sort: StoreSort };
export const DEFAULT_FILTERS: StoreFilters = { search: "", trade: "all", category: "all", sort: "name" };

type StoreTeam = { id: string; name: string; trade: string; city: string; points: number };
type StoreProduct = { teamId: string; category: string; isActive: boolean };

export function isFiltered(f: StoreFilters): boolean {
  return f.search.trim() !== "" || f.trade !== "all" || f.category !== "all" || f.sort !== DEFAULT_FILTERS.sort;
}

/** Active products per team and category: all the team list needs of the catalogue (the loader sends this, not the products). */
export type CategoryCounts = Record<string, Record<string, number>>;

export function categoryCounts(products: readonly StoreProduct[]): CategoryCounts {
  const counts: CategoryCounts = {};
  for (const p of products) {
    if (!p.isActive) continue;
    const team = (counts[p.teamId] ??= {});
    team[p.category] = (team[p.category] ?? 0) + 1;
  }
  return counts;
}

/** Active products per team in the chosen category (all categories for "all"). */
export function productCounts(counts: CategoryCounts, category: StoreCategory): Map<string, number> {
  const out = new Map<string, number>();
  for (const [teamId, byCategory] of Object.entries(counts)) {
    const n = category === "all" ? Object.values(byCategory).reduce((a, b) => a + b, 0) : (byCategory[category] ?? 0);
    if (n) out.set(teamId, n);
  }
  return out;
}

export function filterTeams<T extends StoreTeam>(teams: readonly T[], f: StoreFilters, locale = "en"): T[] {
  const needle = f.search.trim().toLocaleLowerCase(locale);
  const compare = new Intl.Collator(locale, { sensitivity: "base" }).compare;
  const shown = teams.filter(
    (t) =>
      (f.trade === "all" || t.trade === f.trade) &&
      (!needle || [t.name, t.trade, t.city].some((s) => s.toLocaleLowerCase(locale).includes(needle))),
  );
  return shown.sort((a, b) => {
    if (f.sort === "points") return b.points - a.points || compare(a.name, b.name);
    if (f.sort === "trade") return compare(a.trade, b.trade) || compare(a.name, b.name);
    if (f.sort === "city") return compare(a.city, b.city) || compare(a.name, b.name);
    return compare(a.name, b.name);
  });
}
