import type { Lang } from "../../server/i18n";
import { localizeProduct, localizeTeam, sizeLabel } from "../_lib/localized";
import { z } from "zod";
import { tournamentDayAt } from "@shared/clock";
import type { EntityManager } from "@mikro-orm/postgresql";
import {
  Contract,
  FranchiseActivity,
  FranchiseRosterMember,
  Inventory,
  Match,
  Order,
  Product,
  Team,
} from "../../db/entities/index";
import {
  ContractEditSchema,
  ContractEndSchema,
  ContractSchema,
  RosterMemberSchema,
  StockSchema,
  contractEndDate,
} from "@shared/forms/franchise.schema";
import { LockMode } from "@mikro-orm/core";
import { fail, failFields, publicProcedure, router } from "../../server/trpc";
import { teamScopedProcedure } from "../../server/auth/scope";
import { audit } from "../../server/audit";
import { lineTotalCents, sumCents } from "@shared/money";
import { recordActivity } from "./fulfilment";
import { inventoryItemType } from "../../db/seeders/InventorySeeder";
import { franchiseMetrics } from "./franchise-metrics";
import { ContractAdminOutput, FranchiseAdminDashboardOutput, FranchiseDashboardOutput, RosterMemberOutput } from "./schemas";

/** Spec: size inventory XS, S, M, L, XL, XXL on the Jerseys tab. */
export const JERSEY_SIZES = ["XS", "S", "M", "L", "XL", "XXL"] as const;
/** Spec: recent activity shows at most 5 entries. */
export const ACTIVITY_LIMIT = 5;

const TeamParam = z.object({ teamId: z.string({ error: "validation.required" }).uuid("validation.invalidId") });

/** A contract of this team: another team's is 404, as if it did not exist. */
async function contractOfTeam(em: EntityManager, teamId: string, contractId: string) {
  return (await em.findOne(Contract, { id: contractId, teamId })) ?? fail("NOT_FOUND", "errors.contractNotFound");
}

async function teamOr404(em: EntityManager, teamId: string) {
  return (await em.findOne(Team, teamId)) ?? fail("NOT_FOUND", "errors.teamNotFound");
}

/** Orders holding at least one line of this team (jsonb containment on the lines). */
async function ordersOfTeam(em: EntityManager, teamId: string) {
  return em
    .createQueryBuilder(Order, "o")
    .select("*")
    .where("o.items @> cast(? as jsonb)", [JSON.stringify([{ teamId }])])
    .andWhere({ status: { $ne: "cancelled" } })
    .orderBy({ orderDate: "desc" })
    .getResultList();
}

/** Everything of a team's franchise page; each procedure's output schema decides which contract fields leave. */
async function franchiseDashboard(em: EntityManager, teamId: string, lang: Lang) {
  const team = await teamOr404(em, teamId);
  const [orders, contracts, roster, activity, matches, products, inventory] = await Promise.all([
    ordersOfTeam(em, team.id),
    em.find(Contract, { teamId: team.id }, { orderBy: { createdAt: "desc" } }),
    em.find(FranchiseRosterMember, { teamId: team.id }, { orderBy: { createdAt: "asc" } }),
    em.find(FranchiseActivity, { teamId: team.id }, { orderBy: { createdAt: "desc" }, limit: ACTIVITY_LIMIT }),
    em.find(Match, { $or: [{ homeTeamId: team.id }, { awayTeamId: team.id }] }),
    em.find(Product, { teamId: team.id }, { orderBy: { basePrice: "desc", name: "asc" } }),
    em.find(Inventory, { teamId: team.id }),
  ]);
  const stockOf = (productId: string, variantId: string) =>
    inventory.find((r) => r.productId === productId && r.variantId === variantId)?.stockQuantity ?? null;
  const jerseys = inventory.filter((r) => r.itemType === "jersey");
  const localized = products.map((p) => localizeProduct(lang, p));
  // An order keeps the English name it was bought under; it is read in the caller's language.
  const nameOf = new Map(localized.map((p) => [p.id, p.name]));
  return {
    team: localizeTeam(lang, team),
    metrics: franchiseMetrics({
      teamId: team.id,
      orders,
      activeContracts: contracts.filter((c) => c.isActive).length,
      matches,
      now: new Date(),
    }),
    activity,
    roster,
    contracts: contracts.map((c) => ({ ...c })),
    orders: orders
      .filter((o) => o.status !== "pending" || o.paymentStatus !== "failed")
      .slice(0, 50)
      .map((o) => {
        const lines = o.items
          .filter((l) => l.teamId === team.id)
          .map((l) => ({ ...l, name: nameOf.get(l.productId) ?? l.name, size: sizeLabel(lang, l.size) }));
        return { ...o, lines, teamTotal: sumCents(lines.map((l) => lineTotalCents(l.unitPrice, l.quantity))) };
      }),
    jerseyStock: JERSEY_SIZES.map((size) => ({
      size,
      stock: sumCents(jerseys.filter((r) => r.size === size).map((r) => r.stockQuantity)),
    })),
    products: localized.map((p) => ({ ...p, variants: p.variants.map((v) => ({ ...v, stock: stockOf(p.id, v.id) })) })),
  };
}

export const franchiseRouter = router({
  dashboard: publicProcedure
    .meta({
      openapi: {
        method: "GET",
        path: "/franchise/{teamId}",
        protect: false,
        tags: ["franchise"],
        summary: "A team's franchise page: metrics, recent activity, roster, contracts (without pay), orders, stock",
      },
    })
    .input(TeamParam)
    .output(FranchiseDashboardOutput)
    .query(({ ctx, input }) => franchiseDashboard(ctx.em, input.teamId, ctx.lang)),

  adminDashboard: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "GET",
        path: "/admin/franchise/{teamId}",
        protect: true,
        tags: ["franchise"],
        summary: "A team's franchise page with contract salaries, bonuses and NIL terms (admin, the team's franchise manager)",
      },
    })
    .input(TeamParam)
    .output(FranchiseAdminDashboardOutput)
    .query(({ ctx, input }) => franchiseDashboard(ctx.em, input.teamId, ctx.lang)),

  addRosterMember: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "POST",
        path: "/franchise/{teamId}/roster",
        protect: true,
        tags: ["franchise"],
        summary: "Add a member to a franchise roster (admin, the team's franchise manager)",
      },
    })
    .input(RosterMemberSchema.extend(TeamParam.shape))
    .output(RosterMemberOutput)
    .mutation(async ({ ctx, input }) => {
      await teamOr404(ctx.em, input.teamId);
      const member = ctx.em.create(FranchiseRosterMember, {
        teamId: input.teamId,
        name: input.name,
        position: input.position,
        specialty: input.specialty || null,
        experience: input.experience || null,
        status: "active",
      });
      recordActivity(ctx.em, {
        teamId: input.teamId,
        type: "contract",
        status: "success",
        messageKey: "franchise.activity.playerAdded",
        vars: { name: input.name, position: input.position },
      });
      audit(ctx.em, ctx.user, "roster.added", { teamId: input.teamId, memberId: member.id, name: input.name });
      await ctx.em.flush();
      return member;
    }),

  addContract: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "POST",
        path: "/franchise/{teamId}/contracts",
        protect: true,
        tags: ["franchise"],
        summary:
          "Sign a player contract (status Active; end date = start + duration × 365 days) (admin, the team's franchise manager)",
      },
    })
    .input(ContractSchema.extend(TeamParam.shape))
    .output(ContractAdminOutput)
    .mutation(async ({ ctx, input }) => {
      await teamOr404(ctx.em, input.teamId);
      // A contract is a roster player's: one named like no one on the roster is a new signing, who joins it.
      const roster = await ctx.em.find(FranchiseRosterMember, { teamId: input.teamId });
      const sameName = (name: string) => name.trim().toLocaleLowerCase() === input.playerName.trim().toLocaleLowerCase();
      const member = roster.find((r) => sameName(r.name));
      if (!member) {
        const signing = ctx.em.create(FranchiseRosterMember, {
          teamId: input.teamId,
          name: input.playerName,
          position: "Player",
          specialty: null,
          experience: null,
          status: "active",
        });
        audit(ctx.em, ctx.user, "roster.added", { teamId: input.teamId, memberId: signing.id, name: input.playerName });
      }
      const contract = ctx.em.create(Contract, {
        teamId: input.teamId,
        playerName: member?.name ?? input.playerName,
        position: input.position,
        contractType: "player",
        title: `${input.playerName} · ${input.durationYears}y`,
        startDate: input.startDate,
        endDate: contractEndDate(input.startDate, input.durationYears),
        baseSalary: input.baseSalary,
        bonuses: input.bonuses || null,
        nilTerms: input.nilDeals || null,
        isActive: true,
        signedAt: new Date(),
        signedByTeam: true,
      });
      recordActivity(ctx.em, {
        teamId: input.teamId,
        type: "contract",
        status: "success",
        messageKey: "franchise.activity.contractSigned",
        vars: { name: input.playerName, years: input.durationYears },
      });
      audit(ctx.em, ctx.user, "contract.signed", {
        teamId: input.teamId,
        contractId: contract.id,
        playerName: input.playerName,
        baseSalary: input.baseSalary,
      });
      await ctx.em.flush();
      return contract;
    }),

  updateContract: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "PATCH",
        path: "/franchise/{teamId}/contracts/{contractId}",
        protect: true,
        tags: ["franchise"],
        summary:
          "Change an active contract's position, salary, bonuses or NIL terms (admin, the team's franchise manager); its dates stay. 404 for a contract of another team, 409 once it has ended",
      },
    })
    .input(ContractEditSchema)
    .output(ContractAdminOutput)
    .mutation(async ({ ctx, input }) => {
      const contract = await contractOfTeam(ctx.em, input.teamId, input.contractId);
      if (!contract.isActive) fail("CONFLICT", "errors.contractEnded");
      const before = { position: contract.position, baseSalary: contract.baseSalary };
      contract.position = input.position;
      contract.baseSalary = input.baseSalary;
      contract.bonuses = input.bonuses || null;
      contract.nilTerms = input.nilDeals || null;
      recordActivity(ctx.em, {
        teamId: input.teamId,
        type: "contract",
        status: "success",
        messageKey: "franchise.activity.contractChanged",
        vars: { name: contract.playerName ?? "" },
      });
      audit(ctx.em, ctx.user, "contract.changed", {
        teamId: input.teamId,
        contractId: contract.id,
        playerName: contract.playerName,
        before,
        after: { position: input.position, baseSalary: input.baseSalary },
      });
      await ctx.em.flush();
      return contract;
    }),

  endContract: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "POST",
        path: "/franchise/{teamId}/contracts/{contractId}/end",
        protect: true,
        tags: ["franchise"],
        summary:
          "End an active contract today: it stays listed as ended, its end date today unless it was earlier (admin, the team's franchise manager). 409 when it has ended already",
      },
    })
    .input(ContractEndSchema)
    .output(ContractAdminOutput)
    .mutation(async ({ ctx, input }) => {
      const contract = await contractOfTeam(ctx.em, input.teamId, input.contractId);
      if (!contract.isActive) fail("CONFLICT", "errors.contractEnded");
      const today = tournamentDayAt(Date.now());
      contract.isActive = false;
      if (contract.endDate > today) contract.endDate = today;
      recordActivity(ctx.em, {
        teamId: input.teamId,
        type: "contract",
        status: "warning",
        messageKey: "franchise.activity.contractEnded",
        vars: { name: contract.playerName ?? "" },
      });
      audit(ctx.em, ctx.user, "contract.ended", {
        teamId: input.teamId,
        contractId: contract.id,
        playerName: contract.playerName,
      });
      await ctx.em.flush();
      return contract;
    }),

  setStock: teamScopedProcedure(["franchise_manager"])
    .meta({
      openapi: {
        method: "PUT",
        path: "/franchise/{teamId}/stock/{productId}/{variantId}",
        protect: true,
        tags: ["franchise"],
        summary:
          "Set the stock count of one size of a team's product after a count or a delivery (admin, the team's franchise manager). 404 for a product of another team or an unknown size; 400 naming `stockQuantity` below what open orders hold",
      },
    })
    .input(StockSchema)
    .output(
      z.object({ productId: z.string().uuid(), variantId: z.string(), stockQuantity: z.number().int(), lastRestocked: z.date() }),
    )
    .mutation(async ({ ctx, input }) =>
      ctx.em.transactional(async (tx) => {
        const product = await tx.findOne(Product, { id: input.productId, teamId: input.teamId });
        const variant = product?.variants.find((v) => v.id === input.variantId);
        if (!product || !variant) fail("NOT_FOUND", "errors.productNotFound");
        let row = await tx.findOne(
          Inventory,
          { productId: product.id, variantId: variant.id },
          { lockMode: LockMode.PESSIMISTIC_WRITE },
        );
        if (row && input.stockQuantity < row.reservedQuantity)
          failFields({ stockQuantity: { key: "validation.stockBelowReserved", vars: { reserved: row.reservedQuantity } } });
        const before = row?.stockQuantity ?? null;
        row ??= tx.create(Inventory, {
          teamId: input.teamId,
          productId: product.id,
          variantId: variant.id,
          itemType: inventoryItemType(product),
          itemName: product.name,
          size: variant.size ?? null,
          stockQuantity: 0,
        });
        row.stockQuantity = input.stockQuantity;
        row.lastRestocked = new Date();
        recordActivity(tx, {
          teamId: input.teamId,
          type: "inventory",
          status: "success",
          messageKey: "franchise.activity.stockCounted",
          vars: { product: product.name, size: variant.size ?? variant.id, stock: input.stockQuantity },
        });
        audit(tx, ctx.user, "stock.set", {
          teamId: input.teamId,
          productId: product.id,
          variantId: variant.id,
          before,
          after: input.stockQuantity,
        });
        await tx.flush();
        return {
          productId: product.id,
          variantId: variant.id,
          stockQuantity: row.stockQuantity,
          lastRestocked: row.lastRestocked!,
        };
      }),
    ),
});
