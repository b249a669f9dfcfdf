import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_module_cards_cards_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TYPE "public"."enum__pages_v_blocks_module_cards_cards_icon" AS ENUM('gauge', 'shield', 'boxes', 'sparkles', 'calendar', 'users', 'brain', 'network', 'workflow', 'cpu', 'compass', 'target', 'lightbulb', 'zap', 'trophy', 'rocket', 'chart', 'cart', 'factory', 'briefcase', 'clock', 'graduation', 'headset', 'heart', 'lifebuoy', 'palmtree', 'trending');
  CREATE TABLE "pages_blocks_module_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum_pages_blocks_module_cards_cards_icon",
  	"label" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"href" varchar
  );
  
  CREATE TABLE "_pages_v_blocks_module_cards_cards" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"icon" "enum__pages_v_blocks_module_cards_cards_icon",
  	"label" varchar,
  	"text" varchar,
  	"link_label" varchar,
  	"href" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_department" varchar DEFAULT 'Department';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_location" varchar DEFAULT 'Location';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_any" varchar DEFAULT 'All';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_submit" varchar DEFAULT 'Filter roles';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_reset" varchar DEFAULT 'Show all roles';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_requirements" varchar DEFAULT 'Requirements';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_apply" varchar DEFAULT 'Apply';
  ALTER TABLE "pages_blocks_open_roles" ADD COLUMN "labels_no_roles" varchar DEFAULT 'No open roles match these filters right now.';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_department" varchar DEFAULT 'Department';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_location" varchar DEFAULT 'Location';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_any" varchar DEFAULT 'All';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_submit" varchar DEFAULT 'Filter roles';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_reset" varchar DEFAULT 'Show all roles';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_requirements" varchar DEFAULT 'Requirements';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_apply" varchar DEFAULT 'Apply';
  ALTER TABLE "_pages_v_blocks_open_roles" ADD COLUMN "labels_no_roles" varchar DEFAULT 'No open roles match these filters right now.';
  ALTER TABLE "pages_blocks_module_cards_cards" ADD CONSTRAINT "pages_blocks_module_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."pages_blocks_module_cards"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_module_cards_cards" ADD CONSTRAINT "_pages_v_blocks_module_cards_cards_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_pages_v_blocks_module_cards"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "pages_blocks_module_cards_cards_order_idx" ON "pages_blocks_module_cards_cards" USING btree ("_order");
  CREATE INDEX "pages_blocks_module_cards_cards_parent_id_idx" ON "pages_blocks_module_cards_cards" USING btree ("_parent_id");
  CREATE INDEX "_pages_v_blocks_module_cards_cards_order_idx" ON "_pages_v_blocks_module_cards_cards" USING btree ("_order");
  CREATE INDEX "_pages_v_blocks_module_cards_cards_parent_id_idx" ON "_pages_v_blocks_module_cards_cards" USING btree ("_parent_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "pages_blocks_module_cards_cards" CASCADE;
  DROP TABLE "_pages_v_blocks_module_cards_cards" CASCADE;
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_department";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_location";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_any";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_submit";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_reset";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_requirements";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_apply";
  ALTER TABLE "pages_blocks_open_roles" DROP COLUMN "labels_no_roles";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_department";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_location";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_any";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_submit";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_reset";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_requirements";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_apply";
  ALTER TABLE "_pages_v_blocks_open_roles" DROP COLUMN "labels_no_roles";
  DROP TYPE "public"."enum_pages_blocks_module_cards_cards_icon";
  DROP TYPE "public"."enum__pages_v_blocks_module_cards_cards_icon";`)
}
