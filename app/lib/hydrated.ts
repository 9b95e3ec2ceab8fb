import { useSyncExternalStore } from "react";

const never = () => () => {};

/**
 * False in the server's HTML and while it hydrates, true once the browser runs the app: a form may
 * offer a plainer control first (it must work without JavaScript) and its enhanced one after, with
 * no hydration mismatch.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
