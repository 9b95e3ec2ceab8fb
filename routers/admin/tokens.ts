import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiToken } from "../../db/entities/index";
import { ApiTokenSchema, RevokeTokenSchema } from "@shared/forms/api-token.schema";
import { generateApiToken, hashToken } from "../../server/auth/tokens";
import { adminProcedure, fail, router } from "../../server/trpc";

const ApiTokenOutput = z.object({
  id: z.string().uuid(),
  name: z.string(),
  hint: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
const toTokenOutput = (t: {
  id: string;
  name: string;
  hint: string;
  createdAt: Date;
  lastUsedAt?: Date | null;
  revokedAt?: Date | null;
}): z.infer<typeof ApiTokenOutput> => ({
  id: t.id,
  name: t.name,
  hint: t.hint,
  createdAt: t.createdAt,
  lastUsedAt: t.lastUsedAt ?? null,
  revokedAt: t.revokedAt ?? null,
});

/** Characters of a token kept for display: the prefix and a few random ones. */
const TOKEN_HINT_LENGTH = 10;
export const tokenProcedures = {
  /** Bearer tokens for REST partners. The token is shown once, at creation; only its hash is kept. */
  tokens: router({
    list: adminProcedure
      .input(z.void())
      .output(z.array(ApiTokenOutput))
      .query(async ({ ctx }) => (await ctx.em.find(ApiToken, {}, { orderBy: { createdAt: "desc" } })).map(toTokenOutput)),

    create: adminProcedure
      .input(ApiTokenSchema)
      .output(z.object({ token: z.string(), apiToken: ApiTokenOutput }))
      .mutation(async ({ ctx, input }) => {
        // A token acts as its creator; with AUTH_MODE=off and nobody signed in there is no one to act as.
        if (!ctx.user) fail("PRECONDITION_FAILED", "errors.tokenNeedsSignIn");
        const token = generateApiToken();
        const row = ctx.em.create(ApiToken, {
          id: randomUUID(),
          name: input.name,
          tokenHash: hashToken(token),
          hint: token.slice(0, TOKEN_HINT_LENGTH),
          userId: ctx.user.id,
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
};
