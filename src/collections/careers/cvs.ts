import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { CV_TYPES } from '@/config/careers'
import { env } from '@/env'

import { cvDownloadEndpoint } from '@/server/careers/cv-download'

import { nobody, recruiterOrAdmin } from '../access'

export const CVS_SLUG = 'cvs'

/**
 * Applicants' CVs (issue 27). Private: only recruiters and admins read them, through Payload's
 * access-checked file route, always as a download (`attachment`, `nosniff`); the bucket's objects
 * are private (S3) or the files sit in the data folder's `cvs`. Nobody uploads through the REST
 * API: the apply endpoint stores them (src/server/careers/apply.ts).
 */
export const Cvs: CollectionConfig = {
  slug: CVS_SLUG,
  labels: { singular: 'CV', plural: 'CVs' },
  admin: { group: 'HR', hidden: true },
  // A CV goes with its application (deleting the application deletes the CV, src/server/careers/deletion.ts);
  // deleted on its own it would leave an application without its required CV, so nobody deletes one directly.
  access: { read: recruiterOrAdmin, create: nobody, update: nobody, delete: nobody },
  // Downloads as `<candidate>-<role>.<ext>` (issue 46); Payload's own file route answers first.
  endpoints: [cvDownloadEndpoint],
  upload: {
    staticDir: path.join(env.dataDir, 'cvs'),
    mimeTypes: [...Object.keys(CV_TYPES), 'application/msword'],
    // Never inline: a CV is downloaded, and never sniffed into something a browser would run.
    modifyResponseHeaders: ({ headers }) => {
      headers.set('content-disposition', 'attachment')
      headers.set('x-content-type-options', 'nosniff')
      headers.set('cache-control', 'private, no-store')
      return headers
    },
    pasteURL: false,
  },
  fields: [],
}
