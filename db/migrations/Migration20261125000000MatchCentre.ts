import { Migration } from "@mikro-orm/migrations";

/**
 * The match centre (docs/decisions/080-match-centre.md): match events and line-ups, drawings of lots
 * between teams level on every tie-breaker, and event changes in the result audit trail.
 */
export class Migration20261125000000MatchCentre extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "match_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "team_id" uuid not null, "kind" varchar(20) not null, "minute" int null, "stoppage" int null, "sequence" int not null, "player_id" uuid not null, "assist_player_id" uuid null, "player_on_id" uuid null, "own_goal" boolean not null default false, "penalty" boolean not null default false, "scored" boolean null, constraint "match_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "match_events_match_id_sequence_index" on "match_events" ("match_id", "sequence");`);
    this.addSql(`create index "match_events_player_id_index" on "match_events" ("player_id");`);
    this.addSql(
      `alter table "match_events" add constraint "match_events_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_player_id_foreign" foreign key ("player_id") references "players" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_assist_player_id_foreign" foreign key ("assist_player_id") references "players" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "match_events" add constraint "match_events_player_on_id_foreign" foreign key ("player_on_id") references "players" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `create table "match_lineups" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "team_id" uuid not null, "player_id" uuid not null, "role" varchar(10) not null, "captain" boolean not null default false, "goalkeeper" boolean not null default false, constraint "match_lineups_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "match_lineups_match_id_team_id_index" on "match_lineups" ("match_id", "team_id");`);
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_match_id_player_id_unique" unique ("match_id", "player_id");`,
    );
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_player_id_foreign" foreign key ("player_id") references "players" ("id") on update cascade;`,
    );

    this.addSql(
      `create table "group_lots" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "group_letter" varchar(1) not null, "team_ids" jsonb not null, "note" text null, "recorded_by_id" uuid null, "recorded_by" varchar(255) not null, constraint "group_lots_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "group_lots_group_letter_index" on "group_lots" ("group_letter");`);

    this.addSql(
      `alter table "match_result_changes" add column "action" varchar(20) not null default 'result', add column "event_id" uuid null, add column "event" jsonb null;`,
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "match_result_changes" drop column "action", drop column "event_id", drop column "event";`);
    this.addSql(`drop table if exists "group_lots" cascade;`);
    this.addSql(`drop table if exists "match_lineups" cascade;`);
    this.addSql(`drop table if exists "match_events" cascade;`);
  }
}
