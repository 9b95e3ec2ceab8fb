import { z, type ZodType } from "zod";
import { instantInput, tournamentTimeInput } from "./instant.schema";

import { GROUPS, MATCH_STATUSES, ROUNDS } from "./match.options";

export { GROUPS, MATCH_STATUSES, ROUNDS };
export type MatchStatus = (typeof MATCH_STATUSES)[number];
export type Round = (typeof ROUNDS)[number];

/** Other spellings seen in the specs, accepted and stored in the canonical form (DESIGN.md). */
const STATUS_ALIASES: Record<string, MatchStatus> = { in_progress: "live", upcoming: "scheduled" };
const ROUND_ALIASES: Record<string, Round> = {
  group_stage: "group",
  round_of_16: "round_16",
  quarterfinals: "quarter_final",
  semifinals: "semi_final",
};
export const STATUS_INPUTS = [...MATCH_STATUSES, "in_progress", "upcoming"] as const;
export const ROUND_INPUTS = [...ROUNDS, "group_stage", "round_of_16", "quarterfinals", "semifinals"] as const;
export const normalizeStatus = (s: string): MatchStatus => STATUS_ALIASES[s] ?? (s as MatchStatus);
export const normalizeRound = (r: string): Round => ROUND_ALIASES[r] ?? (r as Round);

/** Spec: default venue a stadium in Atlanta. */
export const DEFAULT_VENUE = "Mercedes-Benz Stadium";

const score = z
  .number("validation.scoreInvalid")
  .int("validation.scoreInvalid")
  .min(0, "validation.scoreInvalid")
  .max(99, "validation.scoreInvalid");

/** A new match, its kick-off read by `instant` (the API's, or the site form's). */
const scheduleMatch = (instant: (required: string) => ZodType<Date, unknown>) =>
  z
    .object({
      homeTeamId: z.string("validation.homeTeamRequired").uuid("validation.homeTeamRequired"),
      awayTeamId: z.string("validation.awayTeamRequired").uuid("validation.awayTeamRequired"),
      // Bounded so a far-past or far-future instant (JavaScript reaches 271821 BC) never meets the timestamptz column's range.
      matchDate: instant("validation.matchDateRequired").pipe(
        z
          .date()
          .min(new Date("2000-01-01T00:00:00Z"), "validation.invalid")
          .max(new Date("2100-01-01T00:00:00Z"), "validation.invalid"),
      ),
      venue: z.string("validation.venueRequired").trim().min(1, "validation.venueRequired").max(120, "validation.tooLong"),
      round: z.enum(ROUND_INPUTS, "validation.roundInvalid").default("group"),
    })
    .refine((m) => m.homeTeamId !== m.awayTeamId, { path: ["awayTeamId"], message: "validation.sameTeams" });

/** Create Match (POST /api/matches): the kick-off with `Z` or an offset, else 400 naming `matchDate`. */
export const ScheduleMatchSchema = scheduleMatch(instantInput);
/** Schedule New Match / Create Match on the site: the `datetime-local` value is the tournament's time (New York). */
export const ScheduleMatchFormSchema = scheduleMatch(tournamentTimeInput);

/** Live Match Updates / Complete Match (PATCH /api/matches/{matchId}). Fields left out keep their value. */
export const MatchUpdateSchema = z.object({
  matchId: z.string("validation.matchRequired").uuid("validation.matchRequired"),
  homeScore: score.nullish(),
  awayScore: score.nullish(),
  homePenalties: score.nullish(),
  awayPenalties: score.nullish(),
  status: z.enum(STATUS_INPUTS, "validation.statusInvalid").optional(),
  minute: z
    .number("validation.minuteInvalid")
    .int("validation.minuteInvalid")
    .min(0, "validation.minuteInvalid")
    .max(120, "validation.minuteInvalid")
    .nullish(),
  attendance: z.number().int().min(0, "validation.invalid").max(200_000, "validation.invalid").nullish(),
  /** Why a result changes; kept in the match's audit trail. Required for a correction in the admin. */
  reason: z.string("validation.reasonInvalid").trim().max(500, "validation.reasonInvalid").optional(),
});

/** A referee's sign-off of a completed match's report (POST /api/matches/{matchId}/sign-off). */
export const SignOffSchema = z.object({ matchId: z.string("validation.matchRequired").uuid("validation.matchRequired") });

/** Correct result (admin): a completed match's new score, with the reason the audit trail keeps. */
export const CorrectResultSchema = MatchUpdateSchema.extend({
  reason: z.string("validation.reasonRequired").trim().min(5, "validation.reasonRequired").max(500, "validation.reasonInvalid"),
});
