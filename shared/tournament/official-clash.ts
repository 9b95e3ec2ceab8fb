import { OFFICIAL_REST_MS } from "@shared/forms/officials.schema";

/** A match an official is already assigned to. */
export type Assignment = { matchId: string; matchDate: Date };

/**
 * The official's other match whose kick-off is less than OFFICIAL_REST_MS (2 h) from this one's, if
 * any: a referee cannot be on two pitches, nor finish one match and start the next without a break.
 * The same match never clashes with itself (re-assigning is allowed). Pure: the router loads the rows.
 */
export function officialClash(matchId: string, matchDate: Date, assignments: readonly Assignment[]): Assignment | null {
  return (
    assignments
      .filter((a) => a.matchId !== matchId && Math.abs(a.matchDate.getTime() - matchDate.getTime()) < OFFICIAL_REST_MS)
      .sort((a, b) => a.matchDate.getTime() - b.matchDate.getTime())[0] ?? null
  );
}
