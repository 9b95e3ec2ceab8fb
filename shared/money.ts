/**
 * Money is integer cents everywhere (DESIGN.md); these helpers keep it that way and format it as dollars
 * with two decimals in the visitor's language (spec §9). No I/O, no floating-point sums.
 */

export type Cents = number;

export function assertCents(value: number, what = "amount"): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of cents, got ${value}`);
  return value;
}

/** Price of `quantity` units; the quantity must be a whole number. */
export function lineTotalCents(unitPrice: Cents, quantity: number): Cents {
  assertCents(unitPrice, "unit price");
  if (!Number.isSafeInteger(quantity) || quantity < 0)
    throw new RangeError(`quantity must be a whole number ≥ 0, got ${quantity}`);
  return unitPrice * quantity;
}

export function sumCents(values: readonly Cents[]): Cents {
  return values.reduce((total, v) => total + assertCents(v), 0);
}

/** Whole dollars entered in a form (e.g. a salary) to cents; platform spec §9: input times 100. */
export function dollarsToCents(dollars: number): Cents {
  return Math.round(dollars * 100);
}

/** Percentage change from `before` to `after`, rounded to a whole number; 0 when there is no base. */
export function growthPercent(before: Cents, after: Cents): number {
  if (before <= 0) return 0;
  return Math.round(((after - before) / before) * 100);
}

const formatters = new Map<string, Intl.NumberFormat>();
function formatter(lang: string, signed: boolean) {
  const key = `${lang}|${signed}`;
  let f = formatters.get(key);
  if (!f) {
    f = new Intl.NumberFormat(lang, {
      style: "currency",
      currency: "USD",
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
      signDisplay: signed ? "exceptZero" : "auto",
    });
    formatters.set(key, f);
  }
  return f;
}

/** "$69.99" in English, "69,99 US$" in Spanish. Divides by 100 only here, for display. */
export function formatCents(cents: Cents, lang: string): string {
  return formatter(lang, false).format(assertCents(cents) / 100);
}

/** A variant's price difference from the product's base price ("+$2.00", "-$3.00"); null when equal. */
export function formatPriceDifference(variantPrice: Cents, basePrice: Cents, lang: string): string | null {
  const diff = assertCents(variantPrice) - assertCents(basePrice);
  return diff === 0 ? null : formatter(lang, true).format(diff / 100);
}
