import type { SponsorTier } from "@shared/forms/sponsor-inquiry.schema";

/** A sponsorship tier option (spec §3): prices in cents (§9), texts under `sponsors.tiers.<id>`. */
export type TierOption = {
  id: SponsorTier;
  minCents: number;
  /** null: open-ended ("and up"). */
  maxCents: number | null;
  benefits: string[];
  /** Accent of the tier's card. */
  color: "primary" | "secondary" | "accent";
};

export const TIER_OPTIONS: TierOption[] = [
  {
    id: "title",
    minCents: 500_000_00,
    maxCents: null,
    color: "primary",
    benefits: ["naming", "jersey", "broadcast", "hospitality", "signage", "digital", "mediaDay", "fanZone"],
  },
  {
    id: "premium",
    minCents: 100_000_00,
    maxCents: 250_000_00,
    color: "secondary",
    benefits: ["sleeve", "signage", "digital", "hospitality", "social", "booth"],
  },
  {
    id: "standard",
    minCents: 25_000_00,
    maxCents: 75_000_00,
    color: "accent",
    benefits: ["website", "social", "tickets", "newsletter", "clinic"],
  },
];

/** Benefits a collapsed tier card shows. */
export const VISIBLE_BENEFITS = 4;

/** "$500,000+" or "$100,000 – $250,000", in the visitor's language. */
export function tierPrice(tier: TierOption, lang: string, t: (key: string, vars: Record<string, string>) => string) {
  const money = new Intl.NumberFormat(lang, { style: "currency", currency: "USD", maximumFractionDigits: 0 });
  const dollars = (cents: number) => money.format(cents / 100);
  return tier.maxCents === null
    ? t("sponsors.price.from", { price: dollars(tier.minCents) })
    : t("sponsors.price.range", { min: dollars(tier.minCents), max: dollars(tier.maxCents) });
}
