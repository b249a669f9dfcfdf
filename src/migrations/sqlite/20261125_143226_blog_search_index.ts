import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE INDEX \`_status_publishedAt_createdAt_title_description_idx\` ON \`erpz_blogs\` (\`_status\`,\`published_at\`,\`created_at\`,\`title\`,\`description\`);`)
  await db.run(sql`CREATE INDEX \`compound_index_idx\` ON \`_erpz_blogs_v\` (\`version__status\`,\`version_published_at\`,\`version_created_at\`,\`version_title\`,\`version_description\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`_status_publishedAt_createdAt_title_description_idx\`;`)
  await db.run(sql`DROP INDEX \`compound_index_idx\`;`)
}
