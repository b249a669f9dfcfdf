import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "erpz_analytics_events" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"occurred_at" timestamp(3) with time zone NOT NULL,
  	"name" varchar NOT NULL,
  	"path" varchar NOT NULL,
  	"utm_source" varchar,
  	"utm_medium" varchar,
  	"utm_campaign" varchar,
  	"referrer_host" varchar,
  	"device" varchar NOT NULL,
  	"visitor_id" varchar NOT NULL
  );
  
  CREATE TABLE "erpz_analytics_salts" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"salt" varchar NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_analytics_events_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_analytics_salts_id" integer;
  CREATE INDEX "erpz_analytics_events_occurred_at_idx" ON "erpz_analytics_events" USING btree ("occurred_at");
  CREATE UNIQUE INDEX "erpz_analytics_salts_day_idx" ON "erpz_analytics_salts" USING btree ("day");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_analytics_events_fk" FOREIGN KEY ("erpz_analytics_events_id") REFERENCES "public"."erpz_analytics_events"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_analytics_salts_fk" FOREIGN KEY ("erpz_analytics_salts_id") REFERENCES "public"."erpz_analytics_salts"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erpz_analytics_events_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_analytics_events_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_analytics_salts_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_analytics_salts_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_analytics_events" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erpz_analytics_salts" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erpz_analytics_events" CASCADE;
  DROP TABLE "erpz_analytics_salts" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_analytics_events_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_analytics_salts_fk";
  
  DROP INDEX "payload_locked_documents_rels_erpz_analytics_events_id_idx";
  DROP INDEX "payload_locked_documents_rels_erpz_analytics_salts_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_analytics_events_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_analytics_salts_id";`)
}
