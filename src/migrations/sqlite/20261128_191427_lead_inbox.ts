import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`erpz_demo_requests_notes\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text NOT NULL,
  	\`author_id\` integer,
  	\`at\` text,
  	FOREIGN KEY (\`author_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erpz_demo_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_notes_order_idx\` ON \`erpz_demo_requests_notes\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_notes_parent_id_idx\` ON \`erpz_demo_requests_notes\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_notes_author_idx\` ON \`erpz_demo_requests_notes\` (\`author_id\`);`)
  await db.run(sql`CREATE TABLE \`erpz_demo_requests_activity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`action\` text NOT NULL,
  	\`detail\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`erpz_demo_requests\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_activity_order_idx\` ON \`erpz_demo_requests_activity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_activity_parent_id_idx\` ON \`erpz_demo_requests_activity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_activity_by_idx\` ON \`erpz_demo_requests_activity\` (\`by_id\`);`)
  await db.run(sql`CREATE TABLE \`job_applications_activity\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`at\` text NOT NULL,
  	\`by_id\` integer,
  	\`action\` text NOT NULL,
  	\`from\` text,
  	\`to\` text,
  	\`detail\` text,
  	FOREIGN KEY (\`by_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`job_applications\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`job_applications_activity_order_idx\` ON \`job_applications_activity\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_activity_parent_id_idx\` ON \`job_applications_activity\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`job_applications_activity_by_idx\` ON \`job_applications_activity\` (\`by_id\`);`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`source\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`campaign\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`status\` text DEFAULT 'new';`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`lost_reason\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`owner_id\` integer REFERENCES users(id) ON DELETE set null;`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`next_step\` text;`)
  await db.run(sql`ALTER TABLE \`erpz_demo_requests\` ADD \`next_step_at\` text;`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_source_idx\` ON \`erpz_demo_requests\` (\`source\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_campaign_idx\` ON \`erpz_demo_requests\` (\`campaign\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_status_idx\` ON \`erpz_demo_requests\` (\`status\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_owner_idx\` ON \`erpz_demo_requests\` (\`owner_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_next_step_at_idx\` ON \`erpz_demo_requests\` (\`next_step_at\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`erpz_demo_requests_notes\`;`)
  await db.run(sql`DROP TABLE \`erpz_demo_requests_activity\`;`)
  await db.run(sql`DROP TABLE \`job_applications_activity\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_erpz_demo_requests\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`kind\` text NOT NULL,
  	\`name\` text NOT NULL,
  	\`email\` text NOT NULL,
  	\`company_name\` text NOT NULL,
  	\`phone\` text,
  	\`preffered_slot\` text,
  	\`message\` text NOT NULL,
  	\`source_page\` text,
  	\`campaign_label\` text,
  	\`referrer\` text,
  	\`utm_source\` text,
  	\`utm_medium\` text,
  	\`utm_campaign\` text,
  	\`utm_term\` text,
  	\`utm_content\` text,
  	\`attribution_touch\` text,
  	\`attribution_landing_page\` text,
  	\`attribution_referrer\` text,
  	\`attribution_utm_source\` text,
  	\`attribution_utm_medium\` text,
  	\`attribution_utm_campaign\` text,
  	\`attribution_utm_term\` text,
  	\`attribution_utm_content\` text,
  	\`attribution_first_seen_at\` text,
  	\`webhook_id\` text,
  	\`delivery_status\` text DEFAULT 'pending',
  	\`delivered_at\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`INSERT INTO \`__new_erpz_demo_requests\`("id", "kind", "name", "email", "company_name", "phone", "preffered_slot", "message", "source_page", "campaign_label", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "attribution_touch", "attribution_landing_page", "attribution_referrer", "attribution_utm_source", "attribution_utm_medium", "attribution_utm_campaign", "attribution_utm_term", "attribution_utm_content", "attribution_first_seen_at", "webhook_id", "delivery_status", "delivered_at", "updated_at", "created_at") SELECT "id", "kind", "name", "email", "company_name", "phone", "preffered_slot", "message", "source_page", "campaign_label", "referrer", "utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content", "attribution_touch", "attribution_landing_page", "attribution_referrer", "attribution_utm_source", "attribution_utm_medium", "attribution_utm_campaign", "attribution_utm_term", "attribution_utm_content", "attribution_first_seen_at", "webhook_id", "delivery_status", "delivered_at", "updated_at", "created_at" FROM \`erpz_demo_requests\`;`)
  await db.run(sql`DROP TABLE \`erpz_demo_requests\`;`)
  await db.run(sql`ALTER TABLE \`__new_erpz_demo_requests\` RENAME TO \`erpz_demo_requests\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_kind_idx\` ON \`erpz_demo_requests\` (\`kind\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_email_idx\` ON \`erpz_demo_requests\` (\`email\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_campaign_label_idx\` ON \`erpz_demo_requests\` (\`campaign_label\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_attribution_utm_attribution_utm_campa_idx\` ON \`erpz_demo_requests\` (\`attribution_utm_campaign\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_webhook_id_idx\` ON \`erpz_demo_requests\` (\`webhook_id\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_delivery_status_idx\` ON \`erpz_demo_requests\` (\`delivery_status\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_updated_at_idx\` ON \`erpz_demo_requests\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`erpz_demo_requests_created_at_idx\` ON \`erpz_demo_requests\` (\`created_at\`);`)
}
