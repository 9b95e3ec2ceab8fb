import { z } from "zod";
import { localizeTeam } from "../_lib/localized";
import { Team } from "../../db/entities/index";
import { publicProcedure, router } from "../../server/trpc";
import type { Lang } from "../../server/i18n";
import { FUN_FACT_CATEGORIES, loadFunFacts, type FunFactRow } from "./fun-facts";
import { mediaKitFiles } from "./media-kit";
import { createZip } from "./zip";

const FunFactOutput = z.object({
  id: z.number().int(),
  icon: z.string(),
  category: z.enum(FUN_FACT_CATEGORIES),
  /** In the caller's language. */
  text: z.string(),
  translations: z.object({ en: z.string(), es: z.string() }),
});

const toOutput = (lang: Lang) => (row: FunFactRow) => ({
  id: row.id,
  icon: row.icon,
  category: row.category,
  text: lang === "es" ? row.textEs : row.textEn,
  translations: { en: row.textEn, es: row.textEs },
});

export const contentRouter = router({
  funFacts: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/fun-facts",
        protect: false,
        tags: ["content"],
        summary: "The 27 fun facts of the library and popup, and the fun-facts page's 10 highlights, in English and Spanish",
      },
    })
    .input(z.void())
    .output(z.object({ facts: z.array(FunFactOutput), highlights: z.array(FunFactOutput) }))
    .query(async ({ ctx }) => {
      const rows = await loadFunFacts(ctx.em);
      const out = toOutput(ctx.lang);
      return {
        facts: rows.filter((r) => r.area === "library").map(out),
        highlights: rows.filter((r) => r.area === "highlights").map(out),
      };
    }),

  /** The media kit as a ZIP, in the caller's language; the /media-kit resource route serves it as a download. */
  mediaKit: publicProcedure
    .input(z.void())
    .output(z.object({ filename: z.string(), contentType: z.literal("application/zip"), base64: z.string() }))
    .query(async ({ ctx }) => {
      const teams = await ctx.em.find(Team, {}, { orderBy: { drawOrder: "asc" } });
      const facts = await loadFunFacts(ctx.em);
      const text = toOutput(ctx.lang);
      const files = mediaKitFiles(ctx.lang, {
        teams: teams.map((team) => localizeTeam(ctx.lang, team)),
        facts: facts.filter((f) => f.area === "library").map(text),
      });
      return {
        filename: `trades-cup-media-kit-${ctx.lang}.zip`,
        contentType: "application/zip" as const,
        base64: Buffer.from(createZip(files)).toString("base64"),
      };
    }),
});
