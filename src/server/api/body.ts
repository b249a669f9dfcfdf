import 'server-only'

import * as z from 'zod/mini'

import { ApiError, validationError } from './envelope'

export const MAX_JSON_BODY_BYTES = 32 * 1024

/** Reads a JSON object body with a size limit; anything malformed is a 400, never a 500. */
export async function readJsonObject(request: Request, maxBytes = MAX_JSON_BODY_BYTES): Promise<Record<string, unknown>> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBytes) throw new ApiError(413)
  let text = ''
  if (request.body) {
    const reader = request.body.getReader()
    const decoder = new TextDecoder('utf-8', { fatal: false })
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel()
        throw new ApiError(413)
      }
      text += decoder.decode(value, { stream: true })
    }
    text += decoder.decode()
  }
  if (text.trim() === '') throw new ApiError(400, 'The request body is empty; send a JSON object.')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ApiError(400, 'The request body is not valid JSON.')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
    throw new ApiError(400, 'The request body must be a JSON object.')
  }
  return parsed as Record<string, unknown>
}

/** Parses with any zod schema, classic or mini; a failure becomes the 422 envelope. */
export function parseWith<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value)
  if (!result.success) throw validationError(result.error)
  return result.data
}

export async function readBody<S extends z.core.$ZodType>(request: Request, schema: S): Promise<z.output<S>> {
  return parseWith(schema, await readJsonObject(request))
}
