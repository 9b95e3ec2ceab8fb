import { describe, expect, it } from "vitest";
import {
  assertCents,
  dollarsToCents,
  formatCents,
  formatPriceDifference,
  growthPercent,
  lineTotalCents,
  sumCents,
} from "./money";

describe("money in cents", () => {
  it("multiplies and sums whole cents without floating-point drift", () => {
    expect(lineTotalCents(6999, 3)).toBe(20997);
    // 0.1 + 0.2 in dollars drifts; 10 + 20 cents never does.
    expect(sumCents([10, 20])).toBe(30);
    expect(sumCents([6999, 7199, 1999, 1999])).toBe(18196);
    expect(sumCents([])).toBe(0);
  });

  it("refuses fractions of a cent and fractional quantities", () => {
    expect(() => assertCents(12.5)).toThrow(RangeError);
    expect(() => lineTotalCents(100, 1.5)).toThrow(RangeError);
    expect(() => lineTotalCents(100, -1)).toThrow(RangeError);
    expect(() => sumCents([1, Number.NaN])).toThrow(RangeError);
  });

  it("turns form dollars into cents (input times 100)", () => {
    expect(dollarsToCents(55000)).toBe(5_500_000);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });

  it("formats dollars with two decimals in the visitor's language", () => {
    expect(formatCents(6999, "en")).toBe("$69.99");
    expect(formatCents(500, "en")).toBe("$5.00");
    expect(formatCents(123456, "en")).toBe("$1,234.56");
    expect(formatCents(6999, "es").replace(/\s/g, " ")).toBe("69,99 US$");
    expect(formatCents(0, "en")).toBe("$0.00");
  });

  it("shows a variant's difference from the base price, or nothing when equal", () => {
    expect(formatPriceDifference(7199, 6999, "en")).toBe("+$2.00");
    expect(formatPriceDifference(2699, 2999, "en")).toBe("-$3.00");
    expect(formatPriceDifference(6999, 6999, "en")).toBeNull();
    expect(formatPriceDifference(7399, 6999, "es")?.replace(/\s/g, " ")).toBe("+4,00 US$");
  });

  it("computes growth as a whole percentage, 0 without a base", () => {
    expect(growthPercent(10000, 15000)).toBe(50);
    expect(growthPercent(10000, 5000)).toBe(-50);
    expect(growthPercent(0, 5000)).toBe(0);
  });
});
