import { z } from "zod";

export const EVENT_IDS = ["group-stage", "quarter-finals", "semi-finals", "final", "awards-ceremony"] as const;

/** Event registration (spec §3/§5): one schema for the dialog and `POST /api/event-submissions`. */
export const EventRegistrationSchema = z.object({
  eventId: z.enum(EVENT_IDS, "validation.eventRequired"),
  attendeeCount: z.coerce.number("validation.attendeeMin").int("validation.attendeeMin").min(1, "validation.attendeeMin").max(500, "validation.invalid"),
  specialRequests: z.string().trim().max(2000, "validation.tooLong").optional(),
  contactPhone: z.string().trim().max(40, "validation.tooLong").optional(),
});
export type EventRegistrationInput = z.infer<typeof EventRegistrationSchema>;
