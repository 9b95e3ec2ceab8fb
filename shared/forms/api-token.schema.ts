import { z } from "zod";
import { API_TOKEN_SCOPES, DEFAULT_TOKEN_DAYS, MAX_TOKEN_DAYS } from "@shared/api-tokens";

/**
 * A new API token for a REST partner (docs/decisions/116): a name that says who holds it, what it may
 * do, and for how many days (90 unless told, at most 365).
 */
export const ApiTokenSchema = z.object({
  name: z.string("validation.tokenNameRequired").trim().min(1, "validation.tokenNameRequired").max(100, "validation.tooLong"),
  // A form's ticked boxes arrive as one value or several: Conform makes them a list, as JSON sends it.
  scopes: z.array(z.enum(API_TOKEN_SCOPES, "validation.tokenScopes"), "validation.tokenScopes").min(1, "validation.tokenScopes"),
  expiresInDays: z
    .number("validation.tokenDays")
    .int("validation.tokenDays")
    .min(1, "validation.tokenDays")
    .max(MAX_TOKEN_DAYS, "validation.tokenDays")
    .default(DEFAULT_TOKEN_DAYS),
});

/** Revoking a token: the admin access tab's button (a form post to /admin, or tRPC/REST). */
export const RevokeTokenSchema = z.object({ id: z.string().uuid("validation.invalidId") });
