import { z } from "zod";
import { LOGO_POSITIONS, PATTERNS, ZONE_IDS, placementIssues, zoneById } from "../jerseys/jersey-design";

const hexColor = z.string("validation.jerseys.color").regex(/^#[0-9a-fA-F]{6}$/, "validation.jerseys.color");

/** A logo image address: http or https only (no data:, file: or javascript: URLs). */
export const logoUrl = z
  .string("validation.jerseys.logoUrl")
  .trim()
  .max(2000, "validation.tooLong")
  .refine((v) => {
    try {
      return ["http:", "https:"].includes(new URL(v).protocol);
    } catch {
      return false;
    }
  }, "validation.jerseys.logoUrl");

/** Where a saved design's logo is kept: this site's copy of it (decision 107). */
export const STORED_LOGO_PATH = /^\/api\/jersey-logos\/[0-9a-f]{64}$/;

/**
 * A zone's logo as a design carries it: an http(s) address the server fetches and keeps when saving,
 * or the address of the copy it already keeps (what a loaded design sends back).
 */
const logoSource = z.union([z.string().regex(STORED_LOGO_PATH), logoUrl], "validation.jerseys.logoUrl");

const zoneId = z.enum(ZONE_IDS, "validation.jerseys.zone");

/** A zone of the design as the spec's client sends it; only id and what fills it are kept, the geometry is ours. */
const ZoneInput = z.object({
  id: zoneId,
  name: z.string().max(80).optional(),
  x: z.number().optional(),
  y: z.number().optional(),
  width: z.number().optional(),
  height: z.number().optional(),
  maxLogoSize: z.number().optional(),
  sponsorId: z.string().uuid("validation.invalidId").nullish(),
  logoUrl: logoSource.nullish(),
});

const rect = {
  width: z.number("validation.invalid").int("validation.invalid"),
  height: z.number("validation.invalid").int("validation.invalid"),
  xPosition: z.number("validation.invalid").int("validation.invalid"),
  yPosition: z.number("validation.invalid").int("validation.invalid"),
};

/** Adds an issue per field when a placement lies outside its zone or exceeds the zone's maximum logo size. */
function checkFit(
  p: { zone: string; width: number; height: number; xPosition: number; yPosition: number },
  path: (string | number)[],
  ctx: z.RefinementCtx,
) {
  const zone = zoneById(p.zone);
  if (!zone) return;
  for (const issue of placementIssues(zone, { x: p.xPosition, y: p.yPosition, width: p.width, height: p.height })) {
    ctx.addIssue({ code: "custom", path: [...path, issue.field], message: issue.key });
  }
}

/**
 * The small picture shown in the Saved tab, to everyone: the PNG, JPEG or WebP the designer drew, as a
 * data URL. Never a web address, which would let a design make every visitor's browser call a stranger.
 */
const previewUrl = z
  .string("validation.jerseys.previewImage")
  .max(400_000, "validation.tooLong")
  .regex(/^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+=*$/, "validation.jerseys.previewImage");

/**
 * Save a design (`POST /api/jersey-designs`): the design and, for each filled zone, its placement
 * (the logo's fitted rectangle; the zone's logo box when omitted), saved together or not at all.
 */
const JerseyDesignObject = z.object({
  teamId: z.string("validation.invalidId").uuid("validation.invalidId"),
  designName: z
    .string("validation.jerseys.designName")
    .trim()
    .min(1, "validation.jerseys.designName")
    .max(80, "validation.tooLong"),
  primaryColor: hexColor,
  secondaryColor: hexColor,
  accentColor: hexColor,
  pattern: z.enum(PATTERNS, "validation.jerseys.pattern"),
  logoPosition: z.enum(LOGO_POSITIONS, "validation.invalid").default("center"),
  sponsorshipZones: z.array(ZoneInput).max(ZONE_IDS.length, "validation.invalid").default([]),
  placements: z
    .array(z.object({ zone: zoneId, ...rect }))
    .max(ZONE_IDS.length, "validation.invalid")
    .optional(),
  designPreviewUrl: previewUrl.nullish(),
});

/** Zones listed once, each placement in a filled zone of its own and within its zone's bounds. */
function checkDesign(d: z.infer<typeof JerseyDesignObject>, ctx: z.RefinementCtx) {
  const seen = new Set<string>();
  d.sponsorshipZones.forEach((z, i) => {
    if (seen.has(z.id))
      ctx.addIssue({ code: "custom", path: ["sponsorshipZones", i, "id"], message: "validation.jerseys.zoneTwice" });
    seen.add(z.id);
  });
  const filled = new Set(d.sponsorshipZones.filter((z) => z.sponsorId || z.logoUrl).map((z) => z.id));
  const placed = new Set<string>();
  d.placements?.forEach((p, i) => {
    if (!filled.has(p.zone) || placed.has(p.zone))
      ctx.addIssue({ code: "custom", path: ["placements", i, "zone"], message: "validation.jerseys.placementZone" });
    placed.add(p.zone);
    checkFit(p, ["placements", i], ctx);
  });
}

export const JerseyDesignSchema = JerseyDesignObject.superRefine(checkDesign);
export type JerseyDesignInput = z.input<typeof JerseyDesignSchema>;

const designId = z.string("validation.invalidId").uuid("validation.invalidId");

/** Change a saved design (`PUT /api/jersey-designs/{id}`): its maker only; the whole design, as when saving. */
export const JerseyDesignUpdateSchema = JerseyDesignObject.extend({ id: designId }).superRefine(checkDesign);
export type JerseyDesignUpdateInput = z.input<typeof JerseyDesignUpdateSchema>;

/** Copy a saved design (`POST /api/jersey-designs/{id}/copy`): anyone; the copy is the caller's. */
export const JerseyDesignCopySchema = z.object({
  id: designId,
  designName: JerseyDesignObject.shape.designName.optional(),
});

/** One placement on a saved design (`POST /api/sponsorship-placements`); the design id is required. */
export const SponsorshipPlacementSchema = z
  .object({
    jerseyDesignId: z.string("validation.invalidId").uuid("validation.invalidId"),
    zone: zoneId,
    sponsorId: z.string().uuid("validation.invalidId").nullish(),
    logoUrl: logoSource.nullish(),
    ...rect,
  })
  .superRefine((p, ctx) => {
    if (!p.sponsorId && !p.logoUrl)
      ctx.addIssue({ code: "custom", path: ["sponsorId"], message: "validation.jerseys.sponsorOrLogo" });
    checkFit(p, [], ctx);
  });

/** The designer's own check before saving: the spec's 'Please enter a design name'. */
export const DesignNameSchema = JerseyDesignObject.pick({ designName: true });
