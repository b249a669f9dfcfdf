import 'server-only'

import { ApiError } from '@/server/platform/api/errors'

/** Largest JSON body the API reads unless a route says otherwise. */
export const MAX_JSON_BODY_BYTES = 32 * 1024

function isJsonContentType(value: string | null): boolean {
  const type = value?.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/**
 * The request's body, at most `maxBytes`: 'too-large' when Content-Length says more or the bytes
 * actually sent exceed it (a missing or lying Content-Length does not get past). Reading stops at
 * the first byte past the limit, so a huge body costs no memory.
 */
export async function readBodyBytes(request: Request, maxBytes: number): Promise<Buffer | 'too-large'> {
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) return 'too-large'
  const chunks: Uint8Array[] = []
  if (request.body) {
    const reader = request.body.getReader()
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => {})
        return 'too-large'
      }
      chunks.push(value)
    }
  }
  return Buffer.concat(chunks)
}

/** The request's body as UTF-8 text, at most `maxBytes` (see `readBodyBytes`). */
export async function readBodyText(request: Request, maxBytes: number): Promise<string | 'too-large'> {
  const bytes = await readBodyBytes(request, maxBytes)
  return bytes === 'too-large' ? bytes : new TextDecoder('utf-8', { fatal: false }).decode(bytes)
}

/**
 * The one body reader of our API routes: a JSON object of at most `maxBytes`. 415 unless the
 * content type is application/json (so another site's plain HTML form cannot post to us), 413 when
 * Content-Length says too much or the bytes actually sent exceed it (a missing or lying
 * Content-Length does not get past), 400 for anything that is not a JSON object.
 */
export async function readJsonObject(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  if (!isJsonContentType(request.headers.get('content-type'))) throw new ApiError('unsupported_media_type')
  const text = await readBodyText(request, maxBytes)
  if (text === 'too-large') throw new ApiError('payload_too_large')
  if (text.trim() === '') throw new ApiError('bad_request', 'The request body is empty; send a JSON object.')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError('bad_request', 'The request body is not valid JSON.')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError('bad_request', 'The request body must be a JSON object.')
  }
  return parsed as Record<string, unknown>
}
