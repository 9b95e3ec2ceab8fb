/** Display helpers of the Intelligence Center (pure, unit-tested). */

export type Probabilities = { home: number; draw: number; away: number };

/** Whole percentages that add up to exactly 100: the largest remainders get the rounding. */
export function toPercentages(p: Probabilities): Probabilities {
  const keys = ["home", "draw", "away"] as const;
  const raw = keys.map((k) => p[k] * 100);
  const whole = raw.map(Math.floor);
  let missing = 100 - whole.reduce((s, v) => s + v, 0);
  const byRemainder = raw.map((v, i) => [v - whole[i], i] as const).sort((x, y) => y[0] - x[0]);
  for (const [, i] of byRemainder) if (missing-- > 0) whole[i]++;
  return { home: whole[0], draw: whole[1], away: whole[2] };
}

/** "+15%", "-2%", "0%" in the visitor's language; for percentage points the bare signed number (the message adds the unit). */
export function formatChange(lang: string, value: number, unit: "percent" | "points" = "percent") {
  const n = new Intl.NumberFormat(lang, { signDisplay: "exceptZero", maximumFractionDigits: 0 }).format(value);
  return unit === "points" ? n : `${n}%`;
}

/** A 0–1 share as a percentage with one decimal (spec: predicted values with one decimal). */
export function formatShare(lang: string, share: number, digits = 1) {
  return new Intl.NumberFormat(lang, { style: "percent", minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
    share,
  );
}
