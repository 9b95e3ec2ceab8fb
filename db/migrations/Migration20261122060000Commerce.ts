import { Migration } from "@mikro-orm/migrations";

/** Commerce: persisted franchise roster and activity, applied payment webhooks, inventory lookups by variant. */
export class Migration20261122060000Commerce extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "franchise_roster_members" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "name" varchar(255) not null, "position" varchar(255) not null, "specialty" varchar(255) null, "experience" varchar(255) null, "status" varchar(255) not null default 'active', constraint "franchise_roster_members_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "franchise_roster_members_team_id_index" on "franchise_roster_members" ("team_id");`);
    this.addSql(
      `alter table "franchise_roster_members" add constraint "franchise_roster_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );
    this.addSql(
      `create table "franchise_activities" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "type" varchar(255) not null, "message_key" varchar(255) not null, "vars" jsonb null, "status" varchar(255) not null, constraint "franchise_activities_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "franchise_activities_team_id_created_at_index" on "franchise_activities" ("team_id", "created_at");`,
    );
    this.addSql(
      `alter table "franchise_activities" add constraint "franchise_activities_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );
    this.addSql(
      `create table "payment_events" ("id" varchar(255) not null, "type" varchar(255) not null, "payment_intent_id" varchar(255) null, "created_at" timestamptz not null, constraint "payment_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "inventory_product_id_variant_id_index" on "inventory" ("product_id", "variant_id");`);
    this.addSql(`create index "contracts_team_id_index" on "contracts" ("team_id");`);
    this.addSql(`create index "orders_session_id_index" on "orders" ("session_id");`);
  }
}
