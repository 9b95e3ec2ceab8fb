import { z } from "zod";
import { LoadStrategy, LockMode, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { FranchiseRegistration, PlayerRegistration, SponsorRegistration, StaffRegistration, User } from "../../db/entities/index";
import { REGISTRATION_PATHS, type RegistrationPath, type ReviewInput } from "@shared/forms/review.schema";
import type { BulkReviewInput, RegistrationStatus } from "@shared/forms/registration-table.schema";
import { hasOpenRegistration } from "../registrations/users";
import { translate, type Lang } from "../../server/i18n";
import { queueMail } from "../../server/mail";
import { accountLink, issueAccountToken } from "../../server/auth/account-tokens";
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

type UserRow = InferEntity<typeof User>;

/** The review fields every registration table shares (db/entities/registration-base.ts). */
export type RegistrationRow = {
  id: string;
  status: RegistrationStatus;
  submittedAt: Date;
  reviewedAt?: Date | null;
  reviewedBy?: string | null;
  reviewNotes?: string | null;
};

/** A registration with its applicant (loaded through the `user` relation) and what it applied for. */
export type FoundRegistration = {
  row: RegistrationRow;
  user: UserRow;
  detail: string;
  team?: { id: string; name: string } | null;
};

/**
 * Loads registrations of one kind with their applicant, and a player's team, through the relations:
 * joined into the one query, or, when `lock` locks the rows for a decision, a second query for the
 * people (a row lock cannot reach the nullable side of an outer join). Each branch keeps its entity's typing.
 */
export async function findRegistrations(
  em: EntityManager,
  kind: RegistrationPath,
  where: Record<string, unknown>,
  opts: { limit?: number; lock?: boolean } = {},
): Promise<FoundRegistration[]> {
  const options = {
    orderBy: { submittedAt: "desc" as const, id: "asc" as const },
    limit: opts.limit,
    lockMode: opts.lock ? LockMode.PESSIMISTIC_WRITE : LockMode.NONE,
    strategy: opts.lock ? LoadStrategy.SELECT_IN : LoadStrategy.JOINED,
  } as const;
  const found = (r: RegistrationRow & { user: { $: UserRow } }, detail: Array<string | null | undefined>) => ({
    row: r,
    user: r.user.$,
    detail: detail.filter(Boolean).join(" · "),
  });
  switch (kind) {
    case "players":
      return (await em.find(PlayerRegistration, where, { ...options, populate: ["user", "team"] })).map((r) => ({
        ...found(r, [r.preferredPosition, r.tradeSpecialty]),
        team: r.team ? { id: r.team.id, name: r.team.$.name } : null,
      }));
    case "staff":
      return (await em.find(StaffRegistration, where, { ...options, populate: ["user"] })).map((r) =>
        found(r, [r.desiredRole, r.department]),
      );
    case "sponsors":
      return (await em.find(SponsorRegistration, where, { ...options, populate: ["user"] })).map((r) =>
        found(r, [r.companyName, r.desiredTier]),
      );
    case "franchises":
      return (await em.find(FranchiseRegistration, where, { ...options, populate: ["user"] })).map((r) =>
        found(r, [r.businessName, r.tradeSpecialty]),
      );
  }
}

function countRegistrations(em: EntityManager, kind: RegistrationPath, where: Record<string, unknown> = {}) {
  switch (kind) {
    case "players":
      return em.count(PlayerRegistration, where);
    case "staff":
      return em.count(StaffRegistration, where);
    case "sponsors":
      return em.count(SponsorRegistration, where);
    case "franchises":
      return em.count(FranchiseRegistration, where);
  }
}

export function summarize(kind: RegistrationPath, found: FoundRegistration[]): RegistrationSummary[] {
  return found.map(({ row, user, detail }) => ({
    id: row.id,
    kind,
    userId: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    detail: detail || null,
    status: row.status,
    submittedAt: row.submittedAt,
    reviewedAt: row.reviewedAt ?? null,
    reviewedBy: row.reviewedBy ?? null,
    reviewNotes: row.reviewNotes ?? null,
  }));
}

/** How many registrations of a kind there are, and how many await review (the table pages the rows itself). */
export async function registrationCounts(em: EntityManager, kind: RegistrationPath) {
  return { total: await countRegistrations(em, kind), pending: await countRegistrations(em, kind, { status: "pending" }) };
}

/** Every registration of a kind (the report), newest first. */
export async function allRegistrations(em: EntityManager, kind: RegistrationPath) {
  return summarize(kind, await findRegistrations(em, kind, {}));
}

/** Latest submissions and latest reviews of a kind, for the recent-activity list. */
export async function registrationEvents(em: EntityManager, kind: RegistrationPath, limit: number) {
  const submitted = summarize(kind, await findRegistrations(em, kind, {}, { limit }));
  const reviewed = summarize(kind, await findRegistrations(em, kind, { reviewedAt: { $ne: null } }, { limit }));
  return { submitted, reviewed };
}

/** The mail an applicant gets when their registration is decided, in both site languages. */
function reviewMail(
  kind: RegistrationPath,
  status: "approved" | "rejected",
  name: string,
  notes: string | null,
  passwordLink?: string,
) {
  const part = (lang: Lang) => {
    const vars = { name, kind: translate(lang, `admin.kinds.${kind}`).toLowerCase() };
    const lines = [translate(lang, `admin.mail.${status}`, vars)];
    if (passwordLink) lines.push("", translate(lang, "admin.mail.setPassword", { link: passwordLink }));
    if (notes) lines.push("", translate(lang, "admin.mail.notes"), notes);
    lines.push("", translate(lang, "admin.mail.signature"));
    return lines.join("\n");
  };
  return {
    subject: `${translate("en", `admin.mail.subject.${status}`)} / ${translate("es", `admin.mail.subject.${status}`)}`,
    body: `${part("en")}\n\n— — —\n\n${part("es")}`,
  };
}

/**
 * Writes one decision on locked registrations: their review fields, each applicant's account status and
 * a mail to each. Approving a rejected application is refused (409) when its applicant has applied
 * again since, so a person never holds two open registrations.
 */
async function applyDecision(
  tx: EntityManager,
  reviewerId: string | null,
  input: { kind: RegistrationPath; status: "approved" | "rejected"; notes?: string },
  found: FoundRegistration[],
  origin: string,
) {
  if (input.status === "approved") {
    const reopened = found.filter((f) => f.row.status === "rejected");
    for (const { row, user } of reopened) {
      const twiceInBatch = found.some((f) => f.user.id === user.id && f.row.id !== row.id);
      if (twiceInBatch || (await hasOpenRegistration(tx, user.id, row.id))) fail("CONFLICT", "errors.appliedAgain");
    }
  }
  const now = new Date();
  for (const { row, user } of found) {
    row.status = input.status;
    row.reviewedAt = now;
    row.reviewedBy = reviewerId;
    row.reviewNotes = input.notes ? input.notes : null;
    user.status = input.status;
    // An approved person without a password gets the one-time link to set one.
    const link =
      input.status === "approved" && !user.passwordHash
        ? accountLink(origin, "invitation", await issueAccountToken(tx, user.id, "invitation"))
        : undefined;
    const mail = reviewMail(input.kind, input.status, user.firstName, row.reviewNotes, link);
    queueMail(tx, { to: user.email, subject: mail.subject, body: mail.body, lang: "en" });
  }
  await tx.flush();
}

/**
 * Approves or rejects a registration: its review fields, the applicant's account status and the mail
 * to the applicant are written in one transaction.
 */
export async function reviewRegistration(
  em: EntityManager,
  reviewerId: string | null,
  input: ReviewInput,
  origin: string,
): Promise<RegistrationSummary> {
  return em.transactional(async (tx) => {
    const [found] = await findRegistrations(tx, input.kind, { id: input.id }, { limit: 1, lock: true });
    if (!found) fail("NOT_FOUND", "errors.registrationNotFound");
    if (found.row.status === input.status)
      fail("CONFLICT", input.status === "approved" ? "errors.alreadyApproved" : "errors.alreadyRejected");
    await applyDecision(tx, reviewerId, input, [found], origin);
    const [summary] = summarize(input.kind, [found]);
    return summary;
  });
}

/**
 * One decision on several registrations of a kind, all or nothing in one transaction: an unknown id or
 * a refused approval changes none of them. Those already so decided are left as they are (and counted).
 */
export async function reviewRegistrations(em: EntityManager, reviewerId: string | null, input: BulkReviewInput, origin: string) {
  return em.transactional(async (tx) => {
    const ids = [...new Set(input.ids)];
    const found = await findRegistrations(tx, input.kind, { id: { $in: ids } }, { lock: true });
    if (found.length !== ids.length) fail("NOT_FOUND", "errors.bulkNotFound", { count: ids.length - found.length });
    const toChange = found.filter((f) => f.row.status !== input.status);
    if (toChange.length) await applyDecision(tx, reviewerId, input, toChange, origin);
    return { changed: toChange.length, unchanged: found.length - toChange.length };
  });
}
