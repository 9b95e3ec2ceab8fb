import { defineBaseEntity, p } from "./base";

export const Team = defineBaseEntity({
  name: "Team",
  tableName: "teams",
  properties: {
    name: p.string().unique(),
    /** A trade code (`plumbing`, `tile_setting`…), shown through `registrations.options.trades.<code>`. */
    trade: p.string(),
    captain: p.string(),
    jerseyColor: p.string(),
    accentColor: p.string(),
    // Text visitors read, in English and Spanish (docs/decisions/011-stored-text-in-both-languages.md).
    logoIdea: p.text(),
    logoIdeaEs: p.text().nullable(),
    logoConcept: p.text(),
    logoConceptEs: p.text().nullable(),
    logoUrl: p.string().nullable(),
    homeJerseyUrl: p.string().nullable(),
    awayJerseyUrl: p.string().nullable(),
    ownerId: p.uuid().nullable(),
    ownerName: p.string().nullable(),
    ownerEmail: p.string().nullable(),
    foundedYear: p.integer().default(2025),
    city: p.string().default("Atlanta"),
    stadium: p.string().nullable(),
    websiteUrl: p.string().nullable(),
    socialMedia: p.json<Record<string, string>>().nullable(),
    roster: p.json<string[]>().nullable(),
    /** Group letter A–H of the group stage. */
    group: p.string().length(1),
    /** Position in the seeded draw: the last, deterministic tie-breaker. */
    drawOrder: p.integer(),
    wins: p.integer().default(0),
    losses: p.integer().default(0),
    draws: p.integer().default(0),
    goalsFor: p.integer().default(0),
    goalsAgainst: p.integer().default(0),
    points: p.integer().default(0),
  },
});
