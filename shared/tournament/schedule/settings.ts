/**
 * The schedule's settings with their defaults, and the local clock they are read in. Pure.
 */
import type { KickoffLimit, ScheduleSettings } from "./types";

/** Every weekday allows kick-offs from 10:00 to 20:00 local unless the settings say otherwise. */
export const DEFAULT_KICKOFF_LIMIT: KickoffLimit = { earliestMinute: 10 * 60, latestMinute: 20 * 60 };

export const DEFAULT_SETTINGS: ScheduleSettings = {
  slotMinutes: 120,
  minRestHours: 48,
  oneMatchPerTeamPerDay: true,
  knockoutBufferHours: 24,
  kickoffLimits: {},
  timeZone: "America/New_York",
};

export function resolveSettings(settings: Partial<ScheduleSettings> | undefined): ScheduleSettings {
  return { ...DEFAULT_SETTINGS, ...settings, kickoffLimits: { ...settings?.kickoffLimits } };
}

export function kickoffLimitOn(settings: ScheduleSettings, weekday: number): KickoffLimit {
  return settings.kickoffLimits[weekday] ?? DEFAULT_KICKOFF_LIMIT;
}

export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

export type LocalTime = { day: string; weekday: number; minute: number };

// Intl formatters are costly to build and the generator asks thousands of times: one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];

/** The local calendar day (YYYY-MM-DD), weekday (0 = Sunday) and minute of the day of an instant. */
export function localTime(ms: number, timeZone: string): LocalTime {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      weekday: "short",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, format);
  }
  const parts: Record<string, string> = {};
  for (const part of format.formatToParts(ms)) parts[part.type] = part.value;
  return {
    day: `${parts.year}-${parts.month}-${parts.day}`,
    weekday: WEEKDAYS.indexOf(parts.weekday),
    minute: Number(parts.hour) * 60 + Number(parts.minute),
  };
}
