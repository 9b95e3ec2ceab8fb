import { describe, expect, it } from "vitest";
import { filterPlayers, filterTeams, NO_PLAYER_FILTERS } from "./filter";

const teams = [
  { name: "Atlanta Pipe Masters", trade: "Plumbing", tradeCode: "plumbing", captain: "Marcus Johnson", city: "Atlanta" },
  { name: "Marietta Timber Wolves", trade: "Carpentry", tradeCode: "carpentry", captain: "Luis Hernández", city: "Marietta" },
];

describe("filterTeams", () => {
  it("searches name, trade, captain and city without regard to case or accents", () => {
    expect(filterTeams(teams, "pipe", "")).toHaveLength(1);
    expect(filterTeams(teams, "HERNANDEZ", "")[0].name).toBe("Marietta Timber Wolves");
    expect(filterTeams(teams, "marietta", "")).toHaveLength(1);
    expect(filterTeams(teams, "", "plumbing")).toHaveLength(1);
    expect(filterTeams(teams, "wolves", "plumbing")).toHaveLength(0);
    expect(filterTeams(teams, "  ", "")).toHaveLength(2);
  });
});

describe("filterPlayers", () => {
  const players = [
    {
      firstName: "Ana",
      lastName: "Ruiz",
      email: "ana@x.co",
      nationality: "Mexico",
      position: "forward",
      skillLevel: "advanced",
      teamId: "t1",
      tradeSpecialty: "Plumbing",
    },
    {
      firstName: "Ben",
      lastName: "Lee",
      email: "ben@x.co",
      nationality: "USA",
      position: "goalkeeper",
      skillLevel: "beginner",
      teamId: "t2",
      tradeSpecialty: "Roofing",
    },
  ];
  it("combines search with the four filters", () => {
    expect(filterPlayers(players, NO_PLAYER_FILTERS)).toHaveLength(2);
    expect(filterPlayers(players, { ...NO_PLAYER_FILTERS, query: "mexico" })[0].firstName).toBe("Ana");
    expect(
      filterPlayers(players, { ...NO_PLAYER_FILTERS, position: "goalkeeper", skill: "beginner", teamId: "t2", trade: "Roofing" }),
    ).toHaveLength(1);
    expect(filterPlayers(players, { ...NO_PLAYER_FILTERS, position: "goalkeeper", teamId: "t1" })).toHaveLength(0);
  });
});
