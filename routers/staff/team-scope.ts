import { z } from "zod";
import type { EntityManager } from "@mikro-orm/postgresql";
import { Team } from "../../db/entities/index";
import { fail } from "../../server/trpc";

/** The spec filters in the browser; the server filters too, so a partner can ask for one team only. */
export const TeamFilter = z.object({ teamId: z.string().uuid("validation.invalidId").optional() });

/** A staff member or task may belong to a team; when it names one, the team must exist. */
export async function requireTeam(em: EntityManager, teamId: string | null | undefined) {
  if (teamId && !(await em.count(Team, { id: teamId }))) fail("NOT_FOUND", "errors.teamNotFound");
}
