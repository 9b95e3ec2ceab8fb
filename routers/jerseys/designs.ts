import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ForeignKeyConstraintViolationException, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { JerseyDesign, SponsorshipPlacement, Team } from "../../db/entities/index";
import type { SponsorshipZone } from "../../db/entities/jersey-design.entity";
import { JerseyDesignSchema, SponsorshipPlacementSchema } from "@shared/forms/jersey.schema";
import { fail, publicProcedure } from "../../server/trpc";
import { ZONES, fitLogo, zoneById } from "@shared/jerseys/jersey-design";
import { limit } from "./rate-limit";

const ZoneOutput = z.object({
  id: z.string(), name: z.string(), x: z.number(), y: z.number(), width: z.number(), height: z.number(), maxLogoSize: z.number(),
  sponsorId: z.string().uuid().nullish(), logoUrl: z.string().nullish(),
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
});

type Placement = InferEntity<typeof SponsorshipPlacement>;

function placementOut(p: Placement) {
  return {
    id: p.id, jerseyDesignId: p.jerseyDesignId, zone: p.zone, sponsorId: p.sponsorId ?? null, logoUrl: p.logoUrl ?? null,
    width: p.width, height: p.height, xPosition: p.xPosition, yPosition: p.yPosition, isActive: p.isActive,
  };
}

/** A failed insert because a sponsorId names no sponsor (the only foreign key a visitor chooses). */
function sponsorMissing(error: unknown): never {
  if (error instanceof ForeignKeyConstraintViolationException) fail("NOT_FOUND", "errors.jerseys.sponsorNotFound");
  throw error;
}

async function requireTeam(em: EntityManager, teamId: string) {
  if (!(await em.count(Team, { id: teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
}

/** Saved designs: a team's designs, saving one with its placements, and adding a placement. */
export const designProcedures = {
  byTeam: publicProcedure
    .meta({ openapi: { method: "GET", path: "/jersey-designs/team/{teamId}", protect: false, tags: ["jerseys"], summary: "A team's saved jersey designs, newest first, with their sponsorship placements" } })
    .input(z.object({ teamId: z.string().uuid("validation.invalidId") }))
    .output(z.array(JerseyDesignOutput))
    .query(async ({ ctx, input }) => {
      await requireTeam(ctx.em, input.teamId);
      const designs = await ctx.em.find(JerseyDesign, { teamId: input.teamId }, { orderBy: { createdAt: "desc", id: "asc" } });
      const placements = designs.length
        ? await ctx.em.find(SponsorshipPlacement, { jerseyDesignId: { $in: designs.map((d) => d.id) }, isActive: true }, { orderBy: { createdAt: "asc" } })
        : [];
      return designs.map((d) => ({ ...d, placements: placements.filter((p) => p.jerseyDesignId === d.id).map(placementOut) }));
    }),

  create: publicProcedure
    .meta({ openapi: { method: "POST", path: "/jersey-designs", protect: false, tags: ["jerseys"], summary: "Save a jersey design with one sponsorship placement per filled zone, all or nothing" } })
    .input(JerseyDesignSchema)
    .output(JerseyDesignOutput)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "save", 30);
      await requireTeam(ctx.em, input.teamId);
      // The zones always carry our geometry; the request only says what fills each.
      const zones: SponsorshipZone[] = ZONES.map(({ side: _side, ...zone }) => {
        const given = input.sponsorshipZones.find((z) => z.id === zone.id);
        return { ...zone, sponsorId: given?.sponsorId ?? null, logoUrl: given?.logoUrl ?? null };
      });
      const id = randomUUID();
      try {
        return await ctx.em.transactional(async (em) => {
          const design = em.create(JerseyDesign, {
            id, teamId: input.teamId, designName: input.designName, primaryColor: input.primaryColor.toLowerCase(),
            secondaryColor: input.secondaryColor.toLowerCase(), accentColor: input.accentColor.toLowerCase(), pattern: input.pattern,
            logoPosition: input.logoPosition, sponsorshipZones: zones, designPreviewUrl: input.designPreviewUrl ?? null, isActive: true,
          });
          const placements = zones.filter((z) => z.sponsorId || z.logoUrl).map((zone) => {
            const given = input.placements?.find((p) => p.zone === zone.id);
            const rect = given ? { x: given.xPosition, y: given.yPosition, width: given.width, height: given.height } : fitLogo(zoneById(zone.id)!);
            return em.create(SponsorshipPlacement, {
              id: randomUUID(), jerseyDesignId: id, zone: zone.id, sponsorId: zone.sponsorId ?? null, logoUrl: zone.logoUrl ?? null,
              width: rect.width, height: rect.height, xPosition: rect.x, yPosition: rect.y, isActive: true,
            });
          });
          // One flush: the design and its placements are inserted together or, on any failure, not at all.
          await em.flush();
          return { ...design, placements: placements.map(placementOut) };
        });
      } catch (error) {
        sponsorMissing(error);
      }
    }),

  addPlacement: publicProcedure
    .meta({ openapi: { method: "POST", path: "/sponsorship-placements", protect: false, tags: ["jerseys"], summary: "Add a sponsorship placement to a saved design (one per zone)" } })
    .input(SponsorshipPlacementSchema)
    .output(PlacementOutput)
    .mutation(async ({ ctx, input }) => {
      await limit(ctx, "placement", 60);
      try {
        return await ctx.em.transactional(async (em) => {
          const design = (await em.findOne(JerseyDesign, input.jerseyDesignId)) ?? fail("NOT_FOUND", "errors.jerseys.designNotFound");
          if (await em.count(SponsorshipPlacement, { jerseyDesignId: design.id, zone: input.zone, isActive: true })) fail("CONFLICT", "errors.jerseys.zoneTaken");
          const placement = em.create(SponsorshipPlacement, {
            id: randomUUID(), jerseyDesignId: design.id, zone: input.zone, sponsorId: input.sponsorId ?? null, logoUrl: input.logoUrl ?? null,
            width: input.width, height: input.height, xPosition: input.xPosition, yPosition: input.yPosition, isActive: true,
          });
          // The design's zone list says what fills each zone: keep it in step with the placement.
          design.sponsorshipZones = design.sponsorshipZones.map((z) =>
            z.id === input.zone ? { ...z, sponsorId: input.sponsorId ?? null, logoUrl: input.logoUrl ?? null } : z);
          await em.flush();
          return placementOut(placement);
        });
      } catch (error) {
        sponsorMissing(error);
      }
    }),
};
