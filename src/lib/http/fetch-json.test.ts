import { describe, expect, it } from 'vitest'

import { fetchJson } from './fetch-json'

function recording(respond: () => Promise<Response>) {
  const calls: Array<{ url: string; init: RequestInit }> = []
  const fetcher: typeof fetch = async (input, init = {}) => {
    calls.push({ url: String(input), init })
    return respond()
  }
  return { fetcher, calls }
}

describe('fetchJson', () => {
  it('a refused connection is no response, not an abort', async () => {
    const error = new TypeError('Failed to fetch')
    const { fetcher } = recording(async () => {
      throw error
    })
    expect(await fetchJson('/x', {}, fetcher)).toEqual({ kind: 'no-response', aborted: false, error })
  })

  it('a cancelled request is no response, marked aborted', async () => {
    const error = new DOMException('The operation was aborted.', 'AbortError')
    const { fetcher } = recording(async () => {
      throw error
    })
    expect(await fetchJson('/x', {}, fetcher)).toEqual({ kind: 'no-response', aborted: true, error })
  })

  it('a body that is not JSON comes back as null with the status', async () => {
    const { fetcher } = recording(async () => new Response('<html>bad gateway</html>', { status: 502 }))
    expect(await fetchJson('/x', {}, fetcher)).toEqual({ kind: 'response', status: 502, ok: false, body: null })
    const empty = recording(async () => new Response(null, { status: 204 }))
    expect(await fetchJson('/x', {}, empty.fetcher)).toEqual({ kind: 'response', status: 204, ok: true, body: null })
  })

  it('a 4xx keeps its parsed body', async () => {
    const { fetcher } = recording(async () => Response.json({ ok: false, message: 'Check the form', errors: { email: ['Taken'] } }, { status: 400 }))
    expect(await fetchJson('/x', {}, fetcher)).toEqual({
      kind: 'response',
      status: 400,
      ok: false,
      body: { ok: false, message: 'Check the form', errors: { email: ['Taken'] } },
    })
  })

  it('a success returns the body; a JSON payload is sent encoded with its content type', async () => {
    const { fetcher, calls } = recording(async () => Response.json({ ok: true }, { status: 201 }))
    const result = await fetchJson('/leads/contact', { method: 'POST', headers: { Accept: 'application/json' }, json: { name: 'Ana' } }, fetcher)
    expect(result).toEqual({ kind: 'response', status: 201, ok: true, body: { ok: true } })
    expect(calls[0]!.url).toBe('/leads/contact')
    expect(calls[0]!.init.method).toBe('POST')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ name: 'Ana' })
    const headers = new Headers(calls[0]!.init.headers)
    expect(headers.get('content-type')).toBe('application/json')
    expect(headers.get('accept')).toBe('application/json')
  })

  it('a GET carries no body and no content type', async () => {
    const { fetcher, calls } = recording(async () => Response.json({}))
    await fetchJson('/x', { cache: 'no-store' }, fetcher)
    expect(calls[0]!.init.body).toBeUndefined()
    expect(new Headers(calls[0]!.init.headers).has('content-type')).toBe(false)
    expect(calls[0]!.init.cache).toBe('no-store')
  })

  it('a payload that cannot be encoded is no response, and nothing is sent', async () => {
    const { fetcher, calls } = recording(async () => Response.json({}))
    const result = await fetchJson('/x', { method: 'POST', json: { n: 1n } }, fetcher)
    expect(result).toMatchObject({ kind: 'no-response', aborted: false })
    expect(calls).toHaveLength(0)
  })
})
