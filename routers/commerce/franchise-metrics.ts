/**
 * The franchise page's metrics, computed from real orders, contracts and matches. With no data every
 * figure is 0, the spec's starting state. Pure: unit-tested without a database.
 */
import { growthPercent, lineTotalCents, sumCents } from "@shared/money";

export type MetricsOrder = {
  sessionId?: string | null;
  status: string;
  paymentStatus: string;
  paidAt?: Date | null;
  items: Array<{ teamId: string; quantity: number; unitPrice: number }>;
};
export type MetricsMatch = { status: string; matchDate: Date };

export type FranchiseMetrics = {
  /** Cents of this team's goods in paid orders. */
  totalRevenue: number;
  /** Revenue of the last 30 days against the 30 before, in whole percent. */
  monthlyGrowth: number;
  /** Checkouts started and awaiting payment. */
  activeOrders: number;
  /** Orders paid. */
  completedOrders: number;
  playerContracts: number;
  upcomingMatches: number;
  /** Share of the team's matches already played, in whole percent. */
  championshipProgress: number;
  /** Distinct supporters (cart sessions) who bought this team's goods. */
  fanEngagement: number;
};

const DAY = 24 * 3600 * 1000;

export function teamShare(order: Pick<MetricsOrder, "items">, teamId: string): number {
  return sumCents(order.items.filter((l) => l.teamId === teamId).map((l) => lineTotalCents(l.unitPrice, l.quantity)));
}

export function franchiseMetrics(input: {
  teamId: string;
  orders: readonly MetricsOrder[];
  activeContracts: number;
  matches: readonly MetricsMatch[];
  now: Date;
}): FranchiseMetrics {
  const { teamId, now } = input;
  const orders = input.orders.filter((o) => o.items.some((l) => l.teamId === teamId));
  const paid = orders.filter((o) => o.paymentStatus === "paid");
  const revenueBetween = (fromDaysAgo: number, toDaysAgo: number) =>
    sumCents(
      paid
        .filter(
          (o) =>
            o.paidAt &&
            now.getTime() - o.paidAt.getTime() < fromDaysAgo * DAY &&
            now.getTime() - o.paidAt.getTime() >= toDaysAgo * DAY,
        )
        .map((o) => teamShare(o, teamId)),
    );
  const played = input.matches.filter((m) => m.status === "completed").length;
  const scheduled = input.matches.filter((m) => m.status === "scheduled" || m.status === "live").length;
  const counted = played + scheduled;
  return {
    totalRevenue: sumCents(paid.map((o) => teamShare(o, teamId))),
    monthlyGrowth: growthPercent(revenueBetween(60, 30), revenueBetween(30, 0)),
    activeOrders: orders.filter((o) => o.status === "pending" && o.paymentStatus !== "paid").length,
    completedOrders: paid.length,
    playerContracts: input.activeContracts,
    // Upcoming: still to be played and not yet due; a fixture whose day has passed without a result is not "upcoming".
    upcomingMatches: input.matches.filter((m) => m.status === "scheduled" && m.matchDate.getTime() >= now.getTime()).length,
    championshipProgress: counted ? Math.round((played / counted) * 100) : 0,
    fanEngagement: new Set(paid.map((o) => o.sessionId).filter(Boolean)).size,
  };
}
