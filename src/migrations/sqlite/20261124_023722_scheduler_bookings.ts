import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_scheduling_weekly_hours\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`day\` text,
  	\`start\` text,
  	\`end\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_scheduling_weekly_hours_order_idx\` ON \`users_scheduling_weekly_hours\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_scheduling_weekly_hours_parent_id_idx\` ON \`users_scheduling_weekly_hours\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users_scheduling_blocked_dates\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`date\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_scheduling_blocked_dates_order_idx\` ON \`users_scheduling_blocked_dates\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_scheduling_blocked_dates_parent_id_idx\` ON \`users_scheduling_blocked_dates\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`erpz_bookings\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`status\` text DEFAULT 'confirmed' NOT NULL,
  	\`meeting_type\` text NOT NULL,
  	\`host_id\` integer,
  	\`start\` text NOT NULL,
  	\`end\` text NOT NULL,
  	\`visitor_time_zone\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company_name\` text,
  	\`phone\` text,
  	\`message\` text,
  	\`lead_id\` integer,
  	\`ical_uid\` text NOT NULL,
  	\`sequence\` numeric DEFAULT 0 NOT NULL,
  	\`slot_lock\` text,
  	\`cancelled_at\` text,
  	\`cancelled_by\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	FOREIGN KEY (\`host_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`lead_id\`) REFERENCES \`erpz_demo_requests\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`erpz_bookings_status_idx\` ON \`erpz_bookings\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`erpz_bookings_host_idx\` ON \`erpz_bookings\` (\`host_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_bookings_start_idx\` ON \`erpz_bookings\` (\`start\`);`)
  await db.run(sql`CREATE INDEX \`erpz_bookings_email_idx\` ON \`erpz_bookings\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`erpz_bookings_lead_idx\` ON \`erpz_bookings\` (\`lead_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_bookings_ical_uid_idx\` ON \`erpz_bookings\` (\`ical_uid\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_bookings_slot_lock_idx\` ON \`erpz_bookings\` (\`slot_lock\`);`)
  await db.run(sql`CREATE INDEX \`erpz_bookings_updated_at_idx\` ON \`erpz_bookings\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_bookings_created_at_idx\` ON \`erpz_bookings\` (\`created_at\`);`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`scheduling_time_zone\` text DEFAULT 'America/Los_Angeles';`)
  await db.run(sql`ALTER TABLE \`users\` ADD \`scheduling_buffer_minutes\` numeric DEFAULT 0;`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`erpz_bookings_id\` integer REFERENCES erpz_bookings(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_bookings_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_bookings_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_scheduling_weekly_hours\`;`)
  await db.run(sql`DROP TABLE \`users_scheduling_blocked_dates\`;`)
  await db.run(sql`DROP TABLE \`erpz_bookings\`;`)
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
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "erpz_blog_categories_id", "erpz_blogs_id", "erpz_demo_requests_id", "erpz_news_letters_id", "webhook_deliveries_id", "erpz_outbox_id", "accounts_id", "account_identities_id", "workspaces_id", "companies_id", "workspace_invitations_id", "password_reset_tokens_id", "oidc_states_id", "auth_events_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "erpz_blog_categories_id", "erpz_blogs_id", "erpz_demo_requests_id", "erpz_news_letters_id", "webhook_deliveries_id", "erpz_outbox_id", "accounts_id", "account_identities_id", "workspaces_id", "companies_id", "workspace_invitations_id", "password_reset_tokens_id", "oidc_states_id", "auth_events_id" FROM \`payload_locked_documents_rels\`;`)
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
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_erpz_outbox_id_idx\` ON \`payload_locked_documents_rels\` (\`erpz_outbox_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_identities_id_idx\` ON \`payload_locked_documents_rels\` (\`account_identities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspaces_id_idx\` ON \`payload_locked_documents_rels\` (\`workspaces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspace_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`workspace_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oidc_states_id_idx\` ON \`payload_locked_documents_rels\` (\`oidc_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_events_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_events_id\`);`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`scheduling_time_zone\`;`)
  await db.run(sql`ALTER TABLE \`users\` DROP COLUMN \`scheduling_buffer_minutes\`;`)
}
