import { Migration } from "@mikro-orm/migrations";

/**
 * A task's title and description get their Spanish beside the English, as other stored text visitors read
 * (decision 011): the demo's tasks read in Spanish on Spanish pages; tasks people write keep a null Spanish
 * and show as written.
 */
export class Migration20261128210000TaskTextInSpanish extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "project_tasks" add column "title_es" varchar(255) null, add column "description_es" text null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "project_tasks" drop column "title_es", drop column "description_es";`);
  }
}
