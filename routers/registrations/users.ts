import { z } from "zod";
import { LockMode, UniqueConstraintViolationException, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../../db/entities/index";
import { CreateUserSchema, REGISTRANT_ROLES } from "../../app/forms/registrant.schema";
import { decoyId, isBot, publicFormProcedure } from "../../server/form-guard";
import { confirmationMail, kickOutbox, queueMail } from "../../server/mail";
import { hitRateLimit } from "../../server/rate-limit";
import type { Context } from "../../server/trpc";

type UserRow = InferEntity<typeof User>;

/** The tables a registration can sit in; a person has at most one open (not rejected) registration across them. */
const REGISTRATION_TABLES = ["player_registrations", "staff_registrations", "sponsor_registrations", "franchise_registrations"] as const;

/**
 * Whether the person has a registration awaiting review or approved (other than `exceptId`); a rejected
 * one does not block a new application.
 */
export async function hasOpenRegistration(em: EntityManager, userId: string, exceptId?: string) {
  const except = exceptId ? ` and "id" <> ?` : "";
  const union = REGISTRATION_TABLES.map((t) => `select 1 from "${t}" where "user_id" = ? and "status" <> 'rejected'${except}`).join(" union all ");
  const rows = await em.execute(`${union} limit 1`, REGISTRATION_TABLES.flatMap(() => (exceptId ? [userId, exceptId] : [userId])));
  return rows.length > 0;
}

/**
 * An account step 1 may (re)use: no password, a registrant role, and either unclaimed (pending) or
 * rejected, so a rejected applicant can apply again. Admins and signed-up people are never touched.
 */
export function isReusableAccount(user: UserRow) {
  return (user.status === "pending" || user.status === "rejected") && !user.passwordHash && (REGISTRANT_ROLES as readonly string[]).includes(user.role);
}

/** Removes an unclaimed account in one statement, so a concurrent step 2 that claims it wins. */
export async function deleteUnclaimedUser(em: EntityManager, userId: string) {
  const claimed = REGISTRATION_TABLES.map((t) => `not exists (select 1 from "${t}" where "user_id" = "users"."id")`).join(" and ");
  await em.execute(
    `delete from "users" where "id" = ? and "status" = 'pending' and "password_hash" is null and "role" in (${REGISTRANT_ROLES.map(() => "?").join(", ")}) and ${claimed}`,
    [userId, ...REGISTRANT_ROLES],
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

/** One explanation per address and hour, so repeated attempts cannot flood someone's inbox. */
const DUPLICATE_MAIL_LIMIT = { limit: 1, windowMs: 60 * 60_000 } as const;

/** What step 1 answers for an address it will not use: the same shape as a new account, with an id that belongs to nothing. */
function decoyUser(input: z.infer<typeof CreateUserSchema>) {
  return { id: decoyId(), email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, status: "pending" };
}

/**
 * An address that already has an account gets the same answer as a new one, so step 1 cannot tell a
 * stranger who has an account; the owner of the address is told by mail instead (and step 2, given the
 * decoy id, answers like for a bot).
 */
async function explainDuplicate(ctx: Context, input: z.infer<typeof CreateUserSchema>) {
  const { allowed } = await hitRateLimit(ctx.em, `mail:duplicate-registration:${input.email}`, DUPLICATE_MAIL_LIMIT.limit, DUPLICATE_MAIL_LIMIT.windowMs);
  if (allowed) {
    queueMail(ctx.em, confirmationMail(ctx.lang, input.email, "duplicateRegistration"));
    await ctx.em.flush();
    kickOutbox(ctx.em);
  }
  return decoyUser(input);
}

async function createOrReuse(ctx: Context, input: z.infer<typeof CreateUserSchema>) {
  const user = await ctx.em.transactional(async (em: EntityManager) => {
    const fields = {
      firstName: input.firstName, lastName: input.lastName, role: input.role,
      phone: input.phone || null, tradeSpecialty: input.tradeSpecialty ?? null,
    };
    const existing = await em.findOne(User, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing) {
      // A person coming back after an unfinished or rejected registration gets the same account; any other
      // address with an account gets the same answer as a new one (explainDuplicate), never a refusal.
      if (!isReusableAccount(existing) || (await hasOpenRegistration(em, existing.id))) return null;
      return em.assign(existing, fields);
    }
    // `partial`: MikroORM types the hidden passwordHash as required; it is nullable and stays empty here.
    return em.create(User, { ...fields, email: input.email, status: "pending" }, { partial: true });
  });
  return user ?? explainDuplicate(ctx, input);
}

/** `POST /api/users`: step 1 of every registration. */
export const createUser = publicFormProcedure("users")
  .meta({ openapi: { method: "POST", path: "/users", protect: false, tags: ["registrations"], summary: "Create the account of a registration (step 1); its id is the userId of step 2. An address that already has an account gets the same answer (the owner is told by email) and step 2 then stores nothing" } })
  .input(CreateUserSchema)
  .output(UserOutput)
  .mutation(async ({ ctx, input }) => {
    if (isBot(input)) return decoyUser(input);
    try {
      return await createOrReuse(ctx, input);
    } catch (e) {
      // Two first steps with one email at the same moment: the unique index lets one through.
      if (e instanceof UniqueConstraintViolationException) return createOrReuse(ctx, input);
      throw e;
    }
  });
