import { createContext, useContext } from "react";

/**
 * The route whose action takes the console's writes (line-ups, events, the match's state, sign-off):
 * the admin page's by default, a referee's "My matches" page or a captain's team page where they use it.
 */
export const ConsoleAction = createContext("/admin?tab=console");
export const useConsoleAction = () => useContext(ConsoleAction);

/** Console intents that refresh the console's own queries: the page's loader is not run again for each. */
export const CONSOLE_INTENTS = new Set(["addEvent", "deleteEvent", "matchState", "signOff"]);
