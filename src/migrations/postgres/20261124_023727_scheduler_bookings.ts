import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_users_scheduling_weekly_hours_day" AS ENUM('1', '2', '3', '4', '5', '6', '7');
  CREATE TYPE "public"."enum_erpz_bookings_status" AS ENUM('confirmed', 'cancelled');
  CREATE TYPE "public"."enum_erpz_bookings_meeting_type" AS ENUM('demo', 'onboarding');
  CREATE TYPE "public"."enum_erpz_bookings_cancelled_by" AS ENUM('visitor', 'staff');
  CREATE TABLE "users_scheduling_weekly_hours" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" "enum_users_scheduling_weekly_hours_day",
  	"start" varchar,
  	"end" varchar
  );
  
  CREATE TABLE "users_scheduling_blocked_dates" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"date" varchar
  );
  
  CREATE TABLE "erpz_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"status" "enum_erpz_bookings_status" DEFAULT 'confirmed' NOT NULL,
  	"meeting_type" "enum_erpz_bookings_meeting_type" NOT NULL,
  	"host_id" integer,
  	"start" timestamp(3) with time zone NOT NULL,
  	"end" timestamp(3) with time zone NOT NULL,
  	"visitor_time_zone" varchar NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"company_name" varchar,
  	"phone" varchar,
  	"message" varchar,
  	"lead_id" integer,
  	"ical_uid" varchar NOT NULL,
  	"sequence" numeric DEFAULT 0 NOT NULL,
  	"slot_lock" varchar,
  	"cancelled_at" timestamp(3) with time zone,
  	"cancelled_by" "enum_erpz_bookings_cancelled_by",
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "users" ADD COLUMN "scheduling_time_zone" varchar DEFAULT 'America/Los_Angeles';
  ALTER TABLE "users" ADD COLUMN "scheduling_buffer_minutes" numeric DEFAULT 0;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_bookings_id" integer;
  ALTER TABLE "users_scheduling_weekly_hours" ADD CONSTRAINT "users_scheduling_weekly_hours_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_scheduling_blocked_dates" ADD CONSTRAINT "users_scheduling_blocked_dates_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erpz_bookings" ADD CONSTRAINT "erpz_bookings_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_bookings" ADD CONSTRAINT "erpz_bookings_lead_id_erpz_demo_requests_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."erpz_demo_requests"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "users_scheduling_weekly_hours_order_idx" ON "users_scheduling_weekly_hours" USING btree ("_order");
  CREATE INDEX "users_scheduling_weekly_hours_parent_id_idx" ON "users_scheduling_weekly_hours" USING btree ("_parent_id");
  CREATE INDEX "users_scheduling_blocked_dates_order_idx" ON "users_scheduling_blocked_dates" USING btree ("_order");
  CREATE INDEX "users_scheduling_blocked_dates_parent_id_idx" ON "users_scheduling_blocked_dates" USING btree ("_parent_id");
  CREATE INDEX "erpz_bookings_status_idx" ON "erpz_bookings" USING btree ("status");
  CREATE INDEX "erpz_bookings_host_idx" ON "erpz_bookings" USING btree ("host_id");
  CREATE INDEX "erpz_bookings_start_idx" ON "erpz_bookings" USING btree ("start");
  CREATE INDEX "erpz_bookings_email_idx" ON "erpz_bookings" USING btree ("email");
  CREATE INDEX "erpz_bookings_lead_idx" ON "erpz_bookings" USING btree ("lead_id");
  CREATE UNIQUE INDEX "erpz_bookings_ical_uid_idx" ON "erpz_bookings" USING btree ("ical_uid");
  CREATE UNIQUE INDEX "erpz_bookings_slot_lock_idx" ON "erpz_bookings" USING btree ("slot_lock");
  CREATE INDEX "erpz_bookings_updated_at_idx" ON "erpz_bookings" USING btree ("updated_at");
  CREATE INDEX "erpz_bookings_created_at_idx" ON "erpz_bookings" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_bookings_fk" FOREIGN KEY ("erpz_bookings_id") REFERENCES "public"."erpz_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_erpz_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "users_scheduling_weekly_hours" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "users_scheduling_blocked_dates" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erpz_bookings" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "users_scheduling_weekly_hours" CASCADE;
  DROP TABLE "users_scheduling_blocked_dates" CASCADE;
  DROP TABLE "erpz_bookings" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_erpz_bookings_id_idx";
  ALTER TABLE "users" DROP COLUMN "scheduling_time_zone";
  ALTER TABLE "users" DROP COLUMN "scheduling_buffer_minutes";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_bookings_id";
  DROP TYPE "public"."enum_users_scheduling_weekly_hours_day";
  DROP TYPE "public"."enum_erpz_bookings_status";
  DROP TYPE "public"."enum_erpz_bookings_meeting_type";
  DROP TYPE "public"."enum_erpz_bookings_cancelled_by";`)
}
