/** Browser storage key of the team a visitor chose on /teams (spec: the selected-team key). */
export const SELECTED_TEAM_KEY = "selected-team";

export type SelectedTeam = { id: string; name: string };

type Storage = Pick<globalThis.Storage, "getItem" | "setItem" | "removeItem">;

function browserStorage(): Storage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    // Storage can be disabled (privacy settings): the choice is simply not remembered.
    return null;
  }
}

/** The stored team, or null. A value that does not parse as a team is discarded. */
export function getSelectedTeam(storage: Storage | null = browserStorage()): SelectedTeam | null {
  const raw = storage?.getItem(SELECTED_TEAM_KEY);
  if (raw == null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (value && typeof value === "object" && typeof (value as SelectedTeam).id === "string" && (value as SelectedTeam).id) {
      const { id, name } = value as SelectedTeam;
      return { id, name: typeof name === "string" ? name : "" };
    }
  } catch {
    // Not JSON: falls through to discarding it.
  }
  storage?.removeItem(SELECTED_TEAM_KEY);
  return null;
}

/** Stores the team as an object; null removes it. */
export function setSelectedTeam(team: SelectedTeam | null, storage: Storage | null = browserStorage()) {
  if (!storage) return;
  if (team === null) storage.removeItem(SELECTED_TEAM_KEY);
  else storage.setItem(SELECTED_TEAM_KEY, JSON.stringify({ id: team.id, name: team.name }));
}
