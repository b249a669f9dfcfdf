import 'server-only'

import { Readable } from 'node:stream'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'

import { isMultipart, malformedMultipart } from '@/server/platform/http/multipart'

/**
 * Why a multipart body to Payload's REST API would make its parser throw, read from a copy of the
 * request (src/server/platform/http/multipart.ts), or null.
 */
export async function malformedRestMultipart(request: Request): Promise<string | null> {
  const contentType = request.headers.get('content-type')
  if (!contentType || !isMultipart(contentType)) return null
  const body = request.clone().body
  if (!body) return 'The multipart body is empty.'
  return malformedMultipart(contentType, Readable.fromWeb(body as WebReadableStream<Uint8Array>))
}
