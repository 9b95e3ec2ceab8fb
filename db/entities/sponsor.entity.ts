import { defineBaseEntity, p } from "./base";
import { User } from "./user.entity";

export const Sponsor = defineBaseEntity({
  name: "Sponsor",
  tableName: "sponsors",
  properties: {
    name: p.string(),
    tier: p.string(),
    logoUrl: p.string().nullable(),
    websiteUrl: p.string().nullable(),
    description: p.text().nullable(),
    /** The description in Spanish (docs/decisions/011-stored-text-in-both-languages.md). */
    descriptionEs: p.text().nullable(),
    benefits: p.json<string[]>().nullable(),
    country: p.string().default("USA"),
    region: p.string().nullable(),
    companyType: p.string().default("sponsor"),
    industry: p.string().nullable(),
    tradeSpecialty: p.string().nullable(),
    globalReach: p.string().default("national"),
    employeeCount: p.integer().nullable(),
    yearFounded: p.integer().nullable(),
    canCompete: p.boolean().default(false),
    teamInterest: p.string().nullable(),
    competitionLevel: p.string().nullable(),
    contactEmail: p.string(),
    contactPhone: p.string().nullable(),
    preferredLanguage: p.string().default("en"),
    isActive: p.boolean().default(true),
    /** The sponsor's account, when it has one: it reads its placements and inquiries. */
    userId: p.manyToOne(User).mapToPk().fieldName("user_id").nullable().deleteRule("set null"),
  },
});
