import type { RouterOutputs } from "../../routers/index";
import { setRead, useRead } from "./rest";

type Me = RouterOutputs["auth"]["me"];
export type SignedInUser = NonNullable<Me["user"]>;

/** The signed-in user as the REST bridge answers it (read once per page, shared; see lib/rest.ts). */
const ME_PATH = "/api/auth/me";

/** The signed-in user, or null for a visitor (and until known, after hydration). */
export function useSignedInUser(): SignedInUser | null {
  return useRead<Me>(ME_PATH).data?.user ?? null;
}

/** After signing in or out: the account box follows without asking the server again. */
export function setSignedInUser(user: SignedInUser | null) {
  setRead<Me>(ME_PATH, (old) => ({ authMode: old?.authMode ?? "required", user }));
}
