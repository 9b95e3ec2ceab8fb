import { Migration } from "@mikro-orm/migrations";

export class Migration20261126065043LiveEventsAndSeedUniques extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "live_events" ("id" bigint not null, "payload" jsonb not null, "created_at" timestamptz not null default now(), constraint "live_events_pkey" primary key ("id"));`,
    );

    this.addSql(`alter table "products" add constraint "products_team_id_name_unique" unique ("team_id", "name");`);

    this.addSql(`drop index "inventory_product_id_variant_id_index";`);

    // By hand: two instances that started together could seed the inventory twice. The row
    // kept per product size is the one written last (sales and restocks went to it); nothing refers to
    // inventory rows.
    this.addSql(
      `delete from "inventory" i using "inventory" o where i."product_id" = o."product_id" and i."variant_id" = o."variant_id" and (o."updated_at", o."id") > (i."updated_at", i."id");`,
    );

    this.addSql(
      `alter table "inventory" add constraint "inventory_product_id_variant_id_unique" unique ("product_id", "variant_id");`,
    );

    this.addSql(`alter table "tournaments" add constraint "tournaments_name_unique" unique ("name");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "live_events" cascade;`);

    this.addSql(`alter table "inventory" drop constraint "inventory_product_id_variant_id_unique";`);

    this.addSql(`create index "inventory_product_id_variant_id_index" on "inventory" ("product_id", "variant_id");`);

    this.addSql(`alter table "products" drop constraint "products_team_id_name_unique";`);

    this.addSql(`alter table "tournaments" drop constraint "tournaments_name_unique";`);
  }
}
