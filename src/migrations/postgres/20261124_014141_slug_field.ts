import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_blog_categories" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "erpz_blogs" ADD COLUMN "generate_slug" boolean DEFAULT true;
  ALTER TABLE "_erpz_blogs_v" ADD COLUMN "version_generate_slug" boolean DEFAULT true;`)
  // Payload's slugField (decision 137): the slugs already stored were set by a person or by the old
  // hook and may be live URLs, so nothing regenerates them from a later title or name change.
  await db.execute(sql`
   UPDATE "erpz_blog_categories" SET "generate_slug" = false;
  UPDATE "erpz_blogs" SET "generate_slug" = false;
  UPDATE "_erpz_blogs_v" SET "version_generate_slug" = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_blog_categories" DROP COLUMN "generate_slug";
  ALTER TABLE "erpz_blogs" DROP COLUMN "generate_slug";
  ALTER TABLE "_erpz_blogs_v" DROP COLUMN "version_generate_slug";`)
}
