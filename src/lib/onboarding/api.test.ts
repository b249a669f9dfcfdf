import { describe, expect, it, vi } from 'vitest'

import { createApiClient, type ApiDeps } from './api'
import { createEndpoints, readLoginWorkspace, socialLoginUrl } from './endpoints'
import { md5Hex } from './md5'

function setup(overrides: Partial<ApiDeps> & { respond?: (url: string, init: RequestInit) => Promise<Response> } = {}) {
  const toasts: Array<[string, string, string]> = []
  const calls: Array<{ url: string; init: RequestInit }> = []
  const onUnauthorized = vi.fn()
  const deps: ApiDeps = {
    fetch: async (input, init = {}) => {
      calls.push({ url: String(input), init })
      return (overrides.respond ?? (async () => Response.json({ status: 'SUCCESS', message: 'ok', data: {} })))(
        String(input),
        init,
      )
    },
    notify: {
      error: (title, description) => toasts.push(['error', title, description]),
      success: (title, description) => toasts.push(['success', title, description]),
    },
    isOnline: () => true,
    getToken: () => '',
    onUnauthorized,
    ...overrides,
  }
  return { api: createEndpoints(createApiClient(deps)), toasts, calls, onUnauthorized }
}

describe('SPEC §8 error handling', () => {
  it('offline: Network Error / No internet connection, and no request is sent', async () => {
    const { api, toasts, calls } = setup({ isOnline: () => false })
    const result = await api.createWorkspace('acme')
    expect(result).toMatchObject({ ok: false, kind: 'offline' })
    expect(calls).toHaveLength(0)
    expect(toasts).toEqual([['error', 'Network Error', 'No internet connection']])
  })

  it('no response: Server Error / Problem connecting to server', async () => {
    const { api, toasts } = setup({
      respond: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await api.createWorkspace('acme')).toMatchObject({ ok: false, kind: 'no-response' })
    expect(toasts).toEqual([['error', 'Server Error', 'Problem connecting to server']])
  })

  it('a cancelled request propagates its AbortError without a toast', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError')
    const { api, toasts } = setup({
      respond: async () => {
        throw aborted
      },
    })
    await expect(api.createWorkspace('acme')).rejects.toBe(aborted)
    expect(toasts).toEqual([])
  })

  it('no response while the browser went offline: Network Error', async () => {
    let online = true
    const { api, toasts } = setup({
      isOnline: () => online,
      respond: async () => {
        online = false
        throw new TypeError('Failed to fetch')
      },
    })
    expect(await api.createWorkspace('acme')).toMatchObject({ ok: false, kind: 'offline' })
    expect(toasts).toEqual([['error', 'Network Error', 'No internet connection']])
  })

  it('a response message is shown as an Error toast; field errors come back', async () => {
    const { api, toasts } = setup({
      respond: async () =>
        Response.json(
          { status: 'BAD_REQUEST', message: 'Check the form', data: { fieldErrors: { email: ['Taken'] } } },
          { status: 400 },
        ),
    })
    const result = await api.register('a@b.co', 'password1', '')
    expect(result).toMatchObject({ ok: false, kind: 'response', status: 400, fieldErrors: { email: 'Taken' } })
    expect(toasts).toEqual([['error', 'Error', 'Check the form']])
  })

  it('a response without a message falls back to the status text', async () => {
    const { api, toasts } = setup({ respond: async () => new Response('<html>bad gateway</html>', { status: 502 }) })
    await api.createWorkspace('acme')
    expect(toasts).toEqual([['error', 'Error', 'Gateway error']])
  })

  it('success toasts use the response message, or the status text without one', async () => {
    const first = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'Workspace created', data: { id: 'w1', name: 'acme' } }, { status: 201 }) })
    expect(await first.api.createWorkspace('acme')).toMatchObject({ ok: true, data: { id: 'w1' } })
    expect(first.toasts).toEqual([['success', 'Success', 'Workspace created']])

    const second = setup({ respond: async () => Response.json({ status: 'SUCCESS', data: {} }, { status: 201 }) })
    await second.api.updateWorkspace('w1', { name: 'acme' })
    expect(second.toasts).toEqual([['success', 'Success', 'Created or modified']])
  })

  it('a refused token signs the user out', async () => {
    const { api, onUnauthorized, calls } = setup({
      getToken: () => 'jwt',
      respond: async () => Response.json({ status: 'UNAUTHORIZED', message: 'no' }, { status: 401 }),
    })
    await api.createWorkspace('acme')
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer jwt')
    expect(onUnauthorized).toHaveBeenCalledOnce()
  })
})

describe('endpoints', () => {
  it('send passwords only as MD5 hex, with the invitation code when present', async () => {
    const { api, calls } = setup({
      respond: async () => Response.json({ status: 'SUCCESS', data: { token: 't', workspace: null } }),
    })
    await api.register('a@b.co', 'correct horse', 'INV1')
    await api.login('a@b.co', 'correct horse', '')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      email: 'a@b.co',
      password: md5Hex('correct horse'),
      invitation_code: 'INV1',
    })
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ username: 'a@b.co', password: md5Hex('correct horse') })
    expect(String(calls[0]!.init.body)).not.toContain('correct horse')
  })

  it('register hands back the workspace an invitation joined, in one request', async () => {
    const { api, calls } = setup({
      respond: async () =>
        Response.json(
          { status: 'SUCCESS', data: { email: 'a@b.co', token: 't1', workspace: { id: 7, name: 'acme', company: { id: 3 } } } },
          { status: 201 },
        ),
    })
    const result = await api.register('a@b.co', 'correct horse', 'INV1')
    expect(result).toMatchObject({ ok: true, data: { token: 't1', workspace: { id: '7', name: 'acme', company: '3' } } })
    expect(calls.map((c) => c.url)).toEqual(['/workspace/auth/register'])
  })

  it('read HTTP 201 from the domain check as taken, 200 as available', async () => {
    const taken = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'reserved' }, { status: 201 }) })
    expect(await taken.api.checkWorkspaceName('admin')).toMatchObject({ ok: true, data: 'taken' })
    const free = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'free' }, { status: 200 }) })
    expect(await free.api.checkWorkspaceName('acme')).toMatchObject({ ok: true, data: 'available' })
    expect(free.toasts).toEqual([])
  })

  it('build the social login and callback addresses', async () => {
    expect(socialLoginUrl('google', '')).toBe('/workspace/auth/login/google')
    expect(socialLoginUrl('microsoft', 'a b')).toBe('/workspace/auth/login/microsoft?id=a%20b')
    const { api, calls } = setup()
    await api.socialCallback('google', { answer: new URLSearchParams('code=c&state=s'), invitationCode: 'i' })
    expect(calls[0]!.url).toBe('/workspace/auth/google/callback?code=c&state=s&invitation_code=i')
    // The provider's whole answer (RFC 9207 iss, an error), each value as it came, and nothing else.
    const answer = new URLSearchParams('state=s&iss=https%3A%2F%2Fid.example&error=access_denied&error_description=No+thanks&session_state=x&iss=again')
    await api.socialCallback('microsoft', { answer, invitationCode: '' })
    expect(calls[1]!.url).toBe(
      '/workspace/auth/microsoft/callback?state=s&iss=https%3A%2F%2Fid.example&iss=again&error=access_denied&error_description=No+thanks',
    )
  })

  it('read the account from the social callback answer (its token carries no email)', async () => {
    const answer = { token: 'jwt', workspaceName: 'acme', workspace: { name: 'acme', id: 4, company: 9 }, email: 'ana@acme.in' }
    const { api } = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'Signed in successfully.', data: answer }) })
    expect(await api.socialCallback('google', { answer: new URLSearchParams('code=c&state=s'), invitationCode: '' })).toMatchObject({
      ok: true,
      data: { token: 'jwt', email: 'ana@acme.in', workspace: { name: 'acme', id: '4', company: '9' }, workspaceName: 'acme', signedUp: false },
    })
    // Only a literal true is a sign-up (the page reports the funnel's sign_up step from it).
    const made = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'ok', data: { ...answer, signedUp: true } }) })
    expect(await made.api.socialCallback('google', { answer: new URLSearchParams('code=c&state=s'), invitationCode: '' })).toMatchObject({
      data: { signedUp: true },
    })
    const odd = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'ok', data: { ...answer, signedUp: 'yes' } }) })
    expect(await odd.api.socialCallback('google', { answer: new URLSearchParams('code=c&state=s'), invitationCode: '' })).toMatchObject({
      data: { signedUp: false },
    })
    // A social account without a verified address has no email; no workspace yet means none named.
    const bare = setup({ respond: async () => Response.json({ status: 'SUCCESS', message: 'ok', data: { token: 'jwt', workspaceName: null, workspace: null, email: null } }) })
    expect(await bare.api.socialCallback('microsoft', { answer: new URLSearchParams('code=c&state=s'), invitationCode: '' })).toMatchObject({
      ok: true,
      data: { token: 'jwt', email: '', workspace: null, workspaceName: null },
    })
  })

  it('reduce the login workspace company to an id', () => {
    expect(readLoginWorkspace(null)).toBeNull()
    expect(readLoginWorkspace({ name: 'acme', id: 7, company: null })).toEqual({ name: 'acme', id: '7', company: null })
    expect(readLoginWorkspace({ name: 'acme', id: 'w', company: { id: 3 } })).toEqual({ name: 'acme', id: 'w', company: '3' })
  })
})
