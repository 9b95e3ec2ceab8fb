import { Migration } from "@mikro-orm/migrations";

export class Migration20261126142426SessionDevices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sessions" add column "user_agent" varchar(255) null, add column "last_seen_at" timestamptz null;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sessions" drop column "user_agent", drop column "last_seen_at";`);
  }
}
