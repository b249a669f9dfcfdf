import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`email_verified\` integer DEFAULT false NOT NULL;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`failed_logins\`;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`locked_until\`;`)
  // Accounts made by a social sign-in had their address vouched for by the provider.
  await db.run(sql`UPDATE \`accounts\` SET \`email_verified\` = true WHERE \`email\` IS NOT NULL AND \`id\` IN (SELECT \`account_id\` FROM \`account_identities\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`failed_logins\` numeric DEFAULT 0 NOT NULL;`)
  await db.run(sql`ALTER TABLE \`accounts\` ADD \`locked_until\` text;`)
  await db.run(sql`ALTER TABLE \`accounts\` DROP COLUMN \`email_verified\`;`)
}
