import { Migration } from "@mikro-orm/migrations";

export class Migration20261122010000RateLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "rate_limits" ("key" varchar(255) not null, "count" int not null, "reset_at" timestamptz not null, constraint "rate_limits_pkey" primary key ("key"));`,
    );
  }
}
