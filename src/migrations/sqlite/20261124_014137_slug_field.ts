import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`erpz_blog_categories\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`erpz_blogs\` ADD \`generate_slug\` integer DEFAULT true;`)
  await db.run(sql`ALTER TABLE \`_erpz_blogs_v\` ADD \`version_generate_slug\` integer DEFAULT true;`)
  // Payload's slugField (decision 137): the slugs already stored were set by a person or by the old
  // hook and may be live URLs, so nothing regenerates them from a later title or name change.
  await db.run(sql`UPDATE \`erpz_blog_categories\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`erpz_blogs\` SET \`generate_slug\` = false;`)
  await db.run(sql`UPDATE \`_erpz_blogs_v\` SET \`version_generate_slug\` = false;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`erpz_blog_categories\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`erpz_blogs\` DROP COLUMN \`generate_slug\`;`)
  await db.run(sql`ALTER TABLE \`_erpz_blogs_v\` DROP COLUMN \`version_generate_slug\`;`)
}
