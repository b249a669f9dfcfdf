import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`openings_requirements\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`requirement\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`openings_requirements_order_idx\` ON \`openings_requirements\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`openings_requirements_parent_id_idx\` ON \`openings_requirements\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`openings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text NOT NULL,
  	\`slug\` text NOT NULL,
  	\`status\` text DEFAULT 'open' NOT NULL,
  	\`date_posted\` text NOT NULL,
  	\`closing_date\` text,
  	\`hiring_contact\` text NOT NULL,
  	\`department\` text NOT NULL,
  	\`location\` text NOT NULL,
  	\`workplace_type\` text DEFAULT 'on-site' NOT NULL,
  	\`address_locality\` text,
  	\`address_region\` text,
  	\`address_country\` text DEFAULT 'IN' NOT NULL,
  	\`employment_type\` text DEFAULT 'FULL_TIME' NOT NULL,
  	\`description\` text NOT NULL,
  	\`salary_min\` numeric,
  	\`salary_max\` numeric,
  	\`salary_currency\` text,
  	\`salary_unit\` text DEFAULT 'YEAR',
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`openings_slug_idx\` ON \`openings\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`openings_status_idx\` ON \`openings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`openings_closing_date_idx\` ON \`openings\` (\`closing_date\`);`)
  await db.run(sql`CREATE INDEX \`openings_department_idx\` ON \`openings\` (\`department\`);`)
  await db.run(sql`CREATE INDEX \`openings_updated_at_idx\` ON \`openings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`openings_created_at_idx\` ON \`openings\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author\` text,
  	\`at\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_notes_order_idx\` ON \`job_applications_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_notes_parent_id_idx\` ON \`job_applications_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`opening_id\` integer NOT NULL,
  	\`status\` text DEFAULT 'new' NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`phone\` text,
  	\`link\` text,
  	\`cover_note\` text NOT NULL,
  	\`cv_id\` integer NOT NULL,
  	\`consented_at\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`opening_id\`) REFERENCES \`openings\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`cv_id\`) REFERENCES \`cvs\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_opening_idx\` ON \`job_applications\` (\`opening_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_status_idx\` ON \`job_applications\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_cv_idx\` ON \`job_applications\` (\`cv_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_updated_at_idx\` ON \`job_applications\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_created_at_idx\` ON \`job_applications\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`cvs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`prefix\` text DEFAULT 'cvs',
  	\`_objectkey\` text,
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
  	\`focal_y\` numeric
  );
  `)
  await db.run(sql`CREATE INDEX \`cvs_updated_at_idx\` ON \`cvs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`cvs_created_at_idx\` ON \`cvs\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`cvs_filename_idx\` ON \`cvs\` (\`filename\`);`)
  await db.run(sql`CREATE TABLE \`hr_deletions\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`application\` text NOT NULL,
  	\`opening\` text,
  	\`reason\` text NOT NULL,
  	\`actor\` text NOT NULL,
  	\`cv_deleted\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`hr_deletions_updated_at_idx\` ON \`hr_deletions\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`hr_deletions_created_at_idx\` ON \`hr_deletions\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`openings_id\` integer REFERENCES openings(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`job_applications_id\` integer REFERENCES job_applications(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`cvs_id\` integer REFERENCES cvs(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`hr_deletions_id\` integer REFERENCES hr_deletions(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_openings_id_idx\` ON \`payload_locked_documents_rels\` (\`openings_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_job_applications_id_idx\` ON \`payload_locked_documents_rels\` (\`job_applications_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_cvs_id_idx\` ON \`payload_locked_documents_rels\` (\`cvs_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_hr_deletions_id_idx\` ON \`payload_locked_documents_rels\` (\`hr_deletions_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`openings_requirements\`;`)
  await db.run(sql`DROP TABLE \`openings\`;`)
  await db.run(sql`DROP TABLE \`job_applications_notes\`;`)
  await db.run(sql`DROP TABLE \`job_applications\`;`)
  await db.run(sql`DROP TABLE \`cvs\`;`)
  await db.run(sql`DROP TABLE \`hr_deletions\`;`)
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
