/**
 * Server-side pricing of cart lines from the catalogue (the browser's prices are never used).
 * Pure: no ORM, no I/O, unit-tested.
 */
import { lineTotalCents, sumCents } from "@shared/money";

export const MAX_LINE_QUANTITY = 99;

export type CatalogueVariant = { id: string; size: string; price: number };
export type CatalogueProduct = {
  id: string;
  teamId: string;
  name: string;
  isActive: boolean;
  basePrice: number;
  variants: CatalogueVariant[];
};
export type RequestedLine = { productId: string; variantId: string; quantity: number };
export type PricedLine = {
  productId: string;
  variantId: string;
  teamId: string;
  name: string;
  size: string;
  quantity: number;
  unitPrice: number;
};
export type Refusal = { code: "NOT_FOUND" | "CONFLICT" | "BAD_REQUEST"; key: string; vars?: Record<string, string | number> };
export type Priced = { ok: true; lines: PricedLine[]; subtotal: number; total: number } | { ok: false; refusal: Refusal };

/** A variant's price difference from the product's base price, in cents (spec §9). */
export function variantPriceDifference(product: Pick<CatalogueProduct, "basePrice">, variant: CatalogueVariant): number {
  return variant.price - product.basePrice;
}

/** Why a product/variant cannot be sold now, or null when it can. */
export function unavailability(product: CatalogueProduct | undefined, variantId: string): Refusal | null {
  if (!product) return { code: "NOT_FOUND", key: "errors.productNotFound" };
  if (!product.isActive) return { code: "CONFLICT", key: "errors.productUnavailable", vars: { name: product.name } };
  if (!product.variants.some((v) => v.id === variantId))
    return { code: "CONFLICT", key: "errors.variantUnavailable", vars: { name: product.name } };
  return null;
}

/** The same product and size asked for twice becomes one line. */
export function mergeLines(lines: readonly RequestedLine[]): RequestedLine[] {
  const merged = new Map<string, RequestedLine>();
  for (const line of lines) {
    const key = `${line.productId}|${line.variantId}`;
    const prev = merged.get(key);
    merged.set(key, prev ? { ...prev, quantity: prev.quantity + line.quantity } : { ...line });
  }
  return [...merged.values()];
}

/** Prices every line from the catalogue; the first stale, inactive or over-limit line refuses the whole set. */
export function priceLines(requested: readonly RequestedLine[], products: ReadonlyMap<string, CatalogueProduct>): Priced {
  const lines: PricedLine[] = [];
  for (const line of mergeLines(requested)) {
    const product = products.get(line.productId);
    const refusal = unavailability(product, line.variantId);
    if (refusal) return { ok: false, refusal };
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      return { ok: false, refusal: { code: "BAD_REQUEST", key: "errors.cartQuantityLimit", vars: { max: MAX_LINE_QUANTITY } } };
    }
    const variant = product!.variants.find((v) => v.id === line.variantId)!;
    lines.push({
      productId: product!.id,
      variantId: variant.id,
      teamId: product!.teamId,
      name: product!.name,
      size: variant.size,
      quantity: line.quantity,
      unitPrice: variant.price,
    });
  }
  if (!lines.length) return { ok: false, refusal: { code: "BAD_REQUEST", key: "errors.cartEmpty" } };
  const subtotal = sumCents(lines.map((l) => lineTotalCents(l.unitPrice, l.quantity)));
  // Shipping and tax are not specified (spec §9: "Pricing, fees and other limits not listed: not shown").
  return { ok: true, lines, subtotal, total: subtotal };
}

/** Two priced line sets buy the same things at the same prices (order does not matter). */
export function sameLines(a: readonly PricedLine[], b: readonly PricedLine[]): boolean {
  const key = (l: PricedLine) => `${l.productId}|${l.variantId}|${l.quantity}|${l.unitPrice}`;
  const left = a.map(key).sort();
  const right = b.map(key).sort();
  return left.length === right.length && left.every((k, i) => k === right[i]);
}
