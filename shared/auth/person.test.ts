import { describe, expect, it } from "vitest";
import { actsForTeam, NOBODY, ownTeam, type Person } from "./person";

const manager: Person = { admin: false, role: "franchise_manager", teamIds: ["t1"], matchIds: [], staffIds: [] };

describe("a person's controls", () => {
  it("lets an admin act for any team", () => {
    expect(actsForTeam({ ...NOBODY, admin: true }, "t9", ["captain"])).toBe(true);
  });
  it("lets a linked person act for their own team in their role only", () => {
    expect(actsForTeam(manager, "t1", ["franchise_manager"])).toBe(true);
    expect(actsForTeam(manager, "t2", ["franchise_manager"])).toBe(false);
    expect(actsForTeam(manager, "t1", ["captain"])).toBe(false);
    expect(actsForTeam(NOBODY, "t1", ["captain"])).toBe(false);
    expect(actsForTeam(manager, null, ["franchise_manager"])).toBe(false);
  });
  it("opens a page on the person's own team", () => {
    expect(ownTeam(manager, ["franchise_manager"])).toBe("t1");
    expect(ownTeam(manager, ["captain"])).toBeNull();
    expect(ownTeam(NOBODY, ["captain"])).toBeNull();
  });
});
