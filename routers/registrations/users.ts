import { z } from "zod";
import { LockMode, UniqueConstraintViolationException, type InferEntity } from "@mikro-orm/core";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../../db/entities/index";
import { CreateUserSchema, REGISTRANT_ROLES } from "../../app/forms/registrant.schema";
import { decoyId, isBot, publicFormProcedure } from "../../server/form-guard";
import { fail, type Context } from "../../server/trpc";

type UserRow = InferEntity<typeof User>;

/** The tables a registration can sit in; a person has at most one registration across them. */
const REGISTRATION_TABLES = ["player_registrations", "staff_registrations", "sponsor_registrations", "franchise_registrations"] as const;

export async function hasRegistration(em: EntityManager, userId: string) {
  const union = REGISTRATION_TABLES.map((t) => `select 1 from "${t}" where "user_id" = ?`).join(" union all ");
  const rows = await em.execute(`${union} limit 1`, REGISTRATION_TABLES.map(() => userId));
  return rows.length > 0;
}

/**
 * An account made by step 1 that no registration claims yet: still pending, no password, a
 * registrant role. Only such an account is reused by a new step 1 or removed after a failed step 2;
 * admins and registered people are never touched.
 */
export function isUnclaimedCandidate(user: UserRow) {
  return user.status === "pending" && !user.passwordHash && (REGISTRANT_ROLES as readonly string[]).includes(user.role);
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

async function createOrReuse(ctx: Context, input: z.infer<typeof CreateUserSchema>) {
  return ctx.em.transactional(async (em: EntityManager) => {
    const fields = {
      firstName: input.firstName, lastName: input.lastName, role: input.role,
      phone: input.phone || null, tradeSpecialty: input.tradeSpecialty ?? null,
    };
    const existing = await em.findOne(User, { email: input.email }, { lockMode: LockMode.PESSIMISTIC_WRITE });
    if (existing) {
      // A person coming back after an unfinished registration gets the same account; anyone else is refused.
      if (!isUnclaimedCandidate(existing) || (await hasRegistration(em, existing.id))) fail("CONFLICT", "errors.emailAlreadyRegistered");
      return em.assign(existing, fields);
    }
    // `partial`: MikroORM types the hidden passwordHash as required; it is nullable and stays empty here.
    return em.create(User, { ...fields, email: input.email, status: "pending" }, { partial: true });
  });
}

/** `POST /api/users`: step 1 of every registration. */
export const createUser = publicFormProcedure("users")
  .meta({ openapi: { method: "POST", path: "/users", protect: false, tags: ["registrations"], summary: "Create the account of a registration (step 1); its id is the userId of step 2. 409 when the email is already registered" } })
  .input(CreateUserSchema)
  .output(UserOutput)
  .mutation(async ({ ctx, input }) => {
    if (isBot(input)) return { id: decoyId(), email: input.email, firstName: input.firstName, lastName: input.lastName, role: input.role, status: "pending" };
    try {
      return await createOrReuse(ctx, input);
    } catch (e) {
      // Two first steps with one email at the same moment: the unique index lets one through.
      if (e instanceof UniqueConstraintViolationException) return createOrReuse(ctx, input);
      throw e;
    }
  });
