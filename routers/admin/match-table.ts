import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import type { MatchRow } from "../../db/entities/index";
import type { MatchPage } from "@shared/forms/match-table.schema";
import { isAwaitingResult } from "@shared/clock";
import { dayKey } from "@shared/format";
import { MatchOutput } from "../_lib/schemas";
import { cachedMatches, cachedTeams } from "../_lib/tournament/state";

export const MatchPageOutput = z.object({ rows: z.array(MatchOutput), total: z.number().int() });

type MatchFilter = Omit<MatchPage, "page" | "pageSize">;

/**
 * Whether a match passes the admin's filters. A group letter means that group's group-stage matches
 * (a group match is between two teams of one group, so the home team's group is the match's); days are
 * kick-off days in the event's time zone, as the table shows them.
 */
export function matchPasses(
  m: Pick<MatchRow, "round" | "status" | "matchDate" | "homeTeamId">,
  f: MatchFilter,
  groupOf: Map<string, string>,
  now: number,
): boolean {
  if (f.round && m.round !== f.round) return false;
  if (f.group && (m.round !== "group" || groupOf.get(m.homeTeamId) !== f.group)) return false;
  if (f.status === "awaiting_result" ? !isAwaitingResult(m, now) : f.status && m.status !== f.status) return false;
  const day = dayKey(m.matchDate);
  if (f.from && day < f.from) return false;
  if (f.to && day > f.to) return false;
  return true;
}

/**
 * One page of the matches in kick-off order with the total that pass the filters. Filtered on the
 * server from the cached list every page already reads: a tournament has 64 fixtures (plus the few an
 * admin adds), so this costs less than a query, and a result invalidates it like every other reader.
 */
export async function matchPage(em: EntityManager, input: MatchPage, now = Date.now()) {
  const [teams, matches] = await Promise.all([cachedTeams(em), cachedMatches(em)]);
  const groupOf = new Map(teams.map((t) => [t.id, t.group]));
  const passing = matches.filter((m) => matchPasses(m, input, groupOf, now));
  const start = (input.page - 1) * input.pageSize;
  return { rows: passing.slice(start, start + input.pageSize), total: passing.length };
}
