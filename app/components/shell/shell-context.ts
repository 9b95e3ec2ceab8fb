import { createContext, useContext } from "react";

/** What the shell offers the pages and forms inside it. Its own module, so they need not import the shell. */
export type ShellApi = { openEventRegistration: () => void };

export const ShellContext = createContext<ShellApi | null>(null);

export function useShell(): ShellApi {
  const ctx = useContext(ShellContext);
  if (!ctx) throw new Error("useShell outside AppShell");
  return ctx;
}
