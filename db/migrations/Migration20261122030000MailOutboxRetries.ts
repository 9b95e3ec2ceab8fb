import { Migration } from "@mikro-orm/migrations";

/** Outbox delivery state: tries, when to try again, and when a mail was logged for want of SMTP. */
export class Migration20261122030000MailOutboxRetries extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `alter table "email_outbox" add column "attempts" int not null default 0, add column "next_attempt_at" timestamptz null, add column "logged_at" timestamptz null;`,
    );
    this.addSql(`create index "email_outbox_pending_index" on "email_outbox" ("created_at") where "sent_at" is null;`);
  }
}
