import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`policies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`slug\` text,
  	\`last_updated\` text,
  	\`body\` text,
  	\`updated_by_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_slug_idx\` ON \`policies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`policies_updated_by_idx\` ON \`policies\` (\`updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`policies_updated_at_idx\` ON \`policies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policies_created_at_idx\` ON \`policies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`policies__status_idx\` ON \`policies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_slug\` text,
  	\`version_last_updated\` text,
  	\`version_body\` text,
  	\`version_updated_by_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_updated_by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_parent_idx\` ON \`_policies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_slug_idx\` ON \`_policies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_updated_by_idx\` ON \`_policies_v\` (\`version_updated_by_id\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_updated_at_idx\` ON \`_policies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_created_at_idx\` ON \`_policies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version__status_idx\` ON \`_policies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_created_at_idx\` ON \`_policies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_updated_at_idx\` ON \`_policies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_latest_idx\` ON \`_policies_v\` (\`latest\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`policies_id\` integer REFERENCES policies(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`policies\`;`)
  await db.run(sql`DROP TABLE \`_policies_v\`;`)
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
