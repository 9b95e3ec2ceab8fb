/*
 * Pure date rules fed the clock. Pages feed them the request time the server read (useServerNow), so the
 * server and the browser render the same text.
 */

import { EVENT_TIME_ZONE } from "./format";

const dayParts = new Intl.DateTimeFormat("en-US", {
  timeZone: EVENT_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});
/**
 * The calendar day (YYYY-MM-DD) at `now` in Atlanta, where the tournament is played: what "today" means
 * on a contract or a roster, whatever the server's or the visitor's zone (at 21:00 in Atlanta it is
 * already tomorrow in UTC).
 */
export function tournamentDayAt(now: number): string {
  const parts = dayParts.formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The calendar year at `now` (UTC, so every visitor's clock agrees with the server's). */
export function yearAt(now: number): number {
  return new Date(now).getUTCFullYear();
}

/** The quarter after the one `now` is in: what "coming soon" can honestly promise. */
export function nextQuarter(now: number): { quarter: number; year: number } {
  const d = new Date(now);
  const quarter = Math.floor(d.getUTCMonth() / 3) + 1;
  return quarter === 4 ? { quarter: 1, year: d.getUTCFullYear() + 1 } : { quarter: quarter + 1, year: d.getUTCFullYear() };
}

/** How long after kick-off an unplayed fixture is overdue: the match would surely be over by then. */
export const RESULT_DUE_AFTER_MS = 3 * 60 * 60 * 1000;

/** A fixture whose time has passed but that is still only scheduled: an admin has a result to enter. */
export function isAwaitingResult(m: { status: string; matchDate: Date | string }, now: number): boolean {
  return m.status === "scheduled" && new Date(m.matchDate).getTime() + RESULT_DUE_AFTER_MS < now;
}
