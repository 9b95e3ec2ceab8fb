import { z } from "zod";
import { OutboxEmail } from "../../db/entities/index";
import { adminProcedure } from "../../server/trpc";

const OutboxItem = z.object({
  id: z.string().uuid(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  language: z.string(),
  createdAt: z.date(),
  sentAt: z.date().nullable(),
  loggedAt: z.date().nullable(),
  attempts: z.number().int(),
  error: z.string().nullable(),
});

/** `GET /api/email-outbox`: what the platform sent or keeps to send (the only copy without SMTP). */
export const listOutbox = adminProcedure
  .meta({
    openapi: {
      method: "GET",
      path: "/email-outbox",
      protect: true,
      tags: ["registrations"],
      summary: "Outgoing mail, newest first, optionally for one recipient (admins)",
    },
  })
  .input(
    z.object({
      to: z.string().trim().toLowerCase().max(254).optional(),
      limit: z.coerce.number().int().min(1).max(200).default(50),
    }),
  )
  .output(z.array(OutboxItem))
  .query(async ({ ctx, input }) => {
    const rows = await ctx.em.find(OutboxEmail, input.to ? { to: input.to } : {}, {
      orderBy: { createdAt: "desc" },
      limit: input.limit,
    });
    return rows.map((r) => ({ ...r, sentAt: r.sentAt ?? null, loggedAt: r.loggedAt ?? null, error: r.error ?? null }));
  });
