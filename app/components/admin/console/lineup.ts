import type { RouterOutputs } from "../../../../routers/index";

export type MatchDetail = RouterOutputs["matches"]["detail"];
export type ConsoleEvent = MatchDetail["events"][number];
export type Lineup = NonNullable<MatchDetail["lineups"]["home"]>;
export type LineupPlayer = Lineup["starters"][number];

export const playerLabel = (p: { firstName: string; lastName: string; jerseyNumber: number | null }) =>
  `${p.jerseyNumber != null ? `${p.jerseyNumber} · ` : ""}${p.firstName} ${p.lastName}`.trim();

/**
 * Who of a line-up is on the pitch after the recorded events (starters, minus those substituted or
 * sent off, plus those who came on), and the substitutes still able to come on.
 */
export function pitchOf(lineup: Lineup, events: ConsoleEvent[]) {
  const on = new Set(lineup.starters.map((p) => p.playerId));
  const used = new Set<string>();
  for (const e of [...events].sort((a, b) => a.sequence - b.sequence)) {
    if (e.kind === "substitution") {
      on.delete(e.playerId);
      if (e.playerOnId) {
        on.add(e.playerOnId);
        used.add(e.playerOnId);
      }
    }
    if (e.kind === "red_card" || e.kind === "second_yellow") on.delete(e.playerId);
  }
  const everyone = [...lineup.starters, ...lineup.substitutes];
  return {
    onPitch: everyone.filter((p) => on.has(p.playerId)),
    bench: lineup.substitutes.filter((p) => !on.has(p.playerId) && !used.has(p.playerId)),
  };
}

/** "67" → 67; "45+2" → 45 with 2 added; anything else is NaN, which the schema refuses by name. */
export function parseMinute(text: string): { minute: number; stoppage: number | null } {
  const m = /^\s*(\d{1,3})\s*(?:\+\s*(\d{1,2}))?\s*$/.exec(text);
  if (!m) return { minute: Number.NaN, stoppage: null };
  return { minute: Number(m[1]), stoppage: m[2] != null ? Number(m[2]) : null };
}

/** A correction's reason on a completed match: at least five characters (decision 080). */
export const MIN_REASON = 5;
