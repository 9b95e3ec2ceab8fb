import { describe, expect, it } from "vitest";
import { SELECTED_TEAM_KEY, getSelectedTeam, setSelectedTeam } from "./selected-team";

function memoryStorage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    map,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  };
}

describe("selected team storage", () => {
  it("keeps the team as an object and reads it back", () => {
    const s = memoryStorage();
    setSelectedTeam({ id: "t1", name: "Pipe Kings" }, s);
    expect(JSON.parse(s.map.get(SELECTED_TEAM_KEY)!)).toEqual({ id: "t1", name: "Pipe Kings" });
    expect(getSelectedTeam(s)).toEqual({ id: "t1", name: "Pipe Kings" });
  });

  it("removes it when set to null", () => {
    const s = memoryStorage({ [SELECTED_TEAM_KEY]: JSON.stringify({ id: "t1", name: "x" }) });
    setSelectedTeam(null, s);
    expect(s.map.has(SELECTED_TEAM_KEY)).toBe(false);
    expect(getSelectedTeam(s)).toBeNull();
  });

  it("discards a value that does not parse as a team", () => {
    for (const bad of ["{not json", "42", "null", JSON.stringify({ name: "no id" }), JSON.stringify({ id: "" })]) {
      const s = memoryStorage({ [SELECTED_TEAM_KEY]: bad });
      expect(getSelectedTeam(s)).toBeNull();
      expect(s.map.has(SELECTED_TEAM_KEY)).toBe(false);
    }
  });

  it("works without storage (server rendering)", () => {
    expect(getSelectedTeam(null)).toBeNull();
    expect(() => setSelectedTeam({ id: "t", name: "n" }, null)).not.toThrow();
  });
});
