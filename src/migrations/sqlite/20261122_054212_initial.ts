import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_roles\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_roles_order_idx\` ON \`users_roles\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`users_roles_parent_idx\` ON \`users_roles\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_medium_url\` text,
  	\`sizes_medium_width\` numeric,
  	\`sizes_medium_height\` numeric,
  	\`sizes_medium_mime_type\` text,
  	\`sizes_medium_filesize\` numeric,
  	\`sizes_medium_filename\` text,
  	\`sizes_large_url\` text,
  	\`sizes_large_width\` numeric,
  	\`sizes_large_height\` numeric,
  	\`sizes_large_mime_type\` text,
  	\`sizes_large_filesize\` numeric,
  	\`sizes_large_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_medium_sizes_medium_filename_idx\` ON \`media\` (\`sizes_medium_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_large_sizes_large_filename_idx\` ON \`media\` (\`sizes_large_filename\`);`)
  await db.run(sql`CREATE TABLE \`erpz_blog_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_blog_categories_name_idx\` ON \`erpz_blog_categories\` (\`name\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_blog_categories_slug_idx\` ON \`erpz_blog_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blog_categories_updated_at_idx\` ON \`erpz_blog_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blog_categories_created_at_idx\` ON \`erpz_blog_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`erpz_blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`hero_id\` integer,
  	\`body\` text,
  	\`category_id\` integer,
  	\`author\` text DEFAULT 'ERPZ Team',
  	\`published_at\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`erpz_blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_blogs_slug_idx\` ON \`erpz_blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_hero_idx\` ON \`erpz_blogs\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_category_idx\` ON \`erpz_blogs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_published_at_idx\` ON \`erpz_blogs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_seo_seo_meta_image_idx\` ON \`erpz_blogs\` (\`seo_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_updated_at_idx\` ON \`erpz_blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_created_at_idx\` ON \`erpz_blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs__status_idx\` ON \`erpz_blogs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_erpz_blogs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_hero_id\` integer,
  	\`version_body\` text,
  	\`version_category_id\` integer,
  	\`version_author\` text DEFAULT 'ERPZ Team',
  	\`version_published_at\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`erpz_blogs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`erpz_blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_parent_idx\` ON \`_erpz_blogs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_slug_idx\` ON \`_erpz_blogs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_hero_idx\` ON \`_erpz_blogs_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_category_idx\` ON \`_erpz_blogs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_published_at_idx\` ON \`_erpz_blogs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_seo_version_seo_meta_image_idx\` ON \`_erpz_blogs_v\` (\`version_seo_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_updated_at_idx\` ON \`_erpz_blogs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_created_at_idx\` ON \`_erpz_blogs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version__status_idx\` ON \`_erpz_blogs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_created_at_idx\` ON \`_erpz_blogs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_updated_at_idx\` ON \`_erpz_blogs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_latest_idx\` ON \`_erpz_blogs_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`erpz_demo_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`phone\` text,
  	\`preffered_slot\` text,
  	\`message\` text NOT NULL,
  	\`source_page\` text,
  	\`referrer\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`webhook_id\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_kind_idx\` ON \`erpz_demo_requests\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_email_idx\` ON \`erpz_demo_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_webhook_id_idx\` ON \`erpz_demo_requests\` (\`webhook_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_delivery_status_idx\` ON \`erpz_demo_requests\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_updated_at_idx\` ON \`erpz_demo_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_created_at_idx\` ON \`erpz_demo_requests\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`erpz_news_letters\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`source_page\` text,
  	\`referrer\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`webhook_id\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_news_letters_email_idx\` ON \`erpz_news_letters\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`erpz_news_letters_webhook_id_idx\` ON \`erpz_news_letters\` (\`webhook_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_news_letters_delivery_status_idx\` ON \`erpz_news_letters\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`erpz_news_letters_updated_at_idx\` ON \`erpz_news_letters\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_news_letters_created_at_idx\` ON \`erpz_news_letters\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`webhook_deliveries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`webhook_id\` text NOT NULL,
  	\`lead_collection\` text NOT NULL,
  	\`lead_id\` text NOT NULL,
  	\`url\` text,
  	\`attempt\` numeric NOT NULL,
  	\`outcome\` text NOT NULL,
  	\`status_code\` numeric,
  	\`error\` text,
  	\`duration_ms\` numeric,
  	\`next_attempt_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_webhook_id_idx\` ON \`webhook_deliveries\` (\`webhook_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_lead_id_idx\` ON \`webhook_deliveries\` (\`lead_id\`);`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_outcome_idx\` ON \`webhook_deliveries\` (\`outcome\`);`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_updated_at_idx\` ON \`webhook_deliveries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`webhook_deliveries_created_at_idx\` ON \`webhook_deliveries\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`accounts\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text,
  	\`password_hash\` text,
  	\`token_version\` numeric DEFAULT 0 NOT NULL,
  	\`failed_logins\` numeric DEFAULT 0 NOT NULL,
  	\`locked_until\` text,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`accounts_email_idx\` ON \`accounts\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`accounts_is_deleted_idx\` ON \`accounts\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`accounts_updated_at_idx\` ON \`accounts\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`accounts_created_at_idx\` ON \`accounts\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`account_identities\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`account_id\` integer NOT NULL,
  	\`email\` text,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`account_identities_key_idx\` ON \`account_identities\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`account_identities_account_idx\` ON \`account_identities\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`account_identities_is_deleted_idx\` ON \`account_identities\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`account_identities_updated_at_idx\` ON \`account_identities\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`account_identities_created_at_idx\` ON \`account_identities\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workspaces\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`owner_id\` integer NOT NULL,
  	\`company_id\` integer,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`owner_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`company_id\`) REFERENCES \`companies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`workspaces_name_idx\` ON \`workspaces\` (\`name\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_owner_idx\` ON \`workspaces\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_company_idx\` ON \`workspaces\` (\`company_id\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_is_deleted_idx\` ON \`workspaces\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_updated_at_idx\` ON \`workspaces\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_created_at_idx\` ON \`workspaces\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workspaces_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`accounts_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`workspaces\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`accounts_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`workspaces_rels_order_idx\` ON \`workspaces_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_rels_parent_idx\` ON \`workspaces_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_rels_path_idx\` ON \`workspaces_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`workspaces_rels_accounts_id_idx\` ON \`workspaces_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE TABLE \`companies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text NOT NULL,
  	\`industry_type\` text NOT NULL,
  	\`workspace_id\` integer NOT NULL,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`companies_workspace_idx\` ON \`companies\` (\`workspace_id\`);`)
  await db.run(sql`CREATE INDEX \`companies_is_deleted_idx\` ON \`companies\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`companies_updated_at_idx\` ON \`companies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`companies_created_at_idx\` ON \`companies\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`workspace_invitations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`email\` text NOT NULL,
  	\`workspace_id\` integer NOT NULL,
  	\`inviter_id\` integer NOT NULL,
  	\`code_hash\` text,
  	\`expires_at\` text NOT NULL,
  	\`status\` text DEFAULT 'pending' NOT NULL,
  	\`accepted_by_id\` integer,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`workspace_id\`) REFERENCES \`workspaces\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`inviter_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`accepted_by_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`workspace_invitations_email_idx\` ON \`workspace_invitations\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`workspace_invitations_workspace_idx\` ON \`workspace_invitations\` (\`workspace_id\`);`)
  await db.run(sql`CREATE INDEX \`workspace_invitations_inviter_idx\` ON \`workspace_invitations\` (\`inviter_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`workspace_invitations_code_hash_idx\` ON \`workspace_invitations\` (\`code_hash\`);`)
  await db.run(sql`CREATE INDEX \`workspace_invitations_accepted_by_idx\` ON \`workspace_invitations\` (\`accepted_by_id\`);`)
  await db.run(sql`CREATE INDEX \`workspace_invitations_is_deleted_idx\` ON \`workspace_invitations\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`workspace_invitations_updated_at_idx\` ON \`workspace_invitations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`workspace_invitations_created_at_idx\` ON \`workspace_invitations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`password_reset_tokens\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`token_hash\` text,
  	\`account_id\` integer NOT NULL,
  	\`expires_at\` text NOT NULL,
  	\`used_at\` text,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`password_reset_tokens_token_hash_idx\` ON \`password_reset_tokens\` (\`token_hash\`);`)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_account_idx\` ON \`password_reset_tokens\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_is_deleted_idx\` ON \`password_reset_tokens\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_updated_at_idx\` ON \`password_reset_tokens\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`password_reset_tokens_created_at_idx\` ON \`password_reset_tokens\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`oidc_states\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`state_hash\` text NOT NULL,
  	\`provider\` text NOT NULL,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`oidc_states_state_hash_idx\` ON \`oidc_states\` (\`state_hash\`);`)
  await db.run(sql`CREATE INDEX \`oidc_states_is_deleted_idx\` ON \`oidc_states\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`oidc_states_updated_at_idx\` ON \`oidc_states\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`oidc_states_created_at_idx\` ON \`oidc_states\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`auth_events\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`type\` text NOT NULL,
  	\`account_id\` integer,
  	\`email\` text,
  	\`ip\` text,
  	\`detail\` text,
  	\`is_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`account_id\`) REFERENCES \`accounts\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`auth_events_type_idx\` ON \`auth_events\` (\`type\`);`)
  await db.run(sql`CREATE INDEX \`auth_events_account_idx\` ON \`auth_events\` (\`account_id\`);`)
  await db.run(sql`CREATE INDEX \`auth_events_is_deleted_idx\` ON \`auth_events\` (\`is_deleted\`);`)
  await db.run(sql`CREATE INDEX \`auth_events_updated_at_idx\` ON \`auth_events\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`auth_events_created_at_idx\` ON \`auth_events\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_identities_id_idx\` ON \`payload_locked_documents_rels\` (\`account_identities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspaces_id_idx\` ON \`payload_locked_documents_rels\` (\`workspaces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspace_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`workspace_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oidc_states_id_idx\` ON \`payload_locked_documents_rels\` (\`oidc_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_events_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_events_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_roles\`;`)
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`erpz_blog_categories\`;`)
  await db.run(sql`DROP TABLE \`erpz_blogs\`;`)
  await db.run(sql`DROP TABLE \`_erpz_blogs_v\`;`)
  await db.run(sql`DROP TABLE \`erpz_demo_requests\`;`)
  await db.run(sql`DROP TABLE \`erpz_news_letters\`;`)
  await db.run(sql`DROP TABLE \`webhook_deliveries\`;`)
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`DROP TABLE \`account_identities\`;`)
  await db.run(sql`DROP TABLE \`workspaces\`;`)
  await db.run(sql`DROP TABLE \`workspaces_rels\`;`)
  await db.run(sql`DROP TABLE \`companies\`;`)
  await db.run(sql`DROP TABLE \`workspace_invitations\`;`)
  await db.run(sql`DROP TABLE \`password_reset_tokens\`;`)
  await db.run(sql`DROP TABLE \`oidc_states\`;`)
  await db.run(sql`DROP TABLE \`auth_events\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
}
