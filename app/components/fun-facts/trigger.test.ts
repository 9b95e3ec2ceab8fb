import { describe, expect, it } from "vitest";
import {
  FUN_FACT_TOTAL,
  POPUP_PROBABILITY,
  READ_FACTS_KEY,
  SIGN_IN_QUIET_MS,
  loadReadFacts,
  markFactsRead,
  parseReadList,
  pickUnreadFact,
  shouldShowFunFact,
  wrapIndex,
  type KeyValueStorage,
} from "./trigger";

const ALL = Array.from({ length: FUN_FACT_TOTAL }, (_, i) => i + 1);
const fixed = (value: number) => () => value;

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

describe("shouldShowFunFact", () => {
  const base = { from: "/teams", to: "/sponsors", allIds: ALL, readIds: [] as number[] };

  it("shows with probability 0.6: a draw below 0.6 shows, 0.6 and above does not", () => {
    expect(POPUP_PROBABILITY).toBe(0.6);
    expect(shouldShowFunFact({ ...base, random: fixed(0) })).toBe(true);
    expect(shouldShowFunFact({ ...base, random: fixed(0.5999) })).toBe(true);
    expect(shouldShowFunFact({ ...base, random: fixed(0.6) })).toBe(false);
    expect(shouldShowFunFact({ ...base, random: fixed(0.99) })).toBe(false);
  });

  it("shows on about 60% of route changes with a uniform source", () => {
    let seed = 42;
    // A small deterministic LCG stands in for Math.random.
    const lcg = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const shown = Array.from({ length: 10_000 }, () => shouldShowFunFact({ ...base, random: lcg })).filter(Boolean).length;
    expect(shown / 10_000).toBeGreaterThan(0.57);
    expect(shown / 10_000).toBeLessThan(0.63);
  });

  it("never shows when navigating away from the root path", () => {
    expect(shouldShowFunFact({ ...base, from: "/", random: fixed(0) })).toBe(false);
    expect(shouldShowFunFact({ ...base, from: "/fun-facts", to: "/", random: fixed(0) })).toBe(true);
  });

  it("never shows without a route change", () => {
    expect(shouldShowFunFact({ ...base, from: "/teams", to: "/teams", random: fixed(0) })).toBe(false);
  });

  it("never shows once all 27 facts are read, and does while one is left", () => {
    expect(shouldShowFunFact({ ...base, readIds: ALL, random: fixed(0) })).toBe(false);
    expect(shouldShowFunFact({ ...base, readIds: ALL.slice(1), random: fixed(0) })).toBe(true);
  });

  it("does not consult the random source when a rule already refuses", () => {
    const random = () => {
      throw new Error("random should not be drawn");
    };
    expect(shouldShowFunFact({ ...base, from: "/", random })).toBe(false);
    expect(shouldShowFunFact({ ...base, readIds: ALL, random })).toBe(false);
  });

  it("never shows on sign-in and account pages, nor right after leaving the sign-in page", () => {
    for (const to of ["/login", "/forgot-password", "/account", "/account/invitation"]) {
      expect(shouldShowFunFact({ ...base, to, random: fixed(0) })).toBe(false);
    }
    expect(shouldShowFunFact({ ...base, from: "/login", to: "/teams", random: fixed(0) })).toBe(false);
  });

  it("never shows on a signed-in person's working pages, and does for a visitor there", () => {
    const signedIn = { ...base, signedInForMs: SIGN_IN_QUIET_MS + 1, random: fixed(0) };
    for (const to of ["/my-matches", "/franchise", "/staff", "/my-sponsorship", "/admin"]) {
      expect(shouldShowFunFact({ ...signedIn, to })).toBe(false);
      expect(shouldShowFunFact({ ...base, to, random: fixed(0) })).toBe(true);
    }
    expect(shouldShowFunFact({ ...signedIn, to: "/players" })).toBe(true);
    expect(shouldShowFunFact({ ...signedIn, to: "/administrators-fan-page" })).toBe(true);
  });

  it("stays quiet for the first minute after a sign-in", () => {
    expect(shouldShowFunFact({ ...base, signedInForMs: 0, random: fixed(0) })).toBe(false);
    expect(shouldShowFunFact({ ...base, signedInForMs: SIGN_IN_QUIET_MS - 1, random: fixed(0) })).toBe(false);
    expect(shouldShowFunFact({ ...base, signedInForMs: SIGN_IN_QUIET_MS, random: fixed(0) })).toBe(true);
  });
});

describe("pickUnreadFact", () => {
  it("picks among unread facts only, spread by the random source", () => {
    const read = ALL.filter((id) => id % 2 === 0);
    expect(pickUnreadFact(ALL, read, fixed(0))).toBe(1);
    expect(pickUnreadFact(ALL, read, fixed(0.9999))).toBe(27);
    for (const r of [0.1, 0.3, 0.5, 0.7]) expect(pickUnreadFact(ALL, read, fixed(r))! % 2).toBe(1);
    expect(pickUnreadFact(ALL, ALL, fixed(0))).toBeNull();
  });
});

describe("read list in storage", () => {
  it("parses an array of integer ids and drops duplicates", () => {
    expect(parseReadList(null)).toEqual([]);
    expect(parseReadList("[3,1,3]")).toEqual([3, 1]);
  });

  it("discards an unparsable or wrongly shaped value", () => {
    for (const raw of ["{not json", '{"a":1}', '["1"]', "[1.5]", "null", "42"]) {
      const storage = memoryStorage({ [READ_FACTS_KEY]: raw });
      expect(parseReadList(raw), raw).toBeNull();
      expect(loadReadFacts(storage), raw).toEqual([]);
      expect(storage.data[READ_FACTS_KEY], raw).toBeUndefined();
    }
  });

  it("adds shown ids to the stored list, over a corrupt value too", () => {
    const storage = memoryStorage({ [READ_FACTS_KEY]: "garbage" });
    expect(markFactsRead(storage, [5])).toEqual([5]);
    expect(markFactsRead(storage, [2, 5])).toEqual([5, 2]);
    expect(JSON.parse(storage.data[READ_FACTS_KEY])).toEqual([5, 2]);
  });

  it("feeds the all-read rule: once every id is stored the popup stops", () => {
    const storage = memoryStorage();
    for (const id of ALL) {
      const readIds = loadReadFacts(storage);
      expect(shouldShowFunFact({ from: "/a", to: "/b", allIds: ALL, readIds, random: fixed(0) })).toBe(true);
      markFactsRead(storage, [pickUnreadFact(ALL, readIds, fixed(0))!]);
      expect(loadReadFacts(storage)).toContain(id);
    }
    expect(shouldShowFunFact({ from: "/a", to: "/b", allIds: ALL, readIds: loadReadFacts(storage), random: fixed(0) })).toBe(
      false,
    );
  });
});

describe("wrapIndex", () => {
  it("wraps previous and next around both ends", () => {
    expect(wrapIndex(-1, 27)).toBe(26);
    expect(wrapIndex(27, 27)).toBe(0);
    expect(wrapIndex(5, 27)).toBe(5);
  });
});
