import type { CollectionAfterErrorHook, CollectionBeforeOperationHook, PayloadRequest } from 'payload'
import { ValidationError } from 'payload'

import { imageTooLarge } from '../../server/storage/image-limits'
import { checkRemoteFileUrl } from '../../server/storage/public-address'

/** The `url` of a create or update that asks Payload to fetch the file (`{ url, filename }`, no file). */
function remoteFileUrl(req: PayloadRequest): string | null {
  const data = req.data
  if (req.file || !data || typeof data.url !== 'string' || typeof data.filename !== 'string') return null
  return data.url
}

const refuse = (req: PayloadRequest, path: string, message: string) =>
  new ValidationError({ collection: 'media', errors: [{ path, message }], req })

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
  if (!url || !/^[a-z][a-z\d+.-]*:/i.test(url)) return // relative: Payload resolves it against this site
  const refusal = await checkRemoteFileUrl(url)
  if (refusal) throw refuse(req, 'url', refusal.message)
}

/** A public address that still could not be fetched (gone, refused, not an image host) is the editor's to fix: a 400. */
export const remoteFileFailed: CollectionAfterErrorHook = ({ error, req }) => {
  if (error.name !== 'FileRetrievalError' || !remoteFileUrl(req)) return
  return { status: 400, response: { errors: [{ message: 'The image could not be fetched from that address. Download it and upload the file instead.' }] } }
}
