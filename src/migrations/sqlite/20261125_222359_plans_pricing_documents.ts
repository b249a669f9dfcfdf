import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_pricing_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`most_popular_label\` text,
  	\`custom_price_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_order_idx\` ON \`pages_blocks_pricing_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_parent_id_idx\` ON \`pages_blocks_pricing_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_plans_path_idx\` ON \`pages_blocks_pricing_plans\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_pricing_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`feature_label\` text,
  	\`caption\` text,
  	\`switcher_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_comparison_order_idx\` ON \`pages_blocks_pricing_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_comparison_parent_id_idx\` ON \`pages_blocks_pricing_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_pricing_comparison_path_idx\` ON \`pages_blocks_pricing_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_add_ons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`available_label\` text,
  	\`note\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_add_ons_order_idx\` ON \`pages_blocks_add_ons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_add_ons_parent_id_idx\` ON \`pages_blocks_add_ons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_add_ons_path_idx\` ON \`pages_blocks_add_ons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_open_roles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`show_filters\` integer DEFAULT true,
  	\`open_application\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_open_roles_order_idx\` ON \`pages_blocks_open_roles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_open_roles_parent_id_idx\` ON \`pages_blocks_open_roles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_open_roles_path_idx\` ON \`pages_blocks_open_roles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pricing_plans\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`most_popular_label\` text,
  	\`custom_price_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_order_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_parent_id_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_plans_path_idx\` ON \`_pages_v_blocks_pricing_plans\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_pricing_comparison\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`feature_label\` text,
  	\`caption\` text,
  	\`switcher_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_comparison_order_idx\` ON \`_pages_v_blocks_pricing_comparison\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_comparison_parent_id_idx\` ON \`_pages_v_blocks_pricing_comparison\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_pricing_comparison_path_idx\` ON \`_pages_v_blocks_pricing_comparison\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_add_ons\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`available_label\` text,
  	\`note\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_add_ons_order_idx\` ON \`_pages_v_blocks_add_ons\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_add_ons_parent_id_idx\` ON \`_pages_v_blocks_add_ons\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_add_ons_path_idx\` ON \`_pages_v_blocks_add_ons\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_open_roles\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`show_filters\` integer DEFAULT true,
  	\`open_application\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_open_roles_order_idx\` ON \`_pages_v_blocks_open_roles\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_open_roles_parent_id_idx\` ON \`_pages_v_blocks_open_roles\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_open_roles_path_idx\` ON \`_pages_v_blocks_open_roles\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`plans_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_features_order_idx\` ON \`plans_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`plans_features_parent_id_idx\` ON \`plans_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`plans\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`short_name\` text,
  	\`key\` text,
  	\`description\` text,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'INR',
  	\`unit\` text,
  	\`period\` text,
  	\`most_popular\` integer DEFAULT false,
  	\`cta_label\` text,
  	\`cta_href\` text,
  	\`order\` numeric DEFAULT 10,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`plans_key_idx\` ON \`plans\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_by_idx\` ON \`plans\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`plans_updated_at_idx\` ON \`plans\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`plans_created_at_idx\` ON \`plans\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`plans__status_idx\` ON \`plans\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`plans_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`add_ons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`add_ons_id\`) REFERENCES \`add_ons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`plans_rels_order_idx\` ON \`plans_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`plans_rels_parent_idx\` ON \`plans_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`plans_rels_path_idx\` ON \`plans_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`plans_rels_add_ons_id_idx\` ON \`plans_rels\` (\`add_ons_id\`);`)
  await db.run(sql`CREATE TABLE \`_plans_v_version_features\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_plans_v_version_features_order_idx\` ON \`_plans_v_version_features\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_features_parent_id_idx\` ON \`_plans_v_version_features\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_plans_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_short_name\` text,
  	\`version_key\` text,
  	\`version_description\` text,
  	\`version_price\` numeric,
  	\`version_currency\` text DEFAULT 'INR',
  	\`version_unit\` text,
  	\`version_period\` text,
  	\`version_most_popular\` integer DEFAULT false,
  	\`version_cta_label\` text,
  	\`version_cta_href\` text,
  	\`version_order\` numeric DEFAULT 10,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_plans_v_parent_idx\` ON \`_plans_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_key_idx\` ON \`_plans_v\` (\`version_key\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_updated_by_idx\` ON \`_plans_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_updated_at_idx\` ON \`_plans_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version_created_at_idx\` ON \`_plans_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_version_version__status_idx\` ON \`_plans_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_created_at_idx\` ON \`_plans_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_updated_at_idx\` ON \`_plans_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_latest_idx\` ON \`_plans_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_plans_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`add_ons_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_plans_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`add_ons_id\`) REFERENCES \`add_ons\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_plans_v_rels_order_idx\` ON \`_plans_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_rels_parent_idx\` ON \`_plans_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_rels_path_idx\` ON \`_plans_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_plans_v_rels_add_ons_id_idx\` ON \`_plans_v_rels\` (\`add_ons_id\`);`)
  await db.run(sql`CREATE TABLE \`add_ons\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`description\` text,
  	\`price\` numeric,
  	\`currency\` text DEFAULT 'INR',
  	\`unit\` text,
  	\`period\` text,
  	\`order\` numeric DEFAULT 10,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`add_ons_updated_by_idx\` ON \`add_ons\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`add_ons_updated_at_idx\` ON \`add_ons\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`add_ons_created_at_idx\` ON \`add_ons\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`add_ons__status_idx\` ON \`add_ons\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_add_ons_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_description\` text,
  	\`version_price\` numeric,
  	\`version_currency\` text DEFAULT 'INR',
  	\`version_unit\` text,
  	\`version_period\` text,
  	\`version_order\` numeric DEFAULT 10,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`add_ons\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_add_ons_v_parent_idx\` ON \`_add_ons_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_version_version_updated_by_idx\` ON \`_add_ons_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_version_version_updated_at_idx\` ON \`_add_ons_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_version_version_created_at_idx\` ON \`_add_ons_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_version_version__status_idx\` ON \`_add_ons_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_created_at_idx\` ON \`_add_ons_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_updated_at_idx\` ON \`_add_ons_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_add_ons_v_latest_idx\` ON \`_add_ons_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`comparison_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`plan_id\` integer,
  	\`value\` text DEFAULT 'included',
  	\`text\` text,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`comparison_rows_cells_order_idx\` ON \`comparison_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows_cells_parent_id_idx\` ON \`comparison_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows_cells_plan_idx\` ON \`comparison_rows_cells\` (\`plan_id\`);`)
  await db.run(sql`CREATE TABLE \`comparison_rows\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`group\` text,
  	\`feature\` text,
  	\`order\` numeric DEFAULT 10,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`comparison_rows_updated_by_idx\` ON \`comparison_rows\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows_updated_at_idx\` ON \`comparison_rows\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows_created_at_idx\` ON \`comparison_rows\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`comparison_rows__status_idx\` ON \`comparison_rows\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_comparison_rows_v_version_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`plan_id\` integer,
  	\`value\` text DEFAULT 'included',
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`plan_id\`) REFERENCES \`plans\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_comparison_rows_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_cells_order_idx\` ON \`_comparison_rows_v_version_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_cells_parent_id_idx\` ON \`_comparison_rows_v_version_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_cells_plan_idx\` ON \`_comparison_rows_v_version_cells\` (\`plan_id\`);`)
  await db.run(sql`CREATE TABLE \`_comparison_rows_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_group\` text,
  	\`version_feature\` text,
  	\`version_order\` numeric DEFAULT 10,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`comparison_rows\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_parent_idx\` ON \`_comparison_rows_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version_updated_by_idx\` ON \`_comparison_rows_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version_updated_at_idx\` ON \`_comparison_rows_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version_created_at_idx\` ON \`_comparison_rows_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_version_version__status_idx\` ON \`_comparison_rows_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_created_at_idx\` ON \`_comparison_rows_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_updated_at_idx\` ON \`_comparison_rows_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_comparison_rows_v_latest_idx\` ON \`_comparison_rows_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_numbered_steps\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_numbered_steps\` ADD \`kind\` text;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`plans_id\` integer REFERENCES plans(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`add_ons_id\` integer REFERENCES add_ons(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`comparison_rows_id\` integer REFERENCES comparison_rows(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_plans_id_idx\` ON \`payload_locked_documents_rels\` (\`plans_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_add_ons_id_idx\` ON \`payload_locked_documents_rels\` (\`add_ons_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_comparison_rows_id_idx\` ON \`payload_locked_documents_rels\` (\`comparison_rows_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_pricing_comparison\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_add_ons\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_open_roles\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pricing_plans\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_pricing_comparison\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_add_ons\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_open_roles\`;`)
  await db.run(sql`DROP TABLE \`plans_features\`;`)
  await db.run(sql`DROP TABLE \`plans\`;`)
  await db.run(sql`DROP TABLE \`plans_rels\`;`)
  await db.run(sql`DROP TABLE \`_plans_v_version_features\`;`)
  await db.run(sql`DROP TABLE \`_plans_v\`;`)
  await db.run(sql`DROP TABLE \`_plans_v_rels\`;`)
  await db.run(sql`DROP TABLE \`add_ons\`;`)
  await db.run(sql`DROP TABLE \`_add_ons_v\`;`)
  await db.run(sql`DROP TABLE \`comparison_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`comparison_rows\`;`)
  await db.run(sql`DROP TABLE \`_comparison_rows_v_version_cells\`;`)
  await db.run(sql`DROP TABLE \`_comparison_rows_v\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`erpz_blog_categories_id\` integer,
  	\`erpz_blogs_id\` integer,
  	\`policies_id\` integer,
  	\`erpz_demo_requests_id\` integer,
  	\`erpz_news_letters_id\` integer,
  	\`webhook_deliveries_id\` integer,
  	\`erpz_bookings_id\` integer,
  	\`erpz_outbox_id\` integer,
  	\`openings_id\` integer,
  	\`job_applications_id\` integer,
  	\`cvs_id\` integer,
  	\`hr_deletions_id\` integer,
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
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_blog_categories_id\`) REFERENCES \`erpz_blog_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_blogs_id\`) REFERENCES \`erpz_blogs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_demo_requests_id\`) REFERENCES \`erpz_demo_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_news_letters_id\`) REFERENCES \`erpz_news_letters\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`webhook_deliveries_id\`) REFERENCES \`webhook_deliveries\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_bookings_id\`) REFERENCES \`erpz_bookings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`erpz_outbox_id\`) REFERENCES \`erpz_outbox\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`openings_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`job_applications_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`cvs_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`hr_deletions_id\`) REFERENCES \`hr_deletions\`(\`id\`) ON UPDATE no action ON DELETE cascade,
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "erpz_blog_categories_id", "erpz_blogs_id", "policies_id", "erpz_demo_requests_id", "erpz_news_letters_id", "webhook_deliveries_id", "erpz_bookings_id", "erpz_outbox_id", "openings_id", "job_applications_id", "cvs_id", "hr_deletions_id", "accounts_id", "account_identities_id", "workspaces_id", "companies_id", "workspace_invitations_id", "password_reset_tokens_id", "oidc_states_id", "auth_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "erpz_blog_categories_id", "erpz_blogs_id", "policies_id", "erpz_demo_requests_id", "erpz_news_letters_id", "webhook_deliveries_id", "erpz_bookings_id", "erpz_outbox_id", "openings_id", "job_applications_id", "cvs_id", "hr_deletions_id", "accounts_id", "account_identities_id", "workspaces_id", "companies_id", "workspace_invitations_id", "password_reset_tokens_id", "oidc_states_id", "auth_events_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_blog_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_blog_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_blogs_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_blogs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_demo_requests_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_demo_requests_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_news_letters_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_news_letters_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_webhook_deliveries_id_idx\` ON \`payload_locked_documents_rels\` (\`webhook_deliveries_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_bookings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`cvs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hr_deletions_id_idx\` ON \`payload_locked_documents_rels\` (\`hr_deletions_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_identities_id_idx\` ON \`payload_locked_documents_rels\` (\`account_identities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspaces_id_idx\` ON \`payload_locked_documents_rels\` (\`workspaces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspace_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`workspace_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oidc_states_id_idx\` ON \`payload_locked_documents_rels\` (\`oidc_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_events_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_events_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_numbered_steps\` DROP COLUMN \`kind\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_numbered_steps\` DROP COLUMN \`kind\`;`)
}
