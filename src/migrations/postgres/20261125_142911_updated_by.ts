import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_blogs" ADD COLUMN "updated_by_id" integer;
  ALTER TABLE "_erpz_blogs_v" ADD COLUMN "version_updated_by_id" integer;
  ALTER TABLE "erpz_blogs" ADD CONSTRAINT "erpz_blogs_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_erpz_blogs_v" ADD CONSTRAINT "_erpz_blogs_v_version_updated_by_id_users_id_fk" FOREIGN KEY ("version_updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "erpz_blogs_updated_by_idx" ON "erpz_blogs" USING btree ("updated_by_id");
  CREATE INDEX "_erpz_blogs_v_version_version_updated_by_idx" ON "_erpz_blogs_v" USING btree ("version_updated_by_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_blogs" DROP CONSTRAINT "erpz_blogs_updated_by_id_users_id_fk";
  
  ALTER TABLE "_erpz_blogs_v" DROP CONSTRAINT "_erpz_blogs_v_version_updated_by_id_users_id_fk";
  
  DROP INDEX "erpz_blogs_updated_by_idx";
  DROP INDEX "_erpz_blogs_v_version_version_updated_by_idx";
  ALTER TABLE "erpz_blogs" DROP COLUMN "updated_by_id";
  ALTER TABLE "_erpz_blogs_v" DROP COLUMN "version_updated_by_id";`)
}
