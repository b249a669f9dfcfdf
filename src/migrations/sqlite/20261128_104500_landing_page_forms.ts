import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form\` text DEFAULT 'demo',
  	\`campaign_label\` text,
  	\`after_sending\` text DEFAULT 'message',
  	\`success_message\` text,
  	\`thank_you_page_id\` integer,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`thank_you_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_lead_form\`("_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "block_name") SELECT "_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "block_name" FROM \`pages_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_lead_form\` RENAME TO \`pages_blocks_lead_form\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_order_idx\` ON \`pages_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_parent_id_idx\` ON \`pages_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_path_idx\` ON \`pages_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_thank_you_page_idx\` ON \`pages_blocks_lead_form\` (\`thank_you_page_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text DEFAULT 'demo',
  	\`campaign_label\` text,
  	\`after_sending\` text DEFAULT 'message',
  	\`success_message\` text,
  	\`thank_you_page_id\` integer,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`thank_you_page_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_lead_form\`("_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "_uuid", "block_name" FROM \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_lead_form\` RENAME TO \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_thank_you_page_idx\` ON \`_pages_v_blocks_lead_form\` (\`thank_you_page_id\`);`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`campaign_label\` text;`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_campaign_label_idx\` ON \`erpz_demo_requests\` (\`campaign_label\`);`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` ADD \`campaign_label\` text;`)
  await db.run(sql`CREATE INDEX \`erpz_news_letters_campaign_label_idx\` ON \`erpz_news_letters\` (\`campaign_label\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`form\` text,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_lead_form\`("_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "block_name") SELECT "_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "block_name" FROM \`pages_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_lead_form\` RENAME TO \`pages_blocks_lead_form\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_order_idx\` ON \`pages_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_parent_id_idx\` ON \`pages_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_lead_form_path_idx\` ON \`pages_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_lead_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`form\` text,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_lead_form\`("_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "form", "anchor", "tone", "eyebrow", "title", "subtitle", "_uuid", "block_name" FROM \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_lead_form\` RENAME TO \`_pages_v_blocks_lead_form\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_order_idx\` ON \`_pages_v_blocks_lead_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_parent_id_idx\` ON \`_pages_v_blocks_lead_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_lead_form_path_idx\` ON \`_pages_v_blocks_lead_form\` (\`_path\`);`)
  await db.run(sql`DROP INDEX \`erpz_demo_requests_campaign_label_idx\`;`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` DROP COLUMN \`campaign_label\`;`)
  await db.run(sql`DROP INDEX \`erpz_news_letters_campaign_label_idx\`;`)
  await db.run(sql`ALTER TABLE \`erpz_news_letters\` DROP COLUMN \`campaign_label\`;`)
}
