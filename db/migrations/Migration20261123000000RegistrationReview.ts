import { Migration } from "@mikro-orm/migrations";

const TABLES = ["player_registrations", "staff_registrations", "sponsor_registrations", "franchise_registrations"];

/**
 * The admin registration table: paging by status and submission date, the player team filter, and
 * re-application after a rejection (one open registration per person instead of one ever).
 */
export class Migration20261123000000RegistrationReview extends Migration {
  override async up(): Promise<void> {
    for (const t of TABLES) {
      this.addSql(`alter table "${t}" drop constraint "${t}_user_id_unique";`);
      this.addSql(`create unique index "${t}_user_id_open_unique" on "${t}" ("user_id") where "status" <> 'rejected';`);
      this.addSql(`create index "${t}_user_id_index" on "${t}" ("user_id");`);
      this.addSql(`create index "${t}_submitted_at_index" on "${t}" ("submitted_at");`);
      this.addSql(`create index "${t}_status_submitted_at_index" on "${t}" ("status", "submitted_at");`);
    }
    this.addSql(`create index "player_registrations_team_id_index" on "player_registrations" ("team_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop index "player_registrations_team_id_index";`);
    for (const t of TABLES) {
      this.addSql(`drop index "${t}_status_submitted_at_index";`);
      this.addSql(`drop index "${t}_submitted_at_index";`);
      this.addSql(`drop index "${t}_user_id_index";`);
      this.addSql(`drop index "${t}_user_id_open_unique";`);
      this.addSql(`alter table "${t}" add constraint "${t}_user_id_unique" unique ("user_id");`);
    }
  }
}
