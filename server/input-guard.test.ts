import { describe, expect, it } from "vitest";
import { MAX_JSON_DEPTH, findUnsafeText, isUnsafeText, jsonTooDeep } from "./input-guard";

describe("jsonTooDeep", () => {
  it("counts arrays and objects alike, up to the limit", () => {
    const nested = (n: number) => "[".repeat(n) + "]".repeat(n);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH))).toBe(false);
    expect(jsonTooDeep(nested(MAX_JSON_DEPTH + 1))).toBe(true);
    expect(jsonTooDeep('{"a":'.repeat(3) + "1" + "}".repeat(3), 2)).toBe(true);
    expect(jsonTooDeep('[{"a":[1]},{"b":[2]}]', 3)).toBe(false);
  });

  it("ignores brackets inside strings, escaped quotes included", () => {
    expect(jsonTooDeep(JSON.stringify({ text: "[[[[[[[[", quote: 'say "[[[[" \\ [[[[' }), 1)).toBe(false);
    expect(jsonTooDeep(`["\\"", [[1]]]`, 2)).toBe(true);
  });
});

describe("isUnsafeText", () => {
  it("allows tab, line breaks, accents and emoji", () => {
    expect(isUnsafeText("Línea uno\n\tlínea dos\r\n⚽ 👍🏽")).toBe(false);
  });

  it("refuses NUL, other control characters and lone surrogates", () => {
    for (const s of ["A\u0000na", "a\u001bb", "\u007f", "\u0085", "\ud800", "x\udfff", "\udc00\ud800"])
      expect(isUnsafeText(s), JSON.stringify(s)).toBe(true);
  });
});

describe("findUnsafeText", () => {
  it("names the path of the first unsafe string or key, at any depth", () => {
    expect(findUnsafeText({ name: "Ana", tags: ["ok", "b\u0000d"] })).toEqual(["tags", 1]);
    expect(findUnsafeText({ zones: [{ "lo\ud800go": 1 }] })).toEqual(["zones", 0]);
    expect(findUnsafeText("\u0000")).toEqual([]);
    expect(findUnsafeText({ name: "Ana", when: new Date(), n: 3, none: null })).toBeNull();
  });
});
