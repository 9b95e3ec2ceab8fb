import { Migration } from "@mikro-orm/migrations";

export class Migration20261126065136MatchEventClientId extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "match_events" add column "client_id" uuid null;`);
    this.addSql(`alter table "match_events" add constraint "match_events_client_id_unique" unique ("client_id");`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "match_events" drop constraint "match_events_client_id_unique";`);
    this.addSql(`alter table "match_events" drop column "client_id";`);
  }
}
