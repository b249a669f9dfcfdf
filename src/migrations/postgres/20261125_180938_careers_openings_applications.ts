import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_openings_status" AS ENUM('open', 'closed');
  CREATE TYPE "public"."enum_openings_workplace_type" AS ENUM('on-site', 'hybrid', 'remote');
  CREATE TYPE "public"."enum_openings_employment_type" AS ENUM('FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN');
  CREATE TYPE "public"."enum_openings_salary_unit" AS ENUM('YEAR', 'MONTH', 'HOUR');
  CREATE TYPE "public"."enum_job_applications_status" AS ENUM('new', 'screening', 'interview', 'offer', 'hired', 'rejected');
  CREATE TYPE "public"."enum_hr_deletions_reason" AS ENUM('retention', 'applicant', 'staff');
  ALTER TYPE "public"."enum_users_roles" ADD VALUE 'recruiter';
  CREATE TABLE "openings_requirements" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"requirement" varchar NOT NULL
  );
  
  CREATE TABLE "openings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"status" "enum_openings_status" DEFAULT 'open' NOT NULL,
  	"date_posted" timestamp(3) with time zone NOT NULL,
  	"closing_date" timestamp(3) with time zone,
  	"hiring_contact" varchar NOT NULL,
  	"department" varchar NOT NULL,
  	"location" varchar NOT NULL,
  	"workplace_type" "enum_openings_workplace_type" DEFAULT 'on-site' NOT NULL,
  	"address_locality" varchar,
  	"address_region" varchar,
  	"address_country" varchar DEFAULT 'IN' NOT NULL,
  	"employment_type" "enum_openings_employment_type" DEFAULT 'FULL_TIME' NOT NULL,
  	"description" jsonb NOT NULL,
  	"salary_min" numeric,
  	"salary_max" numeric,
  	"salary_currency" varchar,
  	"salary_unit" "enum_openings_salary_unit" DEFAULT 'YEAR',
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "job_applications_notes" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"text" varchar NOT NULL,
  	"author" varchar,
  	"at" timestamp(3) with time zone
  );
  
  CREATE TABLE "job_applications" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"opening_id" integer NOT NULL,
  	"status" "enum_job_applications_status" DEFAULT 'new' NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar NOT NULL,
  	"phone" varchar,
  	"link" varchar,
  	"cover_note" varchar NOT NULL,
  	"cv_id" integer NOT NULL,
  	"consented_at" timestamp(3) with time zone NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cvs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"prefix" varchar DEFAULT 'cvs',
  	"_objectkey" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric
  );
  
  CREATE TABLE "hr_deletions" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"application" varchar NOT NULL,
  	"opening" varchar,
  	"reason" "enum_hr_deletions_reason" NOT NULL,
  	"actor" varchar NOT NULL,
  	"cv_deleted" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "openings_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "job_applications_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "cvs_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "hr_deletions_id" integer;
  ALTER TABLE "openings_requirements" ADD CONSTRAINT "openings_requirements_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications_notes" ADD CONSTRAINT "job_applications_notes_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_opening_id_openings_id_fk" FOREIGN KEY ("opening_id") REFERENCES "public"."openings"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_cv_id_cvs_id_fk" FOREIGN KEY ("cv_id") REFERENCES "public"."cvs"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "openings_requirements_order_idx" ON "openings_requirements" USING btree ("_order");
  CREATE INDEX "openings_requirements_parent_id_idx" ON "openings_requirements" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "openings_slug_idx" ON "openings" USING btree ("slug");
  CREATE INDEX "openings_status_idx" ON "openings" USING btree ("status");
  CREATE INDEX "openings_closing_date_idx" ON "openings" USING btree ("closing_date");
  CREATE INDEX "openings_department_idx" ON "openings" USING btree ("department");
  CREATE INDEX "openings_updated_at_idx" ON "openings" USING btree ("updated_at");
  CREATE INDEX "openings_created_at_idx" ON "openings" USING btree ("created_at");
  CREATE INDEX "job_applications_notes_order_idx" ON "job_applications_notes" USING btree ("_order");
  CREATE INDEX "job_applications_notes_parent_id_idx" ON "job_applications_notes" USING btree ("_parent_id");
  CREATE INDEX "job_applications_opening_idx" ON "job_applications" USING btree ("opening_id");
  CREATE INDEX "job_applications_status_idx" ON "job_applications" USING btree ("status");
  CREATE INDEX "job_applications_cv_idx" ON "job_applications" USING btree ("cv_id");
  CREATE INDEX "job_applications_updated_at_idx" ON "job_applications" USING btree ("updated_at");
  CREATE INDEX "job_applications_created_at_idx" ON "job_applications" USING btree ("created_at");
  CREATE INDEX "cvs_updated_at_idx" ON "cvs" USING btree ("updated_at");
  CREATE INDEX "cvs_created_at_idx" ON "cvs" USING btree ("created_at");
  CREATE UNIQUE INDEX "cvs_filename_idx" ON "cvs" USING btree ("filename");
  CREATE INDEX "hr_deletions_updated_at_idx" ON "hr_deletions" USING btree ("updated_at");
  CREATE INDEX "hr_deletions_created_at_idx" ON "hr_deletions" USING btree ("created_at");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_openings_fk" FOREIGN KEY ("openings_id") REFERENCES "public"."openings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_job_applications_fk" FOREIGN KEY ("job_applications_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cvs_fk" FOREIGN KEY ("cvs_id") REFERENCES "public"."cvs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_hr_deletions_fk" FOREIGN KEY ("hr_deletions_id") REFERENCES "public"."hr_deletions"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_openings_id_idx" ON "payload_locked_documents_rels" USING btree ("openings_id");
  CREATE INDEX "payload_locked_documents_rels_job_applications_id_idx" ON "payload_locked_documents_rels" USING btree ("job_applications_id");
  CREATE INDEX "payload_locked_documents_rels_cvs_id_idx" ON "payload_locked_documents_rels" USING btree ("cvs_id");
  CREATE INDEX "payload_locked_documents_rels_hr_deletions_id_idx" ON "payload_locked_documents_rels" USING btree ("hr_deletions_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "openings_requirements" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "openings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications_notes" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "job_applications" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cvs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "hr_deletions" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "openings_requirements" CASCADE;
  DROP TABLE "openings" CASCADE;
  DROP TABLE "job_applications_notes" CASCADE;
  DROP TABLE "job_applications" CASCADE;
  DROP TABLE "cvs" CASCADE;
  DROP TABLE "hr_deletions" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_openings_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_job_applications_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_cvs_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_hr_deletions_fk";
  
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE text;
  DROP TYPE "public"."enum_users_roles";
  CREATE TYPE "public"."enum_users_roles" AS ENUM('admin', 'editor', 'sales');
  ALTER TABLE "users_roles" ALTER COLUMN "value" SET DATA TYPE "public"."enum_users_roles" USING "value"::"public"."enum_users_roles";
  DROP INDEX "payload_locked_documents_rels_openings_id_idx";
  DROP INDEX "payload_locked_documents_rels_job_applications_id_idx";
  DROP INDEX "payload_locked_documents_rels_cvs_id_idx";
  DROP INDEX "payload_locked_documents_rels_hr_deletions_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "openings_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "job_applications_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "cvs_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "hr_deletions_id";
  DROP TYPE "public"."enum_openings_status";
  DROP TYPE "public"."enum_openings_workplace_type";
  DROP TYPE "public"."enum_openings_employment_type";
  DROP TYPE "public"."enum_openings_salary_unit";
  DROP TYPE "public"."enum_job_applications_status";
  DROP TYPE "public"."enum_hr_deletions_reason";`)
}
