/**
 * The dashboard's forecasts and change badges, each with a stated definition. Pure: no I/O, the
 * clock is an argument. A figure that cannot be computed is null, never a constant that looks computed.
 */

export const DAY_MS = 86_400_000;
/** The window every change badge and the 30-day forecasts use. */
export const WINDOW_DAYS = 30;

/** Rounded percentage change; null when there is no earlier figure (or it was zero). */
export function changePct(now: number, before: number | null): number | null {
  return before ? Math.round(((now - before) / before) * 100) : null;
}

/** Percentage change of a count against the same count `WINDOW_DAYS` ago; null when there was none then. */
export function changeOverWindow(createdAt: readonly Date[], now: Date): number | null {
  const cutoff = now.getTime() - WINDOW_DAYS * DAY_MS;
  return changePct(createdAt.length, createdAt.filter((d) => d.getTime() <= cutoff).length);
}

export type Fixture = { date: Date; done: boolean };
export type CompletionForecast = {
  /** Share of all scheduled tournament matches played, 0–100. */
  current: number;
  /** Share expected to be played `WINDOW_DAYS` from now, 0–100. */
  predicted: number;
  /** Share of the fixtures dated before now that were played (the schedule's record), 0–100; null before any was due. */
  confidence: number | null;
  /** Fixtures dated before now and not played: awaiting a result. */
  overdue: number;
  /** Fixtures dated within the next `WINDOW_DAYS`. */
  dueInWindow: number;
};

/**
 * Fixtures dated in the next 30 days are expected to be played at the rate the schedule has been kept
 * so far; fixtures already past their date and unplayed are not assumed to be played.
 */
export function completionForecast(fixtures: readonly Fixture[], total: number, now: Date): CompletionForecast {
  const t = now.getTime();
  const horizon = t + WINDOW_DAYS * DAY_MS;
  const done = fixtures.filter((f) => f.done).length;
  const due = fixtures.filter((f) => f.date.getTime() <= t);
  const keptOnTime = due.filter((f) => f.done).length;
  const overdue = due.length - keptOnTime;
  const upcoming = fixtures.filter((f) => !f.done && f.date.getTime() > t && f.date.getTime() <= horizon).length;
  const rate = due.length ? keptOnTime / due.length : 1;
  const share = (n: number) => (total > 0 ? Math.min(100, (n / total) * 100) : 0);
  return {
    current: share(done),
    predicted: share(done + upcoming * rate),
    confidence: due.length ? Math.round(rate * 100) : null,
    overdue,
    dueInWindow: upcoming,
  };
}

export type EngagementForecast = {
  /** Sign-ups (registrations and newsletter subscriptions) in the last 30 days. */
  current: number;
  /** Sign-ups expected in the next 30 days: the monthly pace of the last 90 days. */
  predicted: number;
  /** 100 × (1 − relative standard error of a Poisson count of the last 90 days' sign-ups); null without any. */
  confidence: number | null;
};

export function engagementForecast(joined: readonly Date[], now: Date): EngagementForecast {
  const t = now.getTime();
  const within = (days: number) => joined.filter((d) => d.getTime() > t - days * DAY_MS && d.getTime() <= t).length;
  const last30 = within(WINDOW_DAYS);
  const last90 = within(3 * WINDOW_DAYS);
  return {
    current: last30,
    predicted: last90 / 3,
    confidence: last90 > 0 ? Math.max(0, Math.round((1 - 1 / Math.sqrt(last90)) * 100)) : null,
  };
}

/** Difference in percentage points, rounded; null when either side is missing. */
export function pointsChange(now: number | null, before: number | null): number | null {
  return now == null || before == null ? null : Math.round(now - before);
}
