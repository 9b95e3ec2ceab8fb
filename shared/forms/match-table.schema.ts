import { z } from "zod";
import { GROUPS, MATCH_STATUSES, ROUNDS } from "./match.schema";
import { checkDayRange, isoDay, optionalChoice, pageFields } from "./table.schema";

/**
 * The admin's status filter: the stored statuses, and "awaiting_result" — scheduled fixtures whose
 * kick-off has passed with no result (what an admin has to do next).
 */
export const MATCH_FILTER_STATUSES = [...MATCH_STATUSES, "awaiting_result"] as const;

const filterFields = {
  round: optionalChoice(ROUNDS, "validation.roundInvalid"),
  /** A group letter: that group's group-stage matches. */
  group: optionalChoice(GROUPS, "validation.groupInvalid"),
  status: optionalChoice(MATCH_FILTER_STATUSES, "validation.matchFilterStatus"),
  /** Kick-off on or after this day / on or before this day (yyyy-mm-dd, in the event's time zone). */
  from: isoDay,
  to: isoDay,
};

/** One page of the admin's matches table (`GET /api/admin/matches`), in kick-off order. */
export const MatchPageSchema = z
  .object({ ...filterFields, ...pageFields(20) })
  .superRefine((f, ctx) => checkDayRange(f, ctx, "validation.matchDateRange"));
export type MatchPage = z.output<typeof MatchPageSchema>;
/** The filters alone, as the form checks them before asking for a page. */
export const MatchFilterSchema = z
  .object(filterFields)
  .superRefine((f, ctx) => checkDayRange(f, ctx, "validation.matchDateRange"));
