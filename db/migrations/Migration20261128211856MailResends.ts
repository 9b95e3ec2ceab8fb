import { Migration } from "@mikro-orm/migrations";

/** Admin → Mail sends a mail again as a copy naming the first one and who asked; one copy waits at a time. */
export class Migration20261128211856MailResends extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "email_outbox" add column "resent_from_id" uuid null, add column "resent_by" varchar(255) null;`);
    this.addSql(
      `create unique index "email_outbox_resend_waiting_unique" on "email_outbox" ("resent_from_id") where "sent_at" is null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`drop index if exists "email_outbox_resend_waiting_unique";`);
    this.addSql(`alter table "email_outbox" drop column "resent_from_id", drop column "resent_by";`);
  }
}
