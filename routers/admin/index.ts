import { randomUUID } from "node:crypto";
import { localizeTeam } from "../_lib/localized";
import { z } from "zod";
import { ApiToken, Sponsor, Team, TournamentMetrics } from "../../db/entities/index";
import { ApiTokenSchema, RevokeTokenSchema } from "@shared/forms/api-token.schema";
import { MetricsSchema } from "@shared/forms/metrics.schema";
import { REGISTRATION_PATHS, ReviewSchema } from "@shared/forms/review.schema";
import { translate } from "../../server/i18n";
import { generateApiToken, hashToken } from "../../server/auth/tokens";
import { kickOutbox } from "../../server/mail";
import { adminProcedure, fail, router } from "../../server/trpc";
import { MetricsOutput } from "../_lib/schemas";
import { recomputeTeamStats, tournamentState } from "../_lib/tournament/state";
import { invalidateReads } from "../../server/read-cache";
import { adminDashboard } from "./dashboard";
import { allRegistrations, RegistrationSummaryOutput, reviewRegistration, reviewRegistrations } from "./registrations";
import { BulkReviewSchema, CompanyListedSchema, RegistrationFilterSchema, RegistrationPageSchema, RegistrationRefSchema } from "@shared/forms/registration-table.schema";
import { RegistrationDetailOutput, RegistrationPageOutput, registrationDetail, registrationPage, registrationsCsv } from "./registration-table";
import { buildReport } from "./report";
import { MatchPageSchema } from "@shared/forms/match-table.schema";
import { MatchPageOutput, matchPage } from "./match-table";

const ApiTokenOutput = z.object({
  id: z.string().uuid(), name: z.string(), hint: z.string(), createdAt: z.date(), lastUsedAt: z.date().nullable(), revokedAt: z.date().nullable(),
});
const toTokenOutput = (t: { id: string; name: string; hint: string; createdAt: Date; lastUsedAt?: Date | null; revokedAt?: Date | null }): z.infer<typeof ApiTokenOutput> => ({
  id: t.id, name: t.name, hint: t.hint, createdAt: t.createdAt, lastUsedAt: t.lastUsedAt ?? null, revokedAt: t.revokedAt ?? null,
});

/** Characters of a token kept for display: the prefix and a few random ones. */
const TOKEN_HINT_LENGTH = 10;

export const adminRouter = router({
  dashboard: adminProcedure.input(z.void()).query(({ ctx }) => adminDashboard(ctx.em)),

  updateMetrics: adminProcedure
    .meta({ openapi: { method: "PUT", path: "/tournament-metrics", protect: true, tags: ["admin"], summary: "Save the tournament metrics (admin)" } })
    .input(MetricsSchema)
    .output(MetricsOutput)
    .mutation(async ({ ctx, input }) => {
      const [row] = await ctx.em.find(TournamentMetrics, {}, { orderBy: { createdAt: "asc" }, limit: 1 });
      if (row) ctx.em.assign(row, input);
      else ctx.em.create(TournamentMetrics, { id: randomUUID(), ...input });
      await ctx.em.flush();
      return input;
    }),

  /** One page of the matches in kick-off order, filtered by round, group, status and kick-off days. */
  matches: adminProcedure
    .meta({ openapi: { method: "GET", path: "/admin/matches", protect: true, tags: ["admin"], summary: "A page of the matches in kick-off order, filtered by round, group, status (or awaiting_result: kick-off passed, no result) and kick-off days from/to (admin)" } })
    .input(MatchPageSchema)
    .output(MatchPageOutput)
    .query(({ ctx, input }) => matchPage(ctx.em, input)),

  reviewRegistration: adminProcedure
    .meta({ openapi: { method: "PATCH", path: "/registrations/{kind}/{id}", protect: true, tags: ["admin"], summary: "Approve or reject a registration; the applicant is mailed (admin)" } })
    .input(ReviewSchema)
    .output(RegistrationSummaryOutput)
    .mutation(async ({ ctx, input }) => {
      const reviewed = await reviewRegistration(ctx.em, ctx.user?.id ?? null, input);
      kickOutbox(ctx.em);
      return reviewed;
    }),

  /** One page of a kind's registrations, searched and filtered on the server, with the total that match. */
  registrations: adminProcedure
    .meta({ openapi: { method: "GET", path: "/admin/registrations/{kind}", protect: true, tags: ["admin"], summary: "A page of a kind's registrations, newest first, searched (q) and filtered by status, team (players), and submission days from/to (admin)" } })
    .input(RegistrationPageSchema)
    .output(RegistrationPageOutput)
    .query(({ ctx, input }) => registrationPage(ctx.em, input)),

  /** One application with every answer, for the review dialog. */
  registration: adminProcedure
    .meta({ openapi: { method: "GET", path: "/admin/registrations/{kind}/{id}", protect: true, tags: ["admin"], summary: "One registration with every answer of its form (admin)" } })
    .input(RegistrationRefSchema)
    .output(RegistrationDetailOutput)
    .query(({ ctx, input }) => registrationDetail(ctx.em, input.kind, input.id)),

  /** One decision on several registrations of a kind, in one transaction; answers how many changed. */
  reviewRegistrations: adminProcedure
    .meta({ openapi: { method: "POST", path: "/admin/registrations/{kind}/review", protect: true, tags: ["admin"], summary: "Approve or reject up to 100 registrations of a kind at once, all or nothing; each applicant is mailed (admin)" } })
    .input(BulkReviewSchema)
    .output(z.object({ changed: z.number().int(), unchanged: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const result = await reviewRegistrations(ctx.em, ctx.user?.id ?? null, input);
      kickOutbox(ctx.em);
      return result;
    }),

  /** The filtered registrations of a kind as CSV; served as a download at GET /api/admin/registrations/{kind}.csv. */
  registrationsCsv: adminProcedure
    .input(RegistrationFilterSchema)
    .output(z.object({ filename: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => registrationsCsv(ctx.em, input, ctx.lang)),

  /** Rewrites every team's W-D-L, goals and points from the completed group matches. */
  updateTeamStats: adminProcedure
    .input(z.void())
    .mutation(async ({ ctx }) => {
      await ctx.em.transactional((tx) => recomputeTeamStats(tx));
      await invalidateReads(ctx.em, ["teams"]);
      return { teams: await ctx.em.count(Team, {}) };
    }),

  /** A registered company is listed publicly (GET /api/sponsors) only once an admin approves it. */
  setCompanyListed: adminProcedure
    .meta({ openapi: { method: "PATCH", path: "/sponsors/{id}", protect: true, tags: ["sponsors"], summary: "List or unlist a registered company among the public sponsors (admin)" } })
    .input(CompanyListedSchema)
    .output(z.object({ id: z.string().uuid(), isActive: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const company = await ctx.em.findOne(Sponsor, input.id);
      if (!company) fail("NOT_FOUND", "errors.companyNotFound");
      company.isActive = input.isActive;
      await ctx.em.flush();
      return { id: company.id, isActive: company.isActive };
    }),

  /** Teams, standings and every registration as one CSV, headings in the admin's language. */
  report: adminProcedure.input(z.void()).query(async ({ ctx }) => {
    const { groups } = await tournamentState(ctx.em);
    const teams = await ctx.em.find(Team, {}, { orderBy: { drawOrder: "asc" } });
    const registrations = [];
    for (const kind of REGISTRATION_PATHS) registrations.push(...(await allRegistrations(ctx.em, kind)));
    const csv = buildReport({ teams: teams.map((team) => localizeTeam(ctx.lang, team)), standings: groups, registrations }, (key) => translate(ctx.lang, key));
    return { filename: `trades-cup-report-${new Date().toISOString().slice(0, 10)}.csv`, csv };
  }),

  /** Bearer tokens for REST partners. The token is shown once, at creation; only its hash is kept. */
  tokens: router({
    list: adminProcedure.input(z.void()).output(z.array(ApiTokenOutput)).query(async ({ ctx }) =>
      (await ctx.em.find(ApiToken, {}, { orderBy: { createdAt: "desc" } })).map(toTokenOutput)),

    create: adminProcedure
      .input(ApiTokenSchema)
      .output(z.object({ token: z.string(), apiToken: ApiTokenOutput }))
      .mutation(async ({ ctx, input }) => {
        // A token acts as its creator; with AUTH_MODE=off and nobody signed in there is no one to act as.
        if (!ctx.user) fail("PRECONDITION_FAILED", "errors.tokenNeedsSignIn");
        const token = generateApiToken();
        const row = ctx.em.create(ApiToken, {
          id: randomUUID(), name: input.name, tokenHash: hashToken(token), hint: token.slice(0, TOKEN_HINT_LENGTH), userId: ctx.user.id,
        });
        await ctx.em.flush();
        return { token, apiToken: toTokenOutput(row) };
      }),

    revoke: adminProcedure
      .input(RevokeTokenSchema)
      .output(ApiTokenOutput)
      .mutation(async ({ ctx, input }) => {
        const row = await ctx.em.findOne(ApiToken, input.id);
        if (!row) fail("NOT_FOUND", "errors.tokenNotFound");
        row.revokedAt ??= new Date();
        await ctx.em.flush();
        return toTokenOutput(row);
      }),
  }),
});
