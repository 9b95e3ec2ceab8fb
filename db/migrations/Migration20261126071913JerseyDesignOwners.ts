import { Migration } from "@mikro-orm/migrations";

export class Migration20261126071913JerseyDesignOwners extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "jersey_logos" ("sha256" varchar(64) not null, "content_type" varchar(20) not null, "bytes" bytea not null, "created_at" timestamptz not null, constraint "jersey_logos_pkey" primary key ("sha256"));`,
    );

    this.addSql(`alter table "jersey_designs" add column "owner_user_id" uuid null, add column "owner_key" varchar(64) null;`);
    this.addSql(
      `alter table "jersey_designs" add constraint "jersey_designs_owner_user_id_foreign" foreign key ("owner_user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "jersey_logos" cascade;`);

    this.addSql(`alter table "jersey_designs" drop constraint "jersey_designs_owner_user_id_foreign";`);

    this.addSql(`alter table "jersey_designs" drop column "owner_user_id", drop column "owner_key";`);
  }
}
