import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_hero_style" AS ENUM('page', 'breadcrumbs', 'solution', 'home');
  CREATE TYPE "public"."enum_pages_blocks_hero_badge_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum_pages_blocks_hero_illustration" AS ENUM('assure-capa', 'assure-checklist', 'assure-sampling', 'plan-capacity', 'plan-work-orders', 'procure-prices', 'procure-scorecards', 'procure-spend', 'pulse-dashboard', 'pulse-insights', 'pulse-performance', 'track-flows', 'track-qr', 'track-racks');
  CREATE TYPE "public"."enum_pages_blocks_module_cards_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_problem_solution_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_cards_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_card_style" AS ENUM('icon', 'plain', 'topline', 'gradient', 'persona', 'horizontal');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_columns" AS ENUM('four', 'three', 'threeWide', 'two', 'mdThree');
  CREATE TYPE "public"."enum_pages_blocks_card_grid_kind" AS ENUM('benefit', 'capability', 'value', 'persona', 'perk', 'step');
  CREATE TYPE "public"."enum_pages_blocks_figures_band_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_email_capture_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_statements_items_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum_pages_blocks_checklist_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_checklist_look" AS ENUM('tiles', 'pills');
  CREATE TYPE "public"."enum_pages_blocks_team_tiles_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_numbered_steps_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_industry_carousel_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_feature_rows_rows_media_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum_pages_blocks_feature_rows_rows_illustration" AS ENUM('assure-capa', 'assure-checklist', 'assure-sampling', 'plan-capacity', 'plan-work-orders', 'procure-prices', 'procure-scorecards', 'procure-spend', 'pulse-dashboard', 'pulse-insights', 'pulse-performance', 'track-flows', 'track-qr', 'track-racks');
  CREATE TYPE "public"."enum_pages_blocks_feature_rows_rows_video" AS ENUM('plan-live-tracking');
  CREATE TYPE "public"."enum_pages_blocks_brand_assets_show" AS ENUM('logo', 'colors', 'fonts');
  CREATE TYPE "public"."enum_pages_blocks_brand_assets_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_blocks_do_dont_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum_pages_meta_structured_data" AS ENUM('none', 'softwareApplication', 'organization', 'service', 'product');
  CREATE TYPE "public"."enum_pages_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_style" AS ENUM('page', 'breadcrumbs', 'solution', 'home');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_badge_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum__pages_v_blocks_hero_illustration" AS ENUM('assure-capa', 'assure-checklist', 'assure-sampling', 'plan-capacity', 'plan-work-orders', 'procure-prices', 'procure-scorecards', 'procure-spend', 'pulse-dashboard', 'pulse-insights', 'pulse-performance', 'track-flows', 'track-qr', 'track-racks');
  CREATE TYPE "public"."enum__pages_v_blocks_module_cards_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_problem_solution_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_cards_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_card_style" AS ENUM('icon', 'plain', 'topline', 'gradient', 'persona', 'horizontal');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_columns" AS ENUM('four', 'three', 'threeWide', 'two', 'mdThree');
  CREATE TYPE "public"."enum__pages_v_blocks_card_grid_kind" AS ENUM('benefit', 'capability', 'value', 'persona', 'perk', 'step');
  CREATE TYPE "public"."enum__pages_v_blocks_figures_band_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_email_capture_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_statements_items_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_checklist_look" AS ENUM('tiles', 'pills');
  CREATE TYPE "public"."enum__pages_v_blocks_team_tiles_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_numbered_steps_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_industry_carousel_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_rows_rows_media_kind" AS ENUM('image', 'video');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_rows_rows_illustration" AS ENUM('assure-capa', 'assure-checklist', 'assure-sampling', 'plan-capacity', 'plan-work-orders', 'procure-prices', 'procure-scorecards', 'procure-spend', 'pulse-dashboard', 'pulse-insights', 'pulse-performance', 'track-flows', 'track-qr', 'track-racks');
  CREATE TYPE "public"."enum__pages_v_blocks_feature_rows_rows_video" AS ENUM('plan-live-tracking');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_assets_show" AS ENUM('logo', 'colors', 'fonts');
  CREATE TYPE "public"."enum__pages_v_blocks_brand_assets_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_blocks_do_dont_tone" AS ENUM('white', 'surface', 'dark');
  CREATE TYPE "public"."enum__pages_v_version_meta_structured_data" AS ENUM('none', 'softwareApplication', 'organization', 'service', 'product');
  CREATE TYPE "public"."enum__pages_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "pages_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"style" "enum_pages_blocks_hero_style" DEFAULT 'page',
  	"breadcrumb" varchar,
  	"badge" varchar,
  	"badge_icon" "enum_pages_blocks_hero_badge_icon",
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"illustration" "enum_pages_blocks_hero_illustration",
  	"illustration_alt" varchar,
  	"scroll_label" varchar,
  	"scroll_target" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_module_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_module_cards_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_problem_solution_problem_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_problem_solution_solution_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_problem_solution" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_problem_solution_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"problem_title" varchar,
  	"solution_eyebrow" varchar,
  	"solution_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_card_grid_cards_icon",
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar
  );
  
  CREATE TABLE "pages_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_card_grid_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"card_style" "enum_pages_blocks_card_grid_card_style" DEFAULT 'icon',
  	"columns" "enum_pages_blocks_card_grid_columns" DEFAULT 'four',
  	"roomy" boolean DEFAULT false,
  	"kind" "enum_pages_blocks_card_grid_kind",
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_figures_band_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "pages_blocks_figures_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_figures_band_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_email_capture" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_email_capture_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"label" varchar,
  	"placeholder" varchar,
  	"button" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_statements_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"icon" "enum_pages_blocks_statements_items_icon",
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_checklist_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"look" "enum_pages_blocks_checklist_look" DEFAULT 'tiles',
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_team_tiles_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"photo_id" integer
  );
  
  CREATE TABLE "pages_blocks_team_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_team_tiles_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_numbered_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_numbered_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_numbered_steps_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_industry_carousel_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_industry_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_industry_carousel_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_rows_rows_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_rows_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"media_kind" "enum_pages_blocks_feature_rows_rows_media_kind" DEFAULT 'image',
  	"illustration" "enum_pages_blocks_feature_rows_rows_illustration",
  	"video" "enum_pages_blocks_feature_rows_rows_video",
  	"media_text" varchar
  );
  
  CREATE TABLE "pages_blocks_feature_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"form_title" varchar,
  	"details_title" varchar,
  	"hours_title" varchar,
  	"form_text" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_brand_assets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"show" "enum_pages_blocks_brand_assets_show" DEFAULT 'logo',
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_brand_assets_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"download_label" varchar,
  	"download_note" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_do_dont_left_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_do_dont_right_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar
  );
  
  CREATE TABLE "pages_blocks_do_dont" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum_pages_blocks_do_dont_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"left_title" varchar,
  	"right_title" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages_blocks_cta_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"tertiary_label" varchar,
  	"tertiary_href" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"parent_id" integer,
  	"path" varchar,
  	"show_in_nav" boolean DEFAULT false,
  	"meta_description" varchar,
  	"meta_canonical" varchar,
  	"meta_image_id" integer,
  	"meta_noindex" boolean DEFAULT false,
  	"meta_structured_data" "enum_pages_meta_structured_data" DEFAULT 'none',
  	"meta_service_name" varchar,
  	"meta_service_service_type" varchar,
  	"meta_service_audience" varchar,
  	"meta_service_description" varchar,
  	"updated_by_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_pages_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_pages_v_blocks_hero" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"style" "enum__pages_v_blocks_hero_style" DEFAULT 'page',
  	"breadcrumb" varchar,
  	"badge" varchar,
  	"badge_icon" "enum__pages_v_blocks_hero_badge_icon",
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"illustration" "enum__pages_v_blocks_hero_illustration",
  	"illustration_alt" varchar,
  	"scroll_label" varchar,
  	"scroll_target" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_module_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_module_cards_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_problem_solution_problem_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_problem_solution_solution_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_problem_solution" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_problem_solution_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"problem_title" varchar,
  	"solution_eyebrow" varchar,
  	"solution_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_card_grid_cards_icon",
  	"eyebrow" varchar,
  	"title" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"link_href" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_card_grid" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_card_grid_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"card_style" "enum__pages_v_blocks_card_grid_card_style" DEFAULT 'icon',
  	"columns" "enum__pages_v_blocks_card_grid_columns" DEFAULT 'four',
  	"roomy" boolean DEFAULT false,
  	"kind" "enum__pages_v_blocks_card_grid_kind",
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_band_figures" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_figures_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_figures_band_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_email_capture" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_email_capture_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"label" varchar,
  	"placeholder" varchar,
  	"button" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_statements_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"icon" "enum__pages_v_blocks_statements_items_icon",
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_statements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"label" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist_points" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_checklist" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_checklist_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"look" "enum__pages_v_blocks_checklist_look" DEFAULT 'tiles',
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_tiles_members" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" varchar,
  	"photo_id" integer,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_team_tiles" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_team_tiles_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_numbered_steps_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_numbered_steps" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_numbered_steps_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_industry_carousel_industries" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_industry_carousel" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_industry_carousel_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_rows_rows_bullets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_rows_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"text" varchar,
  	"media_kind" "enum__pages_v_blocks_feature_rows_rows_media_kind" DEFAULT 'image',
  	"illustration" "enum__pages_v_blocks_feature_rows_rows_illustration",
  	"video" "enum__pages_v_blocks_feature_rows_rows_video",
  	"media_text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_feature_rows" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"heading" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_contact_details" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"form_title" varchar,
  	"details_title" varchar,
  	"hours_title" varchar,
  	"form_text" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_brand_assets" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"show" "enum__pages_v_blocks_brand_assets_show" DEFAULT 'logo',
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_brand_assets_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"download_label" varchar,
  	"download_note" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_do_dont_left_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_do_dont_right_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"text" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_do_dont" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"tone" "enum__pages_v_blocks_do_dont_tone" DEFAULT 'white',
  	"eyebrow" varchar,
  	"title" varchar,
  	"subtitle" varchar,
  	"left_title" varchar,
  	"right_title" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_cta_band" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"anchor" varchar,
  	"title" varchar,
  	"text" varchar,
  	"primary_label" varchar,
  	"primary_href" varchar,
  	"secondary_label" varchar,
  	"secondary_href" varchar,
  	"tertiary_label" varchar,
  	"tertiary_href" varchar,
  	"_uuid" varchar,
  	"block_name" varchar
  );
  
  CREATE TABLE "_pages_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_parent_id" integer,
  	"version_path" varchar,
  	"version_show_in_nav" boolean DEFAULT false,
  	"version_meta_description" varchar,
  	"version_meta_canonical" varchar,
  	"version_meta_image_id" integer,
  	"version_meta_noindex" boolean DEFAULT false,
  	"version_meta_structured_data" "enum__pages_v_version_meta_structured_data" DEFAULT 'none',
  	"version_meta_service_name" varchar,
  	"version_meta_service_service_type" varchar,
  	"version_meta_service_audience" varchar,
  	"version_meta_service_description" varchar,
  	"version_updated_by_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__pages_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean,
  	"autosave" boolean
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "pages_id" integer;
  ALTER TABLE "pages_blocks_hero" ADD CONSTRAINT "pages_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_module_cards" ADD CONSTRAINT "pages_blocks_module_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_problem_solution_problem_points" ADD CONSTRAINT "pages_blocks_problem_solution_problem_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_problem_solution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_problem_solution_solution_points" ADD CONSTRAINT "pages_blocks_problem_solution_solution_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_problem_solution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_problem_solution" ADD CONSTRAINT "pages_blocks_problem_solution_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid_cards" ADD CONSTRAINT "pages_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_card_grid" ADD CONSTRAINT "pages_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_band_figures" ADD CONSTRAINT "pages_blocks_figures_band_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_figures_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_figures_band" ADD CONSTRAINT "pages_blocks_figures_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_email_capture" ADD CONSTRAINT "pages_blocks_email_capture_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statements_items" ADD CONSTRAINT "pages_blocks_statements_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_statements" ADD CONSTRAINT "pages_blocks_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist_points" ADD CONSTRAINT "pages_blocks_checklist_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_checklist" ADD CONSTRAINT "pages_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_tiles_members" ADD CONSTRAINT "pages_blocks_team_tiles_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_tiles_members" ADD CONSTRAINT "pages_blocks_team_tiles_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_team_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_team_tiles" ADD CONSTRAINT "pages_blocks_team_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_numbered_steps_steps" ADD CONSTRAINT "pages_blocks_numbered_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_numbered_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_numbered_steps" ADD CONSTRAINT "pages_blocks_numbered_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_industry_carousel_industries" ADD CONSTRAINT "pages_blocks_industry_carousel_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_industry_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_industry_carousel" ADD CONSTRAINT "pages_blocks_industry_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows_rows_bullets" ADD CONSTRAINT "pages_blocks_feature_rows_rows_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_rows_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows_rows" ADD CONSTRAINT "pages_blocks_feature_rows_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_feature_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_feature_rows" ADD CONSTRAINT "pages_blocks_feature_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_contact_details" ADD CONSTRAINT "pages_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_brand_assets" ADD CONSTRAINT "pages_blocks_brand_assets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_do_dont_left_items" ADD CONSTRAINT "pages_blocks_do_dont_left_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_do_dont"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_do_dont_right_items" ADD CONSTRAINT "pages_blocks_do_dont_right_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_do_dont"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_do_dont" ADD CONSTRAINT "pages_blocks_do_dont_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages_blocks_cta_band" ADD CONSTRAINT "pages_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_meta_image_id_media_id_fk" FOREIGN KEY ("meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "pages" ADD CONSTRAINT "pages_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_hero" ADD CONSTRAINT "_pages_v_blocks_hero_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_module_cards" ADD CONSTRAINT "_pages_v_blocks_module_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_problem_solution_problem_points" ADD CONSTRAINT "_pages_v_blocks_problem_solution_problem_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_problem_solution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_problem_solution_solution_points" ADD CONSTRAINT "_pages_v_blocks_problem_solution_solution_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_problem_solution"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_problem_solution" ADD CONSTRAINT "_pages_v_blocks_problem_solution_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" ADD CONSTRAINT "_pages_v_blocks_card_grid_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_card_grid"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_card_grid" ADD CONSTRAINT "_pages_v_blocks_card_grid_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_band_figures" ADD CONSTRAINT "_pages_v_blocks_figures_band_figures_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_figures_band"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_figures_band" ADD CONSTRAINT "_pages_v_blocks_figures_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_email_capture" ADD CONSTRAINT "_pages_v_blocks_email_capture_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statements_items" ADD CONSTRAINT "_pages_v_blocks_statements_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_statements"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_statements" ADD CONSTRAINT "_pages_v_blocks_statements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist_points" ADD CONSTRAINT "_pages_v_blocks_checklist_points_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_checklist"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_checklist" ADD CONSTRAINT "_pages_v_blocks_checklist_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_tiles_members" ADD CONSTRAINT "_pages_v_blocks_team_tiles_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_tiles_members" ADD CONSTRAINT "_pages_v_blocks_team_tiles_members_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_team_tiles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_team_tiles" ADD CONSTRAINT "_pages_v_blocks_team_tiles_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" ADD CONSTRAINT "_pages_v_blocks_numbered_steps_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_numbered_steps"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_numbered_steps" ADD CONSTRAINT "_pages_v_blocks_numbered_steps_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_industry_carousel_industries" ADD CONSTRAINT "_pages_v_blocks_industry_carousel_industries_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_industry_carousel"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_industry_carousel" ADD CONSTRAINT "_pages_v_blocks_industry_carousel_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows_bullets" ADD CONSTRAINT "_pages_v_blocks_feature_rows_rows_bullets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_rows_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows" ADD CONSTRAINT "_pages_v_blocks_feature_rows_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_feature_rows"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_feature_rows" ADD CONSTRAINT "_pages_v_blocks_feature_rows_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_contact_details" ADD CONSTRAINT "_pages_v_blocks_contact_details_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_brand_assets" ADD CONSTRAINT "_pages_v_blocks_brand_assets_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_do_dont_left_items" ADD CONSTRAINT "_pages_v_blocks_do_dont_left_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_do_dont"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_do_dont_right_items" ADD CONSTRAINT "_pages_v_blocks_do_dont_right_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_do_dont"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_do_dont" ADD CONSTRAINT "_pages_v_blocks_do_dont_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_cta_band" ADD CONSTRAINT "_pages_v_blocks_cta_band_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_parent_id_pages_id_fk" FOREIGN KEY ("version_parent_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_meta_image_id_media_id_fk" FOREIGN KEY ("version_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v" ADD CONSTRAINT "_pages_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_order_idx" ON "pages_blocks_hero" USING btree ("_order");
  CREATE INDEX "pages_blocks_hero_parent_id_idx" ON "pages_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_hero_path_idx" ON "pages_blocks_hero" USING btree ("_path");
  CREATE INDEX "pages_blocks_module_cards_order_idx" ON "pages_blocks_module_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_module_cards_parent_id_idx" ON "pages_blocks_module_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_module_cards_path_idx" ON "pages_blocks_module_cards" USING btree ("_path");
  CREATE INDEX "pages_blocks_problem_solution_problem_points_order_idx" ON "pages_blocks_problem_solution_problem_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_problem_solution_problem_points_parent_id_idx" ON "pages_blocks_problem_solution_problem_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_problem_solution_solution_points_order_idx" ON "pages_blocks_problem_solution_solution_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_problem_solution_solution_points_parent_id_idx" ON "pages_blocks_problem_solution_solution_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_problem_solution_order_idx" ON "pages_blocks_problem_solution" USING btree ("_order");
  CREATE INDEX "pages_blocks_problem_solution_parent_id_idx" ON "pages_blocks_problem_solution" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_problem_solution_path_idx" ON "pages_blocks_problem_solution" USING btree ("_path");
  CREATE INDEX "pages_blocks_card_grid_cards_order_idx" ON "pages_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_cards_parent_id_idx" ON "pages_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_order_idx" ON "pages_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "pages_blocks_card_grid_parent_id_idx" ON "pages_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_card_grid_path_idx" ON "pages_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "pages_blocks_figures_band_figures_order_idx" ON "pages_blocks_figures_band_figures" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_band_figures_parent_id_idx" ON "pages_blocks_figures_band_figures" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_band_order_idx" ON "pages_blocks_figures_band" USING btree ("_order");
  CREATE INDEX "pages_blocks_figures_band_parent_id_idx" ON "pages_blocks_figures_band" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_figures_band_path_idx" ON "pages_blocks_figures_band" USING btree ("_path");
  CREATE INDEX "pages_blocks_email_capture_order_idx" ON "pages_blocks_email_capture" USING btree ("_order");
  CREATE INDEX "pages_blocks_email_capture_parent_id_idx" ON "pages_blocks_email_capture" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_email_capture_path_idx" ON "pages_blocks_email_capture" USING btree ("_path");
  CREATE INDEX "pages_blocks_statements_items_order_idx" ON "pages_blocks_statements_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_statements_items_parent_id_idx" ON "pages_blocks_statements_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statements_order_idx" ON "pages_blocks_statements" USING btree ("_order");
  CREATE INDEX "pages_blocks_statements_parent_id_idx" ON "pages_blocks_statements" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_statements_path_idx" ON "pages_blocks_statements" USING btree ("_path");
  CREATE INDEX "pages_blocks_checklist_points_order_idx" ON "pages_blocks_checklist_points" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_points_parent_id_idx" ON "pages_blocks_checklist_points" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_order_idx" ON "pages_blocks_checklist" USING btree ("_order");
  CREATE INDEX "pages_blocks_checklist_parent_id_idx" ON "pages_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_checklist_path_idx" ON "pages_blocks_checklist" USING btree ("_path");
  CREATE INDEX "pages_blocks_team_tiles_members_order_idx" ON "pages_blocks_team_tiles_members" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_tiles_members_parent_id_idx" ON "pages_blocks_team_tiles_members" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_tiles_members_photo_idx" ON "pages_blocks_team_tiles_members" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_team_tiles_order_idx" ON "pages_blocks_team_tiles" USING btree ("_order");
  CREATE INDEX "pages_blocks_team_tiles_parent_id_idx" ON "pages_blocks_team_tiles" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_team_tiles_path_idx" ON "pages_blocks_team_tiles" USING btree ("_path");
  CREATE INDEX "pages_blocks_numbered_steps_steps_order_idx" ON "pages_blocks_numbered_steps_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_numbered_steps_steps_parent_id_idx" ON "pages_blocks_numbered_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_numbered_steps_order_idx" ON "pages_blocks_numbered_steps" USING btree ("_order");
  CREATE INDEX "pages_blocks_numbered_steps_parent_id_idx" ON "pages_blocks_numbered_steps" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_numbered_steps_path_idx" ON "pages_blocks_numbered_steps" USING btree ("_path");
  CREATE INDEX "pages_blocks_industry_carousel_industries_order_idx" ON "pages_blocks_industry_carousel_industries" USING btree ("_order");
  CREATE INDEX "pages_blocks_industry_carousel_industries_parent_id_idx" ON "pages_blocks_industry_carousel_industries" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_industry_carousel_order_idx" ON "pages_blocks_industry_carousel" USING btree ("_order");
  CREATE INDEX "pages_blocks_industry_carousel_parent_id_idx" ON "pages_blocks_industry_carousel" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_industry_carousel_path_idx" ON "pages_blocks_industry_carousel" USING btree ("_path");
  CREATE INDEX "pages_blocks_feature_rows_rows_bullets_order_idx" ON "pages_blocks_feature_rows_rows_bullets" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_rows_rows_bullets_parent_id_idx" ON "pages_blocks_feature_rows_rows_bullets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_rows_rows_order_idx" ON "pages_blocks_feature_rows_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_rows_rows_parent_id_idx" ON "pages_blocks_feature_rows_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_rows_order_idx" ON "pages_blocks_feature_rows" USING btree ("_order");
  CREATE INDEX "pages_blocks_feature_rows_parent_id_idx" ON "pages_blocks_feature_rows" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_feature_rows_path_idx" ON "pages_blocks_feature_rows" USING btree ("_path");
  CREATE INDEX "pages_blocks_contact_details_order_idx" ON "pages_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "pages_blocks_contact_details_parent_id_idx" ON "pages_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_contact_details_path_idx" ON "pages_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "pages_blocks_brand_assets_order_idx" ON "pages_blocks_brand_assets" USING btree ("_order");
  CREATE INDEX "pages_blocks_brand_assets_parent_id_idx" ON "pages_blocks_brand_assets" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_brand_assets_path_idx" ON "pages_blocks_brand_assets" USING btree ("_path");
  CREATE INDEX "pages_blocks_do_dont_left_items_order_idx" ON "pages_blocks_do_dont_left_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_do_dont_left_items_parent_id_idx" ON "pages_blocks_do_dont_left_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_do_dont_right_items_order_idx" ON "pages_blocks_do_dont_right_items" USING btree ("_order");
  CREATE INDEX "pages_blocks_do_dont_right_items_parent_id_idx" ON "pages_blocks_do_dont_right_items" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_do_dont_order_idx" ON "pages_blocks_do_dont" USING btree ("_order");
  CREATE INDEX "pages_blocks_do_dont_parent_id_idx" ON "pages_blocks_do_dont" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_do_dont_path_idx" ON "pages_blocks_do_dont" USING btree ("_path");
  CREATE INDEX "pages_blocks_cta_band_order_idx" ON "pages_blocks_cta_band" USING btree ("_order");
  CREATE INDEX "pages_blocks_cta_band_parent_id_idx" ON "pages_blocks_cta_band" USING btree ("_parent_id");
  CREATE INDEX "pages_blocks_cta_band_path_idx" ON "pages_blocks_cta_band" USING btree ("_path");
  CREATE INDEX "pages_slug_idx" ON "pages" USING btree ("slug");
  CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id");
  CREATE UNIQUE INDEX "pages_path_idx" ON "pages" USING btree ("path");
  CREATE INDEX "pages_meta_meta_image_idx" ON "pages" USING btree ("meta_image_id");
  CREATE INDEX "pages_updated_by_idx" ON "pages" USING btree ("updated_by_id");
  CREATE INDEX "pages_updated_at_idx" ON "pages" USING btree ("updated_at");
  CREATE INDEX "pages_created_at_idx" ON "pages" USING btree ("created_at");
  CREATE INDEX "pages__status_idx" ON "pages" USING btree ("_status");
  CREATE INDEX "_pages_v_blocks_hero_order_idx" ON "_pages_v_blocks_hero" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_hero_parent_id_idx" ON "_pages_v_blocks_hero" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_hero_path_idx" ON "_pages_v_blocks_hero" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_module_cards_order_idx" ON "_pages_v_blocks_module_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_module_cards_parent_id_idx" ON "_pages_v_blocks_module_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_module_cards_path_idx" ON "_pages_v_blocks_module_cards" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_problem_solution_problem_points_order_idx" ON "_pages_v_blocks_problem_solution_problem_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_problem_solution_problem_points_parent_id_idx" ON "_pages_v_blocks_problem_solution_problem_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_problem_solution_solution_points_order_idx" ON "_pages_v_blocks_problem_solution_solution_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_problem_solution_solution_points_parent_id_idx" ON "_pages_v_blocks_problem_solution_solution_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_problem_solution_order_idx" ON "_pages_v_blocks_problem_solution" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_problem_solution_parent_id_idx" ON "_pages_v_blocks_problem_solution" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_problem_solution_path_idx" ON "_pages_v_blocks_problem_solution" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_order_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_cards_parent_id_idx" ON "_pages_v_blocks_card_grid_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_order_idx" ON "_pages_v_blocks_card_grid" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_card_grid_parent_id_idx" ON "_pages_v_blocks_card_grid" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_card_grid_path_idx" ON "_pages_v_blocks_card_grid" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_figures_band_figures_order_idx" ON "_pages_v_blocks_figures_band_figures" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_band_figures_parent_id_idx" ON "_pages_v_blocks_figures_band_figures" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_band_order_idx" ON "_pages_v_blocks_figures_band" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_figures_band_parent_id_idx" ON "_pages_v_blocks_figures_band" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_figures_band_path_idx" ON "_pages_v_blocks_figures_band" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_email_capture_order_idx" ON "_pages_v_blocks_email_capture" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_email_capture_parent_id_idx" ON "_pages_v_blocks_email_capture" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_email_capture_path_idx" ON "_pages_v_blocks_email_capture" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_statements_items_order_idx" ON "_pages_v_blocks_statements_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_statements_items_parent_id_idx" ON "_pages_v_blocks_statements_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_statements_order_idx" ON "_pages_v_blocks_statements" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_statements_parent_id_idx" ON "_pages_v_blocks_statements" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_statements_path_idx" ON "_pages_v_blocks_statements" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_checklist_points_order_idx" ON "_pages_v_blocks_checklist_points" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_points_parent_id_idx" ON "_pages_v_blocks_checklist_points" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_order_idx" ON "_pages_v_blocks_checklist" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_checklist_parent_id_idx" ON "_pages_v_blocks_checklist" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_checklist_path_idx" ON "_pages_v_blocks_checklist" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_team_tiles_members_order_idx" ON "_pages_v_blocks_team_tiles_members" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_tiles_members_parent_id_idx" ON "_pages_v_blocks_team_tiles_members" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_tiles_members_photo_idx" ON "_pages_v_blocks_team_tiles_members" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_team_tiles_order_idx" ON "_pages_v_blocks_team_tiles" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_team_tiles_parent_id_idx" ON "_pages_v_blocks_team_tiles" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_team_tiles_path_idx" ON "_pages_v_blocks_team_tiles" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_numbered_steps_steps_order_idx" ON "_pages_v_blocks_numbered_steps_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_numbered_steps_steps_parent_id_idx" ON "_pages_v_blocks_numbered_steps_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_order_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_numbered_steps_parent_id_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_numbered_steps_path_idx" ON "_pages_v_blocks_numbered_steps" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_industry_carousel_industries_order_idx" ON "_pages_v_blocks_industry_carousel_industries" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_industry_carousel_industries_parent_id_idx" ON "_pages_v_blocks_industry_carousel_industries" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_industry_carousel_order_idx" ON "_pages_v_blocks_industry_carousel" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_industry_carousel_parent_id_idx" ON "_pages_v_blocks_industry_carousel" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_industry_carousel_path_idx" ON "_pages_v_blocks_industry_carousel" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_bullets_order_idx" ON "_pages_v_blocks_feature_rows_rows_bullets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_bullets_parent_id_idx" ON "_pages_v_blocks_feature_rows_rows_bullets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_order_idx" ON "_pages_v_blocks_feature_rows_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_rows_rows_parent_id_idx" ON "_pages_v_blocks_feature_rows_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_order_idx" ON "_pages_v_blocks_feature_rows" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_feature_rows_parent_id_idx" ON "_pages_v_blocks_feature_rows" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_feature_rows_path_idx" ON "_pages_v_blocks_feature_rows" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_contact_details_order_idx" ON "_pages_v_blocks_contact_details" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_contact_details_parent_id_idx" ON "_pages_v_blocks_contact_details" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_contact_details_path_idx" ON "_pages_v_blocks_contact_details" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_brand_assets_order_idx" ON "_pages_v_blocks_brand_assets" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_brand_assets_parent_id_idx" ON "_pages_v_blocks_brand_assets" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_brand_assets_path_idx" ON "_pages_v_blocks_brand_assets" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_do_dont_left_items_order_idx" ON "_pages_v_blocks_do_dont_left_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_do_dont_left_items_parent_id_idx" ON "_pages_v_blocks_do_dont_left_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_do_dont_right_items_order_idx" ON "_pages_v_blocks_do_dont_right_items" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_do_dont_right_items_parent_id_idx" ON "_pages_v_blocks_do_dont_right_items" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_do_dont_order_idx" ON "_pages_v_blocks_do_dont" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_do_dont_parent_id_idx" ON "_pages_v_blocks_do_dont" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_do_dont_path_idx" ON "_pages_v_blocks_do_dont" USING btree ("_path");
  CREATE INDEX "_pages_v_blocks_cta_band_order_idx" ON "_pages_v_blocks_cta_band" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_cta_band_parent_id_idx" ON "_pages_v_blocks_cta_band" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_cta_band_path_idx" ON "_pages_v_blocks_cta_band" USING btree ("_path");
  CREATE INDEX "_pages_v_parent_idx" ON "_pages_v" USING btree ("parent_id");
  CREATE INDEX "_pages_v_version_version_slug_idx" ON "_pages_v" USING btree ("version_slug");
  CREATE INDEX "_pages_v_version_version_parent_idx" ON "_pages_v" USING btree ("version_parent_id");
  CREATE INDEX "_pages_v_version_version_path_idx" ON "_pages_v" USING btree ("version_path");
  CREATE INDEX "_pages_v_version_meta_version_meta_image_idx" ON "_pages_v" USING btree ("version_meta_image_id");
  CREATE INDEX "_pages_v_version_version_updated_by_idx" ON "_pages_v" USING btree ("version_updated_by_id");
  CREATE INDEX "_pages_v_version_version_updated_at_idx" ON "_pages_v" USING btree ("version_updated_at");
  CREATE INDEX "_pages_v_version_version_created_at_idx" ON "_pages_v" USING btree ("version_created_at");
  CREATE INDEX "_pages_v_version_version__status_idx" ON "_pages_v" USING btree ("version__status");
  CREATE INDEX "_pages_v_created_at_idx" ON "_pages_v" USING btree ("created_at");
  CREATE INDEX "_pages_v_updated_at_idx" ON "_pages_v" USING btree ("updated_at");
  CREATE INDEX "_pages_v_latest_idx" ON "_pages_v" USING btree ("latest");
  CREATE INDEX "_pages_v_autosave_idx" ON "_pages_v" USING btree ("autosave");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_pages_fk" FOREIGN KEY ("pages_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("pages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_module_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_problem_solution_problem_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_problem_solution_solution_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_problem_solution" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figures_band_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_figures_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_email_capture" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statements_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_checklist_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_tiles_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_team_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_numbered_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_numbered_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_industry_carousel_industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_industry_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_rows_rows_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_rows_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_feature_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_brand_assets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_do_dont_left_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_do_dont_right_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_do_dont" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages_blocks_cta_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "pages" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_hero" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_module_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_problem_solution_problem_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_problem_solution_solution_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_problem_solution" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid_cards" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_card_grid" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_band_figures" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_figures_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_email_capture" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_statements_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_statements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_checklist_points" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_checklist" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_tiles_members" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_team_tiles" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_numbered_steps_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_numbered_steps" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_industry_carousel_industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_industry_carousel" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows_bullets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_rows_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_feature_rows" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_contact_details" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_brand_assets" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_do_dont_left_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_do_dont_right_items" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_do_dont" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v_blocks_cta_band" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_pages_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "pages_blocks_hero" CASCADE;
  DROP TABLE "pages_blocks_module_cards" CASCADE;
  DROP TABLE "pages_blocks_problem_solution_problem_points" CASCADE;
  DROP TABLE "pages_blocks_problem_solution_solution_points" CASCADE;
  DROP TABLE "pages_blocks_problem_solution" CASCADE;
  DROP TABLE "pages_blocks_card_grid_cards" CASCADE;
  DROP TABLE "pages_blocks_card_grid" CASCADE;
  DROP TABLE "pages_blocks_figures_band_figures" CASCADE;
  DROP TABLE "pages_blocks_figures_band" CASCADE;
  DROP TABLE "pages_blocks_email_capture" CASCADE;
  DROP TABLE "pages_blocks_statements_items" CASCADE;
  DROP TABLE "pages_blocks_statements" CASCADE;
  DROP TABLE "pages_blocks_checklist_points" CASCADE;
  DROP TABLE "pages_blocks_checklist" CASCADE;
  DROP TABLE "pages_blocks_team_tiles_members" CASCADE;
  DROP TABLE "pages_blocks_team_tiles" CASCADE;
  DROP TABLE "pages_blocks_numbered_steps_steps" CASCADE;
  DROP TABLE "pages_blocks_numbered_steps" CASCADE;
  DROP TABLE "pages_blocks_industry_carousel_industries" CASCADE;
  DROP TABLE "pages_blocks_industry_carousel" CASCADE;
  DROP TABLE "pages_blocks_feature_rows_rows_bullets" CASCADE;
  DROP TABLE "pages_blocks_feature_rows_rows" CASCADE;
  DROP TABLE "pages_blocks_feature_rows" CASCADE;
  DROP TABLE "pages_blocks_contact_details" CASCADE;
  DROP TABLE "pages_blocks_brand_assets" CASCADE;
  DROP TABLE "pages_blocks_do_dont_left_items" CASCADE;
  DROP TABLE "pages_blocks_do_dont_right_items" CASCADE;
  DROP TABLE "pages_blocks_do_dont" CASCADE;
  DROP TABLE "pages_blocks_cta_band" CASCADE;
  DROP TABLE "pages" CASCADE;
  DROP TABLE "_pages_v_blocks_hero" CASCADE;
  DROP TABLE "_pages_v_blocks_module_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_problem_solution_problem_points" CASCADE;
  DROP TABLE "_pages_v_blocks_problem_solution_solution_points" CASCADE;
  DROP TABLE "_pages_v_blocks_problem_solution" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_card_grid" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_band_figures" CASCADE;
  DROP TABLE "_pages_v_blocks_figures_band" CASCADE;
  DROP TABLE "_pages_v_blocks_email_capture" CASCADE;
  DROP TABLE "_pages_v_blocks_statements_items" CASCADE;
  DROP TABLE "_pages_v_blocks_statements" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist_points" CASCADE;
  DROP TABLE "_pages_v_blocks_checklist" CASCADE;
  DROP TABLE "_pages_v_blocks_team_tiles_members" CASCADE;
  DROP TABLE "_pages_v_blocks_team_tiles" CASCADE;
  DROP TABLE "_pages_v_blocks_numbered_steps_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_numbered_steps" CASCADE;
  DROP TABLE "_pages_v_blocks_industry_carousel_industries" CASCADE;
  DROP TABLE "_pages_v_blocks_industry_carousel" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_rows_rows_bullets" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_rows_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_feature_rows" CASCADE;
  DROP TABLE "_pages_v_blocks_contact_details" CASCADE;
  DROP TABLE "_pages_v_blocks_brand_assets" CASCADE;
  DROP TABLE "_pages_v_blocks_do_dont_left_items" CASCADE;
  DROP TABLE "_pages_v_blocks_do_dont_right_items" CASCADE;
  DROP TABLE "_pages_v_blocks_do_dont" CASCADE;
  DROP TABLE "_pages_v_blocks_cta_band" CASCADE;
  DROP TABLE "_pages_v" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_pages_fk";
  
  DROP INDEX "payload_locked_documents_rels_pages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "pages_id";
  DROP TYPE "public"."enum_pages_blocks_hero_style";
  DROP TYPE "public"."enum_pages_blocks_hero_badge_icon";
  DROP TYPE "public"."enum_pages_blocks_hero_illustration";
  DROP TYPE "public"."enum_pages_blocks_module_cards_tone";
  DROP TYPE "public"."enum_pages_blocks_problem_solution_tone";
  DROP TYPE "public"."enum_pages_blocks_card_grid_cards_icon";
  DROP TYPE "public"."enum_pages_blocks_card_grid_tone";
  DROP TYPE "public"."enum_pages_blocks_card_grid_card_style";
  DROP TYPE "public"."enum_pages_blocks_card_grid_columns";
  DROP TYPE "public"."enum_pages_blocks_card_grid_kind";
  DROP TYPE "public"."enum_pages_blocks_figures_band_tone";
  DROP TYPE "public"."enum_pages_blocks_email_capture_tone";
  DROP TYPE "public"."enum_pages_blocks_statements_items_icon";
  DROP TYPE "public"."enum_pages_blocks_checklist_tone";
  DROP TYPE "public"."enum_pages_blocks_checklist_look";
  DROP TYPE "public"."enum_pages_blocks_team_tiles_tone";
  DROP TYPE "public"."enum_pages_blocks_numbered_steps_tone";
  DROP TYPE "public"."enum_pages_blocks_industry_carousel_tone";
  DROP TYPE "public"."enum_pages_blocks_feature_rows_rows_media_kind";
  DROP TYPE "public"."enum_pages_blocks_feature_rows_rows_illustration";
  DROP TYPE "public"."enum_pages_blocks_feature_rows_rows_video";
  DROP TYPE "public"."enum_pages_blocks_brand_assets_show";
  DROP TYPE "public"."enum_pages_blocks_brand_assets_tone";
  DROP TYPE "public"."enum_pages_blocks_do_dont_tone";
  DROP TYPE "public"."enum_pages_meta_structured_data";
  DROP TYPE "public"."enum_pages_status";
  DROP TYPE "public"."enum__pages_v_blocks_hero_style";
  DROP TYPE "public"."enum__pages_v_blocks_hero_badge_icon";
  DROP TYPE "public"."enum__pages_v_blocks_hero_illustration";
  DROP TYPE "public"."enum__pages_v_blocks_module_cards_tone";
  DROP TYPE "public"."enum__pages_v_blocks_problem_solution_tone";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_tone";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_card_style";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_columns";
  DROP TYPE "public"."enum__pages_v_blocks_card_grid_kind";
  DROP TYPE "public"."enum__pages_v_blocks_figures_band_tone";
  DROP TYPE "public"."enum__pages_v_blocks_email_capture_tone";
  DROP TYPE "public"."enum__pages_v_blocks_statements_items_icon";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_tone";
  DROP TYPE "public"."enum__pages_v_blocks_checklist_look";
  DROP TYPE "public"."enum__pages_v_blocks_team_tiles_tone";
  DROP TYPE "public"."enum__pages_v_blocks_numbered_steps_tone";
  DROP TYPE "public"."enum__pages_v_blocks_industry_carousel_tone";
  DROP TYPE "public"."enum__pages_v_blocks_feature_rows_rows_media_kind";
  DROP TYPE "public"."enum__pages_v_blocks_feature_rows_rows_illustration";
  DROP TYPE "public"."enum__pages_v_blocks_feature_rows_rows_video";
  DROP TYPE "public"."enum__pages_v_blocks_brand_assets_show";
  DROP TYPE "public"."enum__pages_v_blocks_brand_assets_tone";
  DROP TYPE "public"."enum__pages_v_blocks_do_dont_tone";
  DROP TYPE "public"."enum__pages_v_version_meta_structured_data";
  DROP TYPE "public"."enum__pages_v_version_status";`)
}
