import { Migration } from "@mikro-orm/migrations";

export class Migration20261126143849SponsorAccounts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "sponsors" add column "user_id" uuid null;`);
    this.addSql(
      `alter table "sponsors" add constraint "sponsors_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete set null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sponsors" drop constraint "sponsors_user_id_foreign";`);

    this.addSql(`alter table "sponsors" drop column "user_id";`);
  }
}
