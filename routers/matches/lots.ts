/**
 * The admin's record of a drawing of lots, the last group tie-breaker (the rule: shared/tournament/lots.ts;
 * docs/decisions/080).
 */
import { GroupLot } from "../../db/entities/index";
import { DrawLotsSchema } from "@shared/forms/match-centre.schema";
import { changedBy } from "../../server/audit";
import { invalidateReads } from "../../server/read-cache";
import { adminProcedure, fail } from "../../server/trpc";
import { syncKnockout, tournamentState } from "../_lib/tournament/state";
import { GroupOutput } from "./schemas";
import { tieSettledBy } from "@shared/tournament/lots";

export const lotsProcedures = {
  drawLots: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/standings/{group}/lots",
        protect: true,
        tags: ["matches"],
        summary:
          "Record a drawing of lots between teams of a decided group level on every tie-breaker (admin): the teams in the order drawn",
      },
    })
    .input(DrawLotsSchema)
    .output(GroupOutput)
    .mutation(async ({ ctx, input }) => {
      const table = await ctx.em.transactional(async (tx) => {
        const before = (await tournamentState(tx)).groups.find((g) => g.group === input.group);
        if (!before?.decided) fail("CONFLICT", "errors.groupNotDecided", { group: input.group });
        if (!tieSettledBy(before, input.teamIds)) fail("CONFLICT", "errors.noTieForLots", { group: input.group });
        const { changedById, changedBy: who } = changedBy(ctx.user);
        tx.create(GroupLot, {
          group: input.group,
          teamIds: input.teamIds,
          note: input.note || null,
          recordedById: changedById,
          recordedBy: who,
        });
        await tx.flush();
        // The group's order changed: so may the bracket's pairings.
        await syncKnockout(tx);
        return (await tournamentState(tx)).groups.find((g) => g.group === input.group)!;
      });
      await invalidateReads(ctx.em, ["matches", "teams"]);
      return table;
    }),
};
