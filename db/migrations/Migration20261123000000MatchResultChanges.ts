import { Migration } from "@mikro-orm/migrations";

/** The audit trail of match results: every change of status, score or penalties, with who, when and why. */
export class Migration20261123000000MatchResultChanges extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      `create table "match_result_changes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "changed_by_id" uuid null, "changed_by" varchar(255) not null, "reason" text null, "from_status" varchar(255) not null, "to_status" varchar(255) not null, "from_home_score" int null, "from_away_score" int null, "to_home_score" int null, "to_away_score" int null, "from_home_penalties" int null, "from_away_penalties" int null, "to_home_penalties" int null, "to_away_penalties" int null, constraint "match_result_changes_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "match_result_changes_match_id_created_at_index" on "match_result_changes" ("match_id", "created_at");`,
    );
    this.addSql(
      `alter table "match_result_changes" add constraint "match_result_changes_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );
  }
}
