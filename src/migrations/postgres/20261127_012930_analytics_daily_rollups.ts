import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TABLE "erpz_analytics_daily" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"dimension" varchar NOT NULL,
  	"value" varchar NOT NULL,
  	"visitors" numeric NOT NULL,
  	"pageviews" numeric NOT NULL,
  	"leads" numeric NOT NULL,
  	"signups" numeric NOT NULL,
  	"workspaces" numeric NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_analytics_daily_id" integer;
  CREATE INDEX "erpz_analytics_daily_day_idx" ON "erpz_analytics_daily" USING btree ("day");
  CREATE UNIQUE INDEX "day_dimension_value_idx" ON "erpz_analytics_daily" USING btree ("day","dimension","value");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_analytics_daily_fk" FOREIGN KEY ("erpz_analytics_daily_id") REFERENCES "public"."erpz_analytics_daily"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erpz_analytics_daily_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_analytics_daily_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_analytics_daily" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erpz_analytics_daily" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_analytics_daily_fk";
  
  DROP INDEX "payload_locked_documents_rels_erpz_analytics_daily_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_analytics_daily_id";`)
}
