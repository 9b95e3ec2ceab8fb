import { z } from "zod";
import { Sponsor, SponsorInquiry } from "../../db/entities/index";
import { SponsorInquirySchema } from "@shared/forms/sponsor-inquiry.schema";
import { queueMail } from "../../server/mail";
import { adminProcedure, enforceRateLimit, publicProcedure, publicWriteProcedure, router } from "../../server/trpc";
import { inquiryConfirmationMail } from "./inquiry-mail";
import { localizeDescription } from "../_lib/localized";

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
    .input(z.void())
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
    .input(z.void())
    .output(z.array(SponsorInquiryOutput))
    .query(async ({ ctx }) => {
      return ctx.em.find(SponsorInquiry, {}, { orderBy: { createdAt: "desc", id: "asc" } });
    }),
});
