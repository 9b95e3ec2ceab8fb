import { describe, expect, it } from "vitest";
import { DEFAULT_FILTERS, categoryCounts, filterTeams, isFiltered, productCounts, storeTrades } from "./store-filters";
import { SEED_TEAMS } from "../../../db/seeders/data";

const teams = [
  { id: "a", name: "Atlanta Pipe Masters", trade: "Plumbing", city: "Atlanta", points: 3 },
  { id: "b", name: "Peachtree Live Wires", trade: "Electrical", city: "Decatur", points: 7 },
  { id: "c", name: "Buckhead Roof Raisers", trade: "Roofing", city: "Sandy Springs", points: 7 },
];

describe("store filters", () => {
  it("offers every team's trade once, sorted, so no team is out of reach of the filter", () => {
    const trades = storeTrades(SEED_TEAMS);
    expect(new Set(trades)).toEqual(new Set(SEED_TEAMS.map((t) => t.trade)));
    expect(trades).toHaveLength(new Set(SEED_TEAMS.map((t) => t.trade)).size);
    expect(trades).toEqual([...trades].sort((a, b) => a.localeCompare(b, "en", { sensitivity: "base" })));
    // The seed stores trade codes (the pages get their labels from the server, docs/decisions/011).
    for (const trade of ["elevator_mechanics", "millwrighting", "boilermaking", "solar_installation", "cabinetmaking"]) {
      expect(trades).toContain(trade);
    }
    expect(storeTrades(teams)).toEqual(["Electrical", "Plumbing", "Roofing"]);
  });

  it("searches team name, trade or city, case-insensitively", () => {
    const ids = (search: string) => filterTeams(teams, { ...DEFAULT_FILTERS, search }).map((t) => t.id);
    expect(ids("pipe")).toEqual(["a"]);
    expect(ids("ELECTRICAL")).toEqual(["b"]);
    expect(ids("sandy")).toEqual(["c"]);
    expect(ids("nowhere")).toEqual([]);
  });

  it("filters by trade and sorts by name, trade, points (descending) or city", () => {
    expect(filterTeams(teams, { ...DEFAULT_FILTERS, trade: "Roofing" }).map((t) => t.id)).toEqual(["c"]);
    const sorted = (sort: "name" | "trade" | "points" | "city") =>
      filterTeams(teams, { ...DEFAULT_FILTERS, sort }).map((t) => t.id);
    expect(sorted("name")).toEqual(["a", "c", "b"]);
    expect(sorted("trade")).toEqual(["b", "a", "c"]);
    expect(sorted("points")).toEqual(["c", "b", "a"]);
    expect(sorted("city")).toEqual(["a", "b", "c"]);
  });

  it("counts active products per team in the chosen category", () => {
    const products = [
      { teamId: "a", category: "player_gear", isActive: true },
      { teamId: "a", category: "fan_merchandise", isActive: true },
      { teamId: "a", category: "fan_merchandise", isActive: false },
      { teamId: "b", category: "training_equipment", isActive: true },
    ];
    const counts = categoryCounts(products);
    expect(counts).toEqual({ a: { player_gear: 1, fan_merchandise: 1 }, b: { training_equipment: 1 } });
    expect(Object.fromEntries(productCounts(counts, "all"))).toEqual({ a: 2, b: 1 });
    expect(Object.fromEntries(productCounts(counts, "fan_merchandise"))).toEqual({ a: 1 });
  });

  it("knows when anything is filtered (for clear-all)", () => {
    expect(isFiltered(DEFAULT_FILTERS)).toBe(false);
    expect(isFiltered({ ...DEFAULT_FILTERS, search: " x " })).toBe(true);
    expect(isFiltered({ ...DEFAULT_FILTERS, sort: "city" })).toBe(true);
  });
});
