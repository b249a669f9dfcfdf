import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
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
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`accounts_id\` integer REFERENCES accounts(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`account_identities_id\` integer REFERENCES account_identities(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workspaces_id\` integer REFERENCES workspaces(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`companies_id\` integer REFERENCES companies(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`workspace_invitations_id\` integer REFERENCES workspace_invitations(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`password_reset_tokens_id\` integer REFERENCES password_reset_tokens(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`oidc_states_id\` integer REFERENCES oidc_states(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`auth_events_id\` integer REFERENCES auth_events(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_accounts_id_idx\` ON \`payload_locked_documents_rels\` (\`accounts_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_account_identities_id_idx\` ON \`payload_locked_documents_rels\` (\`account_identities_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspaces_id_idx\` ON \`payload_locked_documents_rels\` (\`workspaces_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_companies_id_idx\` ON \`payload_locked_documents_rels\` (\`companies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_workspace_invitations_id_idx\` ON \`payload_locked_documents_rels\` (\`workspace_invitations_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_password_reset_tokens_id_idx\` ON \`payload_locked_documents_rels\` (\`password_reset_tokens_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_oidc_states_id_idx\` ON \`payload_locked_documents_rels\` (\`oidc_states_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_auth_events_id_idx\` ON \`payload_locked_documents_rels\` (\`auth_events_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`accounts\`;`)
  await db.run(sql`DROP TABLE \`account_identities\`;`)
  await db.run(sql`DROP TABLE \`workspaces\`;`)
  await db.run(sql`DROP TABLE \`workspaces_rels\`;`)
  await db.run(sql`DROP TABLE \`companies\`;`)
  await db.run(sql`DROP TABLE \`workspace_invitations\`;`)
  await db.run(sql`DROP TABLE \`password_reset_tokens\`;`)
  await db.run(sql`DROP TABLE \`oidc_states\`;`)
  await db.run(sql`DROP TABLE \`auth_events\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id") SELECT "id", "order", "parent_id", "path", "users_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
}
