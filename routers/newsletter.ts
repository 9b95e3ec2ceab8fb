import { z } from "zod";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import { NewsletterSubscription } from "../db/entities/index";
import { NewsletterSchema } from "../app/forms/newsletter.schema";
import { fail, publicProcedure, router } from "../server/trpc";

export const newsletterRouter = router({
  subscribe: publicProcedure
    .meta({ openapi: { method: "POST", path: "/newsletter/subscribe", protect: false, tags: ["forms"], summary: "Subscribe an email to the newsletter (409 when already subscribed)" } })
    .input(NewsletterSchema)
    .output(z.object({ id: z.string().uuid(), email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      const email = input.email.toLowerCase();
      if (await ctx.em.count(NewsletterSubscription, { email })) fail("CONFLICT", "errors.alreadySubscribed");
      const sub = ctx.em.create(NewsletterSubscription, {
        email, firstName: input.firstName ?? null, preferences: input.interests ?? null, language: ctx.lang, source: "website",
      });
      try {
        await ctx.em.flush();
      } catch (e) {
        // Two requests racing past the check: the unique index decides.
        if (e instanceof UniqueConstraintViolationException) fail("CONFLICT", "errors.alreadySubscribed");
        throw e;
      }
      return { id: sub.id, email: sub.email };
    }),
});
