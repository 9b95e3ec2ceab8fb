import { z } from "zod";
import { Sponsor } from "../../db/entities/index";
import { publicProcedure, router } from "../../server/trpc";

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

const TIER_ORDER: Record<string, number> = { title: 0, premium: 1, standard: 2 };

export const sponsorsRouter = router({
  list: publicProcedure
    .meta({ openapi: { method: "GET", path: "/sponsors", protect: false, tags: ["sponsors"], summary: "Active sponsors, title tier first" } })
    .input(z.void())
    .output(z.array(SponsorOutput))
    .query(async ({ ctx }) => {
      const rows = await ctx.em.find(Sponsor, { isActive: true }, { orderBy: { createdAt: "asc", name: "asc" } });
      return rows.sort((a, b) => (TIER_ORDER[a.tier] ?? 9) - (TIER_ORDER[b.tier] ?? 9));
    }),
});
