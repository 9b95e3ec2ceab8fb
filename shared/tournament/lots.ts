/**
 * The last group tie-breaker: when teams of a decided group are level on points, head-to-head, goal
 * figures and fair play, the lots decide, and an admin records what they gave (docs/decisions/080).
 * Pure: the router reads and writes the drawings.
 */
import type { GroupTable, LotDecision, StandingRow } from "./standings";

/**
 * The drawings as the tie-breaker applies them, from the recorded ones oldest first: newest first, so a
 * later drawing among the same teams replaces an earlier one.
 */
export function lotDecisions(recorded: readonly LotDecision[]): LotDecision[] {
  return [...recorded].reverse().map((l) => ({ group: l.group, teamIds: l.teamIds }));
}

/**
 * The tie of a decided group that a drawing of `teamIds` settles: a row awaiting lots whose tie is
 * exactly those teams, each named once. Null when the group is not decided or no such tie exists.
 */
export function tieSettledBy(table: GroupTable, teamIds: readonly string[]): StandingRow | null {
  const drawn = new Set(teamIds);
  if (!table.decided || drawn.size !== teamIds.length) return null;
  return (
    table.rows.find(
      (r) => r.lots === "pending" && r.tiedWith?.length === drawn.size && r.tiedWith.every((id) => drawn.has(id)),
    ) ?? null
  );
}
