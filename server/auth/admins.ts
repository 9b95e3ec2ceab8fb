import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { User } from "../../db/entities/index";
import type { Env } from "../env";
import { hashPassword, verifyPassword } from "./password";
import { invalidateUserSessions } from "./session";
import { createDemoPeople, DEMO_PEOPLE } from "./demo-people";

/** The admin the embedded demo database starts with (named in the README). */
export const DEMO_ADMIN = {
  email: "admin@tradescup.example",
  password: "TradesCup-Demo-2026",
  firstName: "Demo",
  lastName: "Admin",
};

export type AdminAccount = { email: string; password: string; firstName?: string; lastName?: string };

/**
 * Creates an admin account, or makes an existing account an admin with this password. A changed
 * password ends every session of the account.
 */
export async function upsertAdmin(em: EntityManager, account: AdminAccount) {
  const email = account.email.trim().toLowerCase();
  const existing = await em.findOne(User, { email });
  if (!existing) {
    const user = em.create(User, {
      id: randomUUID(),
      email,
      role: "admin",
      status: "active",
      firstName: account.firstName ?? "Admin",
      lastName: account.lastName ?? "",
      passwordHash: await hashPassword(account.password),
    });
    await em.flush();
    return { user, created: true, passwordChanged: true };
  }
  const passwordChanged = !(await verifyPassword(existing.passwordHash, account.password));
  if (passwordChanged) existing.passwordHash = await hashPassword(account.password);
  existing.role = "admin";
  existing.status = "active";
  if (account.firstName) existing.firstName = account.firstName;
  if (account.lastName) existing.lastName = account.lastName;
  await em.flush();
  if (passwordChanged) await invalidateUserSessions(em, existing.id);
  return { user: existing, created: false, passwordChanged };
}

/**
 * At start: ADMIN_EMAIL/ADMIN_PASSWORD create or update that admin; otherwise an embedded database
 * without any admin gets the demo admin, so the dashboard can be tried at once.
 */
export async function bootstrapAdmins(
  em: EntityManager,
  env: Pick<Env, "ADMIN_EMAIL" | "ADMIN_PASSWORD" | "DATABASE_URL" | "DEMO_START">,
  now = Date.now(),
) {
  if (env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    const { created, passwordChanged } = await upsertAdmin(em, { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD });
    if (created || passwordChanged)
      console.log(`admin ${env.ADMIN_EMAIL} ${created ? "created" : "password updated"} from ADMIN_EMAIL/ADMIN_PASSWORD`);
    return;
  }
  if (env.DATABASE_URL || (await em.count(User, { role: "admin" })) > 0) return;
  await upsertAdmin(em, DEMO_ADMIN);
  console.log(
    `demo admin created: ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password} (change it with npm run admin:create -- --email ${DEMO_ADMIN.email})`,
  );
  const people = await createDemoPeople(em, DEMO_ADMIN.password, { now, demoStart: env.DEMO_START });
  if (people)
    console.log(`demo accounts for each role (same password) on ${people.team}: ${DEMO_PEOPLE.map((p) => p.email).join(", ")}`);
}
