import { defineBaseEntity, p } from "./base";

export const NewsletterSubscription = defineBaseEntity({
  name: "NewsletterSubscription",
  tableName: "newsletter_subscriptions",
  properties: {
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
