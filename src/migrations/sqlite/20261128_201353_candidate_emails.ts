import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`candidate_emails\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`received_subject\` text DEFAULT 'We received your application: {role}' NOT NULL,
  	\`received_body\` text DEFAULT 'Hello {candidate},
  
  Thank you for applying for {role} at {company}. We read every application and will reply by email.' NOT NULL,
  	\`interview_subject\` text DEFAULT 'Interview for {role} at {company}' NOT NULL,
  	\`interview_body\` text DEFAULT 'Hello {candidate},
  
  Thank you for your application for {role}. We would like to meet you. Please reply to this email with two or three times that suit you next week, and we will send you an invitation.
  
  The {company} hiring team' NOT NULL,
  	\`rejection_subject\` text DEFAULT 'Your application for {role}' NOT NULL,
  	\`rejection_body\` text DEFAULT 'Hello {candidate},
  
  Thank you for your interest in {role} and for the time you gave your application. We have decided not to move forward with it this time.
  
  We wish you every success.
  
  The {company} hiring team' NOT NULL,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`candidate_emails\`;`)
}
