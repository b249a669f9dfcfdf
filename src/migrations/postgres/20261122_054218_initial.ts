import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  CREATE TYPE "public"."enum_erpz_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__erpz_blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_erpz_demo_requests_kind" AS ENUM('contact', 'demo');
  CREATE TYPE "public"."enum_erpz_demo_requests_preffered_slot" AS ENUM('morning', 'noon', 'evening');
  CREATE TYPE "public"."enum_erpz_demo_requests_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'not_configured');
  CREATE TYPE "public"."enum_erpz_news_letters_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'not_configured');
  CREATE TYPE "public"."enum_webhook_deliveries_lead_collection" AS ENUM('erpz-demo-requests', 'erpz-news-letters');
  CREATE TYPE "public"."enum_webhook_deliveries_outcome" AS ENUM('delivered', 'retrying', 'gone', 'gave_up');
  CREATE TYPE "public"."enum_account_identities_provider" AS ENUM('google', 'microsoft');
  CREATE TYPE "public"."enum_companies_industry_type" AS ENUM('TECHNOLOGY', 'FINANCE', 'HEALTHCARE', 'ENTERTAINMENT', 'EDUCATION', 'RETAIL', 'MANUFACTURING', 'TRANSPORTATION', 'HOSPITALITY', 'ENERGY', 'TELECOMMUNICATIONS', 'AGRICULTURE', 'MEDIA', 'AUTOMOTIVE', 'CONSTRUCTION', 'PHARMACEUTICAL', 'BIOTECHNOLOGY', 'CONSULTING', 'SPORTS', 'REAL_ESTATE', 'NON_PROFIT', 'LEGAL', 'ARTS_AND_CULTURE', 'FOOD_AND_BEVERAGE', 'TEXTILE', 'ELECTRONICS', 'OTHER', 'other');
  CREATE TYPE "public"."enum_workspace_invitations_status" AS ENUM('pending', 'accepted', 'revoked');
  CREATE TYPE "public"."enum_auth_events_type" AS ENUM('register', 'login', 'login_failed', 'locked', 'logout', 'password_reset_requested', 'password_reset', 'password_changed', 'social_login', 'social_failed', 'invitation_accepted');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLeadWebhook', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLeadWebhook', 'schedulePublish');
  CREATE TABLE "users_roles" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_users_roles",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "erpz_blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erpz_blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"hero_id" integer,
  	"body" jsonb,
  	"category_id" integer,
  	"author" varchar DEFAULT 'ERPZ Team',
  	"published_at" timestamp(3) with time zone,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_erpz_blogs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_erpz_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_hero_id" integer,
  	"version_body" jsonb,
  	"version_category_id" integer,
  	"version_author" varchar DEFAULT 'ERPZ Team',
  	"version_published_at" timestamp(3) with time zone,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__erpz_blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "erpz_demo_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_erpz_demo_requests_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"phone" varchar,
  	"preffered_slot" "enum_erpz_demo_requests_preffered_slot",
  	"message" varchar NOT NULL,
  	"source_page" varchar,
  	"referrer" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"webhook_id" varchar,
  	"delivery_status" "enum_erpz_demo_requests_delivery_status" DEFAULT 'pending',
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erpz_news_letters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source_page" varchar,
  	"referrer" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"webhook_id" varchar,
  	"delivery_status" "enum_erpz_news_letters_delivery_status" DEFAULT 'pending',
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"webhook_id" varchar NOT NULL,
  	"lead_collection" "enum_webhook_deliveries_lead_collection" NOT NULL,
  	"lead_id" varchar NOT NULL,
  	"url" varchar,
  	"attempt" numeric NOT NULL,
  	"outcome" "enum_webhook_deliveries_outcome" NOT NULL,
  	"status_code" numeric,
  	"error" varchar,
  	"duration_ms" numeric,
  	"next_attempt_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "accounts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar,
  	"password_hash" varchar,
  	"token_version" numeric DEFAULT 0 NOT NULL,
  	"failed_logins" numeric DEFAULT 0 NOT NULL,
  	"locked_until" timestamp(3) with time zone,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "account_identities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"provider" "enum_account_identities_provider" NOT NULL,
  	"account_id" integer NOT NULL,
  	"email" varchar,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workspaces" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"owner_id" integer NOT NULL,
  	"company_id" integer,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workspaces_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"accounts_id" integer
  );
  
  CREATE TABLE "companies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"industry_type" "enum_companies_industry_type" NOT NULL,
  	"workspace_id" integer NOT NULL,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "workspace_invitations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"workspace_id" integer NOT NULL,
  	"inviter_id" integer NOT NULL,
  	"code_hash" varchar,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"status" "enum_workspace_invitations_status" DEFAULT 'pending' NOT NULL,
  	"accepted_by_id" integer,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "password_reset_tokens" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"token_hash" varchar,
  	"account_id" integer NOT NULL,
  	"expires_at" timestamp(3) with time zone NOT NULL,
  	"used_at" timestamp(3) with time zone,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "oidc_states" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"state_hash" varchar NOT NULL,
  	"provider" varchar NOT NULL,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "auth_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"type" "enum_auth_events_type" NOT NULL,
  	"account_id" integer,
  	"email" varchar,
  	"ip" varchar,
  	"detail" varchar,
  	"is_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"erpz_blog_categories_id" integer,
  	"erpz_blogs_id" integer,
  	"erpz_demo_requests_id" integer,
  	"erpz_news_letters_id" integer,
  	"webhook_deliveries_id" integer,
  	"accounts_id" integer,
  	"account_identities_id" integer,
  	"workspaces_id" integer,
  	"companies_id" integer,
  	"workspace_invitations_id" integer,
  	"password_reset_tokens_id" integer,
  	"oidc_states_id" integer,
  	"auth_events_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users_roles" ADD CONSTRAINT "users_roles_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_category_id_erpz_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."erpz_blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_seo_meta_image_id_media_id_fk" FOREIGN KEY ("seo_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_parent_id_erpz_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."erpz_blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_category_id_erpz_blog_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."erpz_blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_seo_meta_image_id_media_id_fk" FOREIGN KEY ("version_seo_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "account_identities" ADD CONSTRAINT "account_identities_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_owner_id_accounts_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workspaces" ADD CONSTRAINT "workspaces_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workspaces_rels" ADD CONSTRAINT "workspaces_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "workspaces_rels" ADD CONSTRAINT "workspaces_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "companies" ADD CONSTRAINT "companies_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_workspace_id_workspaces_id_fk" FOREIGN KEY ("workspace_id") REFERENCES "public"."workspaces"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_inviter_id_accounts_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "workspace_invitations" ADD CONSTRAINT "workspace_invitations_accepted_by_id_accounts_id_fk" FOREIGN KEY ("accepted_by_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "auth_events" ADD CONSTRAINT "auth_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_blog_categories_fk" FOREIGN KEY ("erpz_blog_categories_id") REFERENCES "public"."erpz_blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_blogs_fk" FOREIGN KEY ("erpz_blogs_id") REFERENCES "public"."erpz_blogs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_demo_requests_fk" FOREIGN KEY ("erpz_demo_requests_id") REFERENCES "public"."erpz_demo_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_news_letters_fk" FOREIGN KEY ("erpz_news_letters_id") REFERENCES "public"."erpz_news_letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk" FOREIGN KEY ("webhook_deliveries_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_identities_fk" FOREIGN KEY ("account_identities_id") REFERENCES "public"."account_identities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workspaces_fk" FOREIGN KEY ("workspaces_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workspace_invitations_fk" FOREIGN KEY ("workspace_invitations_id") REFERENCES "public"."workspace_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_reset_tokens_fk" FOREIGN KEY ("password_reset_tokens_id") REFERENCES "public"."password_reset_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oidc_states_fk" FOREIGN KEY ("oidc_states_id") REFERENCES "public"."oidc_states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_events_fk" FOREIGN KEY ("auth_events_id") REFERENCES "public"."auth_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_roles_order_idx" ON "users_roles" USING btree ("order");
  CREATE INDEX "users_roles_parent_idx" ON "users_roles" USING btree ("parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "erpz_blog_categories_name_idx" ON "erpz_blog_categories" USING btree ("name");
  CREATE UNIQUE INDEX "erpz_blog_categories_slug_idx" ON "erpz_blog_categories" USING btree ("slug");
  CREATE INDEX "erpz_blog_categories_updated_at_idx" ON "erpz_blog_categories" USING btree ("updated_at");
  CREATE INDEX "erpz_blog_categories_created_at_idx" ON "erpz_blog_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "erpz_blogs_slug_idx" ON "erpz_blogs" USING btree ("slug");
  CREATE INDEX "erpz_blogs_hero_idx" ON "erpz_blogs" USING btree ("hero_id");
  CREATE INDEX "erpz_blogs_category_idx" ON "erpz_blogs" USING btree ("category_id");
  CREATE INDEX "erpz_blogs_published_at_idx" ON "erpz_blogs" USING btree ("published_at");
  CREATE INDEX "erpz_blogs_seo_seo_meta_image_idx" ON "erpz_blogs" USING btree ("seo_meta_image_id");
  CREATE INDEX "erpz_blogs_updated_at_idx" ON "erpz_blogs" USING btree ("updated_at");
  CREATE INDEX "erpz_blogs_created_at_idx" ON "erpz_blogs" USING btree ("created_at");
  CREATE INDEX "erpz_blogs__status_idx" ON "erpz_blogs" USING btree ("_status");
  CREATE INDEX "_erpz_blogs_v_parent_idx" ON "_erpz_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_erpz_blogs_v_version_version_slug_idx" ON "_erpz_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_erpz_blogs_v_version_version_hero_idx" ON "_erpz_blogs_v" USING btree ("version_hero_id");
  CREATE INDEX "_erpz_blogs_v_version_version_category_idx" ON "_erpz_blogs_v" USING btree ("version_category_id");
  CREATE INDEX "_erpz_blogs_v_version_version_published_at_idx" ON "_erpz_blogs_v" USING btree ("version_published_at");
  CREATE INDEX "_erpz_blogs_v_version_seo_version_seo_meta_image_idx" ON "_erpz_blogs_v" USING btree ("version_seo_meta_image_id");
  CREATE INDEX "_erpz_blogs_v_version_version_updated_at_idx" ON "_erpz_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_erpz_blogs_v_version_version_created_at_idx" ON "_erpz_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_erpz_blogs_v_version_version__status_idx" ON "_erpz_blogs_v" USING btree ("version__status");
  CREATE INDEX "_erpz_blogs_v_created_at_idx" ON "_erpz_blogs_v" USING btree ("created_at");
  CREATE INDEX "_erpz_blogs_v_updated_at_idx" ON "_erpz_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_erpz_blogs_v_latest_idx" ON "_erpz_blogs_v" USING btree ("latest");
  CREATE INDEX "erpz_demo_requests_kind_idx" ON "erpz_demo_requests" USING btree ("kind");
  CREATE INDEX "erpz_demo_requests_email_idx" ON "erpz_demo_requests" USING btree ("email");
  CREATE INDEX "erpz_demo_requests_webhook_id_idx" ON "erpz_demo_requests" USING btree ("webhook_id");
  CREATE INDEX "erpz_demo_requests_delivery_status_idx" ON "erpz_demo_requests" USING btree ("delivery_status");
  CREATE INDEX "erpz_demo_requests_updated_at_idx" ON "erpz_demo_requests" USING btree ("updated_at");
  CREATE INDEX "erpz_demo_requests_created_at_idx" ON "erpz_demo_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "erpz_news_letters_email_idx" ON "erpz_news_letters" USING btree ("email");
  CREATE INDEX "erpz_news_letters_webhook_id_idx" ON "erpz_news_letters" USING btree ("webhook_id");
  CREATE INDEX "erpz_news_letters_delivery_status_idx" ON "erpz_news_letters" USING btree ("delivery_status");
  CREATE INDEX "erpz_news_letters_updated_at_idx" ON "erpz_news_letters" USING btree ("updated_at");
  CREATE INDEX "erpz_news_letters_created_at_idx" ON "erpz_news_letters" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_webhook_id_idx" ON "webhook_deliveries" USING btree ("webhook_id");
  CREATE INDEX "webhook_deliveries_lead_id_idx" ON "webhook_deliveries" USING btree ("lead_id");
  CREATE INDEX "webhook_deliveries_outcome_idx" ON "webhook_deliveries" USING btree ("outcome");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  CREATE UNIQUE INDEX "accounts_email_idx" ON "accounts" USING btree ("email");
  CREATE INDEX "accounts_is_deleted_idx" ON "accounts" USING btree ("is_deleted");
  CREATE INDEX "accounts_updated_at_idx" ON "accounts" USING btree ("updated_at");
  CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at");
  CREATE UNIQUE INDEX "account_identities_key_idx" ON "account_identities" USING btree ("key");
  CREATE INDEX "account_identities_account_idx" ON "account_identities" USING btree ("account_id");
  CREATE INDEX "account_identities_is_deleted_idx" ON "account_identities" USING btree ("is_deleted");
  CREATE INDEX "account_identities_updated_at_idx" ON "account_identities" USING btree ("updated_at");
  CREATE INDEX "account_identities_created_at_idx" ON "account_identities" USING btree ("created_at");
  CREATE UNIQUE INDEX "workspaces_name_idx" ON "workspaces" USING btree ("name");
  CREATE INDEX "workspaces_owner_idx" ON "workspaces" USING btree ("owner_id");
  CREATE INDEX "workspaces_company_idx" ON "workspaces" USING btree ("company_id");
  CREATE INDEX "workspaces_is_deleted_idx" ON "workspaces" USING btree ("is_deleted");
  CREATE INDEX "workspaces_updated_at_idx" ON "workspaces" USING btree ("updated_at");
  CREATE INDEX "workspaces_created_at_idx" ON "workspaces" USING btree ("created_at");
  CREATE INDEX "workspaces_rels_order_idx" ON "workspaces_rels" USING btree ("order");
  CREATE INDEX "workspaces_rels_parent_idx" ON "workspaces_rels" USING btree ("parent_id");
  CREATE INDEX "workspaces_rels_path_idx" ON "workspaces_rels" USING btree ("path");
  CREATE INDEX "workspaces_rels_accounts_id_idx" ON "workspaces_rels" USING btree ("accounts_id");
  CREATE INDEX "companies_workspace_idx" ON "companies" USING btree ("workspace_id");
  CREATE INDEX "companies_is_deleted_idx" ON "companies" USING btree ("is_deleted");
  CREATE INDEX "companies_updated_at_idx" ON "companies" USING btree ("updated_at");
  CREATE INDEX "companies_created_at_idx" ON "companies" USING btree ("created_at");
  CREATE INDEX "workspace_invitations_email_idx" ON "workspace_invitations" USING btree ("email");
  CREATE INDEX "workspace_invitations_workspace_idx" ON "workspace_invitations" USING btree ("workspace_id");
  CREATE INDEX "workspace_invitations_inviter_idx" ON "workspace_invitations" USING btree ("inviter_id");
  CREATE UNIQUE INDEX "workspace_invitations_code_hash_idx" ON "workspace_invitations" USING btree ("code_hash");
  CREATE INDEX "workspace_invitations_accepted_by_idx" ON "workspace_invitations" USING btree ("accepted_by_id");
  CREATE INDEX "workspace_invitations_is_deleted_idx" ON "workspace_invitations" USING btree ("is_deleted");
  CREATE INDEX "workspace_invitations_updated_at_idx" ON "workspace_invitations" USING btree ("updated_at");
  CREATE INDEX "workspace_invitations_created_at_idx" ON "workspace_invitations" USING btree ("created_at");
  CREATE UNIQUE INDEX "password_reset_tokens_token_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");
  CREATE INDEX "password_reset_tokens_account_idx" ON "password_reset_tokens" USING btree ("account_id");
  CREATE INDEX "password_reset_tokens_is_deleted_idx" ON "password_reset_tokens" USING btree ("is_deleted");
  CREATE INDEX "password_reset_tokens_updated_at_idx" ON "password_reset_tokens" USING btree ("updated_at");
  CREATE INDEX "password_reset_tokens_created_at_idx" ON "password_reset_tokens" USING btree ("created_at");
  CREATE UNIQUE INDEX "oidc_states_state_hash_idx" ON "oidc_states" USING btree ("state_hash");
  CREATE INDEX "oidc_states_is_deleted_idx" ON "oidc_states" USING btree ("is_deleted");
  CREATE INDEX "oidc_states_updated_at_idx" ON "oidc_states" USING btree ("updated_at");
  CREATE INDEX "oidc_states_created_at_idx" ON "oidc_states" USING btree ("created_at");
  CREATE INDEX "auth_events_type_idx" ON "auth_events" USING btree ("type");
  CREATE INDEX "auth_events_account_idx" ON "auth_events" USING btree ("account_id");
  CREATE INDEX "auth_events_is_deleted_idx" ON "auth_events" USING btree ("is_deleted");
  CREATE INDEX "auth_events_updated_at_idx" ON "auth_events" USING btree ("updated_at");
  CREATE INDEX "auth_events_created_at_idx" ON "auth_events" USING btree ("created_at");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_blogs_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_demo_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_demo_requests_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_news_letters_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_news_letters_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_deliveries_id");
  CREATE INDEX "payload_locked_documents_rels_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_locked_documents_rels_account_identities_id_idx" ON "payload_locked_documents_rels" USING btree ("account_identities_id");
  CREATE INDEX "payload_locked_documents_rels_workspaces_id_idx" ON "payload_locked_documents_rels" USING btree ("workspaces_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");
  CREATE INDEX "payload_locked_documents_rels_workspace_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("workspace_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_password_reset_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("password_reset_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_oidc_states_id_idx" ON "payload_locked_documents_rels" USING btree ("oidc_states_id");
  CREATE INDEX "payload_locked_documents_rels_auth_events_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_events_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "users_roles" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "erpz_blog_categories" CASCADE;
  DROP TABLE "erpz_blogs" CASCADE;
  DROP TABLE "_erpz_blogs_v" CASCADE;
  DROP TABLE "erpz_demo_requests" CASCADE;
  DROP TABLE "erpz_news_letters" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  DROP TABLE "accounts" CASCADE;
  DROP TABLE "account_identities" CASCADE;
  DROP TABLE "workspaces" CASCADE;
  DROP TABLE "workspaces_rels" CASCADE;
  DROP TABLE "companies" CASCADE;
  DROP TABLE "workspace_invitations" CASCADE;
  DROP TABLE "password_reset_tokens" CASCADE;
  DROP TABLE "oidc_states" CASCADE;
  DROP TABLE "auth_events" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TYPE "public"."enum_users_roles";
  DROP TYPE "public"."enum_erpz_blogs_status";
  DROP TYPE "public"."enum__erpz_blogs_v_version_status";
  DROP TYPE "public"."enum_erpz_demo_requests_kind";
  DROP TYPE "public"."enum_erpz_demo_requests_preffered_slot";
  DROP TYPE "public"."enum_erpz_demo_requests_delivery_status";
  DROP TYPE "public"."enum_erpz_news_letters_delivery_status";
  DROP TYPE "public"."enum_webhook_deliveries_lead_collection";
  DROP TYPE "public"."enum_webhook_deliveries_outcome";
  DROP TYPE "public"."enum_account_identities_provider";
  DROP TYPE "public"."enum_companies_industry_type";
  DROP TYPE "public"."enum_workspace_invitations_status";
  DROP TYPE "public"."enum_auth_events_type";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
