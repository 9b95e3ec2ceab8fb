import { z } from "zod";

/** A new API token for a REST partner: a name that says who holds it. */
export const ApiTokenSchema = z.object({
  name: z.string("validation.tokenNameRequired").trim().min(1, "validation.tokenNameRequired").max(100, "validation.tooLong"),
});

/** Revoking a token: the admin access tab's button (a form post to /admin, or tRPC/REST). */
export const RevokeTokenSchema = z.object({ id: z.string().uuid("validation.invalidId") });
