import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Team } from "./team.entity";

export type ProductVariant = { id: string; size: string; price: number };

export const Product = defineEntity({
  name: "Product",
  tableName: "products",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    // Text visitors read, in English and Spanish (docs/decisions/011-stored-text-in-both-languages.md).
    name: p.string(),
    nameEs: p.string().nullable(),
    description: p.text().nullable(),
    descriptionEs: p.text().nullable(),
    /** player_gear, fan_merchandise, training_equipment */
    category: p.string(),
    subcategory: p.string().nullable(),
    /** Cents. */
    basePrice: p.integer(),
    images: p.json<string[]>().nullable(),
    variants: p.json<ProductVariant[]>(),
    isActive: p.boolean().default(true),
    playerOnly: p.boolean().default(false),
  },
});

export const CartItem = defineEntity({
  name: "CartItem",
  tableName: "cart_items",
  indexes: [{ properties: ["sessionId"] }],
  properties: {
    ...baseProperties,
    sessionId: p.string(),
    productId: p.manyToOne(Product).mapToPk().fieldName("product_id"),
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    variantId: p.string(),
    quantity: p.integer().default(1),
    customization: p.json<Record<string, unknown>>().nullable(),
    addedAt: p.datetime().onCreate(() => new Date()),
  },
});

/** A priced line as it was bought; teamId lets each franchise find its own sales inside shared orders. */
export type OrderLine = { productId: string; variantId: string; teamId: string; name: string; size: string; quantity: number; unitPrice: number };

export const Order = defineEntity({
  name: "Order",
  tableName: "orders",
  properties: {
    ...baseProperties,
    orderNumber: p.string().unique(),
    sessionId: p.string().nullable(),
    customerEmail: p.string().nullable(),
    customerName: p.string().nullable(),
    customerPhone: p.string().nullable(),
    shippingAddress: p.json<Record<string, string>>().nullable(),
    billingAddress: p.json<Record<string, string>>().nullable(),
    items: p.json<OrderLine[]>(),
    subtotal: p.integer(),
    shippingCost: p.integer().default(0),
    tax: p.integer().default(0),
    total: p.integer(),
    status: p.string().default("pending"),
    paymentStatus: p.string().default("pending"),
    stripePaymentIntentId: p.string().nullable().unique(),
    stripeCustomerId: p.string().nullable(),
    orderDate: p.datetime().onCreate(() => new Date()),
    paidAt: p.datetime().nullable(),
    shippedAt: p.datetime().nullable(),
    deliveredAt: p.datetime().nullable(),
  },
});

export const JerseyOrder = defineEntity({
  name: "JerseyOrder",
  tableName: "jersey_orders",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    jerseyType: p.string(),
    size: p.string(),
    quantity: p.integer().default(1),
    customerName: p.string(),
    customerEmail: p.string(),
    customerPhone: p.string().nullable(),
    shippingAddress: p.json<Record<string, string>>().nullable(),
    customization: p.json<Record<string, unknown>>().nullable(),
    unitPrice: p.integer(),
    totalPrice: p.integer(),
    status: p.string().default("pending"),
    orderDate: p.datetime().onCreate(() => new Date()),
    shippedDate: p.datetime().nullable(),
    deliveredDate: p.datetime().nullable(),
  },
});

export const Inventory = defineEntity({
  name: "Inventory",
  tableName: "inventory",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    productId: p.uuid().nullable(),
    variantId: p.string().nullable(),
    itemType: p.string(),
    itemName: p.string(),
    size: p.string().nullable(),
    color: p.string().nullable(),
    stockQuantity: p.integer().default(0),
    reservedQuantity: p.integer().default(0),
    unitCost: p.integer().nullable(),
    retailPrice: p.integer().nullable(),
    supplierInfo: p.text().nullable(),
    lastRestocked: p.datetime().nullable(),
  },
});
