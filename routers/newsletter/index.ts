import { z } from "zod";
import { UniqueConstraintViolationException } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { NewsletterSubscription } from "../../db/entities/index";
import { NewsletterSchema } from "@shared/forms/newsletter.schema";
import { decoyId, isBot } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { fail, publicFormProcedure, router } from "../../server/trpc";

export const newsletterRouter = router({
  subscribe: publicFormProcedure("newsletter")
    .meta({
      openapi: {
        method: "POST",
        path: "/newsletter/subscribe",
        protect: false,
        tags: ["forms"],
        summary: "Subscribe an email to the newsletter (409 when already subscribed, whatever its case)",
      },
    })
    .input(NewsletterSchema)
    .output(z.object({ id: z.string().uuid(), email: z.string() }))
    .mutation(async ({ ctx, input }) => {
      // The schema lower-cases the address, so the unique index compares one spelling.
      const email = input.email;
      if (isBot(input)) return { id: decoyId(), email };
      if (await ctx.em.count(NewsletterSubscription, { email })) fail("CONFLICT", "errors.alreadySubscribed");
      try {
        const sub = await ctx.em.transactional(async (em: EntityManager) => {
          const created = em.create(NewsletterSubscription, {
            email,
            firstName: input.firstName || null,
            preferences: input.interests ?? null,
            language: ctx.lang,
            source: "website",
          });
          queueMail(em, confirmationMail(ctx.lang, email, "newsletter", { name: input.firstName || undefined }));
          return created;
        });
        kickOutbox(ctx.em);
        return { id: sub.id, email: sub.email };
      } catch (e) {
        // Two requests racing past the check: the unique index decides.
        if (e instanceof UniqueConstraintViolationException) fail("CONFLICT", "errors.alreadySubscribed");
        throw e;
      }
    }),
});
