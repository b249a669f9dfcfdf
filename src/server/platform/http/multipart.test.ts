import { describe, expect, it } from 'vitest'

import { malformedMultipart } from './multipart'

const TYPE = 'multipart/form-data; boundary=zz'
const part = (name: string, value: string) => `--zz\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`

describe('malformedMultipart', () => {
  it('passes a well-formed body, a JSON _payload included', async () => {
    expect(await malformedMultipart(TYPE, Buffer.from(`${part('_payload', '{"title":"A"}')}${part('alt', 'x')}--zz--\r\n`))).toBeNull()
  })

  it("names a _payload that is not JSON, which Payload's parser would throw on (a 500)", async () => {
    expect(await malformedMultipart(TYPE, Buffer.from(`${part('_payload', '{not json')}--zz--\r\n`))).toBe('The multipart field _payload is not valid JSON.')
  })

  it('names a body without a boundary and a truncated one', async () => {
    expect(await malformedMultipart('multipart/form-data', Buffer.from('x'))).toMatch(/no boundary/)
    expect(await malformedMultipart(TYPE, Buffer.from('--zz\r\ncontent-disposition: form-data; name="_payload"\r\n\r\n{"a":'))).toMatch(/malformed/)
  })
})
