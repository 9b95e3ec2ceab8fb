import { z } from "zod";
import { LockMode, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../../db/entities/index";
import type { RegistrantRole } from "../../app/forms/registrant.schema";
import type { RegistrationKind } from "../../app/forms/registration-kind";
import { translate } from "../../app/lib/i18n";
import { decoyId, isBot, publicFormProcedure } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { fail, type Context } from "../../server/trpc";
import { deleteUnclaimedUser, hasOpenRegistration, isReusableAccount } from "./users";

type UserRow = InferEntity<typeof User>;

const ROLE_OF: Record<RegistrationKind, RegistrantRole> = { player: "player", staff: "staff", sponsor: "sponsor", franchise: "franchise_manager" };

export const RegistrationOutput = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  status: z.string(),
  submittedAt: z.date(),
});

/**
 * Step 2's procedure. When step 2 fails for any reason (bad input included), the account step 1 made
 * for it is removed if nothing claims it, so a failed registration leaves no half-registered person;
 * the form simply runs both steps again.
 */
export function registrationProcedure() {
  return publicFormProcedure("registration").use(async ({ ctx, next, getRawInput }) => {
    const result = await next();
    if (!result.ok) {
      const raw = (await getRawInput().catch(() => null)) as { userId?: unknown } | null;
      const userId = z.string().uuid().safeParse(raw?.userId);
      if (userId.success) await deleteUnclaimedUser(ctx.em, userId.data);
    }
    return result;
  });
}

/**
 * Creates a registration for the account of step 1, in one transaction with its confirmation mail: the
 * account is locked, must have no open registration (409 when one of any kind is pending or approved; a
 * rejected applicant may apply again) and takes the kind's role. Registrations start pending.
 */
export async function register<T extends { id: string; userId: string; status: string; submittedAt: Date }>(
  ctx: Context,
  kind: RegistrationKind,
  input: { userId: string; homepage?: string },
  build: (em: EntityManager, user: UserRow) => T | Promise<T>,
) {
  if (isBot(input)) return { id: decoyId(), userId: input.userId, status: "pending", submittedAt: new Date() };
  const registration = await ctx.em.transactional(async (em: EntityManager) => {
    const user = await em.findOne(User, { id: input.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // No such account: step 1 handed out a decoy id (the address already had an account, and its owner
    // was mailed), so the answer must look like success; the id is random, so nothing else reaches here.
    if (!user) return null;
    if (!isReusableAccount(user)) {
      if (await hasOpenRegistration(em, user.id)) fail("CONFLICT", "errors.emailAlreadyRegistered");
      fail("NOT_FOUND", "errors.userNotFound");
    }
    if (await hasOpenRegistration(em, user.id)) fail("CONFLICT", "errors.emailAlreadyRegistered");
    user.role = ROLE_OF[kind];
    // A new application after a rejection puts the account back under review.
    user.status = "pending";
    const created = await build(em, user);
    const role = translate(ctx.lang, `registrations.roleNames.${kind}`);
    queueMail(em, confirmationMail(ctx.lang, user.email, "registration", { name: user.firstName, role }));
    return created;
  });
  if (!registration) return { id: decoyId(), userId: input.userId, status: "pending", submittedAt: new Date() };
  kickOutbox(ctx.em);
  return { id: registration.id, userId: registration.userId, status: registration.status, submittedAt: registration.submittedAt };
}

/** Fields every registration list shows: the person and the review state. */
export const RegistrationListItem = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullish(),
  status: z.string(),
  submittedAt: z.date(),
  reviewedAt: z.date().nullish(),
  reviewNotes: z.string().nullish(),
});

/** Joins each registration with its person, newest first. */
export async function withPeople<R extends { userId: string }>(em: EntityManager, rows: R[]) {
  const users = await em.find(User, { id: { $in: rows.map((r) => r.userId) } });
  const byId = new Map(users.map((u) => [u.id, u]));
  return rows.flatMap((r) => {
    const u = byId.get(r.userId);
    return u ? [{ ...r, firstName: u.firstName, lastName: u.lastName, email: u.email, phone: u.phone ?? null }] : [];
  });
}
