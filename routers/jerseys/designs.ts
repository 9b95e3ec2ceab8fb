import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ForeignKeyConstraintViolationException, LockMode, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { JerseyDesign, SponsorshipPlacement, Team } from "../../db/entities/index";
import type { SponsorshipZone } from "../../db/entities/jersey-design.entity";
import {
  JerseyDesignCopySchema,
  JerseyDesignSchema,
  JerseyDesignUpdateSchema,
  SponsorshipPlacementSchema,
  type JerseyDesignInput,
} from "@shared/forms/jersey.schema";
import { ensureVisitorKey, visitorKey } from "../../server/auth/visitor";
import { type Context, enforceRateLimit, fail, failFields, publicProcedure, publicWriteProcedure } from "../../server/trpc";
import { ZONES, fitLogo, zoneById } from "@shared/jerseys/jersey-design";
import { isStoredLogo, resolveLogos } from "./stored-logos";
import { paged } from "../../server/list-paging";

const ZoneOutput = z.object({
  id: z.string(),
  name: z.string(),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  maxLogoSize: z.number(),
  sponsorId: z.string().uuid().nullish(),
  logoUrl: z.string().nullish(),
});

export const PlacementOutput = z.object({
  id: z.string().uuid(),
  jerseyDesignId: z.string().uuid(),
  zone: z.string(),
  sponsorId: z.string().uuid().nullish(),
  logoUrl: z.string().nullish(),
  width: z.number().int(),
  height: z.number().int(),
  xPosition: z.number().int(),
  yPosition: z.number().int(),
  isActive: z.boolean(),
});

export const JerseyDesignOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  designName: z.string(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  accentColor: z.string(),
  pattern: z.string(),
  logoPosition: z.string(),
  sponsorshipZones: z.array(ZoneOutput),
  designPreviewUrl: z.string().nullish(),
  isActive: z.boolean(),
  createdAt: z.date(),
  placements: z.array(PlacementOutput),
  /** Whether the caller made it, and so may change it (others may copy it). */
  mine: z.boolean(),
});

type Placement = InferEntity<typeof SponsorshipPlacement>;
type Design = InferEntity<typeof JerseyDesign>;

/**
 * What others are shown of a design's images: only data the server keeps — the preview the designer
 * drew (a data URL), logos in `jersey_logos`. Anything else (an address saved before decision 107) is
 * left out, so a design can never make a visitor's browser call someone else's server.
 */
const shownPreview = (url: string | null | undefined) => (url && /^data:image\//.test(url) ? url : null);
const shownLogo = (url: string | null | undefined) => (isStoredLogo(url) ? url : null);
const shownZones = (zones: SponsorshipZone[]) =>
  zones.map((z) => ({ ...z, sponsorId: z.sponsorId ?? null, logoUrl: shownLogo(z.logoUrl) }));

function placementOut(p: Placement) {
  return {
    id: p.id,
    jerseyDesignId: p.jerseyDesignId,
    zone: p.zone,
    sponsorId: p.sponsorId ?? null,
    logoUrl: shownLogo(p.logoUrl),
    width: p.width,
    height: p.height,
    xPosition: p.xPosition,
    yPosition: p.yPosition,
    isActive: p.isActive,
  };
}

/** Whether the caller made the design: signed in to the account that made it, or in the browser that did. */
function owns(ctx: Pick<Context, "user" | "visitor">, d: Design) {
  if (d.ownerUserId) return ctx.user?.id === d.ownerUserId;
  const key = visitorKey(ctx);
  return Boolean(key && d.ownerKey === key);
}

/** Who a new design belongs to: the signed-in account, else this browser (given its visitor cookie now). */
const ownerFor = (ctx: Context) =>
  ctx.user ? { ownerUserId: ctx.user.id, ownerKey: null } : { ownerUserId: null, ownerKey: ensureVisitorKey(ctx) };

function designOut(ctx: Context, d: Design, placements: Placement[]) {
  return {
    id: d.id,
    teamId: d.teamId,
    designName: d.designName,
    primaryColor: d.primaryColor,
    secondaryColor: d.secondaryColor,
    accentColor: d.accentColor,
    pattern: d.pattern,
    logoPosition: d.logoPosition,
    sponsorshipZones: shownZones(d.sponsorshipZones),
    designPreviewUrl: shownPreview(d.designPreviewUrl),
    isActive: d.isActive,
    createdAt: d.createdAt,
    placements: placements.map(placementOut),
    mine: owns(ctx, d),
  };
}

/** A failed insert because a sponsorId names no sponsor (the only foreign key a visitor chooses). */
function sponsorMissing(error: unknown): never {
  if (error instanceof ForeignKeyConstraintViolationException) fail("NOT_FOUND", "errors.jerseys.sponsorNotFound");
  throw error;
}

/** One write of designs and placements, all or nothing; a sponsor that does not exist is a 404. */
async function inTransaction<T>(ctx: Context, work: (em: EntityManager) => Promise<T>) {
  try {
    return await ctx.em.transactional(work);
  } catch (error) {
    sponsorMissing(error);
  }
}

async function requireTeam(em: EntityManager, teamId: string) {
  if (!(await em.count(Team, { id: teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
}

/** A saved design the caller may change: 404 when there is none, 403 when someone else made it. */
async function ownDesign(ctx: Context, id: string) {
  const design = (await ctx.em.findOne(JerseyDesign, id)) ?? fail("NOT_FOUND", "errors.jerseys.designNotFound");
  if (!owns(ctx, design)) fail("FORBIDDEN", "errors.jerseys.notYourDesign");
  return design;
}

/**
 * The zones of a design being saved — always our geometry; the request only says what fills each —
 * with every logo address replaced by this server's copy of it (fetched before any transaction).
 */
async function zonesOf(ctx: Context, input: Pick<JerseyDesignInput, "sponsorshipZones">) {
  const given = input.sponsorshipZones ?? [];
  const named = new Map(given.flatMap((z, i) => (z.logoUrl ? [[`sponsorshipZones.${i}.logoUrl`, z.logoUrl] as const] : [])));
  const logos = await resolveLogos(ctx, named);
  const zones: SponsorshipZone[] = ZONES.map(({ side: _side, ...zone }) => {
    const fill = given.find((z) => z.id === zone.id);
    return { ...zone, sponsorId: fill?.sponsorId ?? null, logoUrl: fill?.logoUrl ? logos.pathOf(fill.logoUrl) : null };
  });
  return { zones, logos };
}

/** One placement per filled zone: the client's fitted rectangle, else the zone's logo box. */
function placementsFor(em: EntityManager, designId: string, zones: SponsorshipZone[], given: JerseyDesignInput["placements"]) {
  return zones
    .filter((z) => z.sponsorId || z.logoUrl)
    .map((zone) => {
      const fit = given?.find((p) => p.zone === zone.id);
      const rect = fit
        ? { x: fit.xPosition, y: fit.yPosition, width: fit.width, height: fit.height }
        : fitLogo(zoneById(zone.id)!);
      return em.create(SponsorshipPlacement, {
        id: randomUUID(),
        jerseyDesignId: designId,
        zone: zone.id,
        sponsorId: zone.sponsorId ?? null,
        logoUrl: zone.logoUrl ?? null,
        width: rect.width,
        height: rect.height,
        xPosition: rect.x,
        yPosition: rect.y,
        isActive: true,
      });
    });
}

/** What a design's own fields are, as stored. */
const lookOf = (input: z.output<typeof JerseyDesignSchema>) => ({
  designName: input.designName,
  primaryColor: input.primaryColor.toLowerCase(),
  secondaryColor: input.secondaryColor.toLowerCase(),
  accentColor: input.accentColor.toLowerCase(),
  pattern: input.pattern,
  logoPosition: input.logoPosition,
  designPreviewUrl: input.designPreviewUrl ?? null,
});

/**
 * Saved designs (decision 070; owners and images: 107): a team's designs, saving one with its
 * placements, changing one's own, copying anyone's, and adding a placement to one's own.
 */
export const designProcedures = {
  byTeam: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/teams/{teamId}/jersey-designs",
        protect: false,
        tags: ["jerseys"],
        summary: "A team's saved jersey designs, newest first, with their sponsorship placements; `mine` marks the caller's own",
      },
    })
    .input(paged(z.object({ teamId: z.string().uuid("validation.invalidId") })))
    .output(z.array(JerseyDesignOutput))
    .query(async ({ ctx, input }) => {
      await requireTeam(ctx.em, input.teamId);
      const designs = await ctx.em.find(JerseyDesign, { teamId: input.teamId }, { orderBy: { createdAt: "desc", id: "asc" } });
      const placements = designs.length
        ? await ctx.em.find(
            SponsorshipPlacement,
            { jerseyDesignId: { $in: designs.map((d) => d.id) }, isActive: true },
            { orderBy: { createdAt: "asc" } },
          )
        : [];
      return designs.map((d) =>
        designOut(
          ctx,
          d,
          placements.filter((p) => p.jerseyDesignId === d.id),
        ),
      );
    }),

  create: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/jersey-designs",
        protect: false,
        tags: ["jerseys"],
        summary:
          "Save a jersey design with one sponsorship placement per filled zone, all or nothing. It is the caller's: the signed-in account's, else this browser's (a `visitor` cookie). A logo address is fetched and kept by the server; 400 naming the zone when it cannot be",
      },
    })
    .input(JerseyDesignSchema)
    .output(JerseyDesignOutput)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, "jerseySave");
      await requireTeam(ctx.em, input.teamId);
      const { zones, logos } = await zonesOf(ctx, input);
      const owner = ownerFor(ctx);
      return inTransaction(ctx, async (em) => {
        await logos.save(em);
        const id = randomUUID();
        const design = em.create(JerseyDesign, {
          id,
          teamId: input.teamId,
          ...lookOf(input),
          sponsorshipZones: zones,
          isActive: true,
          ...owner,
        });
        const placements = placementsFor(em, id, zones, input.placements);
        // One flush: the design and its placements are inserted together or, on any failure, not at all.
        await em.flush();
        return designOut(ctx, design, placements);
      });
    }),

  update: publicWriteProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/jersey-designs/{id}",
        protect: false,
        tags: ["jerseys"],
        summary:
          "Change a saved design, placements included, as when saving it: only its maker may (403 otherwise: copy it instead)",
      },
    })
    .input(JerseyDesignUpdateSchema)
    .output(JerseyDesignOutput)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, "jerseySave");
      const existing = await ownDesign(ctx, input.id);
      if (input.teamId !== existing.teamId) failFields({ teamId: "validation.jerseys.teamFixed" });
      const { zones, logos } = await zonesOf(ctx, input);
      return inTransaction(ctx, async (em) => {
        await logos.save(em);
        const design = await em.findOneOrFail(JerseyDesign, input.id, { lockMode: LockMode.PESSIMISTIC_WRITE });
        em.assign(design, { ...lookOf(input), sponsorshipZones: zones });
        await em.nativeDelete(SponsorshipPlacement, { jerseyDesignId: design.id });
        const placements = placementsFor(em, design.id, zones, input.placements);
        await em.flush();
        return designOut(ctx, design, placements);
      });
    }),

  copy: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/jersey-designs/{id}/copy",
        protect: false,
        tags: ["jerseys"],
        summary: "Copy any saved design, placements included, as a new design of the caller's (optionally under another name)",
      },
    })
    .input(JerseyDesignCopySchema)
    .output(JerseyDesignOutput)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, "jerseySave");
      const source = (await ctx.em.findOne(JerseyDesign, input.id)) ?? fail("NOT_FOUND", "errors.jerseys.designNotFound");
      const sourcePlacements = await ctx.em.find(
        SponsorshipPlacement,
        { jerseyDesignId: source.id, isActive: true },
        { orderBy: { createdAt: "asc" } },
      );
      const owner = ownerFor(ctx);
      return inTransaction(ctx, async (em) => {
        const id = randomUUID();
        const design = em.create(JerseyDesign, {
          id,
          teamId: source.teamId,
          designName: input.designName ?? source.designName,
          primaryColor: source.primaryColor,
          secondaryColor: source.secondaryColor,
          accentColor: source.accentColor,
          pattern: source.pattern,
          logoPosition: source.logoPosition,
          sponsorshipZones: shownZones(source.sponsorshipZones),
          designPreviewUrl: shownPreview(source.designPreviewUrl),
          isActive: true,
          ...owner,
        });
        // What others are shown is what is copied: a placement left with neither sponsor nor kept logo goes.
        const placements = sourcePlacements
          .filter((p) => p.sponsorId || shownLogo(p.logoUrl))
          .map((p) =>
            em.create(SponsorshipPlacement, {
              id: randomUUID(),
              jerseyDesignId: id,
              zone: p.zone,
              sponsorId: p.sponsorId ?? null,
              logoUrl: shownLogo(p.logoUrl),
              width: p.width,
              height: p.height,
              xPosition: p.xPosition,
              yPosition: p.yPosition,
              isActive: true,
            }),
          );
        await em.flush();
        return designOut(ctx, design, placements);
      });
    }),

  addPlacement: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/sponsorship-placements",
        protect: false,
        tags: ["jerseys"],
        summary: "Add a sponsorship placement to one of the caller's saved designs (one per zone; 403 on someone else's design)",
      },
    })
    .input(SponsorshipPlacementSchema)
    .output(PlacementOutput)
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, "jerseyPlacement");
      // Refused before any logo is fetched for it.
      await ownDesign(ctx, input.jerseyDesignId);
      const logos = await resolveLogos(ctx, new Map(input.logoUrl ? [["logoUrl", input.logoUrl]] : []));
      const logoUrl = input.logoUrl ? logos.pathOf(input.logoUrl) : null;
      return inTransaction(ctx, async (em) => {
        const design = await em.findOneOrFail(JerseyDesign, input.jerseyDesignId, { lockMode: LockMode.PESSIMISTIC_WRITE });
        if (await em.count(SponsorshipPlacement, { jerseyDesignId: design.id, zone: input.zone, isActive: true }))
          fail("CONFLICT", "errors.jerseys.zoneTaken");
        await logos.save(em);
        const placement = em.create(SponsorshipPlacement, {
          id: randomUUID(),
          jerseyDesignId: design.id,
          zone: input.zone,
          sponsorId: input.sponsorId ?? null,
          logoUrl,
          width: input.width,
          height: input.height,
          xPosition: input.xPosition,
          yPosition: input.yPosition,
          isActive: true,
        });
        // The design's zone list says what fills each zone: keep it in step with the placement.
        design.sponsorshipZones = design.sponsorshipZones.map((z) =>
          z.id === input.zone ? { ...z, sponsorId: input.sponsorId ?? null, logoUrl } : z,
        );
        await em.flush();
        return placementOut(placement);
      });
    }),
};
