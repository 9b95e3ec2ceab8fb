import { tournamentDayAt } from "@shared/clock";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { Team, TournamentMetrics } from "../../db/entities/index";
import { MetricsSchema } from "@shared/forms/metrics.schema";
import { REGISTRATION_PATHS } from "@shared/forms/review.schema";
import { translate } from "../../server/i18n";
import { adminProcedure } from "../../server/trpc";
import { invalidateReads } from "../../server/read-cache";
import { localizeTeam } from "../_lib/localized";
import { MetricsOutput } from "../_lib/schemas";
import { recomputeTeamStats, tournamentState } from "../_lib/tournament/state";
import { adminDashboard } from "./dashboard";
import { allRegistrations } from "./registrations";
import { buildReport } from "./report";

/** The overview tab: the dashboard's figures, the tournament metrics, the recomputed standings and the report. */
export const overviewProcedures = {
  dashboard: adminProcedure.input(z.void()).query(({ ctx }) => adminDashboard(ctx.em)),

  updateMetrics: adminProcedure
    .meta({
      openapi: {
        method: "PUT",
        path: "/tournament-metrics",
        protect: true,
        tags: ["admin"],
        summary: "Save the tournament metrics (admin)",
      },
    })
    .input(MetricsSchema)
    .output(MetricsOutput)
    .mutation(async ({ ctx, input }) => {
      const [row] = await ctx.em.find(TournamentMetrics, {}, { orderBy: { createdAt: "asc" }, limit: 1 });
      if (row) ctx.em.assign(row, input);
      else ctx.em.create(TournamentMetrics, { id: randomUUID(), ...input });
      await ctx.em.flush();
      return input;
    }),

  /** Rewrites every team's W-D-L, goals and points from the completed group matches. */
  updateTeamStats: adminProcedure.input(z.void()).mutation(async ({ ctx }) => {
    await ctx.em.transactional((tx) => recomputeTeamStats(tx));
    await invalidateReads(ctx.em, ["teams"]);
    return { teams: await ctx.em.count(Team, {}) };
  }),

  /** Teams, standings and every registration as one CSV, headings in the admin's language. */
  report: adminProcedure.input(z.void()).query(async ({ ctx }) => {
    const { groups } = await tournamentState(ctx.em);
    const teams = await ctx.em.find(Team, {}, { orderBy: { drawOrder: "asc" } });
    const registrations = [];
    for (const kind of REGISTRATION_PATHS) registrations.push(...(await allRegistrations(ctx.em, kind)));
    const csv = buildReport(
      { teams: teams.map((team) => localizeTeam(ctx.lang, team)), standings: groups, registrations },
      (key) => translate(ctx.lang, key),
    );
    return { filename: `trades-cup-report-${tournamentDayAt(Date.now())}.csv`, csv };
  }),
};
