import { Migration } from "@mikro-orm/migrations";

/** The whole data catalogue of both specifications, plus sessions, form submissions and the mail outbox. */
export class Migration20261122000000Initial extends Migration {
  override async up(): Promise<void> {
    this.addSql(
      'create table "form_submissions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "type" varchar(255) not null, "email" varchar(255) null, "payload" jsonb not null, "language" varchar(255) not null default \'en\', constraint "form_submissions_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "newsletter_subscriptions" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(255) not null, "first_name" varchar(255) null, "last_name" varchar(255) null, "subscribed_at" timestamptz not null, "is_active" boolean not null default true, "unsubscribed_at" timestamptz null, "source" varchar(255) not null default \'website\', "preferences" jsonb null, "language" varchar(255) not null default \'en\', constraint "newsletter_subscriptions_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "newsletter_subscriptions" add constraint "newsletter_subscriptions_email_unique" unique ("email");',
    );
    this.addSql(
      'create table "orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "order_number" varchar(255) not null, "session_id" varchar(255) null, "customer_email" varchar(255) null, "customer_name" varchar(255) null, "customer_phone" varchar(255) null, "shipping_address" jsonb null, "billing_address" jsonb null, "items" jsonb not null, "subtotal" int not null, "shipping_cost" int not null default 0, "tax" int not null default 0, "total" int not null, "status" varchar(255) not null default \'pending\', "payment_status" varchar(255) not null default \'pending\', "stripe_payment_intent_id" varchar(255) null, "stripe_customer_id" varchar(255) null, "order_date" timestamptz not null, "paid_at" timestamptz null, "shipped_at" timestamptz null, "delivered_at" timestamptz null, constraint "orders_pkey" primary key ("id"));',
    );
    this.addSql('alter table "orders" add constraint "orders_order_number_unique" unique ("order_number");');
    this.addSql(
      'alter table "orders" add constraint "orders_stripe_payment_intent_id_unique" unique ("stripe_payment_intent_id");',
    );
    this.addSql(
      'create table "email_outbox" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "to" varchar(255) not null, "subject" varchar(255) not null, "body" text not null, "language" varchar(255) not null default \'en\', "sent_at" timestamptz null, "error" text null, constraint "email_outbox_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "sponsors" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "tier" varchar(255) not null, "logo_url" varchar(255) null, "website_url" varchar(255) null, "description" text null, "benefits" jsonb null, "country" varchar(255) not null default \'USA\', "region" varchar(255) null, "company_type" varchar(255) not null default \'sponsor\', "industry" varchar(255) null, "trade_specialty" varchar(255) null, "global_reach" varchar(255) not null default \'national\', "employee_count" int null, "year_founded" int null, "can_compete" boolean not null default false, "team_interest" varchar(255) null, "competition_level" varchar(255) null, "contact_email" varchar(255) not null, "contact_phone" varchar(255) null, "preferred_language" varchar(255) not null default \'en\', "is_active" boolean not null default true, constraint "sponsors_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "sponsor_inquiries" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "company_name" varchar(255) not null, "contact_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "sponsorship_tier" varchar(255) not null, "message" text not null, "language" varchar(255) not null default \'en\', constraint "sponsor_inquiries_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "teams" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "trade" varchar(255) not null, "captain" varchar(255) not null, "jersey_color" varchar(255) not null, "accent_color" varchar(255) not null, "logo_idea" text not null, "logo_concept" text not null, "logo_url" varchar(255) null, "home_jersey_url" varchar(255) null, "away_jersey_url" varchar(255) null, "owner_id" uuid null, "owner_name" varchar(255) null, "owner_email" varchar(255) null, "founded_year" int not null default 2025, "city" varchar(255) not null default \'Atlanta\', "stadium" varchar(255) null, "website_url" varchar(255) null, "social_media" jsonb null, "roster" jsonb null, "group" varchar(1) not null, "draw_order" int not null, "wins" int not null default 0, "losses" int not null default 0, "draws" int not null default 0, "goals_for" int not null default 0, "goals_against" int not null default 0, "points" int not null default 0, constraint "teams_pkey" primary key ("id"));',
    );
    this.addSql('alter table "teams" add constraint "teams_name_unique" unique ("name");');
    this.addSql(
      'create table "staff" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "role" varchar(255) not null, "department" varchar(255) null, "hire_date" date null, "salary" int null, "status" varchar(255) not null default \'active\', "qualifications" text null, "responsibilities" text null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, "profile_image_url" varchar(255) null, constraint "staff_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "project_tasks" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid null, "assigned_to" uuid null, "title" varchar(255) not null, "description" text null, "category" varchar(255) not null, "priority" varchar(255) not null default \'medium\', "status" varchar(255) not null default \'pending\', "due_date" timestamptz null, "completed_at" timestamptz null, "budget" int null, "actual_cost" int null, "attachments" jsonb null, "comments" jsonb null, constraint "project_tasks_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "products" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "name" varchar(255) not null, "description" text null, "category" varchar(255) not null, "subcategory" varchar(255) null, "base_price" int not null, "images" jsonb null, "variants" jsonb not null, "is_active" boolean not null default true, "player_only" boolean not null default false, constraint "products_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "players" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "email" varchar(255) not null, "phone" varchar(255) null, "position" varchar(255) not null, "jersey_number" int null, "date_of_birth" date null, "nationality" varchar(255) null, "height" varchar(255) null, "weight" varchar(255) null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, "medical_notes" text null, "skill_level" varchar(255) not null default \'intermediate\', "joined_at" timestamptz not null, "status" varchar(255) not null default \'active\', "trade_experience" varchar(255) null, "trade_specialty" varchar(255) null, "profile_image_url" varchar(255) null, constraint "players_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "players" add constraint "players_team_id_jersey_number_unique" unique ("team_id", "jersey_number");',
    );
    this.addSql(
      'create table "jersey_orders" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "jersey_type" varchar(255) not null, "size" varchar(255) not null, "quantity" int not null default 1, "customer_name" varchar(255) not null, "customer_email" varchar(255) not null, "customer_phone" varchar(255) null, "shipping_address" jsonb null, "customization" jsonb null, "unit_price" int not null, "total_price" int not null, "status" varchar(255) not null default \'pending\', "order_date" timestamptz not null, "shipped_date" timestamptz null, "delivered_date" timestamptz null, constraint "jersey_orders_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "jersey_designs" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "design_name" varchar(255) not null, "primary_color" varchar(255) not null, "secondary_color" varchar(255) not null, "accent_color" varchar(255) not null, "pattern" varchar(255) not null, "logo_position" varchar(255) not null default \'center\', "sponsorship_zones" jsonb not null, "design_preview_url" text null, "is_active" boolean not null default true, constraint "jersey_designs_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "sponsorship_placements" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "jersey_design_id" uuid not null, "zone" varchar(255) not null, "sponsor_id" uuid null, "logo_url" varchar(255) null, "width" int not null, "height" int not null, "x_position" int not null, "y_position" int not null, "is_active" boolean not null default true, constraint "sponsorship_placements_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "inventory" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "team_id" uuid not null, "product_id" uuid null, "variant_id" varchar(255) null, "item_type" varchar(255) not null, "item_name" varchar(255) not null, "size" varchar(255) null, "color" varchar(255) null, "stock_quantity" int not null default 0, "reserved_quantity" int not null default 0, "unit_cost" int null, "retail_price" int null, "supplier_info" text null, "last_restocked" timestamptz null, constraint "inventory_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "contracts" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "player_id" uuid null, "team_id" uuid not null, "player_name" varchar(255) null, "position" varchar(255) null, "contract_type" varchar(255) not null default \'player\', "title" varchar(255) null, "start_date" date not null, "end_date" date not null, "is_active" boolean not null default true, "base_salary" int null, "bonuses" text null, "nil_terms" text null, "responsibilities" text null, "terms" text null, "signed_at" timestamptz null, "signed_by_player" boolean not null default false, "signed_by_team" boolean not null default false, "document_url" varchar(255) null, constraint "contracts_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "cart_items" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "session_id" varchar(255) not null, "product_id" uuid not null, "team_id" uuid not null, "variant_id" varchar(255) not null, "quantity" int not null default 1, "customization" jsonb null, "added_at" timestamptz not null, constraint "cart_items_pkey" primary key ("id"));',
    );
    this.addSql('create index "cart_items_session_id_index" on "cart_items" ("session_id");');
    this.addSql(
      'create table "tournaments" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "name" varchar(255) not null, "type" varchar(255) not null, "start_date" timestamptz not null, "end_date" timestamptz null, "status" varchar(255) not null default \'upcoming\', "description" text null, "prize_pool" int not null default 0, "participant_count" int not null default 32, constraint "tournaments_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "matches" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "tournament_id" uuid null, "home_team_id" uuid not null, "away_team_id" uuid not null, "home_score" int null, "away_score" int null, "home_penalties" int null, "away_penalties" int null, "round" varchar(255) not null default \'group\', "bracket_slot" varchar(255) null, "match_date" timestamptz not null, "venue" varchar(255) not null, "status" varchar(255) not null default \'scheduled\', "minute" int null, "attendance" int null, constraint "matches_pkey" primary key ("id"));',
    );
    this.addSql('create index "matches_match_date_index" on "matches" ("match_date");');
    this.addSql(
      'create table "tournament_metrics" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "total_participants" int not null default 0, "completed_matches" int not null default 0, "active_teams" int not null default 0, "upcoming_matches" int not null default 0, "average_attendance" int not null default 0, "total_sponsors" int not null default 3, "event_duration" int not null default 45, "prize_pool" int not null default 250000000, constraint "tournament_metrics_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "users" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "email" varchar(255) not null, "first_name" varchar(255) not null, "last_name" varchar(255) not null, "phone" varchar(255) null, "date_of_birth" date null, "role" varchar(255) not null, "status" varchar(255) not null default \'pending\', "trade_specialty" varchar(255) null, "profile_image_url" varchar(255) null, "bio" text null, "location" varchar(255) null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, "password_hash" varchar(255) null, constraint "users_pkey" primary key ("id"));',
    );
    this.addSql('alter table "users" add constraint "users_email_unique" unique ("email");');
    this.addSql(
      'create table "staff_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default \'pending\', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "desired_role" varchar(255) not null, "department" varchar(255) not null, "qualifications" text null, "responsibilities" text null, "experience" varchar(255) not null, "certifications" text null, "preferred_teams" jsonb null, "availability" varchar(255) not null, "salary_expectation" int null, "portfolio_url" varchar(255) null, "references" text null, "emergency_contact" varchar(255) null, "emergency_phone" varchar(255) null, constraint "staff_registrations_pkey" primary key ("id"));',
    );
    this.addSql('alter table "staff_registrations" add constraint "staff_registrations_user_id_unique" unique ("user_id");');
    this.addSql(
      'create table "sponsor_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default \'pending\', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "company_name" varchar(255) not null, "industry" varchar(255) null, "company_size" varchar(255) null, "website" varchar(255) null, "annual_revenue" varchar(255) null, "desired_tier" varchar(255) not null, "marketing_budget" varchar(255) null, "sponsorship_goals" text null, "target_audience" text null, "previous_sponsorships" text null, "logo_url" varchar(255) null, "marketing_materials" text null, "contact_person" varchar(255) null, "contact_email" varchar(255) null, "contact_phone" varchar(255) null, constraint "sponsor_registrations_pkey" primary key ("id"));',
    );
    this.addSql('alter table "sponsor_registrations" add constraint "sponsor_registrations_user_id_unique" unique ("user_id");');
    this.addSql(
      'create table "sessions" ("id" varchar(255) not null, "user_id" uuid not null, "expires_at" timestamptz not null, "created_at" timestamptz not null, constraint "sessions_pkey" primary key ("id"));',
    );
    this.addSql(
      'create table "player_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default \'pending\', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "team_id" uuid null, "preferred_position" varchar(255) not null, "skill_level" varchar(255) not null, "years_playing" int null, "trade_specialty" varchar(255) not null, "trade_experience" varchar(255) null, "preferred_teams" jsonb null, "availability" varchar(255) not null, "medical_info" text null, "previous_clubs" text null, "references" text null, "jersey_size" varchar(255) null, "details" jsonb null, constraint "player_registrations_pkey" primary key ("id"));',
    );
    this.addSql('alter table "player_registrations" add constraint "player_registrations_user_id_unique" unique ("user_id");');
    this.addSql(
      'create table "franchise_registrations" ("id" uuid not null, "created_at" timestamptz not null, "updated_at" timestamptz not null, "user_id" uuid not null, "agrees_to_terms" boolean not null default false, "status" varchar(255) not null default \'pending\', "submitted_at" timestamptz not null, "reviewed_at" timestamptz null, "reviewed_by" uuid null, "review_notes" text null, "business_name" varchar(255) not null, "trade_specialty" varchar(255) not null, "business_license" varchar(255) null, "years_in_business" int null, "business_size" varchar(255) null, "annual_revenue" varchar(255) null, "team_name" varchar(255) null, "preferred_city" varchar(255) null, "budget_commitment" varchar(255) null, "marketing_plan" text null, "community_involvement" text null, "business_references" text null, "business_documents" jsonb null, constraint "franchise_registrations_pkey" primary key ("id"));',
    );
    this.addSql(
      'alter table "franchise_registrations" add constraint "franchise_registrations_user_id_unique" unique ("user_id");',
    );
    this.addSql(
      'alter table "staff" add constraint "staff_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "project_tasks" add constraint "project_tasks_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "project_tasks" add constraint "project_tasks_assigned_to_foreign" foreign key ("assigned_to") references "staff" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "products" add constraint "products_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "players" add constraint "players_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "jersey_orders" add constraint "jersey_orders_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "jersey_designs" add constraint "jersey_designs_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "sponsorship_placements" add constraint "sponsorship_placements_jersey_design_id_foreign" foreign key ("jersey_design_id") references "jersey_designs" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "sponsorship_placements" add constraint "sponsorship_placements_sponsor_id_foreign" foreign key ("sponsor_id") references "sponsors" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "inventory" add constraint "inventory_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "contracts" add constraint "contracts_player_id_foreign" foreign key ("player_id") references "players" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "contracts" add constraint "contracts_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "cart_items" add constraint "cart_items_product_id_foreign" foreign key ("product_id") references "products" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "cart_items" add constraint "cart_items_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "matches" add constraint "matches_tournament_id_foreign" foreign key ("tournament_id") references "tournaments" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "matches" add constraint "matches_home_team_id_foreign" foreign key ("home_team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "matches" add constraint "matches_away_team_id_foreign" foreign key ("away_team_id") references "teams" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "staff_registrations" add constraint "staff_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "sponsor_registrations" add constraint "sponsor_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "sessions" add constraint "sessions_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade on delete cascade;',
    );
    this.addSql(
      'alter table "player_registrations" add constraint "player_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;',
    );
    this.addSql(
      'alter table "player_registrations" add constraint "player_registrations_team_id_foreign" foreign key ("team_id") references "teams" ("id") on update cascade on delete set null;',
    );
    this.addSql(
      'alter table "franchise_registrations" add constraint "franchise_registrations_user_id_foreign" foreign key ("user_id") references "users" ("id") on update cascade;',
    );
  }
}
