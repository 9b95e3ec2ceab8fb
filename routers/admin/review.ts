import { z } from "zod";
import { ReviewSchema } from "@shared/forms/review.schema";
import {
  BulkReviewSchema,
  RegistrationFilterSchema,
  RegistrationPageSchema,
  RegistrationRefSchema,
} from "@shared/forms/registration-table.schema";
import { kickOutbox } from "../../server/mail";
import { adminProcedure } from "../../server/trpc";
import { mailOrigin } from "../auth/account";
import { RegistrationSummaryOutput, reviewRegistration, reviewRegistrations } from "./registrations";
import {
  RegistrationDetailOutput,
  RegistrationPageOutput,
  registrationDetail,
  registrationPage,
  registrationsCsv,
} from "./registration-table";

/** The registrations tab: pages of applications, one application, one or many decisions, and the CSV. */
export const reviewProcedures = {
  reviewRegistration: adminProcedure
    .meta({
      openapi: {
        method: "PATCH",
        path: "/registrations/{kind}/{id}",
        protect: true,
        tags: ["admin"],
        summary: "Approve or reject a registration; the applicant is mailed (admin)",
      },
    })
    .input(ReviewSchema)
    .output(RegistrationSummaryOutput)
    .mutation(async ({ ctx, input }) => {
      const reviewed = await reviewRegistration(ctx.em, ctx.user?.id ?? null, input, mailOrigin(ctx));
      kickOutbox(ctx.em);
      return reviewed;
    }),

  /** One page of a kind's registrations, searched and filtered on the server, with the total that match. */
  registrations: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/registrations/{kind}",
        protect: true,
        tags: ["admin"],
        summary:
          "A page of a kind's registrations, newest first, searched (q) and filtered by status, team (players), and submission days from/to (admin)",
      },
    })
    .input(RegistrationPageSchema)
    .output(RegistrationPageOutput)
    .query(({ ctx, input }) => registrationPage(ctx.em, input)),

  /** One application with every answer, for the review dialog. */
  registration: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/registrations/{kind}/{id}",
        protect: true,
        tags: ["admin"],
        summary: "One registration with every answer of its form (admin)",
      },
    })
    .input(RegistrationRefSchema)
    .output(RegistrationDetailOutput)
    .query(({ ctx, input }) => registrationDetail(ctx.em, input.kind, input.id)),

  /** One decision on several registrations of a kind, in one transaction; answers how many changed. */
  reviewRegistrations: adminProcedure
    .meta({
      openapi: {
        method: "POST",
        path: "/admin/registrations/{kind}/review",
        protect: true,
        tags: ["admin"],
        summary: "Approve or reject up to 100 registrations of a kind at once, all or nothing; each applicant is mailed (admin)",
      },
    })
    .input(BulkReviewSchema)
    .output(z.object({ changed: z.number().int(), unchanged: z.number().int() }))
    .mutation(async ({ ctx, input }) => {
      const result = await reviewRegistrations(ctx.em, ctx.user?.id ?? null, input, mailOrigin(ctx));
      kickOutbox(ctx.em);
      return result;
    }),

  /** The filtered registrations of a kind as CSV; served as a download at GET /api/admin/registrations/{kind}.csv. */
  registrationsCsv: adminProcedure
    .input(RegistrationFilterSchema)
    .output(z.object({ filename: z.string(), csv: z.string() }))
    .query(({ ctx, input }) => registrationsCsv(ctx.em, input, ctx.lang)),
};
