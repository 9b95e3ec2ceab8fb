/**
 * Who the signed-in person is, as pages need it to choose their controls (decision 111): the
 * role and what it is linked to. The server's gates (server/auth/scope.ts) decide; pages only use this
 * to show what the person may do, so a control they show is one the gate lets through.
 */
export type Person = {
  /** A signed-in admin, or AUTH_MODE=off: every control. */
  admin: boolean;
  role: string | null;
  teamIds: string[];
  matchIds: string[];
  staffIds: string[];
};

export const NOBODY: Person = { admin: false, role: null, teamIds: [], matchIds: [], staffIds: [] };

/** Whether the person may act for the team in one of `roles` (admins always may). */
export function actsForTeam(person: Person, teamId: string | null | undefined, roles: readonly string[]): boolean {
  if (person.admin) return true;
  return !!teamId && !!person.role && roles.includes(person.role) && person.teamIds.includes(teamId);
}

/** The team a page opens on for this person when the address names none: their first linked team. */
export function ownTeam(person: Person, roles: readonly string[]): string | null {
  return person.role && roles.includes(person.role) ? (person.teamIds[0] ?? null) : null;
}
