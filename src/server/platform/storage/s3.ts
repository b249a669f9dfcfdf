/**
 * Media in an S3-compatible bucket when S3_BUCKET is set, so every instance serves every upload
 * (docs/decisions/104); otherwise the data folder, as before. Files keep their URLs
 * (/api/media/file/…): Payload reads them from the bucket, with the collection's access rules.
 */
import 'server-only'

import { HeadBucketCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3'
import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

import { env } from '@/env'

function clientConfig(): S3ClientConfig {
  return {
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID ?? '', secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' },
    // Checksums only where the service requires them: otherwise newer SDKs send `aws-chunked`
    // bodies that several S3-compatible services store verbatim (docs/decisions/104).
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  }
}

/**
 * Always installed (disabled without a bucket) with its fields (`prefix`, `_objectKey`) always in
 * the schema: the database and the admin's import map are then the same for every configuration,
 * and one set of migrations serves both (docs/decisions/104).
 */
export function mediaStoragePlugin(): Plugin {
  const storage = s3Storage({
    enabled: Boolean(env.S3_BUCKET),
    alwaysInsertFields: true,
    // CVs (issue 27) under their own prefix; objects are private (no ACL is set) and only ever
    // read through Payload's access-checked route, never by a bucket URL.
    collections: { media: true, cvs: { prefix: 'cvs' } },
    bucket: env.S3_BUCKET ?? 'unused',
    config: clientConfig(),
  })
  // The plugin's bookkeeping field is nobody's to read or filter by: without this the admin's column
  // picker and filters offered "_object Key" (decision 198): the plugin hides it from the form only.
  // Still stored.
  return async (config) => {
    const installed = await storage(config)
    for (const collection of installed.collections ?? []) {
      for (const field of collection.fields) {
        if ('name' in field && field.name === '_objectKey') field.admin = { ...field.admin, hidden: true, disableListColumn: true, disableListFilter: true }
      }
    }
    return installed
  }
}

let client: S3Client | undefined

/** Whether the bucket answers (for /readyz). */
export async function checkMediaStorage(): Promise<boolean> {
  if (!env.S3_BUCKET) return true
  client ??= new S3Client(clientConfig())
  await client.send(new HeadBucketCommand({ Bucket: env.S3_BUCKET }))
  return true
}
