import { z } from "zod";
import { LANGUAGES } from "../i18n/language";
import { emailField, requiredText } from "./common.schema";
import { ChangePasswordSchema, NewPasswordSchema } from "./login.schema";

/**
 * A person's own account: the mailed links' forms, the forgotten password and the profile.
 * Apart from the invitation schemas (account.schema.ts), so the account pages carry only these messages.
 */
export { LANGUAGES };

/** What a one-time account link is for (a captain offer: an existing account asked to captain a team); each has its own lifetime (server/auth/account-tokens.ts). */
export const ACCOUNT_TOKEN_PURPOSES = ["invitation", "password_reset", "captain_offer"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** A one-time link's token as sent in the mail: base32, bounded so junk is refused before any lookup. */
const tokenField = z
  .string("validation.tokenInvalid")
  .trim()
  .min(16, "validation.tokenInvalid")
  .max(128, "validation.tokenInvalid");

/** `POST /api/auth/invitations/accept` and `POST /api/auth/password-reset/confirm`. */
export const TokenPasswordSchema = z.object({ token: tokenField, password: NewPasswordSchema });

/** A captain offer's link (`auth.captainOffer`, `auth.acceptCaptainOffer`): the token only, accepted signed in. */
export const CaptainOfferTokenSchema = z.object({ token: tokenField });

/** `GET /api/auth/account-links/check`: whether a mailed link can still be used, before a password is typed. */
export const AccountLinkCheckSchema = z.object({
  purpose: z.enum(ACCOUNT_TOKEN_PURPOSES, "validation.tokenInvalid"),
  token: tokenField,
});

const confirmMatches = (password: string, confirmPassword: string) => password === confirmPassword;

/** The set-password pages' form (invitation, reset): the password twice, and the link's token. */
export const SetPasswordFormSchema = TokenPasswordSchema.extend({
  confirmPassword: z.string("validation.passwordsDiffer"),
}).refine((v) => confirmMatches(v.password, v.confirmPassword), {
  message: "validation.passwordsDiffer",
  path: ["confirmPassword"],
});

/** /account's change of password: the current one, then the new one twice. */
export const ChangePasswordFormSchema = ChangePasswordSchema.extend({
  confirmPassword: z.string("validation.passwordsDiffer"),
}).refine((v) => confirmMatches(v.newPassword, v.confirmPassword), {
  message: "validation.passwordsDiffer",
  path: ["confirmPassword"],
});

/** `POST /api/auth/password-reset`. */
export const PasswordResetRequestSchema = z.object({ email: emailField("validation.invalidEmailAddress") });

/** `PATCH /api/me/profile` and the /account page: the name and the language of the person's mail. */
export const ProfileSchema = z.object({
  firstName: requiredText("validation.firstNameRequired"),
  lastName: requiredText("validation.lastNameRequired"),
  language: z.enum(LANGUAGES, "validation.languageRequired"),
});
export type ProfileInput = z.infer<typeof ProfileSchema>;
