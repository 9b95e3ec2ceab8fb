import { Migration } from "@mikro-orm/migrations";

export class Migration20261125000002StatusChoices extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "staff" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "staff" add constraint "staff_status_check" check("status" in ('active', 'inactive', 'terminated'));`,
    );

    this.addSql(`alter table "project_tasks" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "project_tasks" add constraint "project_tasks_status_check" check("status" in ('pending', 'in_progress', 'completed', 'cancelled'));`,
    );

    this.addSql(`alter table "players" alter column "status" type text using ("status"::text);`);
    this.addSql(`alter table "players" add constraint "players_status_check" check("status" in ('active', 'inactive'));`);

    this.addSql(`alter table "matches" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "matches" add constraint "matches_status_check" check("status" in ('scheduled', 'live', 'completed', 'cancelled'));`,
    );

    this.addSql(`alter table "staff_registrations" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "staff_registrations" add constraint "staff_registrations_status_check" check("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(`alter table "sponsor_registrations" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "sponsor_registrations" add constraint "sponsor_registrations_status_check" check("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(`alter table "player_registrations" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "player_registrations" add constraint "player_registrations_status_check" check("status" in ('pending', 'approved', 'rejected'));`,
    );

    this.addSql(`alter table "franchise_registrations" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "franchise_registrations" add constraint "franchise_registrations_status_check" check("status" in ('pending', 'approved', 'rejected'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "franchise_registrations" drop constraint if exists "franchise_registrations_status_check";`);

    this.addSql(`alter table "matches" drop constraint if exists "matches_status_check";`);

    this.addSql(`alter table "player_registrations" drop constraint if exists "player_registrations_status_check";`);

    this.addSql(`alter table "players" drop constraint if exists "players_status_check";`);

    this.addSql(`alter table "project_tasks" drop constraint if exists "project_tasks_status_check";`);

    this.addSql(`alter table "sponsor_registrations" drop constraint if exists "sponsor_registrations_status_check";`);

    this.addSql(`alter table "staff" drop constraint if exists "staff_status_check";`);

    this.addSql(`alter table "staff_registrations" drop constraint if exists "staff_registrations_status_check";`);

    this.addSql(`alter table "franchise_registrations" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "matches" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "player_registrations" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "players" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "project_tasks" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "sponsor_registrations" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "staff" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "staff_registrations" alter column "status" type varchar(255) using ("status"::varchar(255));`);
  }
}
