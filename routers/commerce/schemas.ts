import { z } from "zod";
import { TeamOutput } from "../_lib/schemas";

/** Output shapes of the commerce procedures (and, through RouterOutputs, of the store and franchise pages). */
export const VariantOutput = z.object({ id: z.string(), size: z.string(), price: z.number().int() });

export const ProductOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  name: z.string(),
  description: z.string().nullish(),
  category: z.string(),
  subcategory: z.string().nullish(),
  basePrice: z.number().int(),
  images: z.array(z.string()).nullish(),
  variants: z.array(VariantOutput),
  isActive: z.boolean(),
  playerOnly: z.boolean(),
});

export const CartLineOutput = z.object({
  id: z.string().uuid(),
  sessionId: z.string(),
  productId: z.string().uuid(),
  variantId: z.string(),
  teamId: z.string().uuid(),
  quantity: z.number().int(),
  addedAt: z.date(),
  /** Priced by the server from the catalogue; null when the product or size is no longer sold. */
  size: z.string().nullable(),
  unitPrice: z.number().int().nullable(),
  lineTotal: z.number().int().nullable(),
  available: z.boolean(),
  product: ProductOutput,
});

export const OrderLineOutput = z.object({
  productId: z.string(),
  variantId: z.string(),
  teamId: z.string(),
  name: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
});

export const OrderOutput = z.object({
  id: z.string().uuid(),
  orderNumber: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  items: z.array(OrderLineOutput),
  subtotal: z.number().int(),
  shippingCost: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  orderDate: z.date(),
  paidAt: z.date().nullish(),
});

export const AdminOrderOutput = OrderOutput.extend({
  sessionId: z.string().nullish(),
  customerEmail: z.string().nullish(),
  customerName: z.string().nullish(),
  customerPhone: z.string().nullish(),
  stripePaymentIntentId: z.string().nullish(),
});

export const InventoryOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  productId: z.string().uuid().nullish(),
  variantId: z.string().nullish(),
  itemType: z.string(),
  itemName: z.string(),
  size: z.string().nullish(),
  color: z.string().nullish(),
  stockQuantity: z.number().int(),
  reservedQuantity: z.number().int(),
  retailPrice: z.number().int().nullish(),
  lastRestocked: z.date().nullish(),
});

export const JerseyOrderOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  jerseyType: z.string(),
  size: z.string(),
  quantity: z.number().int(),
  customerName: z.string(),
  customerEmail: z.string(),
  customerPhone: z.string().nullish(),
  shippingAddress: z.record(z.string(), z.string()).nullish(),
  customization: z.record(z.string(), z.unknown()).nullish(),
  unitPrice: z.number().int(),
  totalPrice: z.number().int(),
  status: z.string(),
  orderDate: z.date(),
  shippedDate: z.date().nullish(),
  deliveredDate: z.date().nullish(),
});

export const PaymentIntentOutput = z.object({
  clientSecret: z.string(),
  paymentIntentId: z.string(),
  orderId: z.string().uuid(),
  orderNumber: z.string(),
  /** Cents, computed by the server. */
  amount: z.number().int(),
  currency: z.string(),
  provider: z.enum(["stripe", "demo"]),
});

export const RosterMemberOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  name: z.string(),
  position: z.string(),
  specialty: z.string().nullish(),
  experience: z.string().nullish(),
  status: z.string(),
  createdAt: z.date(),
});

/** A contract as anyone may see it: who, how long; never the money (docs/decisions/100-public-and-admin-shapes.md). */
export const ContractOutput = z.object({
  id: z.string().uuid(),
  teamId: z.string().uuid(),
  playerName: z.string().nullish(),
  position: z.string().nullish(),
  startDate: z.string(),
  endDate: z.string(),
  isActive: z.boolean(),
  createdAt: z.date(),
});

export const ContractAdminOutput = ContractOutput.extend({
  /** Cents. */
  baseSalary: z.number().int().nullish(),
  bonuses: z.string().nullish(),
  nilTerms: z.string().nullish(),
});

export const ActivityOutput = z.object({
  id: z.string().uuid(),
  type: z.string(),
  messageKey: z.string(),
  vars: z.record(z.string(), z.union([z.string(), z.number()])).nullish(),
  status: z.string(),
  createdAt: z.date(),
});

export const MetricsOutput = z.object({
  totalRevenue: z.number().int(),
  monthlyGrowth: z.number().int(),
  activeOrders: z.number().int(),
  completedOrders: z.number().int(),
  playerContracts: z.number().int(),
  upcomingMatches: z.number().int(),
  championshipProgress: z.number().int(),
  fanEngagement: z.number().int(),
});

export const FranchiseOrderOutput = z.object({
  id: z.string().uuid(),
  orderNumber: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  orderDate: z.date(),
  paidAt: z.date().nullish(),
  /** Only this team's lines of the order, and their total in cents. */
  lines: z.array(OrderLineOutput),
  teamTotal: z.number().int(),
});

export const FranchiseDashboardOutput = z.object({
  team: TeamOutput,
  metrics: MetricsOutput,
  activity: z.array(ActivityOutput),
  roster: z.array(RosterMemberOutput),
  contracts: z.array(ContractOutput),
  orders: z.array(FranchiseOrderOutput),
  jerseyStock: z.array(z.object({ size: z.string(), stock: z.number().int() })),
  products: z.array(ProductOutput.extend({ variants: z.array(VariantOutput.extend({ stock: z.number().int().nullable() })) })),
});

export const FranchiseAdminDashboardOutput = FranchiseDashboardOutput.extend({ contracts: z.array(ContractAdminOutput) });
