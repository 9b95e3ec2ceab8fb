import { z } from "zod";
import { FormSubmission } from "../db/entities/index";
import { EventRegistrationSchema } from "../app/forms/event.schema";
import { publicProcedure, router } from "../server/trpc";

const SubmissionOutput = z.object({ id: z.string().uuid(), type: z.string(), createdAt: z.date() });

export const formsRouter = router({
  event: publicProcedure
    .meta({ openapi: { method: "POST", path: "/event-submissions", protect: false, tags: ["forms"], summary: "Register for a tournament event" } })
    .input(EventRegistrationSchema)
    .output(SubmissionOutput)
    .mutation(async ({ ctx, input }) => {
      const row = ctx.em.create(FormSubmission, { type: "event", email: null, payload: input, language: ctx.lang });
      await ctx.em.flush();
      return { id: row.id, type: row.type, createdAt: row.createdAt };
    }),
});
