/**
 * Figures of the Tournament Stats dialog, computed from completed matches. Each trend compares the
 * second half of the matches played (by kick-off) with the first half; with fewer than two matches
 * played there is nothing to compare and the spec's reference badges are shown instead. Pure.
 */
export type PlayedMatch = { matchDate: Date | string; status: string; homeScore?: number | null; awayScore?: number | null };

/** Spec §2 Tournament: fixed trend badges +12%, +8%, 0%, -2% — the fallback when there is no data. */
export const FALLBACK_TRENDS = [12, 8, 0, -2] as const;

type Figures = { matchesPlayed: number; goals: number; goalsPerMatch: number; cleanSheets: number };

function figures(ms: PlayedMatch[]): Figures {
  const goals = ms.reduce((s, m) => s + (m.homeScore ?? 0) + (m.awayScore ?? 0), 0);
  const cleanSheets = ms.reduce((s, m) => s + (m.homeScore === 0 ? 1 : 0) + (m.awayScore === 0 ? 1 : 0), 0);
  return { matchesPlayed: ms.length, goals, goalsPerMatch: ms.length ? goals / ms.length : 0, cleanSheets };
}

const change = (before: number, after: number) =>
  before === 0 ? (after === 0 ? 0 : 100) : Math.round(((after - before) / before) * 100);

export function tournamentStats(matches: PlayedMatch[]) {
  const played = matches
    .filter((m) => m.status === "completed" && m.homeScore != null && m.awayScore != null)
    .sort((a, b) => new Date(a.matchDate).getTime() - new Date(b.matchDate).getTime());
  const total = figures(played);
  if (played.length < 2) return { ...total, trends: [...FALLBACK_TRENDS], computed: false };
  const half = Math.floor(played.length / 2);
  const first = figures(played.slice(0, half));
  const second = figures(played.slice(half));
  return {
    ...total,
    computed: true,
    trends: [
      change(first.matchesPlayed, second.matchesPlayed),
      change(first.goals, second.goals),
      change(first.goalsPerMatch, second.goalsPerMatch),
      change(first.cleanSheets, second.cleanSheets),
    ],
  };
}
