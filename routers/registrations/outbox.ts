import { z } from "zod";
import { OutboxEmail } from "../../db/entities/index";
import { adminProcedure } from "../../server/trpc";
import { pageInQuery, paged } from "../../server/list-paging";

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
  .input(paged(z.object({ to: z.string().trim().toLowerCase().max(254).optional() }).optional()))
  .output(z.array(OutboxItem))
  .query(async ({ ctx, input }) => {
    // Grows with every mail sent: the page is read in the query (server/list-paging.ts).
    const where = input?.to ? { to: input.to } : {};
    const rows = await pageInQuery(
      ctx.listPage,
      ({ offset, limit }) => ctx.em.find(OutboxEmail, where, { orderBy: { createdAt: "desc", id: "desc" }, offset, limit }),
      () => ctx.em.count(OutboxEmail, where),
    );
    return rows.map((r) => ({ ...r, sentAt: r.sentAt ?? null, loggedAt: r.loggedAt ?? null, error: r.error ?? null }));
  });
