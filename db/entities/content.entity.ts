import { defineEntity } from "@mikro-orm/core";
import { baseProperties, p } from "./base";
import { Team } from "./team.entity";
import { Sponsor } from "./sponsor.entity";

export type SponsorshipZone = {
  id: string; name: string; x: number; y: number; width: number; height: number;
  maxLogoSize: number; sponsorId?: string | null; logoUrl?: string | null;
};

export const JerseyDesign = defineEntity({
  name: "JerseyDesign",
  tableName: "jersey_designs",
  properties: {
    ...baseProperties,
    teamId: p.manyToOne(Team).mapToPk().fieldName("team_id"),
    designName: p.string(),
    primaryColor: p.string(),
    secondaryColor: p.string(),
    accentColor: p.string(),
    pattern: p.string(),
    logoPosition: p.string().default("center"),
    sponsorshipZones: p.json<SponsorshipZone[]>(),
    designPreviewUrl: p.text().nullable(),
    isActive: p.boolean().default(true),
  },
});

export const SponsorshipPlacement = defineEntity({
  name: "SponsorshipPlacement",
  tableName: "sponsorship_placements",
  properties: {
    ...baseProperties,
    jerseyDesignId: p.manyToOne(JerseyDesign).mapToPk().fieldName("jersey_design_id").deleteRule("cascade"),
    zone: p.string(),
    sponsorId: p.manyToOne(Sponsor).mapToPk().fieldName("sponsor_id").nullable(),
    logoUrl: p.string().nullable(),
    width: p.integer(),
    height: p.integer(),
    xPosition: p.integer(),
    yPosition: p.integer(),
    isActive: p.boolean().default(true),
  },
});

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

/** Contact, newsletter, report, event, feedback and support forms: one row per submission. */
export const FormSubmission = defineEntity({
  name: "FormSubmission",
  tableName: "form_submissions",
  properties: {
    ...baseProperties,
    type: p.string(),
    email: p.string().nullable(),
    payload: p.json<Record<string, unknown>>(),
    language: p.string().default("en"),
  },
});

/** Outgoing mail kept in the database; sent through SMTP when SMTP_URL is set. */
export const OutboxEmail = defineEntity({
  name: "OutboxEmail",
  tableName: "email_outbox",
  properties: {
    ...baseProperties,
    to: p.string(),
    subject: p.string(),
    body: p.text(),
    language: p.string().default("en"),
    sentAt: p.datetime().nullable(),
    error: p.text().nullable(),
    /** Delivery tries so far; a failed try is retried from nextAttemptAt (server/mail.ts). */
    attempts: p.integer().default(0),
    nextAttemptAt: p.datetime().nullable(),
    /** When the mail was written to the server log because no SMTP server is configured. */
    loggedAt: p.datetime().nullable(),
  },
});

/** Fixed-window counters for rate limits (per IP, per account…), shared by every app instance. */
export const RateLimit = defineEntity({
  name: "RateLimit",
  tableName: "rate_limits",
  properties: {
    key: p.text().primary(),
    count: p.integer(),
    resetAt: p.datetime(),
  },
});
