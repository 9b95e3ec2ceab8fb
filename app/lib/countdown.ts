/** Kick-off of the tournament (spec: 2026-06-11T00:00:00Z). */
export const EVENT_START = Date.UTC(2026, 5, 11, 0, 0, 0);

export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; passed: boolean };

/** Whole days, hours, minutes and seconds from `now` to `target`; all zeros once passed. */
export function timeLeft(now: number, target = EVENT_START): TimeLeft {
  const ms = target - now;
  if (ms <= 0) return { days: 0, hours: 0, minutes: 0, seconds: 0, passed: true };
  const s = Math.floor(ms / 1000);
  return {
    days: Math.floor(s / 86400),
    hours: Math.floor((s % 86400) / 3600),
    minutes: Math.floor((s % 3600) / 60),
    seconds: s % 60,
    passed: false,
  };
}
