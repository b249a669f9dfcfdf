import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_numbered_steps_kind" AS ENUM('step', 'hiring-step');
  CREATE TYPE "public"."enum_pages_blocks_pricing_comparison_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_add_ons_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_open_roles_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_numbered_steps_kind" AS ENUM('step', 'hiring-step');
  CREATE TYPE "public"."enum__pages_v_blocks_pricing_comparison_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_add_ons_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_open_roles_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_plans_currency" AS ENUM('INR', 'USD', 'EUR');
  CREATE TYPE "public"."enum_plans_unit" AS ENUM('user', 'plant', 'device', 'account');
  CREATE TYPE "public"."enum_plans_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum_plans_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__plans_v_version_currency" AS ENUM('INR', 'USD', 'EUR');
  CREATE TYPE "public"."enum__plans_v_version_unit" AS ENUM('user', 'plant', 'device', 'account');
  CREATE TYPE "public"."enum__plans_v_version_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum__plans_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_add_ons_currency" AS ENUM('INR', 'USD', 'EUR');
  CREATE TYPE "public"."enum_add_ons_unit" AS ENUM('user', 'plant', 'device', 'account');
  CREATE TYPE "public"."enum_add_ons_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum_add_ons_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__add_ons_v_version_currency" AS ENUM('INR', 'USD', 'EUR');
  CREATE TYPE "public"."enum__add_ons_v_version_unit" AS ENUM('user', 'plant', 'device', 'account');
  CREATE TYPE "public"."enum__add_ons_v_version_period" AS ENUM('month', 'year');
  CREATE TYPE "public"."enum__add_ons_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_comparison_rows_cells_value" AS ENUM('included', 'notIncluded', 'text');
  CREATE TYPE "public"."enum_comparison_rows_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__comparison_rows_v_version_cells_value" AS ENUM('included', 'notIncluded', 'text');
  CREATE TYPE "public"."enum__comparison_rows_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"most_popular_label" varchar,
  	"custom_price_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_pricing_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_pricing_comparison_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"feature_label" varchar,
  	"caption" varchar,
  	"switcher_label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_add_ons_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"available_label" varchar,
  	"note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_open_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_open_roles_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"show_filters" boolean DEFAULT true,
  	"open_application" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_plans" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"heading" varchar,
  	"most_popular_label" varchar,
  	"custom_price_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_pricing_comparison" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_pricing_comparison_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"feature_label" varchar,
  	"caption" varchar,
  	"switcher_label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_add_ons" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_add_ons_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"available_label" varchar,
  	"note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_open_roles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_open_roles_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"show_filters" boolean DEFAULT true,
  	"open_application" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "plans_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "plans" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"short_name" varchar,
  	"key" varchar,
  	"description" varchar,
  	"price" numeric,
  	"currency" "enum_plans_currency" DEFAULT 'INR',
  	"unit" "enum_plans_unit",
  	"period" "enum_plans_period",
  	"most_popular" boolean DEFAULT false,
  	"cta_label" varchar,
  	"cta_href" varchar,
  	"order" numeric DEFAULT 10,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_plans_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "plans_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"add_ons_id" integer
  );
  
  CREATE TABLE "_plans_v_version_features" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_plans_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_short_name" varchar,
  	"version_key" varchar,
  	"version_description" varchar,
  	"version_price" numeric,
  	"version_currency" "enum__plans_v_version_currency" DEFAULT 'INR',
  	"version_unit" "enum__plans_v_version_unit",
  	"version_period" "enum__plans_v_version_period",
  	"version_most_popular" boolean DEFAULT false,
  	"version_cta_label" varchar,
  	"version_cta_href" varchar,
  	"version_order" numeric DEFAULT 10,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__plans_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "_plans_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"add_ons_id" integer
  );
  
  CREATE TABLE "add_ons" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"description" varchar,
  	"price" numeric,
  	"currency" "enum_add_ons_currency" DEFAULT 'INR',
  	"unit" "enum_add_ons_unit",
  	"period" "enum_add_ons_period",
  	"order" numeric DEFAULT 10,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_add_ons_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_add_ons_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_description" varchar,
  	"version_price" numeric,
  	"version_currency" "enum__add_ons_v_version_currency" DEFAULT 'INR',
  	"version_unit" "enum__add_ons_v_version_unit",
  	"version_period" "enum__add_ons_v_version_period",
  	"version_order" numeric DEFAULT 10,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__add_ons_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "comparison_rows_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"plan_id" integer,
  	"value" "enum_comparison_rows_cells_value" DEFAULT 'included',
  	"text" varchar
  );
  
  CREATE TABLE "comparison_rows" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"group" varchar,
  	"feature" varchar,
  	"order" numeric DEFAULT 10,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_comparison_rows_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_comparison_rows_v_version_cells" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"plan_id" integer,
  	"value" "enum__comparison_rows_v_version_cells_value" DEFAULT 'included',
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_comparison_rows_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_group" varchar,
  	"version_feature" varchar,
  	"version_order" numeric DEFAULT 10,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__comparison_rows_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  ALTER TABLE "pages_blocks_numbered_steps" ADD COLUMN "kind" "enum_pages_blocks_numbered_steps_kind";
  ALTER TABLE "_pages_v_blocks_numbered_steps" ADD COLUMN "kind" "enum__pages_v_blocks_numbered_steps_kind";
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "plans_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "add_ons_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "comparison_rows_id" integer;
  ALTER TABLE "pages_blocks_pricing_plans" ADD CONSTRAINT "pages_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_pricing_comparison" ADD CONSTRAINT "pages_blocks_pricing_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_add_ons" ADD CONSTRAINT "pages_blocks_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_open_roles" ADD CONSTRAINT "pages_blocks_open_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_plans" ADD CONSTRAINT "_pages_v_blocks_pricing_plans_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_pricing_comparison" ADD CONSTRAINT "_pages_v_blocks_pricing_comparison_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_add_ons" ADD CONSTRAINT "_pages_v_blocks_add_ons_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_open_roles" ADD CONSTRAINT "_pages_v_blocks_open_roles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_features" ADD CONSTRAINT "plans_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans" ADD CONSTRAINT "plans_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "plans_rels" ADD CONSTRAINT "plans_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "plans_rels" ADD CONSTRAINT "plans_rels_add_ons_fk" FOREIGN KEY ("add_ons_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_version_features" ADD CONSTRAINT "_plans_v_version_features_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_parent_id_plans_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v" ADD CONSTRAINT "_plans_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_plans_v_rels" ADD CONSTRAINT "_plans_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."_plans_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_plans_v_rels" ADD CONSTRAINT "_plans_v_rels_add_ons_fk" FOREIGN KEY ("add_ons_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "add_ons" ADD CONSTRAINT "add_ons_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_add_ons_v" ADD CONSTRAINT "_add_ons_v_parent_id_add_ons_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."add_ons"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_add_ons_v" ADD CONSTRAINT "_add_ons_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comparison_rows_cells" ADD CONSTRAINT "comparison_rows_cells_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "comparison_rows_cells" ADD CONSTRAINT "comparison_rows_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "comparison_rows" ADD CONSTRAINT "comparison_rows_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comparison_rows_v_version_cells" ADD CONSTRAINT "_comparison_rows_v_version_cells_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comparison_rows_v_version_cells" ADD CONSTRAINT "_comparison_rows_v_version_cells_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_comparison_rows_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_comparison_rows_v" ADD CONSTRAINT "_comparison_rows_v_parent_id_comparison_rows_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."comparison_rows"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_comparison_rows_v" ADD CONSTRAINT "_comparison_rows_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_pricing_plans_order_idx" ON "pages_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_plans_parent_id_idx" ON "pages_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_plans_path_idx" ON "pages_blocks_pricing_plans" USING btree ("_path");
  CREATE INDEX "pages_blocks_pricing_comparison_order_idx" ON "pages_blocks_pricing_comparison" USING btree ("_order");
  CREATE INDEX "pages_blocks_pricing_comparison_parent_id_idx" ON "pages_blocks_pricing_comparison" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_pricing_comparison_path_idx" ON "pages_blocks_pricing_comparison" USING btree ("_path");
  CREATE INDEX "pages_blocks_add_ons_order_idx" ON "pages_blocks_add_ons" USING btree ("_order");
  CREATE INDEX "pages_blocks_add_ons_parent_id_idx" ON "pages_blocks_add_ons" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_add_ons_path_idx" ON "pages_blocks_add_ons" USING btree ("_path");
  CREATE INDEX "pages_blocks_open_roles_order_idx" ON "pages_blocks_open_roles" USING btree ("_order");
  CREATE INDEX "pages_blocks_open_roles_parent_id_idx" ON "pages_blocks_open_roles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_open_roles_path_idx" ON "pages_blocks_open_roles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_plans_order_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_plans_parent_id_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_plans_path_idx" ON "_pages_v_blocks_pricing_plans" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_pricing_comparison_order_idx" ON "_pages_v_blocks_pricing_comparison" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_pricing_comparison_parent_id_idx" ON "_pages_v_blocks_pricing_comparison" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_pricing_comparison_path_idx" ON "_pages_v_blocks_pricing_comparison" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_add_ons_order_idx" ON "_pages_v_blocks_add_ons" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_add_ons_parent_id_idx" ON "_pages_v_blocks_add_ons" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_add_ons_path_idx" ON "_pages_v_blocks_add_ons" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_open_roles_order_idx" ON "_pages_v_blocks_open_roles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_open_roles_parent_id_idx" ON "_pages_v_blocks_open_roles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_open_roles_path_idx" ON "_pages_v_blocks_open_roles" USING btree ("_path");
  CREATE INDEX "plans_features_order_idx" ON "plans_features" USING btree ("_order");
  CREATE INDEX "plans_features_parent_id_idx" ON "plans_features" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "plans_key_idx" ON "plans" USING btree ("key");
  CREATE INDEX "plans_updated_by_idx" ON "plans" USING btree ("updated_by_id");
  CREATE INDEX "plans_updated_at_idx" ON "plans" USING btree ("updated_at");
  CREATE INDEX "plans_created_at_idx" ON "plans" USING btree ("created_at");
  CREATE INDEX "plans__status_idx" ON "plans" USING btree ("_status");
  CREATE INDEX "plans_rels_order_idx" ON "plans_rels" USING btree ("order");
  CREATE INDEX "plans_rels_parent_idx" ON "plans_rels" USING btree ("parent_id");
  CREATE INDEX "plans_rels_path_idx" ON "plans_rels" USING btree ("path");
  CREATE INDEX "plans_rels_add_ons_id_idx" ON "plans_rels" USING btree ("add_ons_id");
  CREATE INDEX "_plans_v_version_features_order_idx" ON "_plans_v_version_features" USING btree ("_order");
  CREATE INDEX "_plans_v_version_features_parent_id_idx" ON "_plans_v_version_features" USING btree ("_parent_id");
  CREATE INDEX "_plans_v_parent_idx" ON "_plans_v" USING btree ("parent_id");
  CREATE INDEX "_plans_v_version_version_key_idx" ON "_plans_v" USING btree ("version_key");
  CREATE INDEX "_plans_v_version_version_updated_by_idx" ON "_plans_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_plans_v_version_version_updated_at_idx" ON "_plans_v" USING btree ("version_updated_at");
  CREATE INDEX "_plans_v_version_version_created_at_idx" ON "_plans_v" USING btree ("version_created_at");
  CREATE INDEX "_plans_v_version_version__status_idx" ON "_plans_v" USING btree ("version__status");
  CREATE INDEX "_plans_v_created_at_idx" ON "_plans_v" USING btree ("created_at");
  CREATE INDEX "_plans_v_updated_at_idx" ON "_plans_v" USING btree ("updated_at");
  CREATE INDEX "_plans_v_latest_idx" ON "_plans_v" USING btree ("latest");
  CREATE INDEX "_plans_v_rels_order_idx" ON "_plans_v_rels" USING btree ("order");
  CREATE INDEX "_plans_v_rels_parent_idx" ON "_plans_v_rels" USING btree ("parent_id");
  CREATE INDEX "_plans_v_rels_path_idx" ON "_plans_v_rels" USING btree ("path");
  CREATE INDEX "_plans_v_rels_add_ons_id_idx" ON "_plans_v_rels" USING btree ("add_ons_id");
  CREATE INDEX "add_ons_updated_by_idx" ON "add_ons" USING btree ("updated_by_id");
  CREATE INDEX "add_ons_updated_at_idx" ON "add_ons" USING btree ("updated_at");
  CREATE INDEX "add_ons_created_at_idx" ON "add_ons" USING btree ("created_at");
  CREATE INDEX "add_ons__status_idx" ON "add_ons" USING btree ("_status");
  CREATE INDEX "_add_ons_v_parent_idx" ON "_add_ons_v" USING btree ("parent_id");
  CREATE INDEX "_add_ons_v_version_version_updated_by_idx" ON "_add_ons_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_add_ons_v_version_version_updated_at_idx" ON "_add_ons_v" USING btree ("version_updated_at");
  CREATE INDEX "_add_ons_v_version_version_created_at_idx" ON "_add_ons_v" USING btree ("version_created_at");
  CREATE INDEX "_add_ons_v_version_version__status_idx" ON "_add_ons_v" USING btree ("version__status");
  CREATE INDEX "_add_ons_v_created_at_idx" ON "_add_ons_v" USING btree ("created_at");
  CREATE INDEX "_add_ons_v_updated_at_idx" ON "_add_ons_v" USING btree ("updated_at");
  CREATE INDEX "_add_ons_v_latest_idx" ON "_add_ons_v" USING btree ("latest");
  CREATE INDEX "comparison_rows_cells_order_idx" ON "comparison_rows_cells" USING btree ("_order");
  CREATE INDEX "comparison_rows_cells_parent_id_idx" ON "comparison_rows_cells" USING btree ("_parent_id");
  CREATE INDEX "comparison_rows_cells_plan_idx" ON "comparison_rows_cells" USING btree ("plan_id");
  CREATE INDEX "comparison_rows_updated_by_idx" ON "comparison_rows" USING btree ("updated_by_id");
  CREATE INDEX "comparison_rows_updated_at_idx" ON "comparison_rows" USING btree ("updated_at");
  CREATE INDEX "comparison_rows_created_at_idx" ON "comparison_rows" USING btree ("created_at");
  CREATE INDEX "comparison_rows__status_idx" ON "comparison_rows" USING btree ("_status");
  CREATE INDEX "_comparison_rows_v_version_cells_order_idx" ON "_comparison_rows_v_version_cells" USING btree ("_order");
  CREATE INDEX "_comparison_rows_v_version_cells_parent_id_idx" ON "_comparison_rows_v_version_cells" USING btree ("_parent_id");
  CREATE INDEX "_comparison_rows_v_version_cells_plan_idx" ON "_comparison_rows_v_version_cells" USING btree ("plan_id");
  CREATE INDEX "_comparison_rows_v_parent_idx" ON "_comparison_rows_v" USING btree ("parent_id");
  CREATE INDEX "_comparison_rows_v_version_version_updated_by_idx" ON "_comparison_rows_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_comparison_rows_v_version_version_updated_at_idx" ON "_comparison_rows_v" USING btree ("version_updated_at");
  CREATE INDEX "_comparison_rows_v_version_version_created_at_idx" ON "_comparison_rows_v" USING btree ("version_created_at");
  CREATE INDEX "_comparison_rows_v_version_version__status_idx" ON "_comparison_rows_v" USING btree ("version__status");
  CREATE INDEX "_comparison_rows_v_created_at_idx" ON "_comparison_rows_v" USING btree ("created_at");
  CREATE INDEX "_comparison_rows_v_updated_at_idx" ON "_comparison_rows_v" USING btree ("updated_at");
  CREATE INDEX "_comparison_rows_v_latest_idx" ON "_comparison_rows_v" USING btree ("latest");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_plans_fk" FOREIGN KEY ("plans_id") REFERENCES "public"."plans"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_add_ons_fk" FOREIGN KEY ("add_ons_id") REFERENCES "public"."add_ons"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_comparison_rows_fk" FOREIGN KEY ("comparison_rows_id") REFERENCES "public"."comparison_rows"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_plans_id_idx" ON "payload_locked_documents_rels" USING btree ("plans_id");
  CREATE INDEX "payload_locked_documents_rels_add_ons_id_idx" ON "payload_locked_documents_rels" USING btree ("add_ons_id");
  CREATE INDEX "payload_locked_documents_rels_comparison_rows_id_idx" ON "payload_locked_documents_rels" USING btree ("comparison_rows_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_pricing_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_open_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_pricing_comparison" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_open_roles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "plans_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_version_features" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_plans_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "add_ons" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_add_ons_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comparison_rows_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "comparison_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_comparison_rows_v_version_cells" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_comparison_rows_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_pricing_plans" CASCADE;
  DROP TABLE "pages_blocks_pricing_comparison" CASCADE;
  DROP TABLE "pages_blocks_add_ons" CASCADE;
  DROP TABLE "pages_blocks_open_roles" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_plans" CASCADE;
  DROP TABLE "_pages_v_blocks_pricing_comparison" CASCADE;
  DROP TABLE "_pages_v_blocks_add_ons" CASCADE;
  DROP TABLE "_pages_v_blocks_open_roles" CASCADE;
  DROP TABLE "plans_features" CASCADE;
  DROP TABLE "plans" CASCADE;
  DROP TABLE "plans_rels" CASCADE;
  DROP TABLE "_plans_v_version_features" CASCADE;
  DROP TABLE "_plans_v" CASCADE;
  DROP TABLE "_plans_v_rels" CASCADE;
  DROP TABLE "add_ons" CASCADE;
  DROP TABLE "_add_ons_v" CASCADE;
  DROP TABLE "comparison_rows_cells" CASCADE;
  DROP TABLE "comparison_rows" CASCADE;
  DROP TABLE "_comparison_rows_v_version_cells" CASCADE;
  DROP TABLE "_comparison_rows_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_plans_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_add_ons_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_comparison_rows_fk";
  
  DROP INDEX "payload_locked_documents_rels_plans_id_idx";
  DROP INDEX "payload_locked_documents_rels_add_ons_id_idx";
  DROP INDEX "payload_locked_documents_rels_comparison_rows_id_idx";
  ALTER TABLE "pages_blocks_numbered_steps" DROP COLUMN "kind";
  ALTER TABLE "_pages_v_blocks_numbered_steps" DROP COLUMN "kind";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "plans_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "add_ons_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "comparison_rows_id";
  DROP TYPE "public"."enum_pages_blocks_numbered_steps_kind";
  DROP TYPE "public"."enum_pages_blocks_pricing_comparison_tone";
  DROP TYPE "public"."enum_pages_blocks_add_ons_tone";
  DROP TYPE "public"."enum_pages_blocks_open_roles_tone";
  DROP TYPE "public"."enum__pages_v_blocks_numbered_steps_kind";
  DROP TYPE "public"."enum__pages_v_blocks_pricing_comparison_tone";
  DROP TYPE "public"."enum__pages_v_blocks_add_ons_tone";
  DROP TYPE "public"."enum__pages_v_blocks_open_roles_tone";
  DROP TYPE "public"."enum_plans_currency";
  DROP TYPE "public"."enum_plans_unit";
  DROP TYPE "public"."enum_plans_period";
  DROP TYPE "public"."enum_plans_status";
  DROP TYPE "public"."enum__plans_v_version_currency";
  DROP TYPE "public"."enum__plans_v_version_unit";
  DROP TYPE "public"."enum__plans_v_version_period";
  DROP TYPE "public"."enum__plans_v_version_status";
  DROP TYPE "public"."enum_add_ons_currency";
  DROP TYPE "public"."enum_add_ons_unit";
  DROP TYPE "public"."enum_add_ons_period";
  DROP TYPE "public"."enum_add_ons_status";
  DROP TYPE "public"."enum__add_ons_v_version_currency";
  DROP TYPE "public"."enum__add_ons_v_version_unit";
  DROP TYPE "public"."enum__add_ons_v_version_period";
  DROP TYPE "public"."enum__add_ons_v_version_status";
  DROP TYPE "public"."enum_comparison_rows_cells_value";
  DROP TYPE "public"."enum_comparison_rows_status";
  DROP TYPE "public"."enum__comparison_rows_v_version_cells_value";
  DROP TYPE "public"."enum__comparison_rows_v_version_status";`)
}
