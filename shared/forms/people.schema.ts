import { z } from "zod";
import { blankAsAbsent, pageFields } from "./table.schema";

/*
 * The admin's People tab: a person's teams, and the audit trail's page and filters.
 */

/** Roles that act for teams (an invitation to one names at least one team). */
export const TEAM_ROLES = ["franchise_manager", "captain"] as const;

const teamList = z.array(z.string("validation.teamUnknown").uuid("validation.teamUnknown")).max(32, "validation.tooLong");

/** `PUT /api/people/{userId}/teams`: the teams a franchise manager or captain acts for, the whole set. */
export const PersonTeamsSchema = z.object({
  userId: z.string("validation.invalidId").uuid("validation.invalidId"),
  teamIds: teamList,
});

/** The same from the People tab's checkboxes: none ticked posts no `teamIds` at all, which means none. */
export const PersonTeamsFormSchema = PersonTeamsSchema.extend({ teamIds: teamList.default([]) });

/** One page of the audit trail (`GET /api/admin/audit-events`), newest first; "" means any. */
export const AuditPageSchema = z.object({
  action: z.preprocess(blankAsAbsent, z.string("validation.invalid").max(40, "validation.tooLong").optional()),
  actorId: z.preprocess(blankAsAbsent, z.string("validation.invalidId").uuid("validation.invalidId").optional()),
  ...pageFields(20),
});
export type AuditPage = z.output<typeof AuditPageSchema>;
