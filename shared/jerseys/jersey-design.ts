/**
 * The jersey designer's domain (visitor spec §3, §9): zones, patterns, default colours, per-trade
 * presets, fitting a logo into a zone and the download file name. No I/O: the designer in the
 * browser and the router on the server share it.
 *
 * Geometry is in "shirt space": one side of the shirt is drawn in a 400×460 box; the live preview
 * shows one side, the high-resolution preview and the PNG both sides side by side.
 */

export const SHIRT_WIDTH = 400;
export const SHIRT_HEIGHT = 460;

export const PATTERNS = ["solid", "stripes", "horizontal", "diagonal", "chevron", "gradient", "geometric"] as const;
export type Pattern = (typeof PATTERNS)[number];

/** Where the team crest sits on the front, as the viewer sees it. */
export const LOGO_POSITIONS = ["left", "center", "right"] as const;
export type LogoPosition = (typeof LOGO_POSITIONS)[number];

export const ZONE_IDS = ["chest", "right_arm", "left_arm", "collar", "back_number"] as const;
export type ZoneId = (typeof ZONE_IDS)[number];

export type Zone = {
  id: ZoneId;
  name: string;
  side: "front" | "back";
  x: number;
  y: number;
  width: number;
  height: number;
  /** The largest a logo may be: it caps the logo's height; the zone's width caps its width. */
  maxLogoSize: number;
};

/**
 * Spec §9 zones with their sizes and maximum logo sizes; positions are ours. The wearer's right
 * sleeve is on the viewer's left of the front.
 */
export const ZONES: readonly Zone[] = [
  { id: "chest", name: "Main Chest", side: "front", x: 140, y: 125, width: 120, height: 60, maxLogoSize: 50 },
  { id: "right_arm", name: "Right Sleeve", side: "front", x: 28, y: 92, width: 60, height: 40, maxLogoSize: 30 },
  { id: "left_arm", name: "Left Sleeve", side: "front", x: 312, y: 92, width: 60, height: 40, maxLogoSize: 30 },
  { id: "collar", name: "Collar", side: "back", x: 170, y: 36, width: 60, height: 30, maxLogoSize: 25 },
  { id: "back_number", name: "Back (Above Number)", side: "back", x: 160, y: 100, width: 80, height: 30, maxLogoSize: 35 },
];

export function zoneById(id: string): Zone | undefined {
  return ZONES.find((z) => z.id === id);
}

export type DesignColors = { primaryColor: string; secondaryColor: string; accentColor: string; pattern: Pattern };

/** Spec §9 defaults. */
export const DEFAULT_DESIGN: DesignColors = {
  primaryColor: "#1e40af",
  secondaryColor: "#ffffff",
  accentColor: "#f59e0b",
  pattern: "solid",
};

/**
 * Spec §9 per-trade presets (the spec names the trades, not the values; these are ours). Engineering
 * is the designer's default look, which is also the fallback.
 */
export const TRADE_PRESETS: Readonly<Record<string, DesignColors>> = {
  engineering: DEFAULT_DESIGN,
  demolition: { primaryColor: "#7f1d1d", secondaryColor: "#fbbf24", accentColor: "#111827", pattern: "diagonal" },
  plumbing: { primaryColor: "#1d4ed8", secondaryColor: "#e0f2fe", accentColor: "#f97316", pattern: "horizontal" },
  roofing: { primaryColor: "#991b1b", secondaryColor: "#f5f5f4", accentColor: "#292524", pattern: "chevron" },
  electrical: { primaryColor: "#facc15", secondaryColor: "#111827", accentColor: "#2563eb", pattern: "diagonal" },
  carpentry: { primaryColor: "#92400e", secondaryColor: "#fde68a", accentColor: "#14532d", pattern: "stripes" },
  masonry: { primaryColor: "#78716c", secondaryColor: "#f5f5f4", accentColor: "#b91c1c", pattern: "geometric" },
  welding: { primaryColor: "#1f2937", secondaryColor: "#f97316", accentColor: "#fbbf24", pattern: "gradient" },
  hvac: { primaryColor: "#0e7490", secondaryColor: "#ecfeff", accentColor: "#e11d48", pattern: "horizontal" },
  landscaping: { primaryColor: "#15803d", secondaryColor: "#bbf7d0", accentColor: "#854d0e", pattern: "stripes" },
};

/** The starting look for a team's trade ("Plumbing", "HVAC", …); any other trade starts as engineering, solid. */
export function presetForTrade(trade: string): DesignColors {
  return TRADE_PRESETS[trade.trim().toLowerCase()] ?? TRADE_PRESETS.engineering;
}

export type Rect = { x: number; y: number; width: number; height: number };

/** The box a logo may fill inside a zone: the zone's width by its height capped at maxLogoSize, centred. */
export function logoBox(zone: Zone): Rect {
  const height = Math.min(zone.height, zone.maxLogoSize);
  return { x: zone.x, y: zone.y + Math.floor((zone.height - height) / 2), width: zone.width, height };
}

/**
 * Fits a logo of the given natural size inside its zone's limits, keeping its proportions, centred.
 * Whole numbers (placements are stored as integers), rounded inwards so the result stays inside.
 * Without a known size (a sponsor shown by name) the whole logo box is used.
 */
export function fitLogo(zone: Zone, natural?: { width: number; height: number } | null): Rect {
  const box = logoBox(zone);
  if (!natural || natural.width <= 0 || natural.height <= 0) return box;
  const scale = Math.min(box.width / natural.width, box.height / natural.height);
  const width = Math.max(1, Math.floor(natural.width * scale));
  const height = Math.max(1, Math.floor(natural.height * scale));
  return { x: box.x + Math.floor((box.width - width) / 2), y: box.y + Math.floor((box.height - height) / 2), width, height };
}

/** "Atlanta Pipe Masters" + "Home Kit 2026!" → "atlanta-pipe-masters-home-kit-2026.png": ASCII, no path characters. */
export function jerseyFileName(teamName: string, designName: string): string {
  const slug = `${teamName} ${designName}`
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
  return `${slug || "jersey"}.png`;
}

export type PlacementIssue = { field: "xPosition" | "yPosition" | "width" | "height"; key: string };

/** Why a placement does not fit its zone, one issue per field, for messages that name the field. */
export function placementIssues(zone: Zone, rect: Rect): PlacementIssue[] {
  const issues: PlacementIssue[] = [];
  if (rect.x < zone.x || rect.x >= zone.x + zone.width)
    issues.push({ field: "xPosition", key: "validation.jerseys.outsideZone" });
  if (rect.y < zone.y || rect.y >= zone.y + zone.height)
    issues.push({ field: "yPosition", key: "validation.jerseys.outsideZone" });
  if (rect.width < 1 || rect.x + rect.width > zone.x + zone.width)
    issues.push({ field: "width", key: "validation.jerseys.outsideZone" });
  if (rect.height > zone.maxLogoSize) issues.push({ field: "height", key: "validation.jerseys.maxLogoSize" });
  else if (rect.height < 1 || rect.y + rect.height > zone.y + zone.height)
    issues.push({ field: "height", key: "validation.jerseys.outsideZone" });
  return issues;
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** The candidate that reads best on `background` (the name and number on the back, whatever the colours). */
export function readableOn(background: string, candidates: readonly string[]): string {
  return candidates.reduce((best, c) => (contrastRatio(background, c) > contrastRatio(background, best) ? c : best));
}

/** A team's crest letters: "Atlanta Pipe Masters" → "APM". */
export function teamInitials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 3)
    .map((w) => w[0]!.toUpperCase())
    .join("");
}
