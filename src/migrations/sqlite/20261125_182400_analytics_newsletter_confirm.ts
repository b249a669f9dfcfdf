import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`status\` text DEFAULT 'pending' NOT NULL;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`confirmed_at\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`unsubscribed_at\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`confirm_nonce\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`confirm_day\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`confirm_count\` numeric;`)
  await db.run(sql`CREATE INDEX \`erpz_news_letters_status_idx\` ON \`erpz_news_letters\` (\`status\`);`)
  // Addresses subscribed before the double opt-in (decision 170) were sent to the webhook already.
  await db.run(sql`UPDATE \`erpz_news_letters\` SET \`status\` = 'confirmed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP INDEX \`erpz_news_letters_status_idx\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`status\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`confirmed_at\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`unsubscribed_at\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`confirm_nonce\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`confirm_day\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`confirm_count\`;`)
}
