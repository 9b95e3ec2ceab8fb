import { z } from "zod";
import { emailField, honeypotField, optionalPhone, optionalText } from "./common.schema";

export const EVENT_IDS = ["group-stage", "quarter-finals", "semi-finals", "final", "awards-ceremony"] as const;

/**
 * Event registration (spec §3/§5): one schema for the dialog and `POST /api/event-submissions`. The email
 * is optional: given, it gets the confirmation.
 */
export const EventRegistrationSchema = z.object({
  eventId: z.enum(EVENT_IDS, "validation.eventRequired"),
  attendeeCount: z.coerce
    .number("validation.attendeeMin")
    .int("validation.attendeeMin")
    .min(1, "validation.attendeeMin")
    .max(500, "validation.invalid")
    .default(1),
  specialRequests: optionalText(2000),
  contactPhone: optionalPhone,
  email: emailField("validation.validEmailRequired").optional(),
  homepage: honeypotField,
});
