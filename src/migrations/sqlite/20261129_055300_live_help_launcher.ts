import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`live_help_launcher\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`live_help_launcher_label\` text DEFAULT 'Chat with us';`)
  await db.run(sql`ALTER TABLE \`site_settings\` ADD \`live_help_hidden_on\` text;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_live_help_launcher\` integer DEFAULT false;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_live_help_launcher_label\` text DEFAULT 'Chat with us';`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` ADD \`version_live_help_hidden_on\` text;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`live_help_launcher\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`live_help_launcher_label\`;`)
  await db.run(sql`ALTER TABLE \`site_settings\` DROP COLUMN \`live_help_hidden_on\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_live_help_launcher\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_live_help_launcher_label\`;`)
  await db.run(sql`ALTER TABLE \`_site_settings_v\` DROP COLUMN \`version_live_help_hidden_on\`;`)
}
