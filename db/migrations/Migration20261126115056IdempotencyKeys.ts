import { Migration } from "@mikro-orm/migrations";

export class Migration20261126115056IdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "idempotency_keys" ("caller" varchar(200) not null, "key" varchar(255) not null, "request" varchar(2000) not null, "request_hash" varchar(64) not null, "status" int null, "body" text null, "headers" jsonb null, "created_at" timestamptz not null default now(), constraint "idempotency_keys_pkey" primary key ("caller", "key"));`,
    );
    this.addSql(`create index "idempotency_keys_created_at_index" on "idempotency_keys" ("created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "idempotency_keys" cascade;`);
  }
}
