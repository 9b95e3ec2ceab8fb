/**
 * The media hub's fixed content (spec §2 Media), shared by the page and the downloadable media kit
 * the server builds. Labels are i18n keys under `media.`.
 */
export const HERO_STATS = [
  { value: "24/7", key: "support" },
  { value: "150+", key: "partners" },
  { value: "32", key: "stories" },
  { value: "2026", key: "year" },
] as const;

export const TRAINING_CARDS = ["interview", "crisis", "social", "sticky"] as const;
export const TRAINING_POINTS = ["p1", "p2", "p3"] as const;

/** The visibility dashboard preview's figures, formatted in the visitor's language. */
export const DASHBOARD_FIGURES = [
  { key: "mentions", value: 2_400_000, style: "compact" },
  { key: "creatorGrowth", value: 156_000, style: "compact" },
  { key: "sentiment", value: 0.89, style: "percent" },
  { key: "countries", value: 45, style: "integer" },
] as const;

export const BRAND_KIT_ITEMS = ["logos", "badge", "colors", "decks"] as const;

export const ADVICE = ["crisis", "soundbites", "talkingPoints"] as const;

export function formatFigure(lang: string, figure: (typeof DASHBOARD_FIGURES)[number]) {
  const options: Intl.NumberFormatOptions =
    figure.style === "compact"
      ? { notation: "compact", maximumFractionDigits: 1 }
      : figure.style === "percent"
        ? { style: "percent" }
        : {};
  return new Intl.NumberFormat(lang, options).format(figure.value);
}
