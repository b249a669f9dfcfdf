import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erpz_blogs_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum__erpz_blogs_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "public"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "public"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "public"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
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
  	"focal_y" numeric,
  	"sizes_medium_url" varchar,
  	"sizes_medium_width" numeric,
  	"sizes_medium_height" numeric,
  	"sizes_medium_mime_type" varchar,
  	"sizes_medium_filesize" numeric,
  	"sizes_medium_filename" varchar,
  	"sizes_large_url" varchar,
  	"sizes_large_width" numeric,
  	"sizes_large_height" numeric,
  	"sizes_large_mime_type" varchar,
  	"sizes_large_filesize" numeric,
  	"sizes_large_filename" varchar
  );
  
  CREATE TABLE "erpz_blog_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "erpz_blogs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"hero_id" integer,
  	"body" jsonb,
  	"category_id" integer,
  	"author" varchar DEFAULT 'ERPZ Team',
  	"published_at" timestamp(3) with time zone,
  	"seo_meta_title" varchar,
  	"seo_meta_description" varchar,
  	"seo_meta_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "enum_erpz_blogs_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "_erpz_blogs_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_hero_id" integer,
  	"version_body" jsonb,
  	"version_category_id" integer,
  	"version_author" varchar DEFAULT 'ERPZ Team',
  	"version_published_at" timestamp(3) with time zone,
  	"version_seo_meta_title" varchar,
  	"version_seo_meta_description" varchar,
  	"version_seo_meta_image_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "enum__erpz_blogs_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
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
  
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "media_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_blog_categories_id" integer;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "erpz_blogs_id" integer;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_hero_id_media_id_fk" FOREIGN KEY ("hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_category_id_erpz_blog_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."erpz_blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_seo_meta_image_id_media_id_fk" FOREIGN KEY ("seo_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_parent_id_erpz_blogs_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."erpz_blogs"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_hero_id_media_id_fk" FOREIGN KEY ("version_hero_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_category_id_erpz_blog_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "public"."erpz_blog_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_seo_meta_image_id_media_id_fk" FOREIGN KEY ("version_seo_meta_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_medium_sizes_medium_filename_idx" ON "media" USING btree ("sizes_medium_filename");
  CREATE INDEX "media_sizes_large_sizes_large_filename_idx" ON "media" USING btree ("sizes_large_filename");
  CREATE UNIQUE INDEX "erpz_blog_categories_name_idx" ON "erpz_blog_categories" USING btree ("name");
  CREATE UNIQUE INDEX "erpz_blog_categories_slug_idx" ON "erpz_blog_categories" USING btree ("slug");
  CREATE INDEX "erpz_blog_categories_updated_at_idx" ON "erpz_blog_categories" USING btree ("updated_at");
  CREATE INDEX "erpz_blog_categories_created_at_idx" ON "erpz_blog_categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "erpz_blogs_slug_idx" ON "erpz_blogs" USING btree ("slug");
  CREATE INDEX "erpz_blogs_hero_idx" ON "erpz_blogs" USING btree ("hero_id");
  CREATE INDEX "erpz_blogs_category_idx" ON "erpz_blogs" USING btree ("category_id");
  CREATE INDEX "erpz_blogs_published_at_idx" ON "erpz_blogs" USING btree ("published_at");
  CREATE INDEX "erpz_blogs_seo_seo_meta_image_idx" ON "erpz_blogs" USING btree ("seo_meta_image_id");
  CREATE INDEX "erpz_blogs_updated_at_idx" ON "erpz_blogs" USING btree ("updated_at");
  CREATE INDEX "erpz_blogs_created_at_idx" ON "erpz_blogs" USING btree ("created_at");
  CREATE INDEX "erpz_blogs__status_idx" ON "erpz_blogs" USING btree ("_status");
  CREATE INDEX "_erpz_blogs_v_parent_idx" ON "_erpz_blogs_v" USING btree ("parent_id");
  CREATE INDEX "_erpz_blogs_v_version_version_slug_idx" ON "_erpz_blogs_v" USING btree ("version_slug");
  CREATE INDEX "_erpz_blogs_v_version_version_hero_idx" ON "_erpz_blogs_v" USING btree ("version_hero_id");
  CREATE INDEX "_erpz_blogs_v_version_version_category_idx" ON "_erpz_blogs_v" USING btree ("version_category_id");
  CREATE INDEX "_erpz_blogs_v_version_version_published_at_idx" ON "_erpz_blogs_v" USING btree ("version_published_at");
  CREATE INDEX "_erpz_blogs_v_version_seo_version_seo_meta_image_idx" ON "_erpz_blogs_v" USING btree ("version_seo_meta_image_id");
  CREATE INDEX "_erpz_blogs_v_version_version_updated_at_idx" ON "_erpz_blogs_v" USING btree ("version_updated_at");
  CREATE INDEX "_erpz_blogs_v_version_version_created_at_idx" ON "_erpz_blogs_v" USING btree ("version_created_at");
  CREATE INDEX "_erpz_blogs_v_version_version__status_idx" ON "_erpz_blogs_v" USING btree ("version__status");
  CREATE INDEX "_erpz_blogs_v_created_at_idx" ON "_erpz_blogs_v" USING btree ("created_at");
  CREATE INDEX "_erpz_blogs_v_updated_at_idx" ON "_erpz_blogs_v" USING btree ("updated_at");
  CREATE INDEX "_erpz_blogs_v_latest_idx" ON "_erpz_blogs_v" USING btree ("latest");
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
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_blog_categories_fk" FOREIGN KEY ("erpz_blog_categories_id") REFERENCES "public"."erpz_blog_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_erpz_blogs_fk" FOREIGN KEY ("erpz_blogs_id") REFERENCES "public"."erpz_blogs"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_blog_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_blog_categories_id");
  CREATE INDEX "payload_locked_documents_rels_erpz_blogs_id_idx" ON "payload_locked_documents_rels" USING btree ("erpz_blogs_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "media" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erpz_blog_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "erpz_blogs" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "_erpz_blogs_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs_log" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "payload_jobs" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "media" CASCADE;
  DROP TABLE "erpz_blog_categories" CASCADE;
  DROP TABLE "erpz_blogs" CASCADE;
  DROP TABLE "_erpz_blogs_v" CASCADE;
  DROP TABLE "payload_jobs_log" CASCADE;
  DROP TABLE "payload_jobs" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_media_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_blog_categories_fk";
  
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_erpz_blogs_fk";
  
  DROP INDEX "payload_locked_documents_rels_media_id_idx";
  DROP INDEX "payload_locked_documents_rels_erpz_blog_categories_id_idx";
  DROP INDEX "payload_locked_documents_rels_erpz_blogs_id_idx";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "media_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_blog_categories_id";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "erpz_blogs_id";
  DROP TYPE "public"."enum_erpz_blogs_status";
  DROP TYPE "public"."enum__erpz_blogs_v_version_status";
  DROP TYPE "public"."enum_payload_jobs_log_task_slug";
  DROP TYPE "public"."enum_payload_jobs_log_state";
  DROP TYPE "public"."enum_payload_jobs_task_slug";`)
}
