import { Migration } from "@mikro-orm/migrations";

/** Bearer tokens for REST partners; only their SHA-256 is stored. */
export class Migration20261122040000ApiTokens extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "api_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "token_hash" varchar(255) not null, "hint" varchar(255) not null, "user_id" uuid not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_tokens_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);
    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );
  }
}
