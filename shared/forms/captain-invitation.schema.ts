import { z } from "zod";
import { LANGUAGES } from "../i18n/language";
import { emailField, requiredText } from "./common.schema";

/**
 * `POST /api/teams/{teamId}/captain-invitation` (the team's franchise manager): the person and their
 * mail's language; the role (captain) and the team come from the path. The same fields and messages as
 * an admin's invitation (account.schema.ts), in a module of its own so the franchise page carries only these.
 */
export const CaptainInvitationSchema = z.object({
  email: emailField("validation.invalidEmailAddress"),
  firstName: requiredText("validation.firstNameRequired"),
  lastName: requiredText("validation.lastNameRequired"),
  language: z.enum(LANGUAGES, "validation.invalid").optional(),
  teamId: z.string("validation.teamRequired").uuid("validation.teamRequired"),
});
