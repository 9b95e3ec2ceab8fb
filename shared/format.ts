/**
 * Dates are shown in Atlanta's time zone (the event's), so the server and the browser render the same
 * text whatever the visitor's zone, and every fixture reads as local kick-off time.
 */
export const EVENT_TIME_ZONE = "America/New_York";

const formats = new Map<string, Intl.DateTimeFormat>();
/**
 * One formatter per language and style, made on first use: building an Intl.DateTimeFormat with a time
 * zone costs far more than formatting with it, and a schedule formats every fixture (on the server for
 * every render, in the browser for hydration).
 */
function dateFormat(
  lang: string,
  style: string,
  options: Intl.DateTimeFormatOptions,
  timeZone = EVENT_TIME_ZONE,
): Intl.DateTimeFormat {
  const key = `${lang}|${style}|${timeZone}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(lang, { timeZone, ...options })));
  return format;
}

/** Weekday, day, month, time and zone; in Atlanta's zone unless another (the visitor's) is given. */
export function formatDateTime(lang: string, date: Date | string, timeZone = EVENT_TIME_ZONE) {
  return dateFormat(
    lang,
    "dateTime",
    { weekday: "short", day: "numeric", month: "short", hour: "numeric", minute: "2-digit", timeZoneName: "short" },
    timeZone,
  ).format(new Date(date));
}

export function formatDay(lang: string, date: Date | string) {
  return dateFormat(lang, "day", { weekday: "long", day: "numeric", month: "long", year: "numeric" }).format(new Date(date));
}

export function formatTime(lang: string, date: Date | string) {
  return dateFormat(lang, "time", { hour: "numeric", minute: "2-digit", timeZoneName: "short" }).format(new Date(date));
}

/** yyyy-mm-dd of a date in the event's time zone (for grouping a schedule by day). */
export function dayKey(date: Date | string) {
  return dateFormat("en-CA", "dayKey", { year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date(date));
}

const BYTE_UNITS = ["kilobyte", "megabyte", "gigabyte"] as const;

/** A file size in the visitor's language ("1.4 MB", "1,4 MB"), in steps of 1024 as file managers count. */
export function formatBytes(lang: string, bytes: number) {
  let unit = 0;
  let value = bytes / 1024;
  while (value >= 1024 && unit < BYTE_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return new Intl.NumberFormat(lang, {
    style: "unit",
    unit: BYTE_UNITS[unit],
    unitDisplay: "short",
    maximumFractionDigits: 1,
  }).format(value);
}
