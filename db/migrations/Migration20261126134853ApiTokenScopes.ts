import { Migration } from "@mikro-orm/migrations";

/**
 * Tokens get scopes and an expiry (docs/decisions/116). Tokens made before keep what they could do
 * (`admin`) for the default 90 days from now.
 */
export class Migration20261126134853ApiTokenScopes extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "api_tokens" add column "scopes" jsonb not null default '["admin"]', add column "expires_at" timestamptz not null default now() + interval '90 days';`,
    );
    this.addSql(`alter table "api_tokens" alter column "scopes" drop default, alter column "expires_at" drop default;`);
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "api_tokens" drop column "scopes", drop column "expires_at";`);
  }
}
