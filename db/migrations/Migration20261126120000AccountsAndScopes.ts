import { Migration } from "@mikro-orm/migrations";

/** The referee role, people's teams and matches, one-time account links, the signed match report, mail language. */
export class Migration20261126120000AccountsAndScopes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "team_links" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "team_id" uuid not null, constraint "team_links_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "team_links" add constraint "team_links_user_id_team_id_unique" unique ("user_id", "team_id");`);

    this.addSql(
      `create table "match_officials" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "user_id" uuid not null, "position" text check ("position" in ('referee', 'assistant_1', 'assistant_2')) not null, constraint "match_officials_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "match_officials_user_id_index" on "match_officials" ("user_id");`);
    this.addSql(
      `alter table "match_officials" add constraint "match_officials_match_id_user_id_unique" unique ("match_id", "user_id");`,
    );
    this.addSql(
      `alter table "match_officials" add constraint "match_officials_match_id_position_unique" unique ("match_id", "position");`,
    );

    this.addSql(
      `create table "account_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "token_hash" varchar(255) not null, "user_id" uuid not null, "purpose" text check ("purpose" in ('invitation', 'password_reset')) not null, "expires_at" timestamptz not null, "used_at" timestamptz null, constraint "account_tokens_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "account_tokens" add constraint "account_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "team_links" add constraint "team_links_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "team_links" add constraint "team_links_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "match_officials" add constraint "match_officials_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "match_officials" add constraint "match_officials_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);

    this.addSql(
      `alter table "matches" add column "signed_off_at" timestamptz null, add column "signed_off_by" varchar(255) null;`,
    );

    this.addSql(`alter table "users" add column "language" text check ("language" in ('en', 'es')) not null default 'en';`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check("role" in ('player', 'staff', 'sponsor', 'franchise_manager', 'captain', 'referee', 'global_company', 'media', 'admin'));`,
    );

    this.addSql(`alter table "staff" add column "user_id" uuid null;`);
    this.addSql(
      `alter table "staff" add constraint "staff_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop table if exists "team_links" cascade;`);

    this.addSql(`drop table if exists "match_officials" cascade;`);

    this.addSql(`drop table if exists "account_tokens" cascade;`);

    this.addSql(`alter table "staff" drop constraint "staff_user_id_foreign";`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);

    this.addSql(`alter table "matches" drop column "signed_off_at", drop column "signed_off_by";`);

    this.addSql(`alter table "staff" drop column "user_id";`);

    this.addSql(`alter table "users" drop column "language";`);

    this.addSql(`update "users" set "role" = 'staff' where "role" = 'referee';`);

    this.addSql(
      `alter table "users" add constraint "users_role_check" check("role" in ('player', 'staff', 'sponsor', 'franchise_manager', 'captain', 'global_company', 'media', 'admin'));`,
    );
  }
}
