import { z } from "zod";
import { LANGUAGES } from "../i18n/language";
import { emailField, requiredText } from "./common.schema";

/** The account pages' schemas live apart (own-account.schema.ts); server code finds them here too. */
export * from "./own-account.schema";

/** Roles an admin may invite someone to hold; `player` accounts come from registrations only. */
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

/** `POST /api/teams/{teamId}/captain-invitation` (the team's franchise manager): its own module, for the franchise page. */
export { CaptainInvitationSchema } from "./captain-invitation.schema";
