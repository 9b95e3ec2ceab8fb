import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";

export const NewsletterSubscription = defineEntity({
  name: "NewsletterSubscription",
  tableName: "newsletter_subscriptions",
  properties: {
    ...baseProperties,
    email: p.string().unique(),
    firstName: p.string().nullable(),
    lastName: p.string().nullable(),
    subscribedAt: p.datetime().onCreate(() => new Date()),
    isActive: p.boolean().default(true),
    unsubscribedAt: p.datetime().nullable(),
    source: p.string().default("website"),
    preferences: p.json<string[]>().nullable(),
    language: p.string().default("en"),
  },
});
