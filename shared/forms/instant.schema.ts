import { z } from "zod";
import { EVENT_TIME_ZONE } from "@shared/format";

/**
 * Instants in input (docs/decisions/116): ISO 8601 with `Z` or an offset. A time
 * without one (`2026-07-01T18:00:00`) means nothing certain — it used to be stored as that time in UTC
 * — so the API refuses it with 400 naming the field and this example. Answers stay ISO 8601 in UTC (`Z`).
 */
export const OFFSET_EXAMPLE = "2026-07-01T18:00:00-04:00";
const HAS_OFFSET = /(?:z|[+-]\d{2}(?::?\d{2})?)$/i;
const LOCAL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;

/**
 * An instant of the API's input: a `Date` (the site's own tRPC client and in-process callers), an ISO
 * string with an offset, or a number of milliseconds; a string without an offset is refused.
 */
export function instantInput(required: string) {
  return z
    .preprocess((value, ctx) => {
      if (typeof value === "string" && LOCAL_TIME.test(value.trim()) && !HAS_OFFSET.test(value.trim()))
        ctx.issues.push({ code: "custom", message: "validation.dateOffset", input: value });
      return value;
    }, z.coerce.date(required))
    .meta({
      type: "string",
      format: "date-time",
      description: "ISO 8601 with Z or an offset; a time without one is refused",
      example: OFFSET_EXAMPLE,
    });
}

/**
 * An instant of the site's own forms: a `datetime-local` value carries no zone, and the time typed is
 * the tournament's (America/New_York, as every page shows times), so it is read there, daylight
 * saving included; with an offset it is taken as is.
 */
export function tournamentTimeInput(required: string) {
  return z.preprocess((value) => {
    if (typeof value !== "string" || HAS_OFFSET.test(value.trim())) return value;
    return zonedInstant(value.trim()) ?? value;
  }, z.coerce.date(required));
}

/** The instant a wall-clock time (`YYYY-MM-DDTHH:mm[:ss]`) names in `timeZone`; null when it is not one. */
export function zonedInstant(local: string, timeZone = EVENT_TIME_ZONE): Date | null {
  const m = LOCAL_TIME.exec(local);
  if (!m) return null;
  const [y, mo, d, h, mi, s = "0", ms = "0"] = m.slice(1);
  const wall = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s, +ms.padEnd(3, "0"));
  if (Number.isNaN(wall)) return null;
  // The zone's offset at the guess, then again at the corrected instant (the two differ across a change of clocks).
  let at = wall - offsetMs(wall, timeZone);
  at = wall - offsetMs(at, timeZone);
  return new Date(at);
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();
function offsetMs(instant: number, timeZone: string) {
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    zoneFormats.set(timeZone, format);
  }
  const p = Object.fromEntries(format.formatToParts(new Date(instant)).map((x) => [x.type, x.value]));
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}
