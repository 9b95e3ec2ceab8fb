import { randomUUID } from "node:crypto";
import { z } from "zod";
import { ApiToken } from "../../db/entities/index";
import { API_TOKEN_SCOPES } from "@shared/api-tokens";
import { ApiTokenSchema, RevokeTokenSchema } from "@shared/forms/api-token.schema";
import { generateApiToken, hashToken } from "../../server/auth/tokens";
import { adminProcedure, fail, router } from "../../server/trpc";
import { pageInQuery, paged } from "../../server/list-paging";

const ApiTokenOutput = z.object({
  id: z.string().uuid(),
  name: z.string(),
  hint: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  createdAt: z.date(),
  expiresAt: z.date(),
  lastUsedAt: z.date().nullable(),
  revokedAt: z.date().nullable(),
});
type ApiTokenRow = Omit<z.infer<typeof ApiTokenOutput>, "lastUsedAt" | "revokedAt"> & {
  lastUsedAt?: Date | null;
  revokedAt?: Date | null;
};
const toTokenOutput = (t: ApiTokenRow): z.infer<typeof ApiTokenOutput> => ({
  id: t.id,
  name: t.name,
  hint: t.hint,
  scopes: t.scopes,
  createdAt: t.createdAt,
  expiresAt: t.expiresAt,
  lastUsedAt: t.lastUsedAt ?? null,
  revokedAt: t.revokedAt ?? null,
});

/** Characters of a token kept for display: the prefix and a few random ones. */
const TOKEN_HINT_LENGTH = 10;
const DAY_MS = 24 * 3600 * 1000;
/**
 * Bearer tokens for REST partners (docs/decisions/116). The token is shown once, at creation; only its
 * hash is kept. Only a signed-in admin manages them: server/auth/token-scopes.ts refuses every token.
 */
export const tokenProcedures = {
  tokens: router({
    list: adminProcedure
      .meta({
        openapi: {
          method: "GET",
          path: "/tokens",
          protect: true,
          tags: ["tokens"],
          summary: "API tokens with their scopes, expiry and last use (signed-in admin; never a token)",
        },
      })
      .input(paged())
      .output(z.array(ApiTokenOutput))
      .query(async ({ ctx }) => {
        const rows = await pageInQuery(
          ctx.listPage,
          ({ offset, limit }) => ctx.em.find(ApiToken, {}, { orderBy: { createdAt: "desc", id: "desc" }, offset, limit }),
          () => ctx.em.count(ApiToken),
        );
        return rows.map(toTokenOutput);
      }),

    create: adminProcedure
      .meta({
        openapi: {
          method: "POST",
          path: "/tokens",
          protect: true,
          tags: ["tokens"],
          summary: "Create an API token (signed-in admin; never a token); answers the token once",
        },
        answersSecret: true,
      })
      .input(ApiTokenSchema)
      .output(ApiTokenOutput.extend({ token: z.string() }))
      .mutation(async ({ ctx, input }) => {
        // A token acts as its creator; with AUTH_MODE=off and nobody signed in there is no one to act as.
        if (!ctx.user) fail("PRECONDITION_FAILED", "errors.tokenNeedsSignIn");
        const token = generateApiToken();
        const now = new Date();
        const row = ctx.em.create(ApiToken, {
          id: randomUUID(),
          name: input.name,
          tokenHash: hashToken(token),
          hint: token.slice(0, TOKEN_HINT_LENGTH),
          scopes: input.scopes,
          expiresAt: new Date(now.getTime() + input.expiresInDays * DAY_MS),
          userId: ctx.user.id,
        });
        await ctx.em.flush();
        return { ...toTokenOutput(row), token };
      }),

    revoke: adminProcedure
      .meta({
        openapi: {
          method: "DELETE",
          path: "/tokens/{id}",
          protect: true,
          tags: ["tokens"],
          summary: "Revoke an API token (signed-in admin; never a token); it answers 401 from then on",
        },
      })
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
