import { Migration } from "@mikro-orm/migrations";

/**
 * Rate-limit keys embed caller-supplied text (`login:account:<email>`, up to 254 characters of email
 * after the prefix), which overflowed varchar(255): the key is text, with no length to outgrow.
 */
export class Migration20261123000000InputLimits extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "rate_limits" alter column "key" type text;`);
  }
}
