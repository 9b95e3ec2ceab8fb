import { z } from "zod";
import { INT4_MAX } from "./common.schema";

/** Largest value a metric column holds (PostgreSQL integer). */
export const METRIC_MAX = INT4_MAX;

const count = z
  .number("validation.wholeNumber")
  .int("validation.wholeNumber")
  .min(0, "validation.nonNegative")
  .max(METRIC_MAX, "validation.numberTooLarge");

export const METRIC_FIELDS = [
  "totalParticipants",
  "completedMatches",
  "activeTeams",
  "upcomingMatches",
  "averageAttendance",
  "totalSponsors",
  "eventDuration",
  "prizePool",
] as const;

/** Tournament metrics (`PUT /api/tournament-metrics`): non-negative whole numbers; eventDuration in days, prizePool in cents. */
export const MetricsSchema = z.object({
  totalParticipants: count,
  completedMatches: count,
  activeTeams: count,
  upcomingMatches: count,
  averageAttendance: count,
  totalSponsors: count,
  eventDuration: count,
  prizePool: count,
});

/** The admin's metrics form: the prize pool typed in whole dollars, sent on in cents. */
export const MetricsFormSchema = MetricsSchema.extend({
  prizePool: z
    .number("validation.wholeNumber")
    .int("validation.wholeNumber")
    .min(0, "validation.nonNegative")
    .transform((dollars) => dollars * 100)
    .pipe(count),
});
