import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erpz_outbox_status" AS ENUM('pending', 'done', 'failed');
  CREATE TABLE "erpz_outbox" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" varchar NOT NULL,
  	"dedupe_key" varchar,
  	"input" jsonb NOT NULL,
  	"status" "enum_erpz_outbox_status" DEFAULT 'pending' NOT NULL,
  	"attempts" numeric DEFAULT 0 NOT NULL,
  	"run_at" timestamp(3) with time zone NOT NULL,
  	"lease_until" timestamp(3) with time zone,
  	"claimed_by" varchar,
  	"last_error" varchar,
  	"completed_at" timestamp(3) with time zone,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  -- Open lead deliveries of Payload's job queue move to the outbox (decision 080); the task is gone.
  INSERT INTO "erpz_outbox" ("kind", "dedupe_key", "input", "status", "attempts", "run_at")
    SELECT 'lead-webhook', "input"->>'webhookId', "input", 'pending', COALESCE("total_tried", 0), COALESCE("wait_until", now())
    FROM "payload_jobs" WHERE "task_slug" = 'deliverLeadWebhook' AND "completed_at" IS NULL AND "has_error" IS NOT TRUE;
  DELETE FROM "payload_jobs_log" WHERE "task_slug" = 'deliverLeadWebhook';
  DELETE FROM "payload_jobs" WHERE "task_slug" = 'deliverLeadWebhook';
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs_log" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_log_task_slug" USING "task_slug"::"public"."enum_payload_jobs_log_task_slug";
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE text;
  DROP TYPE "public"."enum_payload_jobs_task_slug";
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  ALTER TABLE "payload_jobs" ALTER COLUMN "task_slug" SET DATA TYPE "public"."enum_payload_jobs_task_slug" USING "task_slug"::"public"."enum_payload_jobs_task_slug";
  ALTER TABLE "workspaces" ADD COLUMN "active_owner" numeric;
  -- Existing data: each account's oldest live workspace holds the one slot (decision 082).
  UPDATE "workspaces" SET "active_owner" = "owner_id"
    WHERE "id" IN (SELECT min("id") FROM "workspaces" WHERE "is_deleted" IS NOT TRUE GROUP BY "owner_id");
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_outbox_id" integer;
  CREATE INDEX "erpz_outbox_kind_idx" ON "erpz_outbox" USING btree ("kind");
  CREATE INDEX "erpz_outbox_dedupe_key_idx" ON "erpz_outbox" USING btree ("dedupe_key");
  CREATE INDEX "erpz_outbox_status_idx" ON "erpz_outbox" USING btree ("status");
  CREATE INDEX "erpz_outbox_run_at_idx" ON "erpz_outbox" USING btree ("run_at");
  CREATE INDEX "erpz_outbox_updated_at_idx" ON "erpz_outbox" USING btree ("updated_at");
  CREATE INDEX "erpz_outbox_created_at_idx" ON "erpz_outbox" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_outbox_fk" FOREIGN KEY ("erpz_outbox_id") REFERENCES "public"."erpz_outbox"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "workspaces_active_owner_idx" ON "workspaces" USING btree ("active_owner");
  CREATE INDEX "payload_locked_documents_rels_erpz_outbox_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_outbox_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_payload_jobs_log_task_slug" ADD VALUE 'deliverLeadWebhook' BEFORE 'schedulePublish';
  ALTER TYPE "public"."enum_payload_jobs_task_slug" ADD VALUE 'deliverLeadWebhook' BEFORE 'schedulePublish';
  ALTER TABLE "erpz_outbox" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erpz_outbox" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_outbox_fk";
  
  DROP INDEX "workspaces_active_owner_idx";
  DROP INDEX "payload_locked_documents_rels_erpz_outbox_id_idx";
  ALTER TABLE "workspaces" DROP COLUMN "active_owner";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_outbox_id";
  DROP TYPE "public"."enum_erpz_outbox_status";`)
}
