import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_auth_events_type" ADD VALUE 'account_claimed';
  ALTER TABLE "accounts" ADD COLUMN "email_verified" boolean DEFAULT false NOT NULL;
  ALTER TABLE "accounts" DROP COLUMN "failed_logins";
  ALTER TABLE "accounts" DROP COLUMN "locked_until";
  UPDATE "accounts" SET "email_verified" = true WHERE "email" IS NOT NULL AND "id" IN (SELECT "account_id" FROM "account_identities");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "auth_events" ALTER COLUMN "type" SET DATA TYPE text;
  DROP TYPE "public"."enum_auth_events_type";
  CREATE TYPE "public"."enum_auth_events_type" AS ENUM('register', 'login', 'login_failed', 'locked', 'logout', 'password_reset_requested', 'password_reset', 'password_changed', 'social_login', 'social_failed', 'invitation_accepted');
  ALTER TABLE "auth_events" ALTER COLUMN "type" SET DATA TYPE "public"."enum_auth_events_type" USING "type"::"public"."enum_auth_events_type";
  ALTER TABLE "accounts" ADD COLUMN "failed_logins" numeric DEFAULT 0 NOT NULL;
  ALTER TABLE "accounts" ADD COLUMN "locked_until" timestamp(3) with time zone;
  ALTER TABLE "accounts" DROP COLUMN "email_verified";`)
}
