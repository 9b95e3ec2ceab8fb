import { Migration } from "@mikro-orm/migrations";

export class Migration20261126065837AuditEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "audit_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "action" varchar(40) not null, "actor_id" uuid null, "actor" varchar(255) null, "detail" jsonb null, constraint "audit_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "audit_events_action_created_at_index" on "audit_events" ("action", "created_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "audit_events" cascade;`);
  }
}
