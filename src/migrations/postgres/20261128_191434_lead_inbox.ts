import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erpz_demo_requests_activity_action" AS ENUM('created', 'status', 'owner', 'next_step', 'note', 'email', 'booking', 'redelivery');
  CREATE TYPE "public"."enum_erpz_demo_requests_status" AS ENUM('new', 'contacted', 'qualified', 'won', 'lost');
  CREATE TYPE "public"."enum_job_applications_activity_action" AS ENUM('stage', 'email');
  CREATE TABLE "erpz_demo_requests_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author_id" integer,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "erpz_demo_requests_activity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"action" "enum_erpz_demo_requests_activity_action" NOT NULL,
  	"detail" varchar
  );
  
  CREATE TABLE "job_applications_activity" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"at" timestamp(3) with time zone NOT NULL,
  	"by_id" integer,
  	"action" "enum_job_applications_activity_action" NOT NULL,
  	"from" varchar,
  	"to" varchar,
  	"detail" varchar
  );
  
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "source" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "campaign" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "status" "enum_erpz_demo_requests_status" DEFAULT 'new';
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "lost_reason" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "owner_id" integer;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "next_step" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "next_step_at" timestamp(3) with time zone;
  ALTER TABLE "erpz_demo_requests_notes" ADD CONSTRAINT "erpz_demo_requests_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_demo_requests_notes" ADD CONSTRAINT "erpz_demo_requests_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erpz_demo_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "erpz_demo_requests_activity" ADD CONSTRAINT "erpz_demo_requests_activity_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_demo_requests_activity" ADD CONSTRAINT "erpz_demo_requests_activity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."erpz_demo_requests"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_activity" ADD CONSTRAINT "job_applications_activity_by_id_users_id_fk" FOREIGN KEY ("by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications_activity" ADD CONSTRAINT "job_applications_activity_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "erpz_demo_requests_notes_order_idx" ON "erpz_demo_requests_notes" USING btree ("_order");
  CREATE INDEX "erpz_demo_requests_notes_parent_id_idx" ON "erpz_demo_requests_notes" USING btree ("_parent_id");
  CREATE INDEX "erpz_demo_requests_notes_author_idx" ON "erpz_demo_requests_notes" USING btree ("author_id");
  CREATE INDEX "erpz_demo_requests_activity_order_idx" ON "erpz_demo_requests_activity" USING btree ("_order");
  CREATE INDEX "erpz_demo_requests_activity_parent_id_idx" ON "erpz_demo_requests_activity" USING btree ("_parent_id");
  CREATE INDEX "erpz_demo_requests_activity_by_idx" ON "erpz_demo_requests_activity" USING btree ("by_id");
  CREATE INDEX "job_applications_activity_order_idx" ON "job_applications_activity" USING btree ("_order");
  CREATE INDEX "job_applications_activity_parent_id_idx" ON "job_applications_activity" USING btree ("_parent_id");
  CREATE INDEX "job_applications_activity_by_idx" ON "job_applications_activity" USING btree ("by_id");
  ALTER TABLE "erpz_demo_requests" ADD CONSTRAINT "erpz_demo_requests_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "erpz_demo_requests_source_idx" ON "erpz_demo_requests" USING btree ("source");
  CREATE INDEX "erpz_demo_requests_campaign_idx" ON "erpz_demo_requests" USING btree ("campaign");
  CREATE INDEX "erpz_demo_requests_status_idx" ON "erpz_demo_requests" USING btree ("status");
  CREATE INDEX "erpz_demo_requests_owner_idx" ON "erpz_demo_requests" USING btree ("owner_id");
  CREATE INDEX "erpz_demo_requests_next_step_at_idx" ON "erpz_demo_requests" USING btree ("next_step_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_demo_requests_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erpz_demo_requests_activity" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_activity" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "erpz_demo_requests_notes" CASCADE;
  DROP TABLE "erpz_demo_requests_activity" CASCADE;
  DROP TABLE "job_applications_activity" CASCADE;
  ALTER TABLE "erpz_demo_requests" DROP CONSTRAINT "erpz_demo_requests_owner_id_users_id_fk";
  
  DROP INDEX "erpz_demo_requests_source_idx";
  DROP INDEX "erpz_demo_requests_campaign_idx";
  DROP INDEX "erpz_demo_requests_status_idx";
  DROP INDEX "erpz_demo_requests_owner_idx";
  DROP INDEX "erpz_demo_requests_next_step_at_idx";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "source";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "campaign";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "status";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "lost_reason";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "owner_id";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "next_step";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "next_step_at";
  DROP TYPE "public"."enum_erpz_demo_requests_activity_action";
  DROP TYPE "public"."enum_erpz_demo_requests_status";
  DROP TYPE "public"."enum_job_applications_activity_action";`)
}
