import { describe, expect, it } from "vitest";
import { officialClash } from "./official-clash";

const at = (iso: string) => new Date(iso);
const kickOff = at("2026-06-12T18:00:00Z");

describe("an official's clashing match", () => {
  it("is one whose kick-off is less than two hours before or after", () => {
    const before = { matchId: "a", matchDate: at("2026-06-12T16:00:01Z") };
    const after = { matchId: "b", matchDate: at("2026-06-12T19:59:59Z") };
    expect(officialClash("x", kickOff, [before])).toEqual(before);
    expect(officialClash("x", kickOff, [after])).toEqual(after);
    expect(officialClash("x", kickOff, [after, before])).toEqual(before);
  });

  it("is not one exactly two hours away or more, nor the match itself", () => {
    expect(
      officialClash("x", kickOff, [
        { matchId: "a", matchDate: at("2026-06-12T16:00:00Z") },
        { matchId: "b", matchDate: at("2026-06-12T20:00:00Z") },
        { matchId: "x", matchDate: kickOff },
      ]),
    ).toBeNull();
  });
});
