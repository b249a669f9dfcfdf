import type { CollectionBeforeOperationHook, PayloadRequest } from 'payload'

import { env } from '../../env'
import { imageTooLarge } from '../../server/platform/storage/image-limits'
import { checkRemoteFileUrl } from '../../server/platform/storage/public-address'
import { fieldRefusal } from '../field-refusal'

/** The `url` of a create or update that asks Payload to fetch the file (`{ url, filename }`, no file). */
function remoteFileUrl(req: PayloadRequest): string | null {
  const data = req.data
  if (req.file || !data || typeof data.url !== 'string' || typeof data.filename !== 'string') return null
  return data.url
}

const refuse = (req: PayloadRequest, path: string, message: string) => fieldRefusal({ collection: 'media', path, message, req })

/**
 * Before Payload decodes anything: an image over MEDIA_LIMITS.maxPixels is refused from its header,
 * and a fetch-by-URL of an address that is not public is refused, each as a 400 with a message
 * (ValidationError, which Payload logs at info) instead of a decode of 256 megapixels or a 500.
 */
export const checkIncomingFile: CollectionBeforeOperationHook = async ({ operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  if (req.file) {
    const tooLarge = await imageTooLarge(req.file.tempFilePath || req.file.data)
    if (tooLarge) throw refuse(req, 'file', tooLarge)
    return
  }
  const url = remoteFileUrl(req)
  if (!url) return
  // A relative address is fetched from this site's own (PUBLIC_URL is Payload's serverURL).
  const refusal = await checkRemoteFileUrl(URL.canParse(url) ? url : new URL(url, env.PUBLIC_URL).href)
  if (refusal) throw refuse(req, 'url', refusal.message)
}
