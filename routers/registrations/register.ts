import { z } from "zod";
import { LockMode, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  type FranchiseRegistration,
  PlayerRegistration,
  type SponsorRegistration,
  type StaffRegistration,
  User,
} from "../../db/entities/index";

type RegistrationEntity =
  typeof PlayerRegistration | typeof StaffRegistration | typeof SponsorRegistration | typeof FranchiseRegistration;
import type { RegistrantRole } from "@shared/forms/registrant.schema";
import type { RegistrationKind } from "@shared/forms/registration-kind";
import { translate } from "../../server/i18n";
import { decoyId, isBot } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { queueWebhook } from "../../server/webhooks/outbox";
import { fail, publicFormProcedure, type Context } from "../../server/trpc";
import { pageInQuery, type ListPage } from "../../server/list-paging";
import { claimAccount, explainDuplicate, hasOpenRegistration, isReusableAccount, retryOnDuplicateEmail } from "./users";

type UserRow = InferEntity<typeof User>;
type Filed = { id: string; user: { id: string }; status: string; submittedAt: Date };
/** Builds one kind's registration row for the person, inside the transaction (it may refuse with fail()). */
export type BuildRegistration<T extends Filed> = (em: EntityManager, user: UserRow) => T | Promise<T>;

const ROLE_OF: Record<RegistrationKind, RegistrantRole> = {
  player: "player",
  staff: "staff",
  sponsor: "sponsor",
  franchise: "franchise_manager",
};

export const RegistrationOutput = z.object({
  id: z.string().uuid(),
  userId: z.string().uuid(),
  status: z.string(),
  submittedAt: z.date(),
});
type RegistrationResult = z.infer<typeof RegistrationOutput>;

/** What a bot, or an address someone else owns, is told: a plausible pending registration of ids that belong to nothing. */
const decoyRegistration = (userId: string = decoyId()): RegistrationResult => ({
  id: decoyId(),
  userId,
  status: "pending",
  submittedAt: new Date(),
});
const resultOf = (r: Filed): RegistrationResult => ({
  id: r.id,
  userId: r.user.id,
  status: r.status,
  submittedAt: r.submittedAt,
});

/**
 * The person takes the kind's role and goes (back) under review, the registration is built and its
 * confirmation mail queued, all in the caller's transaction. Registrations start pending.
 */
async function fileRegistration<T extends Filed>(
  em: EntityManager,
  lang: Context["lang"],
  kind: RegistrationKind,
  user: UserRow,
  build: BuildRegistration<T>,
) {
  user.role = ROLE_OF[kind];
  // A new application after a rejection puts the account back under review.
  user.status = "pending";
  const created = await build(em, user);
  await em.flush();
  // Partners learn that a registration came in and of what kind; the person's details stay here.
  await queueWebhook(em, "registration.created", {
    registrationId: created.id,
    kind,
    status: created.status,
    submittedAt: created.submittedAt.toISOString(),
  });
  const role = translate(lang, `registrations.roleNames.${kind}`);
  queueMail(em, confirmationMail(lang, user.email, "registration", { name: user.firstName, role }));
  return created;
}

/** The one-call registration's procedure; it shares the rate limit of the two-call one. */
export const applicationProcedure = () => publicFormProcedure("registration");

/**
 * The site's registration: the person and the registration (and its mail) in ONE transaction, so any
 * failure — bad team, refused role, a constraint of the database — leaves neither behind. An address
 * that already belongs to someone else is answered like a new one and its owner mailed, as step 1 does.
 */
export async function apply<T extends Filed>(
  ctx: Context,
  kind: RegistrationKind,
  input: { email: string; firstName: string; lastName: string; phone?: string; tradeSpecialty?: string; homepage?: string },
  build: BuildRegistration<T>,
): Promise<RegistrationResult> {
  if (isBot(input)) return decoyRegistration();
  const person = {
    email: input.email,
    firstName: input.firstName,
    lastName: input.lastName,
    phone: input.phone,
    tradeSpecialty: input.tradeSpecialty,
    role: ROLE_OF[kind],
  };
  const registration = await retryOnDuplicateEmail(() =>
    ctx.em.transactional(async (em: EntityManager) => {
      const user = await claimAccount(em, { ...person, language: ctx.lang });
      if (!user) return null;
      // The account is written before the registration is built, so a later refusal really undoes a stored row.
      await em.flush();
      return fileRegistration(em, ctx.lang, kind, user, build);
    }),
  );
  if (!registration) {
    await explainDuplicate(ctx, input.email);
    return decoyRegistration();
  }
  kickOutbox(ctx.em);
  return resultOf(registration);
}

/**
 * Step 2's procedure (partners' REST path). A step 2 that fails (bad input, an unknown team) leaves step
 * 1's account as it was, so the partner's retry of step 2 with a corrected body files the registration
 * and its answer is true. An account no registration claims is what step 1 alone leaves too: the same
 * address coming back to step 1 gets it again (`claimAccount`).
 */
export const registrationProcedure = () => publicFormProcedure("registration");

/**
 * Step 2: a registration for the account of step 1, in one transaction with its confirmation mail: the
 * account is locked, must have no open registration (409 when one of any kind is pending or approved; a
 * rejected applicant may apply again) and takes the kind's role.
 */
export async function register<T extends Filed>(
  ctx: Context,
  kind: RegistrationKind,
  input: { userId: string; homepage?: string },
  build: BuildRegistration<T>,
) {
  if (isBot(input)) return decoyRegistration(input.userId);
  const registration = await ctx.em.transactional(async (em: EntityManager) => {
    const user = await em.findOne(User, { id: input.userId }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    // No such account: step 1 handed out a decoy id (the address already had an account, and its owner
    // was mailed), so the answer must look like success; the id is random, so nothing else reaches here.
    if (!user) return null;
    if (await hasOpenRegistration(em, user.id)) fail("CONFLICT", "errors.emailAlreadyRegistered");
    if (!isReusableAccount(user)) fail("NOT_FOUND", "errors.userNotFound");
    return fileRegistration(em, ctx.lang, kind, user, build);
  });
  if (!registration) return decoyRegistration(input.userId);
  kickOutbox(ctx.em);
  return resultOf(registration);
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

/**
 * One kind's registrations with their person, newest first: one query joined through the registration's
 * `user` relation to User (db/entities/registration-base.ts), instead of a second lookup by id. The
 * foreign keys keep their REST names (`userId`; `keys` adds a kind's own, e.g. a player's `teamId`).
 * Registrations grow without bound, so the list's page is read in the query (server/list-paging.ts),
 * ordered by a unique key last so an offset names the same row from one request to the next.
 */
export function withPeople<E extends RegistrationEntity>(
  em: EntityManager,
  page: ListPage | undefined,
  entity: E,
  keys: string[] = [],
) {
  type Row = InferEntity<E> & { userId: string; firstName: string; lastName: string; email: string; phone: string | null };
  return pageInQuery(
    page,
    ({ offset, limit }) => {
      const query = em
        .createQueryBuilder(entity as typeof PlayerRegistration, "r")
        .select("r.*")
        .addSelect([
          "r.user_id as userId",
          ...keys,
          "u.first_name as firstName",
          "u.last_name as lastName",
          "u.email as email",
          "u.phone as phone",
        ])
        .join("r.user", "u")
        .orderBy({ submittedAt: "desc", id: "desc" })
        .offset(offset);
      if (limit !== undefined) query.limit(limit);
      return query.execute<Row[]>("all", true);
    },
    () => em.count(entity as typeof PlayerRegistration),
  );
}
