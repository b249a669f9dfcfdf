import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`card_style\` text DEFAULT 'plain',
  	\`columns\` text DEFAULT 'three',
  	\`roomy\` integer DEFAULT false,
  	\`kind\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "block_name" FROM \`pages_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_card_grid\` RENAME TO \`pages_blocks_card_grid\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_order_idx\` ON \`pages_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_parent_id_idx\` ON \`pages_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_path_idx\` ON \`pages_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`card_style\` text DEFAULT 'plain',
  	\`columns\` text DEFAULT 'three',
  	\`roomy\` integer DEFAULT false,
  	\`kind\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "_uuid", "block_name" FROM \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_card_grid\` RENAME TO \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_order_idx\` ON \`_pages_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_parent_id_idx\` ON \`_pages_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_path_idx\` ON \`_pages_v_blocks_card_grid\` (\`_path\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`card_style\` text DEFAULT 'icon',
  	\`columns\` text DEFAULT 'four',
  	\`roomy\` integer DEFAULT false,
  	\`kind\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "block_name" FROM \`pages_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_card_grid\` RENAME TO \`pages_blocks_card_grid\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_order_idx\` ON \`pages_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_parent_id_idx\` ON \`pages_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_card_grid_path_idx\` ON \`pages_blocks_card_grid\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_card_grid\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`tone\` text DEFAULT 'white',
  	\`eyebrow\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`card_style\` text DEFAULT 'icon',
  	\`columns\` text DEFAULT 'four',
  	\`roomy\` integer DEFAULT false,
  	\`kind\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_card_grid\`("_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "anchor", "tone", "eyebrow", "title", "subtitle", "card_style", "columns", "roomy", "kind", "_uuid", "block_name" FROM \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_card_grid\` RENAME TO \`_pages_v_blocks_card_grid\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_order_idx\` ON \`_pages_v_blocks_card_grid\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_parent_id_idx\` ON \`_pages_v_blocks_card_grid\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_card_grid_path_idx\` ON \`_pages_v_blocks_card_grid\` (\`_path\`);`)
}
