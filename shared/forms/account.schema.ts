import { z } from "zod";
import { LANGUAGES } from "../i18n/language";
import { emailField, requiredText } from "./common.schema";
import { NewPasswordSchema } from "./login.schema";

export { LANGUAGES };

/** What a one-time account link is for; each has its own lifetime (server/auth/account-tokens.ts). */
export const ACCOUNT_TOKEN_PURPOSES = ["invitation", "password_reset"] as const;
export type AccountTokenPurpose = (typeof ACCOUNT_TOKEN_PURPOSES)[number];

/** Roles an admin may invite someone to hold (issue 23); `player` accounts come from registrations only. */
export const INVITABLE_ROLES = ["franchise_manager", "captain", "referee", "staff", "sponsor", "admin"] as const;
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

const uuidList = (message: string) => z.array(z.string(message).uuid(message)).max(32, "validation.tooLong").optional();

/** `POST /api/invitations` (admin): the person, the role and what it covers. */
export const InvitationSchema = z.object({
  email: emailField("validation.invalidEmailAddress"),
  firstName: requiredText("validation.firstNameRequired"),
  lastName: requiredText("validation.lastNameRequired"),
  role: z.enum(INVITABLE_ROLES, "validation.roleRequired"),
  teamIds: uuidList("validation.teamUnknown"),
  matchIds: uuidList("validation.matchRequired"),
  language: z.enum(LANGUAGES, "validation.invalid").optional(),
});
export type InvitationInput = z.infer<typeof InvitationSchema>;

/** `POST /api/teams/{teamId}/captain-invitation` (the team's franchise manager). */
export const CaptainInvitationSchema = InvitationSchema.pick({
  email: true,
  firstName: true,
  lastName: true,
  language: true,
}).extend({
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
});

/** A one-time link's token as sent in the mail: base32, bounded so junk is refused before any lookup. */
const tokenField = z
  .string("validation.tokenInvalid")
  .trim()
  .min(16, "validation.tokenInvalid")
  .max(128, "validation.tokenInvalid");

/** `POST /api/auth/invitations/accept` and `POST /api/auth/password-reset/confirm`. */
export const TokenPasswordSchema = z.object({ token: tokenField, password: NewPasswordSchema });

/** `POST /api/auth/password-reset`. */
export const PasswordResetRequestSchema = z.object({ email: emailField("validation.invalidEmailAddress") });
