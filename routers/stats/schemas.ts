import { z } from "zod";
import type { PlayerTotals } from "@shared/tournament/player-stats";

/** A player's figures, as the leaderboards and the player's own page show them. */
export const Totals = z.object({
  appearances: z.number().int(),
  starts: z.number().int(),
  minutes: z.number().int(),
  goals: z.number().int(),
  penaltyGoals: z.number().int(),
  ownGoals: z.number().int(),
  assists: z.number().int(),
  yellowCards: z.number().int(),
  secondYellows: z.number().int(),
  redCards: z.number().int(),
  cleanSheets: z.number().int(),
});

export const totalsOf = (t: PlayerTotals) => ({
  appearances: t.appearances,
  starts: t.starts,
  minutes: t.minutes,
  goals: t.goals,
  penaltyGoals: t.penaltyGoals,
  ownGoals: t.ownGoals,
  assists: t.assists,
  yellowCards: t.yellowCards,
  secondYellows: t.secondYellows,
  redCards: t.redCards,
  cleanSheets: t.cleanSheets,
});
