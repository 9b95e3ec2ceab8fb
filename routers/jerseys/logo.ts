import { z } from "zod";
import { logoUrl } from "@shared/forms/jersey.schema";
import { fail, publicProcedure } from "../../server/trpc";
import { LogoRefusal, fetchLogoDataUrl } from "./logo-proxy";
import { limit } from "./rate-limit";

export const logoProcedures = {
  /** Not a spec path: the designer's way to draw a logo whose server forbids cross-origin use. */
  logo: publicProcedure
    .input(z.object({ url: logoUrl }))
    .output(z.object({ dataUrl: z.string() }))
    .query(async ({ ctx, input }) => {
      await limit(ctx, "logo", 60);
      try {
        return { dataUrl: await fetchLogoDataUrl(input.url) };
      } catch (error) {
        if (error instanceof LogoRefusal) fail("BAD_REQUEST", `errors.jerseys.logo.${error.reason}`);
        throw error;
      }
    }),
};
