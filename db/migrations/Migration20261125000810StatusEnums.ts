import { Migration } from "@mikro-orm/migrations";

export class Migration20261125000810StatusEnums extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table "orders" alter column "status" type text using ("status"::text);`);
    this.addSql(`alter table "orders" alter column "payment_status" type text using ("payment_status"::text);`);
    this.addSql(
      `alter table "orders" add constraint "orders_status_check" check("status" in ('pending', 'paid', 'shipped', 'delivered', 'cancelled'));`,
    );
    this.addSql(
      `alter table "orders" add constraint "orders_payment_status_check" check("payment_status" in ('pending', 'paid', 'failed'));`,
    );

    this.addSql(`alter table "jersey_orders" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "jersey_orders" add constraint "jersey_orders_status_check" check("status" in ('pending', 'paid', 'shipped', 'delivered', 'cancelled'));`,
    );

    this.addSql(`alter table "franchise_roster_members" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "franchise_roster_members" add constraint "franchise_roster_members_status_check" check("status" in ('active', 'inactive'));`,
    );

    this.addSql(`alter table "franchise_activities" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "franchise_activities" add constraint "franchise_activities_status_check" check("status" in ('success', 'warning', 'pending'));`,
    );

    this.addSql(`alter table "tournaments" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "tournaments" add constraint "tournaments_status_check" check("status" in ('upcoming', 'in_progress', 'completed'));`,
    );

    this.addSql(`alter table "matches" alter column "round" type text using ("round"::text);`);
    // By hand: a round stored in an admin spelling (match.schema.ts ROUND_ALIASES) takes its stored name first.
    this.addSql(
      `update "matches" set "round" = case "round" when 'group_stage' then 'group' when 'round_of_16' then 'round_16' when 'quarterfinals' then 'quarter_final' when 'semifinals' then 'semi_final' end where "round" in ('group_stage', 'round_of_16', 'quarterfinals', 'semifinals');`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_round_check" check("round" in ('group', 'round_16', 'quarter_final', 'semi_final', 'third_place', 'final'));`,
    );

    this.addSql(`alter table "users" alter column "role" type text using ("role"::text);`);
    this.addSql(`alter table "users" alter column "status" type text using ("status"::text);`);
    this.addSql(
      `alter table "users" add constraint "users_role_check" check("role" in ('player', 'staff', 'sponsor', 'franchise_manager', 'captain', 'global_company', 'media', 'admin'));`,
    );
    this.addSql(
      `alter table "users" add constraint "users_status_check" check("status" in ('pending', 'approved', 'rejected', 'active'));`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "franchise_activities" drop constraint if exists "franchise_activities_status_check";`);

    this.addSql(`alter table "franchise_roster_members" drop constraint if exists "franchise_roster_members_status_check";`);

    this.addSql(`alter table "jersey_orders" drop constraint if exists "jersey_orders_status_check";`);

    this.addSql(`alter table "matches" drop constraint if exists "matches_round_check";`);

    this.addSql(`alter table "orders" drop constraint if exists "orders_status_check";`);
    this.addSql(`alter table "orders" drop constraint if exists "orders_payment_status_check";`);

    this.addSql(`alter table "tournaments" drop constraint if exists "tournaments_status_check";`);

    this.addSql(`alter table "users" drop constraint if exists "users_role_check";`);
    this.addSql(`alter table "users" drop constraint if exists "users_status_check";`);

    this.addSql(`alter table "franchise_activities" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "franchise_roster_members" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "jersey_orders" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "matches" alter column "round" type varchar(255) using ("round"::varchar(255));`);

    this.addSql(`alter table "orders" alter column "status" type varchar(255) using ("status"::varchar(255));`);
    this.addSql(`alter table "orders" alter column "payment_status" type varchar(255) using ("payment_status"::varchar(255));`);

    this.addSql(`alter table "tournaments" alter column "status" type varchar(255) using ("status"::varchar(255));`);

    this.addSql(`alter table "users" alter column "role" type varchar(255) using ("role"::varchar(255));`);
    this.addSql(`alter table "users" alter column "status" type varchar(255) using ("status"::varchar(255));`);
  }
}
