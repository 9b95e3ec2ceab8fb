/** "1 (4) – 1 (3)" when decided on penalties, "2 – 1" otherwise, null before kick-off. Pure. */
export function formatScore(m: {
  homeScore?: number | null;
  awayScore?: number | null;
  homePenalties?: number | null;
  awayPenalties?: number | null;
}): string | null {
  if (m.homeScore == null || m.awayScore == null) return null;
  const pens = m.homePenalties != null && m.awayPenalties != null;
  return pens ? `${m.homeScore} (${m.homePenalties}) – ${m.awayScore} (${m.awayPenalties})` : `${m.homeScore} – ${m.awayScore}`;
}
