import { describe, expect, it } from "vitest";
import { mergeLines, priceLines, sameLines, unavailability, variantPriceDifference, type CatalogueProduct } from "./pricing";

const jersey: CatalogueProduct = {
  id: "p-jersey",
  teamId: "t1",
  name: "Home Jersey",
  isActive: true,
  basePrice: 6999,
  variants: [
    { id: "v-m", size: "M", price: 6999 },
    { id: "v-xl", size: "XL", price: 7199 },
    { id: "v-xxl", size: "XXL", price: 7399 },
  ],
};
const ball: CatalogueProduct = {
  id: "p-ball",
  teamId: "t2",
  name: "Training Ball",
  isActive: true,
  basePrice: 2999,
  variants: [
    { id: "v-4", size: "Size 4", price: 2699 },
    { id: "v-5", size: "Size 5", price: 2999 },
  ],
};
const retired: CatalogueProduct = { ...ball, id: "p-old", name: "Old Scarf", isActive: false };
const catalogue = new Map([jersey, ball, retired].map((p) => [p.id, p]));

describe("variant pricing", () => {
  it("each variant carries its own price; the difference from the base price is shown", () => {
    expect(variantPriceDifference(jersey, jersey.variants[0])).toBe(0);
    expect(variantPriceDifference(jersey, jersey.variants[1])).toBe(200);
    expect(variantPriceDifference(ball, ball.variants[0])).toBe(-300);
  });

  it("prices lines from the catalogue by variant, with the team of each line", () => {
    const priced = priceLines(
      [
        { productId: "p-jersey", variantId: "v-xl", quantity: 2 },
        { productId: "p-ball", variantId: "v-4", quantity: 1 },
      ],
      catalogue,
    );
    expect(priced).toEqual({
      ok: true,
      lines: [
        { productId: "p-jersey", variantId: "v-xl", teamId: "t1", name: "Home Jersey", size: "XL", quantity: 2, unitPrice: 7199 },
        {
          productId: "p-ball",
          variantId: "v-4",
          teamId: "t2",
          name: "Training Ball",
          size: "Size 4",
          quantity: 1,
          unitPrice: 2699,
        },
      ],
      subtotal: 2 * 7199 + 2699,
      total: 2 * 7199 + 2699,
    });
  });

  it("merges repeated product and size into one line", () => {
    expect(
      mergeLines([
        { productId: "p-jersey", variantId: "v-m", quantity: 1 },
        { productId: "p-jersey", variantId: "v-m", quantity: 2 },
        { productId: "p-jersey", variantId: "v-xl", quantity: 1 },
      ]),
    ).toEqual([
      { productId: "p-jersey", variantId: "v-m", quantity: 3 },
      { productId: "p-jersey", variantId: "v-xl", quantity: 1 },
    ]);
  });

  it("refuses stale, inactive and unknown products and variants with a clear message key", () => {
    expect(unavailability(undefined, "v")).toEqual({ code: "NOT_FOUND", key: "errors.productNotFound" });
    expect(unavailability(retired, "v-4")).toEqual({
      code: "CONFLICT",
      key: "errors.productUnavailable",
      vars: { name: "Old Scarf" },
    });
    expect(unavailability(jersey, "v-gone")).toEqual({
      code: "CONFLICT",
      key: "errors.variantUnavailable",
      vars: { name: "Home Jersey" },
    });
    expect(priceLines([{ productId: "p-old", variantId: "v-4", quantity: 1 }], catalogue)).toMatchObject({
      ok: false,
      refusal: { key: "errors.productUnavailable" },
    });
  });

  it("refuses an empty set and quantities outside 1–99 (also after merging)", () => {
    expect(priceLines([], catalogue)).toEqual({ ok: false, refusal: { code: "BAD_REQUEST", key: "errors.cartEmpty" } });
    expect(
      priceLines(
        [
          { productId: "p-ball", variantId: "v-5", quantity: 60 },
          { productId: "p-ball", variantId: "v-5", quantity: 40 },
        ],
        catalogue,
      ),
    ).toMatchObject({ ok: false, refusal: { key: "errors.cartQuantityLimit", vars: { max: 99 } } });
    expect(priceLines([{ productId: "p-ball", variantId: "v-5", quantity: 1.5 }], catalogue)).toMatchObject({ ok: false });
  });

  it("compares line sets regardless of order", () => {
    const a = priceLines(
      [
        { productId: "p-jersey", variantId: "v-m", quantity: 1 },
        { productId: "p-ball", variantId: "v-5", quantity: 2 },
      ],
      catalogue,
    );
    const b = priceLines(
      [
        { productId: "p-ball", variantId: "v-5", quantity: 2 },
        { productId: "p-jersey", variantId: "v-m", quantity: 1 },
      ],
      catalogue,
    );
    const c = priceLines(
      [
        { productId: "p-ball", variantId: "v-5", quantity: 3 },
        { productId: "p-jersey", variantId: "v-m", quantity: 1 },
      ],
      catalogue,
    );
    if (!a.ok || !b.ok || !c.ok) throw new Error("priced");
    expect(sameLines(a.lines, b.lines)).toBe(true);
    expect(sameLines(a.lines, c.lines)).toBe(false);
  });
});
