/**
 * Who is suspended for a match because of cards (docs/decisions/080-match-centre.md). Sent off (a
 * direct red or a second yellow): the team's next match. Cautions: every second single yellow card
 * within a stage suspends for the team's next match: cautions count across the group matches, are
 * wiped after the group stage, and again after the quarter-finals as FIFA wipes them before the last
 * four. The yellow cards of a match in
 * which the player was sent off for a second caution do not count towards the next suspension. A
 * suspension is served by the team's next match that is not cancelled, whether or not the player
 * would have played. Pure: no I/O.
 */

export const YELLOWS_PER_SUSPENSION = 2;

export type SuspensionMatch = {
  id: string;
  round: string;
  status: string;
  matchDate: Date | string;
  homeTeamId: string;
  awayTeamId: string;
};
export type SuspensionCard = { matchId: string; teamId: string; playerId: string; kind: string };
export type Suspension = { playerId: string; reason: "sent_off" | "yellow_cards"; matchId: string };

/** Single cautions count within one stage: the group stage, the round of 16 and quarter-finals, then the last four. */
export function cautionStage(round: string): "group" | "early_knockout" | "late_knockout" {
  if (round === "group") return "group";
  return round === "round_16" || round === "quarter_final" ? "early_knockout" : "late_knockout";
}

const kickOff = (m: SuspensionMatch) => new Date(m.matchDate).getTime();

/** The team's matches in playing order (cancelled ones serve nothing). */
function teamMatchesInOrder<M extends SuspensionMatch>(teamId: string, matches: readonly M[]): M[] {
  return matches
    .filter((m) => m.status !== "cancelled" && (m.homeTeamId === teamId || m.awayTeamId === teamId))
    .sort((a, b) => kickOff(a) - kickOff(b) || a.id.localeCompare(b.id));
}

/** Players of the team suspended for the given match, each with the card that caused it. */
export function suspensionsFor(
  teamId: string,
  matchId: string,
  matches: readonly SuspensionMatch[],
  cards: readonly SuspensionCard[],
): Map<string, Suspension> {
  const pending = new Map<string, Suspension[]>();
  const cautions = new Map<string, number>();
  let stage: string | null = null;
  for (const m of teamMatchesInOrder(teamId, matches)) {
    if (m.id === matchId) break;
    // This match served one suspension of everyone who had one.
    for (const [playerId, queue] of pending) {
      queue.shift();
      if (!queue.length) pending.delete(playerId);
    }
    const matchStage = cautionStage(m.round);
    if (matchStage !== stage) cautions.clear();
    stage = matchStage;
    const kindsOf = new Map<string, string[]>();
    for (const c of cards) {
      if (c.matchId !== m.id || c.teamId !== teamId) continue;
      kindsOf.set(c.playerId, [...(kindsOf.get(c.playerId) ?? []), c.kind]);
    }
    for (const [playerId, kinds] of kindsOf) {
      const add = (reason: Suspension["reason"]) =>
        pending.set(playerId, [...(pending.get(playerId) ?? []), { playerId, reason, matchId: m.id }]);
      const sentOff = kinds.includes("red_card") || kinds.includes("second_yellow");
      if (sentOff) add("sent_off");
      // A second caution's sending-off replaces its two yellows; a caution before a direct red stays.
      if (kinds.includes("yellow_card") && !kinds.includes("second_yellow")) {
        const count = (cautions.get(playerId) ?? 0) + 1;
        cautions.set(playerId, count);
        if (count % YELLOWS_PER_SUSPENSION === 0) add("yellow_cards");
      }
    }
  }
  return new Map([...pending].map(([playerId, queue]) => [playerId, queue[0]]));
}
