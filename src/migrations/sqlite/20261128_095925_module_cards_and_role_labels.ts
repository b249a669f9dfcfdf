import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`pages_blocks_module_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`label\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_module_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_cards_cards_order_idx\` ON \`pages_blocks_module_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_module_cards_cards_parent_id_idx\` ON \`pages_blocks_module_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_module_cards_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`label\` text,
  	\`text\` text,
  	\`link_label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_module_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_module_cards_cards_order_idx\` ON \`_pages_v_blocks_module_cards_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_module_cards_cards_parent_id_idx\` ON \`_pages_v_blocks_module_cards_cards\` (\`_parent_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_department\` text DEFAULT 'Department';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_location\` text DEFAULT 'Location';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_any\` text DEFAULT 'All';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_submit\` text DEFAULT 'Filter roles';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_reset\` text DEFAULT 'Show all roles';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_requirements\` text DEFAULT 'Requirements';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_apply\` text DEFAULT 'Apply';`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` ADD \`labels_no_roles\` text DEFAULT 'No open roles match these filters right now.';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_department\` text DEFAULT 'Department';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_location\` text DEFAULT 'Location';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_any\` text DEFAULT 'All';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_submit\` text DEFAULT 'Filter roles';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_reset\` text DEFAULT 'Show all roles';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_requirements\` text DEFAULT 'Requirements';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_apply\` text DEFAULT 'Apply';`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` ADD \`labels_no_roles\` text DEFAULT 'No open roles match these filters right now.';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`pages_blocks_module_cards_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_module_cards_cards\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_department\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_location\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_any\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_submit\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_reset\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_requirements\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_apply\`;`)
  await db.run(sql`ALTER TABLE \`pages_blocks_open_roles\` DROP COLUMN \`labels_no_roles\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_department\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_location\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_any\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_submit\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_reset\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_requirements\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_apply\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_open_roles\` DROP COLUMN \`labels_no_roles\`;`)
}
