import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_card_grid" ALTER COLUMN "card_style" SET DEFAULT 'plain';
  ALTER TABLE "pages_blocks_card_grid" ALTER COLUMN "columns" SET DEFAULT 'three';
  ALTER TABLE "_pages_v_blocks_card_grid" ALTER COLUMN "card_style" SET DEFAULT 'plain';
  ALTER TABLE "_pages_v_blocks_card_grid" ALTER COLUMN "columns" SET DEFAULT 'three';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "pages_blocks_card_grid" ALTER COLUMN "card_style" SET DEFAULT 'icon';
  ALTER TABLE "pages_blocks_card_grid" ALTER COLUMN "columns" SET DEFAULT 'four';
  ALTER TABLE "_pages_v_blocks_card_grid" ALTER COLUMN "card_style" SET DEFAULT 'icon';
  ALTER TABLE "_pages_v_blocks_card_grid" ALTER COLUMN "columns" SET DEFAULT 'four';`)
}
