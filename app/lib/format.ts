/**
 * Dates are shown in Atlanta's time zone (the event's), so the server and the browser render the same
 * text whatever the visitor's zone, and every fixture reads as local kick-off time.
 */
export const EVENT_TIME_ZONE = "America/New_York";

/** Weekday, day, month, time and zone; in Atlanta's zone unless another (the visitor's) is given. */
export function formatDateTime(lang: string, date: Date | string, timeZone = EVENT_TIME_ZONE) {
  return new Intl.DateTimeFormat(lang, {
    timeZone, weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short",
  }).format(new Date(date));
}

export function formatDay(lang: string, date: Date | string) {
  return new Intl.DateTimeFormat(lang, { timeZone: EVENT_TIME_ZONE, weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(date));
}

export function formatTime(lang: string, date: Date | string) {
  return new Intl.DateTimeFormat(lang, { timeZone: EVENT_TIME_ZONE, hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(new Date(date));
}

/** yyyy-mm-dd of a date in the event's time zone (for grouping a schedule by day). */
export function dayKey(date: Date | string) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: EVENT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(date));
}
