import type { RouterOutputs } from "../../routers/index";
import { forgetRead, setRead, useRead } from "./rest";

type Me = RouterOutputs["auth"]["me"];
export type SignedInUser = NonNullable<Me["user"]>;
export type Whoami = RouterOutputs["auth"]["whoami"];

/** The signed-in user as the REST bridge answers it (read once per page, shared; see lib/rest.ts). */
const ME_PATH = "/api/auth/me";
/** The signed-in person's role and what it covers (GET /api/me), for their "My …" links. */
const WHOAMI_PATH = "/api/me";

/** The signed-in user, or null for a visitor (and until known, after hydration). */
export function useSignedInUser(): SignedInUser | null {
  return useRead<Me>(ME_PATH).data?.user ?? null;
}

/** The signed-in person's role and scopes (only asked for where someone is signed in: the account box). */
export function useWhoami(): Whoami | null {
  return useRead<Whoami>(WHOAMI_PATH).data ?? null;
}

/** After signing in or out: the account box follows without asking the server again who it is. */
export function setSignedInUser(user: SignedInUser | null) {
  setRead<Me>(ME_PATH, (old) => ({ authMode: old?.authMode ?? "required", user }));
  forgetRead(WHOAMI_PATH);
}

export type MyPlace = { to: string; labelKey: string };

/**
 * Where a person's role takes them ("My franchise", "My team", "My matches", "My tasks"): the first
 * team, the referee's console, the staff page. Admins and others have none besides their account.
 */
export function myPlace({ role, scopes }: Pick<Whoami, "role" | "scopes">): MyPlace | null {
  const team = scopes.teams[0];
  if (role === "franchise_manager" && team) return { to: `/franchise?teamId=${team.id}`, labelKey: "account.my.franchise" };
  if (role === "captain" && team) return { to: `/teams/${team.id}`, labelKey: "account.my.team" };
  if (role === "referee") return { to: "/my-matches", labelKey: "account.my.matches" };
  if (role === "sponsor") return { to: "/my-sponsorship", labelKey: "account.my.sponsorship" };
  if (role === "staff") return { to: "/staff", labelKey: "account.my.tasks" };
  return null;
}
