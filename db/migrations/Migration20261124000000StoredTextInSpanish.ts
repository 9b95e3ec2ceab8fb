import { Migration } from "@mikro-orm/migrations";
import {
  NATIONALITIES_BY_NAME,
  PRODUCT_TEMPLATES,
  SEED_SPONSORS,
  SEED_TEAMS,
  TOURNAMENT_DESCRIPTION,
  TRADES_BY_NAME,
} from "../seeders/data";

/**
 * Stored text visitors read gets its Spanish beside the English (docs/decisions/011): a nullable `*_es`
 * companion column per text. Rows the demo seed wrote are filled from the seed catalogue, matched by
 * their English text, so a database seeded before this migration reads in Spanish too; other rows
 * (written by people) keep a null Spanish and are shown in English until someone adds it.
 * Codes that were stored as English words become codes shown through their labels: trades, industries
 * and countries (ISO 3166-1 alpha-2); a trade experience "N years" becomes the number N.
 */
export class Migration20261124000000StoredTextInSpanish extends Migration {
  /** A statement with `?` bindings (addSql takes none of its own). */
  private sql(sql: string, bindings: unknown[]) {
    this.addSql(this.getKnex().raw(sql, bindings as never));
  }

  override async up(): Promise<void> {
    this.addSql(`alter table "teams" add column "logo_idea_es" text null, add column "logo_concept_es" text null;`);
    this.addSql(`alter table "products" add column "name_es" varchar(255) null, add column "description_es" text null;`);
    this.addSql(`alter table "sponsors" add column "description_es" text null;`);
    this.addSql(`alter table "tournaments" add column "description_es" text null;`);

    for (const t of SEED_TEAMS) {
      this.sql(
        `update "teams" set "logo_idea_es" = ?, "logo_concept_es" = ? where "name" = ? and "logo_idea" = ? and "logo_concept" = ?;`,
        [t.logoIdeaEs, t.logoConceptEs, t.name, t.logoIdea, t.logoConcept],
      );
    }
    for (const [name, code] of Object.entries(TRADES_BY_NAME)) {
      this.sql(`update "teams" set "trade" = ? where "trade" = ?;`, [code, name]);
      this.sql(`update "players" set "trade_specialty" = ? where "trade_specialty" = ?;`, [code, name]);
    }
    // Seeded products are named "<team> <template>" (DatabaseSeeder).
    for (const tpl of PRODUCT_TEMPLATES) {
      this.sql(
        `update "products" p set "name_es" = cast(? as text) || ' de ' || t."name", "description_es" = ? from "teams" t where p."team_id" = t."id" and p."name" = t."name" || ' ' || cast(? as text) and p."description" = ?;`,
        [tpl.nameEs, tpl.descriptionEs, tpl.name, tpl.description],
      );
    }
    for (const s of SEED_SPONSORS) {
      this.sql(`update "sponsors" set "description_es" = ?, "industry" = ? where "name" = ? and "description" = ?;`, [
        s.descriptionEs,
        s.industry,
        s.name,
        s.description,
      ]);
    }
    this.addSql(`update "sponsors" set "country" = 'US' where "country" = 'USA';`);
    for (const [name, code] of Object.entries(NATIONALITIES_BY_NAME)) {
      this.sql(`update "players" set "nationality" = ? where "nationality" = ?;`, [code, name]);
    }
    this.addSql(
      `update "players" set "trade_experience" = substring("trade_experience" from '^(\\d+) years?$') where "trade_experience" ~ '^\\d+ years?$';`,
    );
    this.sql(`update "tournaments" set "description_es" = ? where "description" = ?;`, [
      TOURNAMENT_DESCRIPTION.es,
      TOURNAMENT_DESCRIPTION.en,
    ]);
  }
}
