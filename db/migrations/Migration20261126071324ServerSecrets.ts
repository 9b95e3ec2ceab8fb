import { Migration } from "@mikro-orm/migrations";

export class Migration20261126071324ServerSecrets extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "server_secrets" ("name" varchar(255) not null, "value" varchar(255) not null, "created_at" timestamptz not null, constraint "server_secrets_pkey" primary key ("name"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "server_secrets" cascade;`);
  }
}
