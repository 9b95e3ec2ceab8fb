import { Migration } from "@mikro-orm/migrations";
import { FOLDED_NAMES } from "./folded";
import { FUN_FACTS_INSERT } from "./Migration20261122020000FunFacts";

/**
 * Today's whole schema in one step, for a fresh database (docs/decisions/020-generated-and-squashed-migrations.md).
 * The statements are MikroORM's, generated from the entities; the guard, the fun facts (reference
 * content) and the record of the folded chain are added by hand. On a database the folded chain built,
 * it does nothing: that chain has already reached this schema.
 */
export class Migration20261125000001Squash extends Migration {
  override async up(): Promise<void> {
    const table = this.config.get("migrations").tableName ?? "mikro_orm_migrations";
    const folded = await this.execute(
      `select 1 from "${table}" where "name" in (${FOLDED_NAMES.map(() => "?").join(", ")}) limit 1`,
      FOLDED_NAMES,
    );
    if (folded.length > 0) return;

    this.addSql(
      `create table "form_submissions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "type" varchar(255) not null, "email" varchar(255) null, "payload" jsonb not null, "language" varchar(255) not null default 'en', constraint "form_submissions_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "fun_facts" ("id" int not null, "area" varchar(255) not null, "icon" varchar(255) not null, "category" varchar(255) not null, "text_en" text not null, "text_es" text not null, constraint "fun_facts_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "group_lots" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "group_letter" varchar(1) not null, "team_ids" jsonb not null, "note" text null, "recorded_by_id" uuid null, "recorded_by" varchar(255) not null, constraint "group_lots_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "group_lots_group_letter_index" on "group_lots" ("group_letter");`);

    this.addSql(
      `create table "metric_snapshots" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "metric" varchar(255) not null, "value" double precision not null, "taken_at" timestamptz not null, constraint "metric_snapshots_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "metric_snapshots_metric_taken_at_index" on "metric_snapshots" ("metric", "taken_at");`);

    this.addSql(
      `create table "newsletter_subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(255) not null, "first_name" varchar(255) null, "last_name" varchar(255) null, "subscribed_at" timestamptz not null, "is_active" boolean not null default true, "unsubscribed_at" timestamptz null, "source" varchar(255) not null default 'website', "preferences" jsonb null, "language" varchar(255) not null default 'en', constraint "newsletter_subscriptions_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");`,
    );

    this.addSql(
      `create table "orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "order_number" varchar(255) not null, "session_id" varchar(255) null, "customer_email" varchar(255) null, "customer_name" varchar(255) null, "customer_phone" varchar(255) null, "shipping_address" jsonb null, "billing_address" jsonb null, "items" jsonb not null, "subtotal" int not null, "shipping_cost" int not null default 0, "tax" int not null default 0, "total" int not null, "status" varchar(255) not null default 'pending', "payment_status" varchar(255) not null default 'pending', "stripe_payment_intent_id" varchar(255) null, "stripe_customer_id" varchar(255) null, "order_date" timestamptz not null, "paid_at" timestamptz null, "shipped_at" timestamptz null, "delivered_at" timestamptz null, constraint "orders_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "orders" add constraint "orders_order_number_unique" unique ("order_number");`);
    this.addSql(
      `alter table "orders" add constraint "orders_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");`,
    );
    this.addSql(`create index "orders_session_id_index" on "orders" ("session_id");`);

    this.addSql(
      `create table "email_outbox" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "to" varchar(255) not null, "subject" varchar(255) not null, "body" text not null, "language" varchar(255) not null default 'en', "sent_at" timestamptz null, "error" text null, "attempts" int not null default 0, "next_attempt_at" timestamptz null, "logged_at" timestamptz null, constraint "email_outbox_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "email_outbox_pending_index" on "email_outbox" ("created_at") where "sent_at" is null;`);

    this.addSql(
      `create table "payment_events" ("id" varchar(255) not null, "type" varchar(255) not null, "payment_intent_id" varchar(255) null, "created_at" timestamptz not null, constraint "payment_events_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "rate_limits" ("key" text not null, "count" int not null, "reset_at" timestamptz not null, constraint "rate_limits_pkey" primary key ("key"));`,
    );

    this.addSql(
      `create table "sponsors" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "tier" varchar(255) not null, "logo_url" varchar(255) null, "website_url" varchar(255) null, "description" text null, "description_es" text null, "benefits" jsonb null, "country" varchar(255) not null default 'USA', "region" varchar(255) null, "company_type" varchar(255) not null default 'sponsor', "industry" varchar(255) null, "trade_specialty" varchar(255) null, "global_reach" varchar(255) not null default 'national', "employee_count" int null, "year_founded" int null, "can_compete" boolean not null default false, "team_interest" varchar(255) null, "competition_level" varchar(255) null, "contact_email" varchar(255) not null, "contact_phone" varchar(255) null, "preferred_language" varchar(255) not null default 'en', "is_active" boolean not null default true, constraint "sponsors_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "sponsor_inquiries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "company_name" varchar(255) not null, "contact_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "sponsorship_tier" varchar(255) not null, "message" text not null, "language" varchar(255) not null default 'en', constraint "sponsor_inquiries_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "teams" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "trade" varchar(255) not null, "captain" varchar(255) not null, "jersey_color" varchar(255) not null, "accent_color" varchar(255) not null, "logo_idea" text not null, "logo_idea_es" text null, "logo_concept" text not null, "logo_concept_es" text null, "logo_url" varchar(255) null, "home_jersey_url" varchar(255) null, "away_jersey_url" varchar(255) null, "owner_id" uuid null, "owner_name" varchar(255) null, "owner_email" varchar(255) null, "founded_year" int not null default 2025, "city" varchar(255) not null default 'Atlanta', "stadium" varchar(255) null, "website_url" varchar(255) null, "social_media" jsonb null, "roster" jsonb null, "group" varchar(1) not null, "draw_order" int not null, "wins" int not null default 0, "losses" int not null default 0, "draws" int not null default 0, "goals_for" int not null default 0, "goals_against" int not null default 0, "points" int not null default 0, constraint "teams_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "teams" add constraint "teams_name_unique" unique ("name");`);

    this.addSql(
      `create table "staff" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "role" varchar(255) not null, "department" varchar(255) null, "hire_date" date null, "salary" int null, "status" varchar(255) not null default 'active', "qualifications" text null, "responsibilities" text null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, "profile_image_url" varchar(255) null, constraint "staff_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "project_tasks" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid null, "assigned_to" uuid null, "title" varchar(255) not null, "description" text null, "category" varchar(255) not null, "priority" varchar(255) not null default 'medium', "status" varchar(255) not null default 'pending', "due_date" timestamptz null, "completed_at" timestamptz null, "budget" int null, "actual_cost" int null, "attachments" jsonb null, "comments" jsonb null, constraint "project_tasks_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "name" varchar(255) not null, "name_es" varchar(255) null, "description" text null, "description_es" text null, "category" varchar(255) not null, "subcategory" varchar(255) null, "base_price" int not null, "images" jsonb null, "variants" jsonb not null, "is_active" boolean not null default true, "player_only" boolean not null default false, constraint "products_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "players" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "position" varchar(255) not null, "jersey_number" int null, "date_of_birth" date null, "nationality" varchar(255) null, "height" varchar(255) null, "weight" varchar(255) null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, "medical_notes" text null, "skill_level" varchar(255) not null default 'intermediate', "joined_at" timestamptz not null, "status" varchar(255) not null default 'active', "trade_experience" varchar(255) null, "trade_specialty" varchar(255) null, "profile_image_url" varchar(255) null, constraint "players_pkey" primary key ("id"));`,
    );
    this.addSql(
      `alter table "players" add constraint "players_team_id_jersey_number_unique" unique ("team_id", "jersey_number");`,
    );

    this.addSql(
      `create table "jersey_orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "jersey_type" varchar(255) not null, "size" varchar(255) not null, "quantity" int not null default 1, "customer_name" varchar(255) not null, "customer_email" varchar(255) not null, "customer_phone" varchar(255) null, "shipping_address" jsonb null, "customization" jsonb null, "unit_price" int not null, "total_price" int not null, "status" varchar(255) not null default 'pending', "order_date" timestamptz not null, "shipped_date" timestamptz null, "delivered_date" timestamptz null, constraint "jersey_orders_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "jersey_designs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "design_name" varchar(255) not null, "primary_color" varchar(255) not null, "secondary_color" varchar(255) not null, "accent_color" varchar(255) not null, "pattern" varchar(255) not null, "logo_position" varchar(255) not null default 'center', "sponsorship_zones" jsonb not null, "design_preview_url" text null, "is_active" boolean not null default true, constraint "jersey_designs_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "sponsorship_placements" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "jersey_design_id" uuid not null, "zone" varchar(255) not null, "sponsor_id" uuid null, "logo_url" varchar(255) null, "width" int not null, "height" int not null, "x_position" int not null, "y_position" int not null, "is_active" boolean not null default true, constraint "sponsorship_placements_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "inventory" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "product_id" uuid null, "variant_id" varchar(255) null, "item_type" varchar(255) not null, "item_name" varchar(255) not null, "size" varchar(255) null, "color" varchar(255) null, "stock_quantity" int not null default 0, "reserved_quantity" int not null default 0, "unit_cost" int null, "retail_price" int null, "supplier_info" text null, "last_restocked" timestamptz null, constraint "inventory_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "inventory_product_id_variant_id_index" on "inventory" ("product_id", "variant_id");`);

    this.addSql(
      `create table "franchise_roster_members" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "name" varchar(255) not null, "position" varchar(255) not null, "specialty" varchar(255) null, "experience" varchar(255) null, "status" varchar(255) not null default 'active', constraint "franchise_roster_members_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "franchise_roster_members_team_id_index" on "franchise_roster_members" ("team_id");`);

    this.addSql(
      `create table "franchise_activities" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "type" varchar(255) not null, "message_key" varchar(255) not null, "vars" jsonb null, "status" varchar(255) not null, constraint "franchise_activities_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "franchise_activities_team_id_created_at_index" on "franchise_activities" ("team_id", "created_at");`,
    );

    this.addSql(
      `create table "contracts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "player_id" uuid null, "team_id" uuid not null, "player_name" varchar(255) null, "position" varchar(255) null, "contract_type" varchar(255) not null default 'player', "title" varchar(255) null, "start_date" date not null, "end_date" date not null, "is_active" boolean not null default true, "base_salary" int null, "bonuses" text null, "nil_terms" text null, "responsibilities" text null, "terms" text null, "signed_at" timestamptz null, "signed_by_player" boolean not null default false, "signed_by_team" boolean not null default false, "document_url" varchar(255) null, constraint "contracts_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "contracts_team_id_index" on "contracts" ("team_id");`);

    this.addSql(
      `create table "cart_items" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "session_id" varchar(255) not null, "product_id" uuid not null, "team_id" uuid not null, "variant_id" varchar(255) not null, "quantity" int not null default 1, "customization" jsonb null, "added_at" timestamptz not null, constraint "cart_items_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "cart_items_session_id_index" on "cart_items" ("session_id");`);

    this.addSql(
      `create table "tournaments" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "type" varchar(255) not null, "start_date" timestamptz not null, "end_date" timestamptz null, "status" varchar(255) not null default 'upcoming', "description" text null, "description_es" text null, "prize_pool" int not null default 0, "participant_count" int not null default 32, constraint "tournaments_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "matches" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tournament_id" uuid null, "home_team_id" uuid not null, "away_team_id" uuid not null, "home_score" int null, "away_score" int null, "home_penalties" int null, "away_penalties" int null, "round" varchar(255) not null default 'group', "bracket_slot" varchar(255) null, "match_date" timestamptz not null, "venue" varchar(255) not null, "status" varchar(255) not null default 'scheduled', "minute" int null, "attendance" int null, constraint "matches_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "matches_match_date_index" on "matches" ("match_date");`);

    this.addSql(
      `create table "match_result_changes" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "changed_by_id" uuid null, "changed_by" varchar(255) not null, "reason" text null, "action" varchar(20) not null default 'result', "event_id" uuid null, "event" jsonb null, "from_status" varchar(255) not null, "to_status" varchar(255) not null, "from_home_score" int null, "from_away_score" int null, "to_home_score" int null, "to_away_score" int null, "from_home_penalties" int null, "from_away_penalties" int null, "to_home_penalties" int null, "to_away_penalties" int null, constraint "match_result_changes_pkey" primary key ("id"));`,
    );
    this.addSql(
      `create index "match_result_changes_match_id_created_at_index" on "match_result_changes" ("match_id", "created_at");`,
    );

    this.addSql(
      `create table "match_events" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "team_id" uuid not null, "kind" varchar(20) not null, "minute" int null, "stoppage" int null, "sequence" int not null, "player_id" uuid not null, "assist_player_id" uuid null, "player_on_id" uuid null, "own_goal" boolean not null default false, "penalty" boolean not null default false, "scored" boolean null, constraint "match_events_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "match_events_match_id_sequence_index" on "match_events" ("match_id", "sequence");`);
    this.addSql(`create index "match_events_player_id_index" on "match_events" ("player_id");`);

    this.addSql(
      `create table "match_lineups" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "match_id" uuid not null, "team_id" uuid not null, "player_id" uuid not null, "role" varchar(10) not null, "captain" boolean not null default false, "goalkeeper" boolean not null default false, constraint "match_lineups_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "match_lineups_match_id_team_id_index" on "match_lineups" ("match_id", "team_id");`);
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_match_id_player_id_unique" unique ("match_id", "player_id");`,
    );

    this.addSql(
      `create table "tournament_metrics" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "total_participants" int not null default 0, "completed_matches" int not null default 0, "active_teams" int not null default 0, "upcoming_matches" int not null default 0, "average_attendance" int not null default 0, "total_sponsors" int not null default 3, "event_duration" int not null default 45, "prize_pool" int not null default 250000000, constraint "tournament_metrics_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "phone" varchar(255) null, "date_of_birth" date null, "role" varchar(255) not null, "status" varchar(255) not null default 'pending', "trade_specialty" varchar(255) null, "profile_image_url" varchar(255) null, "bio" text null, "location" varchar(255) null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, "password_hash" varchar(255) null, constraint "users_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "users" add constraint "users_email_unique" unique ("email");`);

    this.addSql(
      `create table "staff_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default 'pending', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "desired_role" varchar(255) not null, "department" varchar(255) not null, "qualifications" text null, "responsibilities" text null, "experience" varchar(255) not null, "certifications" text null, "preferred_teams" jsonb null, "availability" varchar(255) not null, "salary_expectation" int null, "portfolio_url" varchar(255) null, "references" text null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, constraint "staff_registrations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "staff_registrations_user_id_index" on "staff_registrations" ("user_id");`);
    this.addSql(`create index "staff_registrations_submitted_at_index" on "staff_registrations" ("submitted_at");`);
    this.addSql(
      `create index "staff_registrations_status_submitted_at_index" on "staff_registrations" ("status", "submitted_at");`,
    );
    this.addSql(
      `create unique index "staff_registrations_user_id_open_unique" on "staff_registrations" ("user_id") where "status" <> 'rejected';`,
    );

    this.addSql(
      `create table "sponsor_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default 'pending', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "company_name" varchar(255) not null, "industry" varchar(255) null, "company_size" varchar(255) null, "website" varchar(255) null, "annual_revenue" varchar(255) null, "desired_tier" varchar(255) not null, "marketing_budget" varchar(255) null, "sponsorship_goals" text null, "target_audience" text null, "previous_sponsorships" text null, "logo_url" varchar(255) null, "marketing_materials" text null, "contact_person" varchar(255) null, "contact_email" varchar(255) null, "contact_phone" varchar(255) null, constraint "sponsor_registrations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "sponsor_registrations_user_id_index" on "sponsor_registrations" ("user_id");`);
    this.addSql(`create index "sponsor_registrations_submitted_at_index" on "sponsor_registrations" ("submitted_at");`);
    this.addSql(
      `create index "sponsor_registrations_status_submitted_at_index" on "sponsor_registrations" ("status", "submitted_at");`,
    );
    this.addSql(
      `create unique index "sponsor_registrations_user_id_open_unique" on "sponsor_registrations" ("user_id") where "status" <> 'rejected';`,
    );

    this.addSql(
      `create table "sessions" ("id" varchar(255) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));`,
    );

    this.addSql(
      `create table "player_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default 'pending', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "team_id" uuid null, "preferred_position" varchar(255) not null, "skill_level" varchar(255) not null, "years_playing" int null, "trade_specialty" varchar(255) not null, "trade_experience" varchar(255) null, "preferred_teams" jsonb null, "availability" varchar(255) not null, "medical_info" text null, "previous_clubs" text null, "references" text null, "jersey_size" varchar(255) null, "details" jsonb null, constraint "player_registrations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "player_registrations_user_id_index" on "player_registrations" ("user_id");`);
    this.addSql(`create index "player_registrations_submitted_at_index" on "player_registrations" ("submitted_at");`);
    this.addSql(
      `create index "player_registrations_status_submitted_at_index" on "player_registrations" ("status", "submitted_at");`,
    );
    this.addSql(`create index "player_registrations_team_id_index" on "player_registrations" ("team_id");`);
    this.addSql(
      `create unique index "player_registrations_user_id_open_unique" on "player_registrations" ("user_id") where "status" <> 'rejected';`,
    );

    this.addSql(
      `create table "franchise_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default 'pending', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "business_name" varchar(255) not null, "trade_specialty" varchar(255) not null, "business_license" varchar(255) null, "years_in_business" int null, "business_size" varchar(255) null, "annual_revenue" varchar(255) null, "team_name" varchar(255) null, "preferred_city" varchar(255) null, "budget_commitment" varchar(255) null, "marketing_plan" text null, "community_involvement" text null, "business_references" text null, "business_documents" jsonb null, constraint "franchise_registrations_pkey" primary key ("id"));`,
    );
    this.addSql(`create index "franchise_registrations_user_id_index" on "franchise_registrations" ("user_id");`);
    this.addSql(`create index "franchise_registrations_submitted_at_index" on "franchise_registrations" ("submitted_at");`);
    this.addSql(
      `create index "franchise_registrations_status_submitted_at_index" on "franchise_registrations" ("status", "submitted_at");`,
    );
    this.addSql(
      `create unique index "franchise_registrations_user_id_open_unique" on "franchise_registrations" ("user_id") where "status" <> 'rejected';`,
    );

    this.addSql(
      `create table "api_tokens" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "token_hash" varchar(255) not null, "hint" varchar(255) not null, "user_id" uuid not null, "last_used_at" timestamptz null, "revoked_at" timestamptz null, constraint "api_tokens_pkey" primary key ("id"));`,
    );
    this.addSql(`alter table "api_tokens" add constraint "api_tokens_token_hash_unique" unique ("token_hash");`);

    this.addSql(
      `alter table "staff" add constraint "staff_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "project_tasks" add constraint "project_tasks_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "project_tasks" add constraint "project_tasks_assigned_to_foreign" foreign key ("assigned_to") references "staff" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "products" add constraint "products_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "players" add constraint "players_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "jersey_orders" add constraint "jersey_orders_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "jersey_designs" add constraint "jersey_designs_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "sponsorship_placements" add constraint "sponsorship_placements_jersey_design_id_foreign" foreign key ("jersey_design_id") references "jersey_designs" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "sponsorship_placements" add constraint "sponsorship_placements_sponsor_id_foreign" foreign key ("sponsor_id") references "sponsors" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "inventory" add constraint "inventory_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "franchise_roster_members" add constraint "franchise_roster_members_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "franchise_activities" add constraint "franchise_activities_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "contracts" add constraint "contracts_player_id_foreign" foreign key ("player_id") references "players" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "contracts" add constraint "contracts_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "cart_items" add constraint "cart_items_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "matches" add constraint "matches_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on update cascade on delete set null;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_home_team_id_foreign" foreign key ("home_team_id") references "teams" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "matches" add constraint "matches_away_team_id_foreign" foreign key ("away_team_id") references "teams" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "match_result_changes" add constraint "match_result_changes_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );

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
      `alter table "match_lineups" add constraint "match_lineups_match_id_foreign" foreign key ("match_id") references "matches" ("id") on update cascade on delete cascade;`,
    );
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "match_lineups" add constraint "match_lineups_player_id_foreign" foreign key ("player_id") references "players" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "staff_registrations" add constraint "staff_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "sponsor_registrations" add constraint "sponsor_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(
      `alter table "player_registrations" add constraint "player_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );
    this.addSql(
      `alter table "player_registrations" add constraint "player_registrations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete set null;`,
    );

    this.addSql(
      `alter table "franchise_registrations" add constraint "franchise_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;`,
    );

    this.addSql(
      `alter table "api_tokens" add constraint "api_tokens_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;`,
    );

    this.addSql(FUN_FACTS_INSERT);
    // The folded chain is done too, so the migrator never runs it on this database.
    this.addSql(
      this.getKnex()
        .insert(FOLDED_NAMES.map((name) => ({ name })))
        .into(table),
    );
  }

  override async down(): Promise<void> {
    this.addSql(`alter table "sponsorship_placements" drop constraint "sponsorship_placements_sponsor_id_foreign";`);

    this.addSql(`alter table "staff" drop constraint "staff_team_id_foreign";`);

    this.addSql(`alter table "project_tasks" drop constraint "project_tasks_team_id_foreign";`);

    this.addSql(`alter table "products" drop constraint "products_team_id_foreign";`);

    this.addSql(`alter table "players" drop constraint "players_team_id_foreign";`);

    this.addSql(`alter table "jersey_orders" drop constraint "jersey_orders_team_id_foreign";`);

    this.addSql(`alter table "jersey_designs" drop constraint "jersey_designs_team_id_foreign";`);

    this.addSql(`alter table "inventory" drop constraint "inventory_team_id_foreign";`);

    this.addSql(`alter table "franchise_roster_members" drop constraint "franchise_roster_members_team_id_foreign";`);

    this.addSql(`alter table "franchise_activities" drop constraint "franchise_activities_team_id_foreign";`);

    this.addSql(`alter table "contracts" drop constraint "contracts_team_id_foreign";`);

    this.addSql(`alter table "cart_items" drop constraint "cart_items_team_id_foreign";`);

    this.addSql(`alter table "matches" drop constraint "matches_home_team_id_foreign";`);

    this.addSql(`alter table "matches" drop constraint "matches_away_team_id_foreign";`);

    this.addSql(`alter table "match_events" drop constraint "match_events_team_id_foreign";`);

    this.addSql(`alter table "match_lineups" drop constraint "match_lineups_team_id_foreign";`);

    this.addSql(`alter table "player_registrations" drop constraint "player_registrations_team_id_foreign";`);

    this.addSql(`alter table "project_tasks" drop constraint "project_tasks_assigned_to_foreign";`);

    this.addSql(`alter table "cart_items" drop constraint "cart_items_product_id_foreign";`);

    this.addSql(`alter table "contracts" drop constraint "contracts_player_id_foreign";`);

    this.addSql(`alter table "match_events" drop constraint "match_events_player_id_foreign";`);

    this.addSql(`alter table "match_events" drop constraint "match_events_assist_player_id_foreign";`);

    this.addSql(`alter table "match_events" drop constraint "match_events_player_on_id_foreign";`);

    this.addSql(`alter table "match_lineups" drop constraint "match_lineups_player_id_foreign";`);

    this.addSql(`alter table "sponsorship_placements" drop constraint "sponsorship_placements_jersey_design_id_foreign";`);

    this.addSql(`alter table "matches" drop constraint "matches_tournament_id_foreign";`);

    this.addSql(`alter table "match_result_changes" drop constraint "match_result_changes_match_id_foreign";`);

    this.addSql(`alter table "match_events" drop constraint "match_events_match_id_foreign";`);

    this.addSql(`alter table "match_lineups" drop constraint "match_lineups_match_id_foreign";`);

    this.addSql(`alter table "staff_registrations" drop constraint "staff_registrations_user_id_foreign";`);

    this.addSql(`alter table "sponsor_registrations" drop constraint "sponsor_registrations_user_id_foreign";`);

    this.addSql(`alter table "sessions" drop constraint "sessions_user_id_foreign";`);

    this.addSql(`alter table "player_registrations" drop constraint "player_registrations_user_id_foreign";`);

    this.addSql(`alter table "franchise_registrations" drop constraint "franchise_registrations_user_id_foreign";`);

    this.addSql(`alter table "api_tokens" drop constraint "api_tokens_user_id_foreign";`);

    this.addSql(`drop table if exists "form_submissions" cascade;`);

    this.addSql(`drop table if exists "fun_facts" cascade;`);

    this.addSql(`drop table if exists "group_lots" cascade;`);

    this.addSql(`drop table if exists "metric_snapshots" cascade;`);

    this.addSql(`drop table if exists "newsletter_subscriptions" cascade;`);

    this.addSql(`drop table if exists "orders" cascade;`);

    this.addSql(`drop table if exists "email_outbox" cascade;`);

    this.addSql(`drop table if exists "payment_events" cascade;`);

    this.addSql(`drop table if exists "rate_limits" cascade;`);

    this.addSql(`drop table if exists "sponsors" cascade;`);

    this.addSql(`drop table if exists "sponsor_inquiries" cascade;`);

    this.addSql(`drop table if exists "teams" cascade;`);

    this.addSql(`drop table if exists "staff" cascade;`);

    this.addSql(`drop table if exists "project_tasks" cascade;`);

    this.addSql(`drop table if exists "products" cascade;`);

    this.addSql(`drop table if exists "players" cascade;`);

    this.addSql(`drop table if exists "jersey_orders" cascade;`);

    this.addSql(`drop table if exists "jersey_designs" cascade;`);

    this.addSql(`drop table if exists "sponsorship_placements" cascade;`);

    this.addSql(`drop table if exists "inventory" cascade;`);

    this.addSql(`drop table if exists "franchise_roster_members" cascade;`);

    this.addSql(`drop table if exists "franchise_activities" cascade;`);

    this.addSql(`drop table if exists "contracts" cascade;`);

    this.addSql(`drop table if exists "cart_items" cascade;`);

    this.addSql(`drop table if exists "tournaments" cascade;`);

    this.addSql(`drop table if exists "matches" cascade;`);

    this.addSql(`drop table if exists "match_result_changes" cascade;`);

    this.addSql(`drop table if exists "match_events" cascade;`);

    this.addSql(`drop table if exists "match_lineups" cascade;`);

    this.addSql(`drop table if exists "tournament_metrics" cascade;`);

    this.addSql(`drop table if exists "users" cascade;`);

    this.addSql(`drop table if exists "staff_registrations" cascade;`);

    this.addSql(`drop table if exists "sponsor_registrations" cascade;`);

    this.addSql(`drop table if exists "sessions" cascade;`);

    this.addSql(`drop table if exists "player_registrations" cascade;`);

    this.addSql(`drop table if exists "franchise_registrations" cascade;`);

    this.addSql(`drop table if exists "api_tokens" cascade;`);
  }
}
