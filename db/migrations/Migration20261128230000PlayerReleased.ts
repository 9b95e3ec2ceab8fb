import { Migration } from "@mikro-orm/migrations";

/** A player removed from the squad is `released`: kept, with their past matches and statistics, out of the squad. */
export class Migration20261128230000PlayerReleased extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "players" drop constraint if exists "players_status_check";`);
    this.addSql(
      `alter table "players" add constraint "players_status_check" check("status" in ('active', 'inactive', 'released'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`update "players" set "status" = 'inactive' where "status" = 'released';`);
    this.addSql(`alter table "players" drop constraint if exists "players_status_check";`);
    this.addSql(`alter table "players" add constraint "players_status_check" check("status" in ('active', 'inactive'));`);
  }
}
