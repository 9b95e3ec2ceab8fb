import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { FormSubmission } from "../../db/entities/index";
import { ContactSchema, FeedbackSchema } from "@shared/forms/contact.schema";
import { EventRegistrationSchema } from "@shared/forms/event.schema";
import { IssueSchema } from "@shared/forms/issue.schema";
import { NewsletterSchema } from "@shared/forms/newsletter.schema";
import { translate } from "../../server/i18n";
import { decoyId, isBot } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { publicFormProcedure, router, type Context } from "../../server/trpc";

const SubmissionOutput = z.object({ id: z.string().uuid(), type: z.string(), createdAt: z.date() });

type SubmissionType = "contact" | "feedback" | "newsletter" | "report" | "support" | "event";

/**
 * Stores one submission and, when it names an email, queues its confirmation in the same transaction;
 * the mail leaves after the commit. A honeypot hit is answered like a success and stored nowhere.
 */
async function submit(
  ctx: Context,
  type: SubmissionType,
  input: { homepage?: string; email?: string },
  vars: Record<string, unknown> = {},
) {
  if (isBot(input)) return { id: decoyId(), type, createdAt: new Date() };
  const { homepage: _honeypot, ...payload } = input;
  const email = input.email ?? null;
  const row = await ctx.em.transactional(async (em: EntityManager) => {
    const created = em.create(FormSubmission, { type, email, payload, language: ctx.lang });
    // The newsletter's confirmation goes out with the subscription itself (routers/newsletter/).
    if (email && type !== "newsletter") queueMail(em, confirmationMail(ctx.lang, email, type, vars));
    return created;
  });
  kickOutbox(ctx.em);
  return { id: row.id, type: row.type, createdAt: row.createdAt };
}

const meta = (type: SubmissionType, summary: string) => ({
  openapi: { method: "POST" as const, path: `/${type}-submissions` as const, protect: false, tags: ["forms"], summary },
});

export const formsRouter = router({
  contact: publicFormProcedure("contact")
    .meta(meta("contact", "Send a message to the organisers (confirmation mail promises a reply within 24 hours)"))
    .input(ContactSchema)
    .output(SubmissionOutput)
    .mutation(({ ctx, input }) => submit(ctx, "contact", input, { name: input.name, subject: input.subject })),

  feedback: publicFormProcedure("feedback")
    .meta(meta("feedback", "Send feedback (subject defaults to Feedback)"))
    .input(FeedbackSchema)
    .output(SubmissionOutput)
    .mutation(({ ctx, input }) => submit(ctx, "feedback", input, { name: input.name, subject: input.subject })),

  newsletter: publicFormProcedure("newsletter-form")
    .meta(meta("newsletter", "Record a newsletter sign-up form (the subscription itself is POST /newsletter/subscribe)"))
    .input(NewsletterSchema)
    .output(SubmissionOutput)
    .mutation(({ ctx, input }) => submit(ctx, "newsletter", input)),

  report: publicFormProcedure("report")
    .meta(meta("report", "Report an issue with the site (email optional, for the confirmation)"))
    .input(IssueSchema)
    .output(SubmissionOutput)
    .mutation(({ ctx, input }) => submit(ctx, "report", input, { title: input.title })),

  support: publicFormProcedure("support")
    .meta(meta("support", "Ask for technical support (email optional, for the confirmation)"))
    .input(IssueSchema)
    .output(SubmissionOutput)
    .mutation(({ ctx, input }) => submit(ctx, "support", input, { title: input.title })),

  event: publicFormProcedure("event")
    .meta(meta("event", "Register for a tournament event (email optional, for the confirmation)"))
    .input(EventRegistrationSchema)
    .output(SubmissionOutput)
    .mutation(({ ctx, input }) =>
      submit(ctx, "event", input, { event: translate(ctx.lang, `event.events.${input.eventId}`), count: input.attendeeCount }),
    ),
});
