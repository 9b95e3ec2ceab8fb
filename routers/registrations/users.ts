import { z } from "zod";
import { LockMode, UniqueConstraintViolationException, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { FranchiseRegistration, PlayerRegistration, SponsorRegistration, StaffRegistration, User } from "../../db/entities/index";
import { CreateUserSchema, REGISTRANT_ROLES, type RegistrantRole } from "@shared/forms/registrant.schema";
import type { RegistrationStatus } from "@shared/forms/registration-table.schema";
import { publicFormProcedure } from "../../server/trpc";
import { isBot, stableDecoyId } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { mailOrigin } from "../auth/account";
import { ACCOUNT_PAGES } from "@shared/account-pages";
import { hitLimit } from "../../server/rate-limits";
import type { Context } from "../../server/trpc";
import type { Lang } from "../../server/i18n";

type UserRow = InferEntity<typeof User>;

/** The entities a registration can be; a person has at most one open (not rejected) registration across them. */
const REGISTRATION_ENTITIES = [PlayerRegistration, StaffRegistration, SponsorRegistration, FranchiseRegistration] as const;

/** Counts one person's registrations of every kind matching `where`, kind by kind, stopping at the first. */
async function anyRegistration(
  em: EntityManager,
  where: { user: string; status?: { $ne: RegistrationStatus }; id?: { $ne: string } },
) {
  for (const entity of REGISTRATION_ENTITIES) {
    // The four kinds share registrationProperties (db/entities/registration-base.ts), so one filter fits each.
    if (await em.count(entity as typeof PlayerRegistration, where)) return true;
  }
  return false;
}

/**
 * Whether the person has a registration awaiting review or approved (other than `exceptId`); a rejected
 * one does not block a new application.
 */
export function hasOpenRegistration(em: EntityManager, userId: string, exceptId?: string) {
  return anyRegistration(em, { user: userId, status: { $ne: "rejected" }, ...(exceptId ? { id: { $ne: exceptId } } : {}) });
}

/**
 * An account step 1 may (re)use: no password, a registrant role, and either unclaimed (pending) or
 * rejected, so a rejected applicant can apply again. Admins and signed-up people are never touched.
 */
export function isReusableAccount(user: UserRow) {
  return (
    (user.status === "pending" || user.status === "rejected") &&
    !user.passwordHash &&
    (REGISTRANT_ROLES as readonly string[]).includes(user.role)
  );
}

export const UserOutput = z.object({
  id: z.string().uuid(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  role: z.string(),
  status: z.string(),
});

/**
 * Step 1's answer, whoever owns the address: the id and what the caller sent, pending review. Built
 * from the input, not the stored row, so a returning rejected applicant's status says nothing either.
 */
function stepOneAnswer(input: z.infer<typeof CreateUserSchema>, id: string) {
  const { email, firstName, lastName, role } = input;
  return { id, email, firstName, lastName, role, status: "pending" };
}

/**
 * The id step 1 gives for an address it will not use (someone else's account, or a bot's try): one
 * that belongs to nothing, and the same on every repeat, as a new address gets its own account's id
 * again. The email is already normalised (trimmed, lower case) by the schema.
 */
const decoyUserId = (ctx: Context, email: string) => stableDecoyId(ctx.em, "registrant", email);

/**
 * An address that already has an account gets the same answer as a new one, so a registration cannot
 * tell a stranger who has an account; the owner of the address is told by mail instead.
 */
export async function explainDuplicate(ctx: Context, email: string) {
  const { allowed } = await hitLimit(ctx.em, "duplicateRegistrationMail", email);
  if (allowed) {
    // The owner is told how to go on: sign in (to see their account and role), or ask for a new password.
    const origin = mailOrigin(ctx);
    queueMail(
      ctx.em,
      confirmationMail(ctx.lang, email, "duplicateRegistration", {
        signIn: `${origin}/login?${new URLSearchParams({ redirectTo: ACCOUNT_PAGES.account })}`,
        reset: `${origin}${ACCOUNT_PAGES.forgot}`,
      }),
    );
    await ctx.em.flush();
    kickOutbox(ctx.em);
  }
}

/** The person behind a registration, as step 1 and the one-call registration both take it. */
export type Registrant = {
  email: string;
  firstName: string;
  lastName: string;
  role: RegistrantRole;
  phone?: string;
  tradeSpecialty?: string;
  /** The language the person registered in: their mail (invitation, password reset) is written in it. */
  language?: Lang;
};

/**
 * Inside the caller's transaction: a new account for the address, or the same account for a person coming
 * back after an unfinished or rejected registration; null when the address belongs to anyone else (the
 * caller answers as for a new one and the owner is told by mail, explainDuplicate).
 */
export async function claimAccount(em: EntityManager, input: Registrant): Promise<UserRow | null> {
  const fields = {
    firstName: input.firstName,
    lastName: input.lastName,
    role: input.role,
    phone: input.phone || null,
    tradeSpecialty: input.tradeSpecialty ?? null,
    language: input.language ?? "en",
  };
  const existing = await em.findOne(User, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (existing) {
    if (!isReusableAccount(existing) || (await hasOpenRegistration(em, existing.id))) return null;
    return em.assign(existing, fields);
  }
  // `partial`: MikroORM types the hidden passwordHash as required; it is nullable and stays empty here.
  return em.create(User, { ...fields, email: input.email, status: "pending" }, { partial: true });
}

/** Runs `work`, once more when two requests with one email created the account at the same moment (the unique index lets one through). */
export async function retryOnDuplicateEmail<T>(work: () => Promise<T>) {
  try {
    return await work();
  } catch (e) {
    if (e instanceof UniqueConstraintViolationException) return work();
    throw e;
  }
}

async function createOrReuse(ctx: Context, input: z.infer<typeof CreateUserSchema>) {
  const user = await ctx.em.transactional((em: EntityManager) => claimAccount(em, { ...input, language: ctx.lang }));
  if (user) return stepOneAnswer(input, user.id);
  await explainDuplicate(ctx, input.email);
  return stepOneAnswer(input, await decoyUserId(ctx, input.email));
}

/** `POST /api/users`: step 1 of the two-call registration partners use (the site makes one call: apply() in register.ts). */
export const createUser = publicFormProcedure("users")
  .meta({
    openapi: {
      method: "POST",
      path: "/users",
      protect: false,
      tags: ["registrations"],
      summary:
        "Create the account of a registration (step 1); its id is the userId of step 2. An address that already " +
        "has an account gets the same answer, the same id on every repeat (the owner is told by email), and step 2 " +
        "then stores nothing",
    },
  })
  .input(CreateUserSchema)
  .output(UserOutput)
  .mutation(async ({ ctx, input }) => {
    if (isBot(input)) return stepOneAnswer(input, await decoyUserId(ctx, input.email));
    return retryOnDuplicateEmail(() => createOrReuse(ctx, input));
  });
