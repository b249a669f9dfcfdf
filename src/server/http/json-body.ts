import 'server-only'

/** Why a request body could not be read as JSON; `status` is the HTTP answer to give. */
export class BodyError extends Error {
  constructor(
    readonly status: 400 | 413 | 415,
    message: string,
  ) {
    super(message)
    this.name = 'BodyError'
  }
}

function isJsonContentType(value: string | null): boolean {
  if (!value) return false
  const type = value.split(';')[0]?.trim().toLowerCase()
  return type === 'application/json'
}

/**
 * Reads a JSON body of at most `maxBytes`: 415 unless the content type is application/json,
 * 413 when Content-Length says too much or when the bytes actually sent exceed it (a missing or
 * lying Content-Length does not get past), 400 for text that is not JSON.
 */
export async function readJsonBody(request: Request, maxBytes: number): Promise<unknown> {
  if (!isJsonContentType(request.headers.get('content-type'))) {
    throw new BodyError(415, 'Content-Type must be application/json')
  }
  const declared = request.headers.get('content-length')
  if (declared !== null && Number(declared) > maxBytes) {
    throw new BodyError(413, `Body larger than ${maxBytes} bytes`)
  }
  if (!request.body) throw new BodyError(400, 'Body is empty')

  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel().catch(() => {})
      throw new BodyError(413, `Body larger than ${maxBytes} bytes`)
    }
    chunks.push(value)
  }
  const text = new TextDecoder('utf-8', { fatal: false }).decode(Buffer.concat(chunks))
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new BodyError(400, 'Body is not valid JSON')
  }
}
