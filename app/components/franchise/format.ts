/** Display helpers of the franchise page; `now` comes from the loader so server and browser render alike. */

export function formatDay(isoDate: string, lang: string) {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

export function formatDate(date: Date, lang: string) {
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeZone: "UTC" }).format(date);
}

const UNITS: Array<[Intl.RelativeTimeFormatUnit, number]> = [
  ["day", 86_400_000],
  ["hour", 3_600_000],
  ["minute", 60_000],
];

/** "5 minutes ago" / "hace 5 minutos"; "now" under a minute. */
export function formatAgo(date: Date, now: number, lang: string) {
  const elapsed = Math.max(0, now - date.getTime());
  const rtf = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
  for (const [unit, ms] of UNITS) if (elapsed >= ms) return rtf.format(-Math.floor(elapsed / ms), unit);
  return rtf.format(0, "second");
}
