import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_live_help_conversations_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_live_help_conversations_rating" AS ENUM('good', 'bad');
  CREATE TYPE "public"."enum_live_help_messages_author" AS ENUM('visitor', 'agent', 'system');
  CREATE TYPE "public"."enum_site_settings_live_help_staffing" AS ENUM('hours', 'always', 'never');
  CREATE TYPE "public"."enum__site_settings_v_version_live_help_staffing" AS ENUM('hours', 'always', 'never');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'support';
  CREATE TABLE "live_help_conversations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"visitor_key" varchar,
  	"status" "enum_live_help_conversations_status" DEFAULT 'open' NOT NULL,
  	"assignee_id" integer,
  	"name" varchar,
  	"email" varchar,
  	"offline" boolean DEFAULT false,
  	"unanswered_at" timestamp(3) with time zone,
  	"lead_id" integer,
  	"current_page" varchar,
  	"pages_seen" jsonb,
  	"meta" jsonb,
  	"last_message_at" timestamp(3) with time zone,
  	"last_visitor_message_at" timestamp(3) with time zone,
  	"last_agent_message_at" timestamp(3) with time zone,
  	"message_count" numeric DEFAULT 0,
  	"agent_unread" numeric DEFAULT 0,
  	"rating" "enum_live_help_conversations_rating",
  	"rating_comment" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "live_help_messages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"conversation_id" integer NOT NULL,
  	"author" "enum_live_help_messages_author" NOT NULL,
  	"agent_id" integer,
  	"body" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_help_conversations_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "live_help_messages_id" integer;
  ALTER TABLE "site_settings" ADD COLUMN "live_help_staffing" "enum_site_settings_live_help_staffing" DEFAULT 'hours';
  ALTER TABLE "site_settings" ADD COLUMN "live_help_greeting" varchar DEFAULT 'Hi! Ask us anything about ERPZ. A person from our team answers here.';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_live_help_staffing" "enum__site_settings_v_version_live_help_staffing" DEFAULT 'hours';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_live_help_greeting" varchar DEFAULT 'Hi! Ask us anything about ERPZ. A person from our team answers here.';
  ALTER TABLE "live_help_conversations" ADD CONSTRAINT "live_help_conversations_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_help_conversations" ADD CONSTRAINT "live_help_conversations_lead_id_erpz_demo_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."erpz_demo_requests"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_help_messages" ADD CONSTRAINT "live_help_messages_conversation_id_live_help_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."live_help_conversations"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "live_help_messages" ADD CONSTRAINT "live_help_messages_agent_id_users_id_fk" FOREIGN KEY ("agent_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE UNIQUE INDEX "live_help_conversations_visitor_key_idx" ON "live_help_conversations" USING btree ("visitor_key");
  CREATE INDEX "live_help_conversations_status_idx" ON "live_help_conversations" USING btree ("status");
  CREATE INDEX "live_help_conversations_assignee_idx" ON "live_help_conversations" USING btree ("assignee_id");
  CREATE INDEX "live_help_conversations_lead_idx" ON "live_help_conversations" USING btree ("lead_id");
  CREATE INDEX "live_help_conversations_last_message_at_idx" ON "live_help_conversations" USING btree ("last_message_at");
  CREATE INDEX "live_help_conversations_updated_at_idx" ON "live_help_conversations" USING btree ("updated_at");
  CREATE INDEX "live_help_conversations_created_at_idx" ON "live_help_conversations" USING btree ("created_at");
  CREATE INDEX "live_help_messages_conversation_idx" ON "live_help_messages" USING btree ("conversation_id");
  CREATE INDEX "live_help_messages_agent_idx" ON "live_help_messages" USING btree ("agent_id");
  CREATE INDEX "live_help_messages_updated_at_idx" ON "live_help_messages" USING btree ("updated_at");
  CREATE INDEX "live_help_messages_created_at_idx" ON "live_help_messages" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_help_conversations_fk" FOREIGN KEY ("live_help_conversations_id") REFERENCES "public"."live_help_conversations"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_live_help_messages_fk" FOREIGN KEY ("live_help_messages_id") REFERENCES "public"."live_help_messages"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_live_help_conversations_id_idx" ON "payload_locked_documents_rels" USING btree ("live_help_conversations_id");
  CREATE INDEX "payload_locked_documents_rels_live_help_messages_id_idx" ON "payload_locked_documents_rels" USING btree ("live_help_messages_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "live_help_conversations" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "live_help_messages" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "live_help_conversations" CASCADE;
  DROP TABLE "live_help_messages" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_help_conversations_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_live_help_messages_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales', 'recruiter');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_live_help_conversations_id_idx";
  DROP INDEX "payload_locked_documents_rels_live_help_messages_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_help_conversations_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "live_help_messages_id";
  ALTER TABLE "site_settings" DROP COLUMN "live_help_staffing";
  ALTER TABLE "site_settings" DROP COLUMN "live_help_greeting";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_live_help_staffing";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_live_help_greeting";
  DROP TYPE "public"."enum_live_help_conversations_status";
  DROP TYPE "public"."enum_live_help_conversations_rating";
  DROP TYPE "public"."enum_live_help_messages_author";
  DROP TYPE "public"."enum_site_settings_live_help_staffing";
  DROP TYPE "public"."enum__site_settings_v_version_live_help_staffing";`)
}
