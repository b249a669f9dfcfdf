import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erpz_news_letters_status" AS ENUM('pending', 'confirmed', 'unsubscribed');
  ALTER TYPE "public"."enum_erpz_demo_requests_delivery_status" ADD VALUE 'awaiting_confirmation';
  ALTER TYPE "public"."enum_erpz_news_letters_delivery_status" ADD VALUE 'awaiting_confirmation';
  ALTER TABLE "erpz_news_letters" ADD COLUMN "status" "enum_erpz_news_letters_status" DEFAULT 'pending' NOT NULL;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "confirmed_at" timestamp(3) with time zone;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "unsubscribed_at" timestamp(3) with time zone;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "confirm_nonce" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "confirm_day" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "confirm_count" numeric;
  CREATE INDEX "erpz_news_letters_status_idx" ON "erpz_news_letters" USING btree ("status");`)
  // Addresses subscribed before the double opt-in (decision 170) were sent to the webhook already.
  await db.execute(sql`UPDATE "erpz_news_letters" SET "status" = 'confirmed';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "erpz_demo_requests" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "erpz_demo_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_erpz_demo_requests_delivery_status";
  CREATE TYPE "public"."enum_erpz_demo_requests_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'not_configured');
  ALTER TABLE "erpz_demo_requests" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_erpz_demo_requests_delivery_status";
  ALTER TABLE "erpz_demo_requests" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_erpz_demo_requests_delivery_status" USING "delivery_status"::"public"."enum_erpz_demo_requests_delivery_status";
  ALTER TABLE "erpz_news_letters" ALTER COLUMN "delivery_status" SET DATA TYPE text;
  ALTER TABLE "erpz_news_letters" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::text;
  DROP TYPE "public"."enum_erpz_news_letters_delivery_status";
  CREATE TYPE "public"."enum_erpz_news_letters_delivery_status" AS ENUM('pending', 'delivered', 'failed', 'not_configured');
  ALTER TABLE "erpz_news_letters" ALTER COLUMN "delivery_status" SET DEFAULT 'pending'::"public"."enum_erpz_news_letters_delivery_status";
  ALTER TABLE "erpz_news_letters" ALTER COLUMN "delivery_status" SET DATA TYPE "public"."enum_erpz_news_letters_delivery_status" USING "delivery_status"::"public"."enum_erpz_news_letters_delivery_status";
  DROP INDEX "erpz_news_letters_status_idx";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "status";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "confirmed_at";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "unsubscribed_at";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "confirm_nonce";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "confirm_day";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "confirm_count";
  DROP TYPE "public"."enum_erpz_news_letters_status";`)
}
