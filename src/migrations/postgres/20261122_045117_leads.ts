import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erpz_demo_requests_kind" AS ENUM('contact', 'demo');
  CREATE TYPE "public"."enum_erpz_demo_requests_preffered_slot" AS ENUM('morning', 'noon', 'evening');
  CREATE TYPE "public"."enum_erpz_demo_requests_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'not_configured');
  CREATE TYPE "public"."enum_erpz_news_letters_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'not_configured');
  CREATE TYPE "public"."enum_webhook_deliveries_lead_collection" AS ENUM('erpz-demo-requests', 'erpz-news-letters');
  CREATE TYPE "public"."enum_webhook_deliveries_outcome" AS ENUM('delivered', 'retrying', 'gone', 'gave_up');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'deliverLeadWebhook');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'deliverLeadWebhook');
  CREATE TABLE "erpz_demo_requests" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_erpz_demo_requests_kind" NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company_name" varchar NOT NULL,
  	"phone" varchar,
  	"preffered_slot" "enum_erpz_demo_requests_preffered_slot",
  	"message" varchar NOT NULL,
  	"source_page" varchar,
  	"referrer" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"webhook_id" varchar,
  	"delivery_status" "enum_erpz_demo_requests_delivery_status" DEFAULT 'pending',
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erpz_news_letters" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"email" varchar NOT NULL,
  	"source_page" varchar,
  	"referrer" varchar,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"utm_term" varchar,
  	"utm_content" varchar,
  	"webhook_id" varchar,
  	"delivery_status" "enum_erpz_news_letters_delivery_status" DEFAULT 'pending',
  	"delivered_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "webhook_deliveries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"webhook_id" varchar NOT NULL,
  	"lead_collection" "enum_webhook_deliveries_lead_collection" NOT NULL,
  	"lead_id" varchar NOT NULL,
  	"url" varchar,
  	"attempt" numeric NOT NULL,
  	"outcome" "enum_webhook_deliveries_outcome" NOT NULL,
  	"status_code" numeric,
  	"error" varchar,
  	"duration_ms" numeric,
  	"next_attempt_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_demo_requests_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_news_letters_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "webhook_deliveries_id" integer;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "erpz_demo_requests_kind_idx" ON "erpz_demo_requests" USING btree ("kind");
  CREATE INDEX "erpz_demo_requests_email_idx" ON "erpz_demo_requests" USING btree ("email");
  CREATE INDEX "erpz_demo_requests_webhook_id_idx" ON "erpz_demo_requests" USING btree ("webhook_id");
  CREATE INDEX "erpz_demo_requests_delivery_status_idx" ON "erpz_demo_requests" USING btree ("delivery_status");
  CREATE INDEX "erpz_demo_requests_updated_at_idx" ON "erpz_demo_requests" USING btree ("updated_at");
  CREATE INDEX "erpz_demo_requests_created_at_idx" ON "erpz_demo_requests" USING btree ("created_at");
  CREATE UNIQUE INDEX "erpz_news_letters_email_idx" ON "erpz_news_letters" USING btree ("email");
  CREATE INDEX "erpz_news_letters_webhook_id_idx" ON "erpz_news_letters" USING btree ("webhook_id");
  CREATE INDEX "erpz_news_letters_delivery_status_idx" ON "erpz_news_letters" USING btree ("delivery_status");
  CREATE INDEX "erpz_news_letters_updated_at_idx" ON "erpz_news_letters" USING btree ("updated_at");
  CREATE INDEX "erpz_news_letters_created_at_idx" ON "erpz_news_letters" USING btree ("created_at");
  CREATE INDEX "webhook_deliveries_webhook_id_idx" ON "webhook_deliveries" USING btree ("webhook_id");
  CREATE INDEX "webhook_deliveries_lead_id_idx" ON "webhook_deliveries" USING btree ("lead_id");
  CREATE INDEX "webhook_deliveries_outcome_idx" ON "webhook_deliveries" USING btree ("outcome");
  CREATE INDEX "webhook_deliveries_updated_at_idx" ON "webhook_deliveries" USING btree ("updated_at");
  CREATE INDEX "webhook_deliveries_created_at_idx" ON "webhook_deliveries" USING btree ("created_at");
  CREATE INDEX "payload_jobs_log_order_idx" ON "payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "payload_jobs" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_demo_requests_fk" FOREIGN KEY ("erpz_demo_requests_id") REFERENCES "public"."erpz_demo_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_news_letters_fk" FOREIGN KEY ("erpz_news_letters_id") REFERENCES "public"."erpz_news_letters"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk" FOREIGN KEY ("webhook_deliveries_id") REFERENCES "public"."webhook_deliveries"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erpz_demo_requests_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_demo_requests_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_news_letters_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_news_letters_id");
  CREATE INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx" ON "payload_locked_documents_rels" USING btree ("webhook_deliveries_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_demo_requests" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erpz_news_letters" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "webhook_deliveries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erpz_demo_requests" CASCADE;
  DROP TABLE "erpz_news_letters" CASCADE;
  DROP TABLE "webhook_deliveries" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_demo_requests_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_news_letters_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_webhook_deliveries_fk";
  
  DROP INDEX "payload_locked_documents_rels_erpz_demo_requests_id_idx";
  DROP INDEX "payload_locked_documents_rels_erpz_news_letters_id_idx";
  DROP INDEX "payload_locked_documents_rels_webhook_deliveries_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_demo_requests_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_news_letters_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "webhook_deliveries_id";
  DROP TYPE "public"."enum_erpz_demo_requests_kind";
  DROP TYPE "public"."enum_erpz_demo_requests_preffered_slot";
  DROP TYPE "public"."enum_erpz_demo_requests_delivery_status";
  DROP TYPE "public"."enum_erpz_news_letters_delivery_status";
  DROP TYPE "public"."enum_webhook_deliveries_lead_collection";
  DROP TYPE "public"."enum_webhook_deliveries_outcome";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
