import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'page',
  	\`breadcrumb\` text,
  	\`badge\` text,
  	\`badge_icon\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`illustration\` text,
  	\`illustration_alt\` text,
  	\`scroll_label\` text,
  	\`scroll_target\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_order_idx\` ON \`pages_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_parent_id_idx\` ON \`pages_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_path_idx\` ON \`pages_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_module_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_cards_order_idx\` ON \`pages_blocks_module_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_cards_parent_id_idx\` ON \`pages_blocks_module_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_cards_path_idx\` ON \`pages_blocks_module_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_problem_solution_problem_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_problem_solution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_problem_points_order_idx\` ON \`pages_blocks_problem_solution_problem_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_problem_points_parent_id_idx\` ON \`pages_blocks_problem_solution_problem_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_problem_solution_solution_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_problem_solution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_solution_points_order_idx\` ON \`pages_blocks_problem_solution_solution_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_solution_points_parent_id_idx\` ON \`pages_blocks_problem_solution_solution_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_problem_solution\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`problem_title\` text,
  	\`solution_eyebrow\` text,
  	\`solution_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_order_idx\` ON \`pages_blocks_problem_solution\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_parent_id_idx\` ON \`pages_blocks_problem_solution\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_problem_solution_path_idx\` ON \`pages_blocks_problem_solution\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_cards_order_idx\` ON \`pages_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_cards_parent_id_idx\` ON \`pages_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`card_style\` text DEFAULT 'icon',
  	\`columns\` text DEFAULT 'four',
  	\`roomy\` integer DEFAULT false,
  	\`kind\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_order_idx\` ON \`pages_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_parent_id_idx\` ON \`pages_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_path_idx\` ON \`pages_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_band_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_figures_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_figures_order_idx\` ON \`pages_blocks_figures_band_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_figures_parent_id_idx\` ON \`pages_blocks_figures_band_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_figures_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_order_idx\` ON \`pages_blocks_figures_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_parent_id_idx\` ON \`pages_blocks_figures_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_figures_band_path_idx\` ON \`pages_blocks_figures_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_email_capture\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`label\` text,
  	\`placeholder\` text,
  	\`button\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_email_capture_order_idx\` ON \`pages_blocks_email_capture\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_email_capture_parent_id_idx\` ON \`pages_blocks_email_capture\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_email_capture_path_idx\` ON \`pages_blocks_email_capture\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statements_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_statements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_order_idx\` ON \`pages_blocks_statements_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_items_parent_id_idx\` ON \`pages_blocks_statements_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_statements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_order_idx\` ON \`pages_blocks_statements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_parent_id_idx\` ON \`pages_blocks_statements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_statements_path_idx\` ON \`pages_blocks_statements\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_points_order_idx\` ON \`pages_blocks_checklist_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_points_parent_id_idx\` ON \`pages_blocks_checklist_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`look\` text DEFAULT 'tiles',
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_order_idx\` ON \`pages_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_parent_id_idx\` ON \`pages_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_path_idx\` ON \`pages_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_tiles_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_team_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_tiles_members_order_idx\` ON \`pages_blocks_team_tiles_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_tiles_members_parent_id_idx\` ON \`pages_blocks_team_tiles_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_tiles_members_photo_idx\` ON \`pages_blocks_team_tiles_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_team_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_tiles_order_idx\` ON \`pages_blocks_team_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_tiles_parent_id_idx\` ON \`pages_blocks_team_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_team_tiles_path_idx\` ON \`pages_blocks_team_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_numbered_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_numbered_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_steps_order_idx\` ON \`pages_blocks_numbered_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_steps_parent_id_idx\` ON \`pages_blocks_numbered_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_numbered_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_order_idx\` ON \`pages_blocks_numbered_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_parent_id_idx\` ON \`pages_blocks_numbered_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_numbered_steps_path_idx\` ON \`pages_blocks_numbered_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_industry_carousel_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_industry_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_industry_carousel_industries_order_idx\` ON \`pages_blocks_industry_carousel_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_industry_carousel_industries_parent_id_idx\` ON \`pages_blocks_industry_carousel_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_industry_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_industry_carousel_order_idx\` ON \`pages_blocks_industry_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_industry_carousel_parent_id_idx\` ON \`pages_blocks_industry_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_industry_carousel_path_idx\` ON \`pages_blocks_industry_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_rows_rows_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_rows_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_rows_bullets_order_idx\` ON \`pages_blocks_feature_rows_rows_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_rows_bullets_parent_id_idx\` ON \`pages_blocks_feature_rows_rows_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_rows_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`media_kind\` text DEFAULT 'image',
  	\`illustration\` text,
  	\`video\` text,
  	\`media_text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_feature_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_rows_order_idx\` ON \`pages_blocks_feature_rows_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_rows_parent_id_idx\` ON \`pages_blocks_feature_rows_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_feature_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_order_idx\` ON \`pages_blocks_feature_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_parent_id_idx\` ON \`pages_blocks_feature_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_feature_rows_path_idx\` ON \`pages_blocks_feature_rows\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form_title\` text,
  	\`details_title\` text,
  	\`hours_title\` text,
  	\`form_text\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_order_idx\` ON \`pages_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_parent_id_idx\` ON \`pages_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_contact_details_path_idx\` ON \`pages_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_brand_assets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`show\` text DEFAULT 'logo',
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`download_label\` text,
  	\`download_note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_assets_order_idx\` ON \`pages_blocks_brand_assets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_assets_parent_id_idx\` ON \`pages_blocks_brand_assets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_brand_assets_path_idx\` ON \`pages_blocks_brand_assets\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_do_dont_left_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_do_dont\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_left_items_order_idx\` ON \`pages_blocks_do_dont_left_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_left_items_parent_id_idx\` ON \`pages_blocks_do_dont_left_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_do_dont_right_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_do_dont\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_right_items_order_idx\` ON \`pages_blocks_do_dont_right_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_right_items_parent_id_idx\` ON \`pages_blocks_do_dont_right_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_do_dont\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`left_title\` text,
  	\`right_title\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_order_idx\` ON \`pages_blocks_do_dont\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_parent_id_idx\` ON \`pages_blocks_do_dont\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_do_dont_path_idx\` ON \`pages_blocks_do_dont\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`text\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`tertiary_label\` text,
  	\`tertiary_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_band_order_idx\` ON \`pages_blocks_cta_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_band_parent_id_idx\` ON \`pages_blocks_cta_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_band_path_idx\` ON \`pages_blocks_cta_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`parent_id\` integer,
  	\`path\` text,
  	\`show_in_nav\` integer DEFAULT false,
  	\`meta_description\` text,
  	\`meta_canonical\` text,
  	\`meta_image_id\` integer,
  	\`meta_noindex\` integer DEFAULT false,
  	\`meta_structured_data\` text DEFAULT 'none',
  	\`meta_service_name\` text,
  	\`meta_service_service_type\` text,
  	\`meta_service_audience\` text,
  	\`meta_service_description\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_slug_idx\` ON \`pages\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`pages_parent_idx\` ON \`pages\` (\`parent_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_meta_meta_image_idx\` ON \`pages\` (\`meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_by_idx\` ON \`pages\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`style\` text DEFAULT 'page',
  	\`breadcrumb\` text,
  	\`badge\` text,
  	\`badge_icon\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`illustration\` text,
  	\`illustration_alt\` text,
  	\`scroll_label\` text,
  	\`scroll_target\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_order_idx\` ON \`_pages_v_blocks_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_parent_id_idx\` ON \`_pages_v_blocks_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_path_idx\` ON \`_pages_v_blocks_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_module_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_module_cards_order_idx\` ON \`_pages_v_blocks_module_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_module_cards_parent_id_idx\` ON \`_pages_v_blocks_module_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_module_cards_path_idx\` ON \`_pages_v_blocks_module_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problem_solution_problem_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_problem_solution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_problem_points_order_idx\` ON \`_pages_v_blocks_problem_solution_problem_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_problem_points_parent_id_idx\` ON \`_pages_v_blocks_problem_solution_problem_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problem_solution_solution_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_problem_solution\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_solution_points_order_idx\` ON \`_pages_v_blocks_problem_solution_solution_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_solution_points_parent_id_idx\` ON \`_pages_v_blocks_problem_solution_solution_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_problem_solution\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`problem_title\` text,
  	\`solution_eyebrow\` text,
  	\`solution_title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_order_idx\` ON \`_pages_v_blocks_problem_solution\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_parent_id_idx\` ON \`_pages_v_blocks_problem_solution\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_problem_solution_path_idx\` ON \`_pages_v_blocks_problem_solution\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_grid_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`eyebrow\` text,
  	\`title\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_card_grid\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_cards_order_idx\` ON \`_pages_v_blocks_card_grid_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_cards_parent_id_idx\` ON \`_pages_v_blocks_card_grid_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`card_style\` text DEFAULT 'icon',
  	\`columns\` text DEFAULT 'four',
  	\`roomy\` integer DEFAULT false,
  	\`kind\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_order_idx\` ON \`_pages_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_parent_id_idx\` ON \`_pages_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_path_idx\` ON \`_pages_v_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_band_figures\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_figures_band\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_figures_order_idx\` ON \`_pages_v_blocks_figures_band_figures\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_figures_parent_id_idx\` ON \`_pages_v_blocks_figures_band_figures\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_figures_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_order_idx\` ON \`_pages_v_blocks_figures_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_parent_id_idx\` ON \`_pages_v_blocks_figures_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_figures_band_path_idx\` ON \`_pages_v_blocks_figures_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_email_capture\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`label\` text,
  	\`placeholder\` text,
  	\`button\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_email_capture_order_idx\` ON \`_pages_v_blocks_email_capture\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_email_capture_parent_id_idx\` ON \`_pages_v_blocks_email_capture\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_email_capture_path_idx\` ON \`_pages_v_blocks_email_capture\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statements_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_statements\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_items_order_idx\` ON \`_pages_v_blocks_statements_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_items_parent_id_idx\` ON \`_pages_v_blocks_statements_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_statements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_order_idx\` ON \`_pages_v_blocks_statements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_parent_id_idx\` ON \`_pages_v_blocks_statements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_statements_path_idx\` ON \`_pages_v_blocks_statements\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_points_order_idx\` ON \`_pages_v_blocks_checklist_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_points_parent_id_idx\` ON \`_pages_v_blocks_checklist_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`look\` text DEFAULT 'tiles',
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_order_idx\` ON \`_pages_v_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_parent_id_idx\` ON \`_pages_v_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_path_idx\` ON \`_pages_v_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_tiles_members\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`photo_id\` integer,
  	\`_uuid\` text,
  	FOREIGN KEY (\`photo_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_team_tiles\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_tiles_members_order_idx\` ON \`_pages_v_blocks_team_tiles_members\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_tiles_members_parent_id_idx\` ON \`_pages_v_blocks_team_tiles_members\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_tiles_members_photo_idx\` ON \`_pages_v_blocks_team_tiles_members\` (\`photo_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_team_tiles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_tiles_order_idx\` ON \`_pages_v_blocks_team_tiles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_tiles_parent_id_idx\` ON \`_pages_v_blocks_team_tiles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_team_tiles_path_idx\` ON \`_pages_v_blocks_team_tiles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_numbered_steps_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_numbered_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_steps_order_idx\` ON \`_pages_v_blocks_numbered_steps_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_steps_parent_id_idx\` ON \`_pages_v_blocks_numbered_steps_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_numbered_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_order_idx\` ON \`_pages_v_blocks_numbered_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_parent_id_idx\` ON \`_pages_v_blocks_numbered_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_numbered_steps_path_idx\` ON \`_pages_v_blocks_numbered_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_industry_carousel_industries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_industry_carousel\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industry_carousel_industries_order_idx\` ON \`_pages_v_blocks_industry_carousel_industries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industry_carousel_industries_parent_id_idx\` ON \`_pages_v_blocks_industry_carousel_industries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_industry_carousel\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industry_carousel_order_idx\` ON \`_pages_v_blocks_industry_carousel\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industry_carousel_parent_id_idx\` ON \`_pages_v_blocks_industry_carousel\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_industry_carousel_path_idx\` ON \`_pages_v_blocks_industry_carousel\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_rows_rows_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_rows_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_rows_bullets_order_idx\` ON \`_pages_v_blocks_feature_rows_rows_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_rows_bullets_parent_id_idx\` ON \`_pages_v_blocks_feature_rows_rows_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_rows_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`media_kind\` text DEFAULT 'image',
  	\`illustration\` text,
  	\`video\` text,
  	\`media_text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_feature_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_rows_order_idx\` ON \`_pages_v_blocks_feature_rows_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_rows_parent_id_idx\` ON \`_pages_v_blocks_feature_rows_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_feature_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_order_idx\` ON \`_pages_v_blocks_feature_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_parent_id_idx\` ON \`_pages_v_blocks_feature_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_feature_rows_path_idx\` ON \`_pages_v_blocks_feature_rows\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_contact_details\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form_title\` text,
  	\`details_title\` text,
  	\`hours_title\` text,
  	\`form_text\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_order_idx\` ON \`_pages_v_blocks_contact_details\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_parent_id_idx\` ON \`_pages_v_blocks_contact_details\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_contact_details_path_idx\` ON \`_pages_v_blocks_contact_details\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_brand_assets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`show\` text DEFAULT 'logo',
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`download_label\` text,
  	\`download_note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_assets_order_idx\` ON \`_pages_v_blocks_brand_assets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_assets_parent_id_idx\` ON \`_pages_v_blocks_brand_assets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_brand_assets_path_idx\` ON \`_pages_v_blocks_brand_assets\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_do_dont_left_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_do_dont\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_left_items_order_idx\` ON \`_pages_v_blocks_do_dont_left_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_left_items_parent_id_idx\` ON \`_pages_v_blocks_do_dont_left_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_do_dont_right_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_do_dont\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_right_items_order_idx\` ON \`_pages_v_blocks_do_dont_right_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_right_items_parent_id_idx\` ON \`_pages_v_blocks_do_dont_right_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_do_dont\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`left_title\` text,
  	\`right_title\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_order_idx\` ON \`_pages_v_blocks_do_dont\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_parent_id_idx\` ON \`_pages_v_blocks_do_dont\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_do_dont_path_idx\` ON \`_pages_v_blocks_do_dont\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta_band\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`title\` text,
  	\`text\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`tertiary_label\` text,
  	\`tertiary_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_band_order_idx\` ON \`_pages_v_blocks_cta_band\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_band_parent_id_idx\` ON \`_pages_v_blocks_cta_band\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_band_path_idx\` ON \`_pages_v_blocks_cta_band\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_parent_id\` integer,
  	\`version_path\` text,
  	\`version_show_in_nav\` integer DEFAULT false,
  	\`version_meta_description\` text,
  	\`version_meta_canonical\` text,
  	\`version_meta_image_id\` integer,
  	\`version_meta_noindex\` integer DEFAULT false,
  	\`version_meta_structured_data\` text DEFAULT 'none',
  	\`version_meta_service_name\` text,
  	\`version_meta_service_service_type\` text,
  	\`version_meta_service_audience\` text,
  	\`version_meta_service_description\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	\`autosave\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_slug_idx\` ON \`_pages_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_parent_idx\` ON \`_pages_v\` (\`version_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_meta_version_meta_image_idx\` ON \`_pages_v\` (\`version_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_by_idx\` ON \`_pages_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_autosave_idx\` ON \`_pages_v\` (\`autosave\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`pages_id\` integer REFERENCES pages(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_module_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problem_solution_problem_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problem_solution_solution_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_problem_solution\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_band_figures\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_figures_band\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_email_capture\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statements_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_statements\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_points\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_tiles_members\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_team_tiles\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_numbered_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_numbered_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_industry_carousel_industries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_industry_carousel\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_rows_rows_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_rows_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_feature_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_brand_assets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_do_dont_left_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_do_dont_right_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_do_dont\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_module_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problem_solution_problem_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problem_solution_solution_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_problem_solution\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_grid_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_band_figures\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_figures_band\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_email_capture\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statements_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_statements\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_points\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_tiles_members\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_team_tiles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_numbered_steps_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_numbered_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_industry_carousel_industries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_industry_carousel\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_rows_rows_bullets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_rows_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_feature_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_contact_details\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_brand_assets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_do_dont_left_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_do_dont_right_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_do_dont\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta_band\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`erpz_blog_categories_id\` integer,
  	\`erpz_blogs_id\` integer,
  	\`erpz_demo_requests_id\` integer,
  	\`erpz_news_letters_id\` integer,
  	\`webhook_deliveries_id\` integer,
  	\`erpz_bookings_id\` integer,
  	\`erpz_outbox_id\` integer,
  	\`accounts_id\` integer,
  	\`account_identities_id\` integer,
  	\`workspaces_id\` integer,
  	\`companies_id\` integer,
  	\`workspace_invitations_id\` integer,
  	\`password_reset_tokens_id\` integer,
  	\`oidc_states_id\` integer,
  	\`auth_events_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_blog_categories_id\`) REFERENCES \`erpz_blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_blogs_id\`) REFERENCES \`erpz_blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_demo_requests_id\`) REFERENCES \`erpz_demo_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_news_letters_id\`) REFERENCES \`erpz_news_letters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_deliveries_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_bookings_id\`) REFERENCES \`erpz_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_outbox_id\`) REFERENCES \`erpz_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`account_identities_id\`) REFERENCES \`account_identities\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workspaces_id\`) REFERENCES \`workspaces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`companies_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`workspace_invitations_id\`) REFERENCES \`workspace_invitations\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`password_reset_tokens_id\`) REFERENCES \`password_reset_tokens\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`oidc_states_id\`) REFERENCES \`oidc_states\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`auth_events_id\`) REFERENCES \`auth_events\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "erpz_blog_categories_id", "erpz_blogs_id", "erpz_demo_requests_id", "erpz_news_letters_id", "webhook_deliveries_id", "erpz_bookings_id", "erpz_outbox_id", "accounts_id", "account_identities_id", "workspaces_id", "companies_id", "workspace_invitations_id", "password_reset_tokens_id", "oidc_states_id", "auth_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "erpz_blog_categories_id", "erpz_blogs_id", "erpz_demo_requests_id", "erpz_news_letters_id", "webhook_deliveries_id", "erpz_bookings_id", "erpz_outbox_id", "accounts_id", "account_identities_id", "workspaces_id", "companies_id", "workspace_invitations_id", "password_reset_tokens_id", "oidc_states_id", "auth_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_demo_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_demo_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_news_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_news_letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_identities_id_idx\` ON \`payload_locked_documents_rels\` (\`account_identities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspaces_id_idx\` ON \`payload_locked_documents_rels\` (\`workspaces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspace_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`workspace_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oidc_states_id_idx\` ON \`payload_locked_documents_rels\` (\`oidc_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_events_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_events_id\`);`)
}
