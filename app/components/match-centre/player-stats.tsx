/**
 * Where a player's tournament statistics (appearances, goals, cards…) go on /players/{id}, beside the
 * profile. Renders nothing until the stats reads exist (issue 17, the events half), which fills it.
 */
export function PlayerStats(_props: { playerId: string; teamId: string }) {
  return null;
}
