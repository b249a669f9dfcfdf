import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" ADD COLUMN "live_help_launcher" boolean DEFAULT false;
  ALTER TABLE "site_settings" ADD COLUMN "live_help_launcher_label" varchar DEFAULT 'Chat with us';
  ALTER TABLE "site_settings" ADD COLUMN "live_help_hidden_on" varchar;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_live_help_launcher" boolean DEFAULT false;
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_live_help_launcher_label" varchar DEFAULT 'Chat with us';
  ALTER TABLE "_site_settings_v" ADD COLUMN "version_live_help_hidden_on" varchar;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "site_settings" DROP COLUMN "live_help_launcher";
  ALTER TABLE "site_settings" DROP COLUMN "live_help_launcher_label";
  ALTER TABLE "site_settings" DROP COLUMN "live_help_hidden_on";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_live_help_launcher";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_live_help_launcher_label";
  ALTER TABLE "_site_settings_v" DROP COLUMN "version_live_help_hidden_on";`)
}
