/**
 * The schedule's data: what is asked (settings, groups, bracket, pitches, blackouts, fixed matches), what
 * the generator proposes and what the checker finds. Instants are ISO 8601 strings so the API can pass
 * them through JSON unchanged. Pure types, no I/O.
 */
import type { SlotSource } from "../bracket";

/** A local kick-off limit for one weekday, in minutes after local midnight (600 = 10:00). */
export type KickoffLimit = { earliestMinute: number; latestMinute: number };

export type ScheduleSettings = {
  /** How long a pitch is taken by one match, changeover included; also the kick-off grid's step. */
  slotMinutes: number;
  /** Between one match's end (kick-off + slot) and the same team's next kick-off. */
  minRestHours: number;
  /** No team plays twice on one local day (in `timeZone`). */
  oneMatchPerTeamPerDay: boolean;
  /** A knockout match kicks off at least this long after each match feeding it ends (kick-off + slot). */
  knockoutBufferHours: number;
  /** Per weekday (0 = Sunday … 6 = Saturday, local); a weekday left out uses the default limit. */
  kickoffLimits: Partial<Record<number, KickoffLimit>>;
  /** IANA zone that says what a "day" and a local kick-off hour are. */
  timeZone: string;
};

export type Window = { from: string; to: string };

export type Pitch = {
  id: string;
  /** Pitches of one venue share it; a team moving venue within a day is a soft cost. */
  venueId: string;
  /** A showcase pitch: the semi-finals and the final prefer it. */
  feature?: boolean;
  /** When the pitch may be used: a match must fit wholly inside one window. */
  windows: Window[];
};

export type Blackout = { kind: "pitch" | "team" | "referee"; id: string; from: string; to: string; reason: string };

export type Group = { id: string; teamIds: string[] };

/** A bracket slot to schedule: `round` "semi_final" and "final" prefer a feature pitch. */
export type KnockoutSlot = { slot: string; round: string; home: SlotSource; away: SlotSource };

/** A side of a match: a team id once known, else where the team will come from. */
export type Side = string | SlotSource;

/** A match with a time and a pitch. */
export type PlacedMatch = {
  key: string;
  home: Side;
  away: Side;
  pitchId: string;
  kickoff: string;
  refereeId?: string;
};

/** A match that must not move: played, live, or locked by an admin. */
export type FixedMatch = PlacedMatch & { status: "locked" | "played" | "live" };

export type Stage = "group" | "knockout" | "all";

export type ScheduleInput = {
  settings?: Partial<ScheduleSettings>;
  groups: Group[];
  /** Defaults to the tournament's BRACKET (8 groups A–H). */
  bracket?: KnockoutSlot[];
  pitches: Pitch[];
  blackouts?: Blackout[];
  fixed?: FixedMatch[];
  stage: Stage;
};

/** What the checker reads: every match of the schedule, fixed or not. */
export type CheckInput = Omit<ScheduleInput, "fixed" | "stage"> & { matches: PlacedMatch[] };

export type RuleId =
  | "team-overlap"
  | "team-rest"
  | "team-day"
  | "pitch-overlap"
  | "pitch-window"
  | "unknown-pitch"
  | "blackout-team"
  | "blackout-pitch"
  | "blackout-referee"
  | "knockout-buffer"
  | "knockout-feeder-missing"
  | "kickoff-hours";

/**
 * One broken hard rule. No sentence: `messageKey` is an i18n key and the numbers fill it in
 * ("rest 26 h, needs 48 h" is actual 26, required 48, unit "hours").
 */
export type Conflict = {
  rule: RuleId;
  messageKey: `schedule.conflict.${RuleId}`;
  matchKeys: string[];
  /** The team, pitch or referee the rule is about, when there is one. */
  subjectId?: string;
  actual?: number;
  required?: number;
  unit?: "hours" | "minutes";
};

/** Why a match could not be placed: the hard rules that ruled out its candidate times, or "no-capacity". */
export type UnplacedReason = RuleId | "no-capacity" | "knockout-feeder" | "invalid-input" | "no-slot";

export type Proposal = {
  matches: PlacedMatch[];
  unplaced: { key: string; home: Side; away: Side; reasons: UnplacedReason[] }[];
  quality: ScheduleQuality;
  /** Conflicts among the fixed matches alone: the generator cannot fix them, the admin must. */
  fixedConflicts: Conflict[];
  /** Keys the independent re-check took back (placed by the model, faulted by checkSchedule): a model bug if not empty. */
  takenBack: string[];
  /** Per solved sub-model: what the solver said, for the bench and the logs. */
  solves: { phase: string; status: string; objective: number; ms: number; columns: number; rows: number }[];
};

export type ScheduleQuality = {
  restHours: { overall: { min: number | null; mean: number | null }; perTeam: Record<string, { min: number; mean: number }> };
  /** Early kick-offs are before the middle of that weekday's limits, late ones from it. */
  kickoffSpread: Record<string, { early: number; late: number; stdDevHour: number }>;
  pitchUse: Record<string, number>;
};
