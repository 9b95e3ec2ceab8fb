import { Migration } from "@mikro-orm/migrations";

export class Migration20261126104103Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "webhook_deliveries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "seq" bigserial, "endpoint_id" uuid not null, "event" varchar(40) not null, "payload" jsonb not null, "order_key" varchar(100) null, "status" text check ("status" in ('pending', 'delivered', 'failed')) not null default 'pending', "attempts" int not null default 0, "next_attempt_at" timestamptz not null, "last_status_code" int null, "last_error" text null, "delivered_at" timestamptz null, constraint "webhook_deliveries_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "webhook_deliveries" add constraint "webhook_deliveries_seq_unique" unique ("seq");`);
    this.addSql(
      `create index "webhook_deliveries_due_index" on "webhook_deliveries" ("next_attempt_at") where "status" = 'pending';`,
    );
    this.addSql(`create index "webhook_deliveries_endpoint_id_seq_index" on "webhook_deliveries" ("endpoint_id", "seq");`);

    this.addSql(
      `create table "webhook_endpoints" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "url" varchar(2000) not null, "events" jsonb not null, "secret" varchar(100) not null, "active" boolean not null default true, "created_by_id" uuid null, "created_by" varchar(255) null, constraint "webhook_endpoints_pkey" primary key ("id"));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "webhook_deliveries" cascade;`);

    this.addSql(`drop table if exists "webhook_endpoints" cascade;`);
  }
}
