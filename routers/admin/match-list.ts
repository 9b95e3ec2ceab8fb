import { MatchPageSchema } from "@shared/forms/match-table.schema";
import { adminProcedure } from "../../server/trpc";
import { MatchPageOutput, matchPage } from "./match-table";

/** The matches tab's table (the query is ./match-table.ts). */
export const matchListProcedures = {
  /** One page of the matches in kick-off order, filtered by round, group, status and kick-off days. */
  matches: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/matches",
        protect: true,
        tags: ["admin"],
        summary:
          "A page of the matches in kick-off order, filtered by round, group, status (or awaiting_result: kick-off passed, no result) and kick-off days from/to (admin)",
      },
    })
    .input(MatchPageSchema)
    .output(MatchPageOutput)
    .query(({ ctx, input }) => matchPage(ctx.em, input)),
};
