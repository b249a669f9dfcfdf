import { afterEach, describe, expect, it, vi } from 'vitest'

import { fetchFormToken } from './form-token'

function serve(respond: (url: string, init: RequestInit) => Promise<Response>) {
  const fetcher = vi.fn<typeof fetch>(async (input, init = {}) => respond(String(input), init))
  vi.stubGlobal('fetch', fetcher)
  return fetcher
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('fetchFormToken', () => {
  it('returns the token the server issues, asking past any cache', async () => {
    const fetcher = serve(async () => Response.json({ token: 'signed.token' }))
    expect(await fetchFormToken()).toBe('signed.token')
    expect(fetcher).toHaveBeenCalledWith('/leads/token', expect.objectContaining({ cache: 'no-store' }))
  })

  it('is null without a response', async () => {
    serve(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(await fetchFormToken()).toBeNull()
  })

  it('is null for a refusal, even one that names a token', async () => {
    serve(async () => Response.json({ token: 'not.for.you' }, { status: 429 }))
    expect(await fetchFormToken()).toBeNull()
  })

  it('is null when the body is not JSON or has no string token', async () => {
    serve(async () => new Response('<html>oops</html>', { status: 200 }))
    expect(await fetchFormToken()).toBeNull()
    serve(async () => Response.json({ token: 42 }))
    expect(await fetchFormToken()).toBeNull()
    serve(async () => Response.json(null))
    expect(await fetchFormToken()).toBeNull()
  })
})
