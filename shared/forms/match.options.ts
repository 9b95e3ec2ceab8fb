// Match statuses, rounds and match-centre codes without the zod schemas (match.schema.ts,
// match-centre.schema.ts), so pages that only list them do not load zod.
export const MATCH_STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;
export const ROUNDS = ["group", "round_16", "quarter_final", "semi_final", "third_place", "final"] as const;
/** A tournament's phase (spec: upcoming by default). */
export const TOURNAMENT_STATUSES = ["upcoming", "in_progress", "completed"] as const;
/** The eight groups of four of the group stage. */
export const GROUPS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;

/**
 * What happens in a match (docs/decisions/080-match-centre.md). A goal may be an own goal or a penalty;
 * a second yellow is the caution that sends a player off; a shoot-out kick is one kick of a penalty
 * shoot-out, scored or missed.
 */
export const EVENT_KINDS = ["goal", "yellow_card", "second_yellow", "red_card", "substitution", "shootout_kick"] as const;
export type EventKind = (typeof EVENT_KINDS)[number];
export const CARD_KINDS = ["yellow_card", "second_yellow", "red_card"] as const satisfies readonly EventKind[];

/** Minutes of play: 0–90, 91–120 in extra time; added (stoppage) time only at the end of a period. */
export const LAST_MINUTE = 120;
export const PERIOD_ENDS = [45, 90, 105, 120] as const;
export const MAX_STOPPAGE = 30;

/** A line-up: eleven starters and up to fifteen substitutes (FIFA World Cup 2026 squads of 26). */
export const STARTERS = 11;
export const MAX_SUBSTITUTES = 15;
/** Substitutions a team may make: five, and a sixth in extra time. */
export const SUBSTITUTIONS_ALLOWED = 5;
export const SUBSTITUTIONS_WITH_EXTRA_TIME = 6;
