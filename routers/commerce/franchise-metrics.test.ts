import { describe, expect, it } from "vitest";
import { franchiseMetrics, teamShare, type MetricsOrder } from "./franchise-metrics";

const now = new Date("2026-06-20T12:00:00Z");
const daysAgo = (d: number) => new Date(now.getTime() - d * 24 * 3600 * 1000);
const order = (o: Partial<MetricsOrder>): MetricsOrder => ({
  sessionId: "s1",
  status: "paid",
  paymentStatus: "paid",
  paidAt: daysAgo(1),
  items: [],
  ...o,
});

describe("franchise metrics", () => {
  it("are all zero without data (the spec's starting state)", () => {
    expect(franchiseMetrics({ teamId: "t1", orders: [], activeContracts: 0, matches: [], now })).toEqual({
      totalRevenue: 0,
      monthlyGrowth: 0,
      activeOrders: 0,
      completedOrders: 0,
      playerContracts: 0,
      upcomingMatches: 0,
      championshipProgress: 0,
      fanEngagement: 0,
    });
  });

  it("count only this team's share of shared orders", () => {
    const mixed = order({
      items: [
        { teamId: "t1", quantity: 2, unitPrice: 6999 },
        { teamId: "t2", quantity: 1, unitPrice: 1999 },
      ],
    });
    expect(teamShare(mixed, "t1")).toBe(13998);
    const m = franchiseMetrics({
      teamId: "t1",
      now,
      activeContracts: 2,
      matches: [],
      orders: [
        mixed,
        order({ sessionId: "s2", paidAt: daysAgo(40), items: [{ teamId: "t1", quantity: 1, unitPrice: 10000 }] }),
        order({
          sessionId: "s3",
          status: "pending",
          paymentStatus: "pending",
          paidAt: null,
          items: [{ teamId: "t1", quantity: 1, unitPrice: 500 }],
        }),
        order({ sessionId: "s4", items: [{ teamId: "t2", quantity: 1, unitPrice: 500 }] }),
      ],
    });
    expect(m.totalRevenue).toBe(13998 + 10000);
    expect(m.completedOrders).toBe(2);
    expect(m.activeOrders).toBe(1);
    expect(m.fanEngagement).toBe(2);
    expect(m.playerContracts).toBe(2);
    // last 30 days 13998 against 10000 the 30 before
    expect(m.monthlyGrowth).toBe(40);
  });

  it("follow the team's matches, counting as upcoming only those ahead of today", () => {
    const ahead = new Date(now.getTime() + 86_400_000);
    const m = franchiseMetrics({
      teamId: "t1",
      now,
      orders: [],
      activeContracts: 0,
      matches: [
        { status: "completed", matchDate: new Date(now.getTime() - 86_400_000) },
        { status: "scheduled", matchDate: ahead },
        { status: "scheduled", matchDate: ahead },
        { status: "cancelled", matchDate: ahead },
        // June's fixture still without a result, read in November: overdue, not upcoming.
        { status: "scheduled", matchDate: new Date(now.getTime() - 150 * 86_400_000) },
      ],
    });
    expect(m.upcomingMatches).toBe(2);
    expect(m.championshipProgress).toBe(25);
  });
});
