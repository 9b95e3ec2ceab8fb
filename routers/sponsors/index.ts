import { z } from "zod";
import { JerseyDesign, Sponsor, SponsorInquiry, SponsorshipPlacement, Team } from "../../db/entities/index";
import { signedInProcedure } from "../../server/auth/scope";
import { SponsorInquirySchema } from "@shared/forms/sponsor-inquiry.schema";
import { queueMail } from "../../server/mail";
import { adminProcedure, enforceRateLimit, publicProcedure, publicWriteProcedure, router } from "../../server/trpc";
import { inquiryConfirmationMail } from "./inquiry-mail";
import { localizeDescription } from "../_lib/localized";
import { paged } from "../../server/list-paging";

export const SponsorOutput = z.object({
  id: z.string().uuid(),
  name: z.string(),
  tier: z.string(),
  description: z.string().nullish(),
  logoUrl: z.string().nullish(),
  websiteUrl: z.string().nullish(),
  industry: z.string().nullish(),
  country: z.string(),
  isActive: z.boolean(),
});

export const SponsorInquiryOutput = z.object({
  id: z.string().uuid(),
  companyName: z.string(),
  contactName: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  sponsorshipTier: z.string(),
  message: z.string(),
  language: z.string(),
  createdAt: z.date(),
});

/** What a sponsor's account reads: its sponsorships, where they are placed, and its inquiries. */
const SponsorshipOutput = z.object({
  sponsors: z.array(z.object({ id: z.string().uuid(), name: z.string(), tier: z.string(), isActive: z.boolean() })),
  placements: z.array(
    z.object({
      id: z.string().uuid(),
      sponsorId: z.string().uuid(),
      zone: z.string(),
      teamName: z.string(),
      designName: z.string(),
      isActive: z.boolean(),
    }),
  ),
  /** `sponsor`: a sponsor of the same company is listed now; `received`: no answer recorded yet. */
  inquiries: z.array(
    z.object({
      id: z.string().uuid(),
      companyName: z.string(),
      sponsorshipTier: z.string(),
      createdAt: z.date(),
      state: z.enum(["received", "sponsor"]),
    }),
  ),
});

const TIER_ORDER: Record<string, number> = { title: 0, premium: 1, standard: 2 };

export const sponsorsRouter = router({
  list: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/sponsors",
        protect: false,
        tags: ["sponsors"],
        summary: "Active sponsors, title tier first",
      },
    })
    .input(paged())
    .output(z.array(SponsorOutput))
    .query(async ({ ctx }) => {
      const rows = await ctx.em.find(Sponsor, { isActive: true }, { orderBy: { createdAt: "asc", name: "asc" } });
      return rows
        .sort((a, b) => (TIER_ORDER[a.tier] ?? 9) - (TIER_ORDER[b.tier] ?? 9))
        .map((row) => localizeDescription(ctx.lang, row));
    }),

  inquire: publicWriteProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/sponsor-inquiries",
        protect: false,
        tags: ["sponsors"],
        summary: "Send a partnership inquiry; it is stored and confirmed by email",
      },
    })
    .input(SponsorInquirySchema)
    .output(z.object({ id: z.string().uuid(), createdAt: z.date() }))
    .mutation(async ({ ctx, input }) => {
      await enforceRateLimit(ctx, "sponsorInquiry");
      // The inquiry and its confirmation are stored together: no mail for an inquiry that was not kept.
      return ctx.em.transactional(async (em) => {
        const inquiry = em.create(SponsorInquiry, {
          companyName: input.companyName,
          contactName: input.contactName,
          email: input.email.toLowerCase(),
          phone: input.phone || null,
          sponsorshipTier: input.sponsorshipTier,
          message: input.message,
          language: ctx.lang,
        });
        queueMail(em, { to: inquiry.email, lang: ctx.lang, ...inquiryConfirmationMail(ctx.lang, input) });
        await em.flush();
        return { id: inquiry.id, createdAt: inquiry.createdAt };
      });
    }),

  inquiries: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/sponsor-inquiries",
        protect: true,
        tags: ["sponsors"],
        summary: "Partnership inquiries, newest first (admins)",
      },
    })
    .input(paged())
    .output(z.array(SponsorInquiryOutput))
    .query(async ({ ctx }) => {
      return ctx.em.find(SponsorInquiry, {}, { orderBy: { createdAt: "desc", id: "asc" } });
    }),

  /** A sponsor's own view, read-only: the sponsorships linked to the account and the inquiries sent from its address. */
  mine: signedInProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/me/sponsorship",
        protect: true,
        tags: ["sponsors"],
        summary:
          "The signed-in sponsor's sponsorships, their jersey placements and the inquiries sent from the account's address (read-only; empty for other accounts)",
      },
    })
    .input(z.void())
    .output(SponsorshipOutput)
    .query(async ({ ctx }) => {
      if (!ctx.user) return { sponsors: [], placements: [], inquiries: [] };
      const [sponsors, inquiries] = await Promise.all([
        ctx.em.find(Sponsor, { userId: ctx.user.id }, { orderBy: { name: "asc" } }),
        ctx.em.find(SponsorInquiry, { email: ctx.user.email }, { orderBy: { createdAt: "desc" } }),
      ]);
      const placements = sponsors.length
        ? await ctx.em.find(
            SponsorshipPlacement,
            { sponsorId: { $in: sponsors.map((sp) => sp.id) } },
            { orderBy: { zone: "asc" } },
          )
        : [];
      const designs = placements.length
        ? await ctx.em.find(JerseyDesign, { id: { $in: placements.map((pl) => pl.jerseyDesignId) } })
        : [];
      const teams = designs.length ? await ctx.em.find(Team, { id: { $in: designs.map((d) => d.teamId) } }) : [];
      const designOf = new Map(designs.map((d) => [d.id, d]));
      const teamName = new Map(teams.map((t) => [t.id, t.name]));
      const listed = new Set(
        (await ctx.em.find(Sponsor, { isActive: true }, { fields: ["name"] })).map((sp) => sp.name.toLowerCase()),
      );
      return {
        sponsors: sponsors.map(({ id, name, tier, isActive }) => ({ id, name, tier, isActive })),
        placements: placements.map((pl) => {
          const design = designOf.get(pl.jerseyDesignId);
          return {
            id: pl.id,
            sponsorId: pl.sponsorId!,
            zone: pl.zone,
            teamName: (design && teamName.get(design.teamId)) ?? "",
            designName: design?.designName ?? "",
            isActive: pl.isActive,
          };
        }),
        inquiries: inquiries.map((q) => ({
          id: q.id,
          companyName: q.companyName,
          sponsorshipTier: q.sponsorshipTier,
          createdAt: q.createdAt,
          state: listed.has(q.companyName.toLowerCase()) ? ("sponsor" as const) : ("received" as const),
        })),
      };
    }),
});
