import { z } from "zod";
import { LockMode } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { FranchiseRegistration, PlayerRegistration, SponsorRegistration, StaffRegistration, User } from "../../db/entities/index";
import { REGISTRATION_PATHS, type RegistrationPath, type ReviewInput } from "@shared/forms/review.schema";
import type { BulkReviewInput } from "@shared/forms/registration-table.schema";
import { hasOpenRegistration } from "../registrations/users";
import { translate, type Lang } from "../../server/i18n";
import { queueMail } from "../../server/mail";
import { fail } from "../../server/trpc";

export const RegistrationSummaryOutput = z.object({
  id: z.string().uuid(),
  kind: z.enum(REGISTRATION_PATHS),
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** What was applied for: position, role, company or business. */
  detail: z.string().nullable(),
  status: z.string(),
  submittedAt: z.date(),
  reviewedAt: z.date().nullable(),
  reviewedBy: z.string().nullable(),
  reviewNotes: z.string().nullable(),
});
export type RegistrationSummary = z.infer<typeof RegistrationSummaryOutput>;

/** The review fields every registration table shares (db/entities/registration-base.ts). */
export type RegistrationRow = {
  id: string; userId: string; status: string; submittedAt: Date;
  reviewedAt?: Date | null; reviewedBy?: string | null; reviewNotes?: string | null;
};

/** Loads registrations of one kind; each branch keeps its entity's own typing. `lock` locks the rows for a decision. */
export async function findRegistrations(em: EntityManager, kind: RegistrationPath, where: Record<string, unknown>, opts: { limit?: number; lock?: boolean } = {}) {
  const options = { orderBy: { submittedAt: "desc" as const, id: "asc" as const }, limit: opts.limit, lockMode: opts.lock ? LockMode.PESSIMISTIC_WRITE : LockMode.NONE } as const;
  switch (kind) {
    case "players":
      return (await em.find(PlayerRegistration, where, options)).map((r) => ({ row: r as RegistrationRow, detail: [r.preferredPosition, r.tradeSpecialty].filter(Boolean).join(" · ") }));
    case "staff":
      return (await em.find(StaffRegistration, where, options)).map((r) => ({ row: r as RegistrationRow, detail: [r.desiredRole, r.department].filter(Boolean).join(" · ") }));
    case "sponsors":
      return (await em.find(SponsorRegistration, where, options)).map((r) => ({ row: r as RegistrationRow, detail: [r.companyName, r.desiredTier].filter(Boolean).join(" · ") }));
    case "franchises":
      return (await em.find(FranchiseRegistration, where, options)).map((r) => ({ row: r as RegistrationRow, detail: [r.businessName, r.tradeSpecialty].filter(Boolean).join(" · ") }));
  }
}

function countRegistrations(em: EntityManager, kind: RegistrationPath, where: Record<string, unknown> = {}) {
  switch (kind) {
    case "players": return em.count(PlayerRegistration, where);
    case "staff": return em.count(StaffRegistration, where);
    case "sponsors": return em.count(SponsorRegistration, where);
    case "franchises": return em.count(FranchiseRegistration, where);
  }
}

export async function summarize(em: EntityManager, kind: RegistrationPath, found: Array<{ row: RegistrationRow; detail: string }>): Promise<RegistrationSummary[]> {
  const ids = [...new Set(found.map((f) => f.row.userId))];
  const users = ids.length ? await em.find(User, { id: { $in: ids } }) : [];
  const byId = new Map(users.map((u) => [u.id, u]));
  return found.map(({ row, detail }) => {
    const user = byId.get(row.userId);
    return {
      id: row.id, kind, userId: row.userId, firstName: user?.firstName ?? "", lastName: user?.lastName ?? "", email: user?.email ?? "",
      detail: detail || null, status: row.status, submittedAt: row.submittedAt, reviewedAt: row.reviewedAt ?? null,
      reviewedBy: row.reviewedBy ?? null, reviewNotes: row.reviewNotes ?? null,
    };
  });
}

/** How many registrations of a kind there are, and how many await review (the table pages the rows itself). */
export async function registrationCounts(em: EntityManager, kind: RegistrationPath) {
  return { total: await countRegistrations(em, kind), pending: await countRegistrations(em, kind, { status: "pending" }) };
}

/** Every registration of a kind (the report), newest first. */
export async function allRegistrations(em: EntityManager, kind: RegistrationPath) {
  return summarize(em, kind, await findRegistrations(em, kind, {}));
}

/** Latest submissions and latest reviews of a kind, for the recent-activity list. */
export async function registrationEvents(em: EntityManager, kind: RegistrationPath, limit: number) {
  const submitted = await summarize(em, kind, await findRegistrations(em, kind, {}, { limit }));
  const reviewed = await summarize(em, kind, await findRegistrations(em, kind, { reviewedAt: { $ne: null } }, { limit }));
  return { submitted, reviewed };
}

/** The mail an applicant gets when their registration is decided, in both site languages. */
export function reviewMail(kind: RegistrationPath, status: "approved" | "rejected", name: string, notes: string | null) {
  const part = (lang: Lang) => {
    const vars = { name, kind: translate(lang, `admin.kinds.${kind}`).toLowerCase() };
    const lines = [translate(lang, `admin.mail.${status}`, vars)];
    if (notes) lines.push("", translate(lang, "admin.mail.notes"), notes);
    lines.push("", translate(lang, "admin.mail.signature"));
    return lines.join("\n");
  };
  return {
    subject: `${translate("en", `admin.mail.subject.${status}`)} / ${translate("es", `admin.mail.subject.${status}`)}`,
    body: `${part("en")}\n\n— — —\n\n${part("es")}`,
  };
}

type Found = Awaited<ReturnType<typeof findRegistrations>>[number];

/**
 * Writes one decision on locked registrations: their review fields, each applicant's account status and
 * a mail to each. Approving a rejected application is refused (409) when its applicant has applied
 * again since, so a person never holds two open registrations.
 */
async function applyDecision(tx: EntityManager, reviewerId: string | null, input: { kind: RegistrationPath; status: "approved" | "rejected"; notes?: string }, found: Found[]) {
  if (input.status === "approved") {
    const reopened = found.filter((f) => f.row.status === "rejected");
    for (const { row } of reopened) {
      const twiceInBatch = found.some((f) => f.row.userId === row.userId && f.row.id !== row.id);
      if (twiceInBatch || (await hasOpenRegistration(tx, row.userId, row.id))) fail("CONFLICT", "errors.appliedAgain");
    }
  }
  const userIds = [...new Set(found.map((f) => f.row.userId))];
  const users = new Map((await tx.find(User, { id: { $in: userIds } })).map((u) => [u.id, u]));
  const now = new Date();
  for (const { row } of found) {
    row.status = input.status;
    row.reviewedAt = now;
    row.reviewedBy = reviewerId;
    row.reviewNotes = input.notes ? input.notes : null;
    const user = users.get(row.userId);
    if (user) {
      user.status = input.status;
      const mail = reviewMail(input.kind, input.status, user.firstName, row.reviewNotes);
      queueMail(tx, { to: user.email, subject: mail.subject, body: mail.body, lang: "en" });
    }
  }
  await tx.flush();
}

/**
 * Approves or rejects a registration: its review fields, the applicant's account status and the mail
 * to the applicant are written in one transaction.
 */
export async function reviewRegistration(em: EntityManager, reviewerId: string | null, input: ReviewInput): Promise<RegistrationSummary> {
  return em.transactional(async (tx) => {
    const [found] = await findRegistrations(tx, input.kind, { id: input.id }, { limit: 1, lock: true });
    if (!found) fail("NOT_FOUND", "errors.registrationNotFound");
    if (found.row.status === input.status) fail("CONFLICT", input.status === "approved" ? "errors.alreadyApproved" : "errors.alreadyRejected");
    await applyDecision(tx, reviewerId, input, [found]);
    const [summary] = await summarize(tx, input.kind, [found]);
    return summary;
  });
}

/**
 * One decision on several registrations of a kind, all or nothing in one transaction: an unknown id or
 * a refused approval changes none of them. Those already so decided are left as they are (and counted).
 */
export async function reviewRegistrations(em: EntityManager, reviewerId: string | null, input: BulkReviewInput) {
  return em.transactional(async (tx) => {
    const ids = [...new Set(input.ids)];
    const found = await findRegistrations(tx, input.kind, { id: { $in: ids } }, { lock: true });
    if (found.length !== ids.length) fail("NOT_FOUND", "errors.bulkNotFound", { count: ids.length - found.length });
    const toChange = found.filter((f) => f.row.status !== input.status);
    if (toChange.length) await applyDecision(tx, reviewerId, input, toChange);
    return { changed: toChange.length, unchanged: found.length - toChange.length };
  });
}
