import { Migration } from "@mikro-orm/migrations";

/** A one-time link may offer a team's captaincy to someone who already has an account: its team and purpose. */
export class Migration20261128183019CaptainOffers extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);

    this.addSql(`alter table "account_tokens" add column "team_id" uuid null;`);
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check("purpose" in ('invitation', 'password_reset', 'captain_offer'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "account_tokens" drop constraint if exists "account_tokens_purpose_check";`);

    this.addSql(`alter table "account_tokens" drop constraint "account_tokens_team_id_foreign";`);

    this.addSql(`alter table "account_tokens" drop column "team_id";`);

    this.addSql(
      `alter table "account_tokens" add constraint "account_tokens_purpose_check" check("purpose" in ('invitation', 'password_reset'));`,
    );
  }
}
