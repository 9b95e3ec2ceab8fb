/**
 * A match's result as every write to it is checked: the admin's typed score and the score that follows
 * from the events pass the same rules (docs/decisions/004 and 080). Pure: the router refuses with the
 * problems these name.
 */
import type { ShootoutScore } from "./match-events";

export type ResultFields = {
  status: string;
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
};

/**
 * What is wrong with the match as it would be after a change (field → i18n key): completed needs both
 * scores; penalties only in a knockout match that is level; a level completed knockout match needs
 * penalties that decide it — and, when its kicks are recorded, a shoot-out that is over.
 */
export function resultProblems(m: ResultFields & { round: string }, shootout?: ShootoutScore | null): Record<string, string> {
  const fields: Record<string, string> = {};
  if (m.status === "completed") {
    if (m.homeScore == null) fields.homeScore = "validation.completedNeedsScores";
    if (m.awayScore == null) fields.awayScore = "validation.completedNeedsScores";
  }
  const hasPens = m.homePenalties != null || m.awayPenalties != null;
  const level = m.homeScore != null && m.homeScore === m.awayScore;
  if (hasPens && (m.round === "group" || !level)) fields.homePenalties = "validation.penaltiesOnlyLevelKnockout";
  if (m.round !== "group" && m.status === "completed" && level) {
    if (m.homePenalties == null || m.awayPenalties == null) fields.homePenalties = "validation.knockoutNeedsPenalties";
    else if (m.homePenalties === m.awayPenalties) fields.homePenalties = "validation.penaltiesMustDecide";
    else if (shootout && !shootout.decided) fields.homePenalties = "validation.shootoutUndecided";
  }
  return fields;
}

const RESULT_KEYS = ["status", "homeScore", "awayScore", "homePenalties", "awayPenalties"] as const;

/** Whether two results are the same (a missing figure is none). */
export const sameResult = (a: ResultFields, b: ResultFields) => RESULT_KEYS.every((k) => (a[k] ?? null) === (b[k] ?? null));

/** A match's result alone, each missing figure as null. */
export const resultOf = (m: ResultFields): ResultFields => ({
  status: m.status,
  homeScore: m.homeScore ?? null,
  awayScore: m.awayScore ?? null,
  homePenalties: m.homePenalties ?? null,
  awayPenalties: m.awayPenalties ?? null,
});
