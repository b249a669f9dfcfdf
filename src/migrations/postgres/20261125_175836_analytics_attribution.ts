import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_erpz_demo_requests_attribution_touch" AS ENUM('first', 'page');
  CREATE TYPE "public"."enum_erpz_news_letters_attribution_touch" AS ENUM('first', 'page');
  CREATE TYPE "public"."enum_accounts_attribution_touch" AS ENUM('first', 'page');
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_touch" "enum_erpz_demo_requests_attribution_touch";
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_referrer" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_utm_source" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_utm_medium" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_utm_campaign" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_utm_term" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_utm_content" varchar;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "attribution_first_seen_at" timestamp(3) with time zone;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_touch" "enum_erpz_news_letters_attribution_touch";
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_referrer" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_utm_source" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_utm_medium" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_utm_campaign" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_utm_term" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_utm_content" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "attribution_first_seen_at" timestamp(3) with time zone;
  ALTER TABLE "accounts" ADD COLUMN "attribution_touch" "enum_accounts_attribution_touch";
  ALTER TABLE "accounts" ADD COLUMN "attribution_landing_page" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_referrer" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_utm_source" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_utm_medium" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_utm_campaign" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_utm_term" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_utm_content" varchar;
  ALTER TABLE "accounts" ADD COLUMN "attribution_first_seen_at" timestamp(3) with time zone;
  CREATE INDEX "erpz_demo_requests_attribution_utm_attribution_utm_campa_idx" ON "erpz_demo_requests" USING btree ("attribution_utm_campaign");
  CREATE INDEX "erpz_news_letters_attribution_utm_attribution_utm_campai_idx" ON "erpz_news_letters" USING btree ("attribution_utm_campaign");
  CREATE INDEX "accounts_attribution_utm_attribution_utm_campaign_idx" ON "accounts" USING btree ("attribution_utm_campaign");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "erpz_demo_requests_attribution_utm_attribution_utm_campa_idx";
  DROP INDEX "erpz_news_letters_attribution_utm_attribution_utm_campai_idx";
  DROP INDEX "accounts_attribution_utm_attribution_utm_campaign_idx";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_touch";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_referrer";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_utm_source";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_utm_medium";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_utm_campaign";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_utm_term";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_utm_content";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "attribution_first_seen_at";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_touch";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_referrer";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_utm_source";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_utm_medium";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_utm_campaign";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_utm_term";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_utm_content";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "attribution_first_seen_at";
  ALTER TABLE "accounts" DROP COLUMN "attribution_touch";
  ALTER TABLE "accounts" DROP COLUMN "attribution_landing_page";
  ALTER TABLE "accounts" DROP COLUMN "attribution_referrer";
  ALTER TABLE "accounts" DROP COLUMN "attribution_utm_source";
  ALTER TABLE "accounts" DROP COLUMN "attribution_utm_medium";
  ALTER TABLE "accounts" DROP COLUMN "attribution_utm_campaign";
  ALTER TABLE "accounts" DROP COLUMN "attribution_utm_term";
  ALTER TABLE "accounts" DROP COLUMN "attribution_utm_content";
  ALTER TABLE "accounts" DROP COLUMN "attribution_first_seen_at";
  DROP TYPE "public"."enum_erpz_demo_requests_attribution_touch";
  DROP TYPE "public"."enum_erpz_news_letters_attribution_touch";
  DROP TYPE "public"."enum_accounts_attribution_touch";`)
}
