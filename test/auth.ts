import { randomUUID } from "node:crypto";
import type { EntityManager } from "@mikro-orm/postgresql";
import { MatchOfficial, Staff, TeamLink, User } from "../db/entities/index";
import { hashPassword } from "../server/auth/password";
import { upsertAdmin } from "../server/auth/admins";
import { claimSignInTry, finishSignInTry } from "../server/auth/throttle";
import type { Harness } from "./harness";

export const ADMIN = { email: "chief@tradescup.test", password: "a-long-admin-password" };
export const PLAYER = { email: "fan@tradescup.test", password: "a-long-player-password" };

/** An admin account and a non-admin account with passwords, for sign-in tests. */
export async function createAccounts(em: EntityManager) {
  const { user: admin } = await upsertAdmin(em, { ...ADMIN, firstName: "Chief", lastName: "Admin" });
  const player = em.create(User, {
    id: randomUUID(),
    email: PLAYER.email,
    firstName: "Pat",
    lastName: "Player",
    role: "player",
    status: "active",
    passwordHash: await hashPassword(PLAYER.password),
  });
  await em.flush();
  return { admin, player };
}

/**
 * Counts one failed sign-in of `email` from `ip` as a wrong password would, without the slow hash: the
 * try is claimed and settled as failed (nothing is counted while the throttle refuses it).
 */
export async function failSignIn(em: EntityManager, ip: string, email: string, now = new Date()) {
  const claim = await claimSignInTry(em, ip, email, now);
  if (claim.blockedFor === null) await finishSignInTry(em, ip, email, { succeeded: false, ...claim }, now);
}

/** Signs in over REST and returns the `session=…` cookie pair to send back. */
export async function signIn(h: Harness, account: { email: string; password: string }) {
  const res = await fetch(`${h.url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(account),
  });
  if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const cookie = res.headers.getSetCookie().find((c) => c.startsWith("session="));
  if (!cookie) throw new Error("no session cookie");
  return cookie.split(";")[0];
}

/** Headers of a browser on this site carrying the session cookie. */
export const browser = (h: Harness, cookie: string) => ({ cookie, origin: h.url, "content-type": "application/json" });

/** A person of a role for scope tests, with the teams, officiated matches and staff rows their role covers. */
export async function createRolePerson(
  em: EntityManager,
  person: {
    role: string;
    email: string;
    password?: string;
    teamIds?: string[];
    officiates?: Array<{ matchId: string; position?: "referee" | "assistant_1" | "assistant_2" }>;
    staffIds?: string[];
  },
) {
  const user = em.create(
    User,
    {
      id: randomUUID(),
      email: person.email,
      firstName: person.role,
      lastName: person.email.split("@")[0],
      role: person.role as "player",
      status: "active",
      ...(person.password ? { passwordHash: await hashPassword(person.password) } : {}),
    },
    { partial: true },
  );
  await em.flush();
  for (const teamId of person.teamIds ?? []) em.create(TeamLink, { userId: user.id, teamId });
  for (const o of person.officiates ?? [])
    em.create(MatchOfficial, { userId: user.id, matchId: o.matchId, position: o.position ?? "referee" });
  await em.flush();
  if (person.staffIds?.length) await em.nativeUpdate(Staff, { id: { $in: person.staffIds } }, { userId: user.id });
  const { id, email, role, firstName, lastName } = user;
  return { id, email, role, firstName, lastName };
}
