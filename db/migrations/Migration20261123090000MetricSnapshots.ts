import { Migration } from "@mikro-orm/migrations";

/** Dashboard figures as they were shown over time, for honest change badges. */
export class Migration20261123090000MetricSnapshots extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "metric_snapshots" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "metric" varchar(255) not null, "value" double precision not null, "taken_at" timestamptz not null, constraint "metric_snapshots_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "metric_snapshots_metric_taken_at_index" on "metric_snapshots" ("metric", "taken_at");`);
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "metric_snapshots" cascade;`);
  }
}
