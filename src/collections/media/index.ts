import path from 'node:path'

import type { CollectionConfig } from 'payload'

import { env } from '../../env'
import { anyone, editorsOnly } from '../access'
import { checkIncomingFile } from './hooks'

/**
 * Images for posts and SEO cards. Files live under the data folder (never inside the repo) and
 * are served by Payload at /api/media/file/…; sharp derives `medium` and `large` WebP sizes.
 */
export const Media: CollectionConfig = {
  slug: 'media',
  // The storage plugin's own fields (prefix, object key) are bookkeeping, never a column.
  admin: { useAsTitle: 'alt', group: 'Site', defaultColumns: ['filename', 'alt', 'updatedAt'] },
  access: { read: anyone, create: editorsOnly, update: editorsOnly, delete: editorsOnly },
  upload: {
    staticDir: path.join(env.dataDir, 'media'),
    mimeTypes: ['image/png', 'image/jpeg', 'image/webp', 'image/avif', 'image/gif'],
    // Sized copies are WebP (decision 143): a post's hero is on its LCP path, and a 1600×900 PNG
    // was 114 KiB of it. The original keeps its own format.
    imageSizes: [
      { name: 'medium', width: 800, height: 450, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'large', width: 1600, height: 900, position: 'centre', formatOptions: { format: 'webp', options: { quality: 75 } } },
    ],
    adminThumbnail: 'medium',
    focalPoint: true,
  },
  // Images over MEDIA_LIMITS and fetches from private addresses are refused with a 400 (issue 30).
  hooks: { beforeOperation: [checkIncomingFile] },
  fields: [{ name: 'alt', label: 'Alt text', type: 'text', required: true }],
}
