import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`erpz_blogs\` ADD \`updated_by_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_updated_by_idx\` ON \`erpz_blogs\` (\`updated_by_id\`);`)
  await db.run(sql`ALTER TABLE \`_erpz_blogs_v\` ADD \`version_updated_by_id\` integer REFERENCES users(id) ON UPDATE no action ON DELETE set null;`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_updated_by_idx\` ON \`_erpz_blogs_v\` (\`version_updated_by_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_erpz_blogs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`generate_slug\` integer DEFAULT true,
  	\`slug\` text,
  	\`description\` text,
  	\`hero_id\` integer,
  	\`body\` text,
  	\`category_id\` integer,
  	\`author\` text DEFAULT 'ERPZ Team',
  	\`published_at\` text,
  	\`seo_meta_title\` text,
  	\`seo_meta_description\` text,
  	\`seo_meta_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`category_id\`) REFERENCES \`erpz_blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`seo_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_erpz_blogs\`("id", "title", "generate_slug", "slug", "description", "hero_id", "body", "category_id", "author", "published_at", "seo_meta_title", "seo_meta_description", "seo_meta_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "generate_slug", "slug", "description", "hero_id", "body", "category_id", "author", "published_at", "seo_meta_title", "seo_meta_description", "seo_meta_image_id", "updated_at", "created_at", "_status" FROM \`erpz_blogs\`;`)
  await db.run(sql`DROP TABLE \`erpz_blogs\`;`)
  await db.run(sql`ALTER TABLE \`__new_erpz_blogs\` RENAME TO \`erpz_blogs\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE UNIQUE INDEX \`erpz_blogs_slug_idx\` ON \`erpz_blogs\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_hero_idx\` ON \`erpz_blogs\` (\`hero_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_category_idx\` ON \`erpz_blogs\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_published_at_idx\` ON \`erpz_blogs\` (\`published_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_seo_seo_meta_image_idx\` ON \`erpz_blogs\` (\`seo_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_updated_at_idx\` ON \`erpz_blogs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs_created_at_idx\` ON \`erpz_blogs\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_blogs__status_idx\` ON \`erpz_blogs\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__erpz_blogs_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_generate_slug\` integer DEFAULT true,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_hero_id\` integer,
  	\`version_body\` text,
  	\`version_category_id\` integer,
  	\`version_author\` text DEFAULT 'ERPZ Team',
  	\`version_published_at\` text,
  	\`version_seo_meta_title\` text,
  	\`version_seo_meta_description\` text,
  	\`version_seo_meta_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`erpz_blogs\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_hero_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`erpz_blog_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_seo_meta_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__erpz_blogs_v\`("id", "parent_id", "version_title", "version_generate_slug", "version_slug", "version_description", "version_hero_id", "version_body", "version_category_id", "version_author", "version_published_at", "version_seo_meta_title", "version_seo_meta_description", "version_seo_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_generate_slug", "version_slug", "version_description", "version_hero_id", "version_body", "version_category_id", "version_author", "version_published_at", "version_seo_meta_title", "version_seo_meta_description", "version_seo_meta_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_erpz_blogs_v\`;`)
  await db.run(sql`DROP TABLE \`_erpz_blogs_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__erpz_blogs_v\` RENAME TO \`_erpz_blogs_v\`;`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_parent_idx\` ON \`_erpz_blogs_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_slug_idx\` ON \`_erpz_blogs_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_hero_idx\` ON \`_erpz_blogs_v\` (\`version_hero_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_category_idx\` ON \`_erpz_blogs_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_published_at_idx\` ON \`_erpz_blogs_v\` (\`version_published_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_seo_version_seo_meta_image_idx\` ON \`_erpz_blogs_v\` (\`version_seo_meta_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_updated_at_idx\` ON \`_erpz_blogs_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version_created_at_idx\` ON \`_erpz_blogs_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_version_version__status_idx\` ON \`_erpz_blogs_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_created_at_idx\` ON \`_erpz_blogs_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_updated_at_idx\` ON \`_erpz_blogs_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_erpz_blogs_v_latest_idx\` ON \`_erpz_blogs_v\` (\`latest\`);`)
}
