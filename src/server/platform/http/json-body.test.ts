import { describe, expect, it } from 'vitest'

import { readBodyBytes, readBodyText } from './json-body'

/** A body of `chunks` chunks of 1 KiB with no Content-Length, counting how many were pulled. */
function streamed(chunks: number) {
  let pulled = 0
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled === chunks) return controller.close()
      pulled += 1
      controller.enqueue(new Uint8Array(1024).fill(0x61))
    },
  })
  const request = new Request('http://127.0.0.1/', { method: 'POST', body, duplex: 'half' } as RequestInit)
  return { request, pulled: () => pulled }
}

describe('readBodyBytes', () => {
  it('reads a body within the limit', async () => {
    const { request } = streamed(3)
    expect(await readBodyText(request, 4096)).toBe('a'.repeat(3072))
  })

  it('stops at the first chunk past the limit, without a Content-Length', async () => {
    const { request, pulled } = streamed(100_000)
    expect(await readBodyBytes(request, 2048)).toBe('too-large')
    expect(pulled()).toBeLessThan(10)
  })

  it('refuses a declared Content-Length over the limit without reading', async () => {
    const { request, pulled } = streamed(100_000)
    const declared = new Request(request, { headers: { 'content-length': '104857600' } })
    expect(await readBodyBytes(declared, 2048)).toBe('too-large')
    expect(pulled()).toBeLessThan(3)
  })
})
