import 'server-only'

import { Readable } from 'node:stream'

import busboy from 'busboy'

export const isMultipart = (contentType: string | null | undefined) => /^multipart\/form-data\b/i.test(contentType ?? '')

/**
 * Why a multipart body would make a parser throw (Payload's, or Next.js's for a form posted to a
 * page: a 500 with an error-level stack each, issue 42), or null when it parses: no boundary, a
 * truncated body, a malformed part, or a `_payload` field (the JSON document Payload's admin sends
 * beside a file) that is not JSON, which Payload's `JSON.parse` throws on. The body's size is
 * bounded before this reads it (decision 190); file contents are discarded as they stream past.
 */
export function malformedMultipart(contentType: string, body: Buffer | Readable): Promise<string | null> {
  let parser: busboy.Busboy
  try {
    parser = busboy({ headers: { 'content-type': contentType } })
  } catch {
    return Promise.resolve('The multipart body has no boundary in its Content-Type header.')
  }
  return new Promise((resolve) => {
    let problem: string | null = null
    parser.on('file', (_name, file) => file.resume())
    parser.on('field', (name, value) => {
      if (name !== '_payload' || problem) return
      try {
        JSON.parse(value)
      } catch {
        problem = 'The multipart field _payload is not valid JSON.'
      }
    })
    parser.on('error', (error: unknown) => resolve(`The multipart body is malformed: ${error instanceof Error ? error.message : 'it does not parse'}.`))
    parser.on('close', () => resolve(problem))
    const source = Buffer.isBuffer(body) ? Readable.from([body]) : body
    source.on('error', () => resolve('The multipart body could not be read.'))
    source.pipe(parser)
  })
}
