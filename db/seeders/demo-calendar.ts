/**
 * Where the embedded demo's tournament sits in time (docs/decisions/125-demo-tournament-in-progress.md).
 * Pure: fed the moment the demo is first started and DEMO_START, it says how far to move the seed's
 * calendar (which opens on 2026-06-11) and which matches are already played or being played then.
 */
import { KICKOFF_HOURS_UTC } from "./group-schedule";

/** The day the seed's group stage opens (groupStageFixtures' default start). */
export const SEED_OPENING = Date.UTC(2026, 5, 11);
const DAY = 86_400_000;
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The seed day whose first match is the one being played when the demo starts: the second matchday's first day. */
const LIVE_DAY = 4;
/** The half-time break in a live match's elapsed time. */
const HALF_TIME_MINUTES = 15;

export type DemoCalendar = {
  /** How far every seeded date moves (ms): 0 keeps the seed's calendar. */
  shiftMs: number;
  /** Matches kicking off before this moment (after the shift) are played, with their results. */
  playedBefore: number;
  /** The kick-off of the match being played at the demo's start, and the minute it has reached; null when none. */
  live: { kickoff: number; minute: number } | null;
};

/** A DEMO_START value: a calendar date, YYYY-MM-DD. */
export const DEMO_START_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The demo's calendar. With `demoStart` (YYYY-MM-DD), a fixed calendar: the group stage opens that day
 * and the tournament stands as it did that morning, every match ahead — the same data on every run and
 * every date. Without it, the calendar is placed around `now`: the first matchday played, and the second
 * matchday's first match kicked off on the hour 30 to 89 minutes ago and being played (minute 30 to 75),
 * the rest ahead.
 */
export function demoCalendar(now: number, demoStart?: string): DemoCalendar {
  if (demoStart) {
    const [y, m, d] = demoStart.split("-").map(Number);
    const opening = Date.UTC(y, m - 1, d);
    return { shiftMs: opening - SEED_OPENING, playedBefore: opening, live: null };
  }
  const kickoff = Math.floor((now - 30 * MINUTE) / HOUR) * HOUR;
  const seedKickoff = SEED_OPENING + LIVE_DAY * DAY + KICKOFF_HOURS_UTC[0] * HOUR;
  const elapsed = Math.floor((now - kickoff) / MINUTE);
  const minute = elapsed <= 45 ? elapsed : Math.max(45, elapsed - HALF_TIME_MINUTES);
  return { shiftMs: kickoff - seedKickoff, playedBefore: kickoff, live: { kickoff, minute } };
}
