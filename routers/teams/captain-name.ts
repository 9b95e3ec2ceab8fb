import type { EntityManager } from "@mikro-orm/postgresql";
import { Team, TeamLink, User } from "../../db/entities/index";
import { invalidateReads } from "../../server/read-cache";

/**
 * The name a team's pages give as its captain is the person who holds the role: when a captain's account is
 * opened, linked to a team or accepts a team's offer, their teams name them (the seed's names stand until then).
 * Runs in the caller's transaction; `namedCaptainsChanged` drops the cached team reads after the commit.
 */
export async function nameCaptainOfTeams(tx: EntityManager, userId: string): Promise<boolean> {
  const person = await tx.findOne(User, userId);
  if (!person || person.role !== "captain" || !person.passwordHash) return false;
  const name = `${person.firstName ?? ""} ${person.lastName ?? ""}`.trim();
  if (!name) return false;
  const links = await tx.find(TeamLink, { userId });
  const teams = await tx.find(Team, { id: { $in: links.map((l) => l.teamId) } });
  let changed = false;
  for (const team of teams) {
    if (team.captain === name) continue;
    team.captain = name;
    changed = true;
  }
  return changed;
}

/** After the commit of a change `nameCaptainOfTeams` made: team lists and pages read the new name. */
export async function namedCaptainsChanged(em: EntityManager, changed: boolean) {
  if (changed) await invalidateReads(em, ["teams"]);
}
