import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_pages_blocks_lead_form_after_sending" AS ENUM('message', 'page');
  CREATE TYPE "public"."enum__pages_v_blocks_lead_form_after_sending" AS ENUM('message', 'page');
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" SET DEFAULT 'demo';
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" SET DEFAULT 'demo';
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "campaign_label" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "after_sending" "enum_pages_blocks_lead_form_after_sending" DEFAULT 'message';
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "success_message" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD COLUMN "thank_you_page_id" integer;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "campaign_label" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "after_sending" "enum__pages_v_blocks_lead_form_after_sending" DEFAULT 'message';
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "success_message" varchar;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD COLUMN "thank_you_page_id" integer;
  ALTER TABLE "erpz_demo_requests" ADD COLUMN "campaign_label" varchar;
  ALTER TABLE "erpz_news_letters" ADD COLUMN "campaign_label" varchar;
  ALTER TABLE "pages_blocks_lead_form" ADD CONSTRAINT "pages_blocks_lead_form_thank_you_page_id_pages_id_fk" FOREIGN KEY ("thank_you_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_pages_v_blocks_lead_form" ADD CONSTRAINT "_pages_v_blocks_lead_form_thank_you_page_id_pages_id_fk" FOREIGN KEY ("thank_you_page_id") REFERENCES "public"."pages"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_lead_form_thank_you_page_idx" ON "pages_blocks_lead_form" USING btree ("thank_you_page_id");
  CREATE INDEX "_pages_v_blocks_lead_form_thank_you_page_idx" ON "_pages_v_blocks_lead_form" USING btree ("thank_you_page_id");
  CREATE INDEX "erpz_demo_requests_campaign_label_idx" ON "erpz_demo_requests" USING btree ("campaign_label");
  CREATE INDEX "erpz_news_letters_campaign_label_idx" ON "erpz_news_letters" USING btree ("campaign_label");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_lead_form" DROP CONSTRAINT "pages_blocks_lead_form_thank_you_page_id_pages_id_fk";
  
  ALTER TABLE "_pages_v_blocks_lead_form" DROP CONSTRAINT "_pages_v_blocks_lead_form_thank_you_page_id_pages_id_fk";
  
  DROP INDEX "pages_blocks_lead_form_thank_you_page_idx";
  DROP INDEX "_pages_v_blocks_lead_form_thank_you_page_idx";
  DROP INDEX "erpz_demo_requests_campaign_label_idx";
  DROP INDEX "erpz_news_letters_campaign_label_idx";
  ALTER TABLE "pages_blocks_lead_form" ALTER COLUMN "form" DROP DEFAULT;
  ALTER TABLE "_pages_v_blocks_lead_form" ALTER COLUMN "form" DROP DEFAULT;
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "campaign_label";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "after_sending";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "success_message";
  ALTER TABLE "pages_blocks_lead_form" DROP COLUMN "thank_you_page_id";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "campaign_label";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "after_sending";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "success_message";
  ALTER TABLE "_pages_v_blocks_lead_form" DROP COLUMN "thank_you_page_id";
  ALTER TABLE "erpz_demo_requests" DROP COLUMN "campaign_label";
  ALTER TABLE "erpz_news_letters" DROP COLUMN "campaign_label";
  DROP TYPE "public"."enum_pages_blocks_lead_form_after_sending";
  DROP TYPE "public"."enum__pages_v_blocks_lead_form_after_sending";`)
}
