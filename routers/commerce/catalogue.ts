import { z } from "zod";
import { Inventory, JerseyOrder, Product } from "../../db/entities/index";
import { adminProcedure, publicProcedure } from "../../server/trpc";
import { localizeProduct } from "../_lib/localized";
import { InventoryOutput, JerseyOrderOutput, ProductOutput } from "./schemas";
import { paged, pageInQuery } from "../../server/list-paging";

const OptionalTeam = z.object({ teamId: z.string().uuid("validation.invalidId").optional() }).optional();

export const catalogueProcedures = {
  products: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/products",
        protect: false,
        tags: ["commerce"],
        summary: "Products on sale with their size variants (prices in cents), optionally of one team",
      },
    })
    .input(paged(OptionalTeam))
    .output(z.array(ProductOutput))
    .query(async ({ ctx, input }) =>
      (
        await ctx.em.find(
          Product,
          { isActive: true, ...(input?.teamId ? { teamId: input.teamId } : {}) },
          { orderBy: { teamId: "asc", basePrice: "desc", name: "asc" } },
        )
      ).map((product) => localizeProduct(ctx.lang, product)),
    ),

  inventory: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/inventory",
        protect: false,
        tags: ["commerce"],
        summary: "Stock per product size, optionally of one team",
      },
    })
    .input(paged(OptionalTeam))
    .output(z.array(InventoryOutput))
    .query(({ ctx, input }) =>
      ctx.em.find(Inventory, input?.teamId ? { teamId: input.teamId } : {}, {
        orderBy: { teamId: "asc", itemName: "asc", size: "asc" },
      }),
    ),

  // Jersey orders carry customers' names and addresses: administrators only.
  jerseyOrders: adminProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/jersey-orders",
        protect: true,
        tags: ["commerce"],
        summary: "Custom jersey orders, newest first (admin)",
      },
    })
    .input(paged())
    .output(z.array(JerseyOrderOutput))
    // Orders accumulate: the page is read in the query (server/list-paging.ts).
    .query(({ ctx }) =>
      pageInQuery(
        ctx.listPage,
        ({ offset, limit }) => ctx.em.find(JerseyOrder, {}, { orderBy: { orderDate: "desc", id: "desc" }, offset, limit }),
        () => ctx.em.count(JerseyOrder),
      ),
    ),
};
