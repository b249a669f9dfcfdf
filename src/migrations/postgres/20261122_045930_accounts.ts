import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_account_identities_provider" AS ENUM('google', 'microsoft');
  CREATE TYPE "public"."enum_companies_industry_type" AS ENUM('TECHNOLOGY', 'FINANCE', 'HEALTHCARE', 'ENTERTAINMENT', 'EDUCATION', 'RETAIL', 'MANUFACTURING', 'TRANSPORTATION', 'HOSPITALITY', 'ENERGY', 'TELECOMMUNICATIONS', 'AGRICULTURE', 'MEDIA', 'AUTOMOTIVE', 'CONSTRUCTION', 'PHARMACEUTICAL', 'BIOTECHNOLOGY', 'CONSULTING', 'SPORTS', 'REAL_ESTATE', 'NON_PROFIT', 'LEGAL', 'ARTS_AND_CULTURE', 'FOOD_AND_BEVERAGE', 'TEXTILE', 'ELECTRONICS', 'OTHER', 'other');
  CREATE TYPE "public"."enum_workspace_invitations_status" AS ENUM('pending', 'accepted', 'revoked');
  CREATE TYPE "public"."enum_auth_events_type" AS ENUM('register', 'login', 'login_failed', 'locked', 'logout', 'password_reset_requested', 'password_reset', 'password_changed', 'social_login', 'social_failed', 'invitation_accepted');
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "accounts_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "account_identities_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workspaces_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "companies_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "workspace_invitations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "password_reset_tokens_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "oidc_states_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "auth_events_id" integer;
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_accounts_fk" FOREIGN KEY ("accounts_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_account_identities_fk" FOREIGN KEY ("account_identities_id") REFERENCES "public"."account_identities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workspaces_fk" FOREIGN KEY ("workspaces_id") REFERENCES "public"."workspaces"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_companies_fk" FOREIGN KEY ("companies_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_workspace_invitations_fk" FOREIGN KEY ("workspace_invitations_id") REFERENCES "public"."workspace_invitations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_password_reset_tokens_fk" FOREIGN KEY ("password_reset_tokens_id") REFERENCES "public"."password_reset_tokens"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_oidc_states_fk" FOREIGN KEY ("oidc_states_id") REFERENCES "public"."oidc_states"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_auth_events_fk" FOREIGN KEY ("auth_events_id") REFERENCES "public"."auth_events"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_accounts_id_idx" ON "payload_locked_documents_rels" USING btree ("accounts_id");
  CREATE INDEX "payload_locked_documents_rels_account_identities_id_idx" ON "payload_locked_documents_rels" USING btree ("account_identities_id");
  CREATE INDEX "payload_locked_documents_rels_workspaces_id_idx" ON "payload_locked_documents_rels" USING btree ("workspaces_id");
  CREATE INDEX "payload_locked_documents_rels_companies_id_idx" ON "payload_locked_documents_rels" USING btree ("companies_id");
  CREATE INDEX "payload_locked_documents_rels_workspace_invitations_id_idx" ON "payload_locked_documents_rels" USING btree ("workspace_invitations_id");
  CREATE INDEX "payload_locked_documents_rels_password_reset_tokens_id_idx" ON "payload_locked_documents_rels" USING btree ("password_reset_tokens_id");
  CREATE INDEX "payload_locked_documents_rels_oidc_states_id_idx" ON "payload_locked_documents_rels" USING btree ("oidc_states_id");
  CREATE INDEX "payload_locked_documents_rels_auth_events_id_idx" ON "payload_locked_documents_rels" USING btree ("auth_events_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "accounts" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "account_identities" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workspaces" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workspaces_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "companies" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "workspace_invitations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "password_reset_tokens" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "oidc_states" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "auth_events" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "accounts" CASCADE;
  DROP TABLE "account_identities" CASCADE;
  DROP TABLE "workspaces" CASCADE;
  DROP TABLE "workspaces_rels" CASCADE;
  DROP TABLE "companies" CASCADE;
  DROP TABLE "workspace_invitations" CASCADE;
  DROP TABLE "password_reset_tokens" CASCADE;
  DROP TABLE "oidc_states" CASCADE;
  DROP TABLE "auth_events" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_accounts_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_account_identities_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workspaces_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_companies_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_workspace_invitations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_password_reset_tokens_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_oidc_states_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_auth_events_fk";
  
  DROP INDEX "payload_locked_documents_rels_accounts_id_idx";
  DROP INDEX "payload_locked_documents_rels_account_identities_id_idx";
  DROP INDEX "payload_locked_documents_rels_workspaces_id_idx";
  DROP INDEX "payload_locked_documents_rels_companies_id_idx";
  DROP INDEX "payload_locked_documents_rels_workspace_invitations_id_idx";
  DROP INDEX "payload_locked_documents_rels_password_reset_tokens_id_idx";
  DROP INDEX "payload_locked_documents_rels_oidc_states_id_idx";
  DROP INDEX "payload_locked_documents_rels_auth_events_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "accounts_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "account_identities_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workspaces_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "companies_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "workspace_invitations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "password_reset_tokens_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "oidc_states_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "auth_events_id";
  DROP TYPE "public"."enum_account_identities_provider";
  DROP TYPE "public"."enum_companies_industry_type";
  DROP TYPE "public"."enum_workspace_invitations_status";
  DROP TYPE "public"."enum_auth_events_type";`)
}
