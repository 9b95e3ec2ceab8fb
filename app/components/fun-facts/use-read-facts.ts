import { useCallback, useMemo, useSyncExternalStore } from "react";
import { READ_FACTS_KEY, loadReadFacts, markFactsRead, parseReadList } from "./trigger";

/** Same-page changes (the popup and the library both write the list); `storage` covers other tabs. */
const CHANGE_EVENT = "read-fun-facts-change";

function subscribe(onChange: () => void) {
  window.addEventListener(CHANGE_EVENT, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onChange);
    window.removeEventListener("storage", onChange);
  };
}

function snapshot() {
  try {
    return localStorage.getItem(READ_FACTS_KEY);
  } catch {
    return null;
  }
}

/** Runs a storage write; storage can be unavailable (private mode), then reading simply is not remembered. */
function write(action: (storage: Storage) => void) {
  try {
    action(localStorage);
  } catch {
    return;
  }
  window.dispatchEvent(new Event(CHANGE_EVENT));
}

export function markRead(ids: number[]) {
  write((s) => markFactsRead(s, ids));
}

/** The ids of the facts read in this browser, shared live by the popup and the library. */
export function useReadFacts() {
  // The raw string is the snapshot: stable between renders until the stored value changes.
  const raw = useSyncExternalStore(subscribe, snapshot, () => null);
  const readIds = useMemo(() => parseReadList(raw) ?? [], [raw]);
  const reset = useCallback(() => write((s) => s.removeItem(READ_FACTS_KEY)), []);
  return { readIds, markRead, reset };
}

/** The current list, read outside rendering (a corrupt stored value is discarded). */
export function currentReadFacts(): number[] {
  try {
    return loadReadFacts(localStorage);
  } catch {
    return [];
  }
}
