import { z } from "zod";
import { EVENT_KINDS, GROUPS, LAST_MINUTE, MAX_STOPPAGE, MAX_SUBSTITUTES, PERIOD_ENDS, STARTERS } from "./match.options";

/**
 * The admin's match-centre inputs (docs/decisions/080-match-centre.md), shared by the live console's
 * forms and the procedures. Messages are i18n keys naming the field.
 */

const id = (message: string) => z.string(message).uuid(message);
const reason = z.string("validation.reasonInvalid").trim().max(500, "validation.reasonInvalid").optional();

/** POST /api/matches/{matchId}/events: one goal, card, substitution or shoot-out kick. */
export const MatchEventSchema = z
  .object({
    matchId: id("validation.matchRequired"),
    kind: z.enum(EVENT_KINDS, "validation.eventKindInvalid"),
    /** The team of the player named (for an own goal, the team that conceded it). */
    teamId: id("validation.teamRequired"),
    minute: z
      .number("validation.minuteInvalid")
      .int("validation.minuteInvalid")
      .min(0, "validation.minuteInvalid")
      .max(LAST_MINUTE, "validation.minuteInvalid")
      .nullish(),
    /** Added time at the end of a period: 45+2 is minute 45 with stoppage 2. */
    stoppage: z
      .number("validation.stoppageInvalid")
      .int("validation.stoppageInvalid")
      .min(1, "validation.stoppageInvalid")
      .max(MAX_STOPPAGE, "validation.stoppageInvalid")
      .nullish(),
    /** The scorer, the booked player, the player going off, or the kicker. */
    playerId: id("validation.playerRequired"),
    assistPlayerId: id("validation.invalidId").nullish(),
    /** A substitution: the player coming on. */
    playerOnId: id("validation.invalidId").nullish(),
    ownGoal: z.boolean("validation.invalid").default(false),
    penalty: z.boolean("validation.invalid").default(false),
    /** A shoot-out kick: scored or missed. */
    scored: z.boolean("validation.invalid").nullish(),
    /** Why the timeline of a completed match changes; kept in its audit trail. Required then. */
    reason,
    /**
     * The id the console gave the event when it was entered, kept across re-sends: a repeat answers the
     * event already stored instead of adding it again (REST: or the `Idempotency-Key` header; decision 106).
     */
    clientId: id("validation.invalidId").nullish(),
  })
  .superRefine((e, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    const kick = e.kind === "shootout_kick";
    if (kick && e.minute != null) issue("minute", "validation.noMinuteInShootout");
    if (!kick && e.minute == null) issue("minute", "validation.minuteInvalid");
    if (kick && e.scored == null) issue("scored", "validation.scoredRequired");
    if (!kick && e.scored != null) issue("scored", "validation.onlyForShootout");
    if (e.stoppage != null && !(PERIOD_ENDS as readonly number[]).includes(e.minute ?? -1))
      issue("stoppage", "validation.stoppageOnlyAtPeriodEnd");
    if (e.kind !== "goal") {
      if (e.assistPlayerId) issue("assistPlayerId", "validation.onlyForGoals");
      if (e.ownGoal) issue("ownGoal", "validation.onlyForGoals");
      if (e.penalty) issue("penalty", "validation.onlyForGoals");
    }
    if (e.kind === "substitution" && !e.playerOnId) issue("playerOnId", "validation.playerOnRequired");
    if (e.kind !== "substitution" && e.playerOnId) issue("playerOnId", "validation.onlyForSubstitutions");
    if (e.playerOnId && e.playerOnId === e.playerId) issue("playerOnId", "validation.samePlayerOnOff");
  });
export type MatchEventInput = z.infer<typeof MatchEventSchema>;

/** DELETE /api/matches/{matchId}/events/{eventId}: the reason is required once the match is completed. */
export const DeleteMatchEventSchema = z.object({
  matchId: id("validation.matchRequired"),
  eventId: id("validation.matchEventRequired"),
  reason,
});

/** PUT /api/matches/{matchId}/lineups/{teamId}: the whole line-up of one team, replacing any earlier one. */
export const LineupSchema = z
  .object({
    matchId: id("validation.matchRequired"),
    teamId: id("validation.teamRequired"),
    starters: z.array(id("validation.playerRequired"), "validation.elevenStarters").length(STARTERS, "validation.elevenStarters"),
    substitutes: z
      .array(id("validation.playerRequired"), "validation.substitutesInvalid")
      .max(MAX_SUBSTITUTES, "validation.tooManySubstitutes")
      .default([]),
    captainId: id("validation.captainRequired"),
    goalkeeperId: id("validation.goalkeeperRequired"),
  })
  .superRefine((l, ctx) => {
    const seen = new Set<string>();
    const named = [
      ...l.starters.map((p, i) => ["starters", i, p] as const),
      ...l.substitutes.map((p, i) => ["substitutes", i, p] as const),
    ];
    for (const [list, i, player] of named) {
      if (seen.has(player)) ctx.addIssue({ code: "custom", path: [list, i], message: "validation.playerTwice" });
      seen.add(player);
    }
    if (!l.starters.includes(l.captainId))
      ctx.addIssue({ code: "custom", path: ["captainId"], message: "validation.captainStarts" });
    if (!l.starters.includes(l.goalkeeperId))
      ctx.addIssue({ code: "custom", path: ["goalkeeperId"], message: "validation.goalkeeperStarts" });
  });
export type LineupInput = z.infer<typeof LineupSchema>;

/** POST /api/standings/{group}/lots: the teams level on every tie-breaker, in the order the lots gave. */
export const DrawLotsSchema = z.object({
  group: z.enum(GROUPS, "validation.groupInvalid"),
  teamIds: z
    .array(id("validation.teamRequired"), "validation.lotsTeams")
    .min(2, "validation.lotsTeams")
    .max(4, "validation.lotsTeams"),
  note: z.string("validation.tooLong").trim().max(500, "validation.tooLong").optional(),
});
export type DrawLotsInput = z.infer<typeof DrawLotsSchema>;
