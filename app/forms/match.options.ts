// Match statuses and rounds without the zod schemas (match.schema.ts), so pages that only list them
// do not load zod.
export const MATCH_STATUSES = ["scheduled", "live", "completed", "cancelled"] as const;
export const ROUNDS = ["group", "round_16", "quarter_final", "semi_final", "final"] as const;
/** The eight groups of four of the group stage. */
export const GROUPS = ["A", "B", "C", "D", "E", "F", "G", "H"] as const;
