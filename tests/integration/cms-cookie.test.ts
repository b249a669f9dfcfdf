/**
 * The CMS session cookie on a site served over https (issue 30): `Secure`, so a browser never sends
 * it over plain http. The system tests reach their servers over plain http, so this signs in
 * through the same REST route handler the server runs, with the environment an https deployment has.
 */
import { REST_POST } from '@payloadcms/next/routes'
import { describe, expect, it, vi } from 'vitest'

vi.hoisted(() => {
  // Before src/env.ts parses the environment (it is imported by the modules below).
  process.env.PUBLIC_URL = 'https://www.erpz.example'
})

import config from '@/payload.config'
import { withPayloadRest } from '@/server/payload-rest'

import { getTestPayload } from '../support/payload'

describe('the CMS cookie on an https PUBLIC_URL', () => {
  it('is Secure and HttpOnly', async () => {
    const payload = await getTestPayload()
    await payload.create({ collection: 'users', data: { email: 'cookie-admin@example.com', password: 'cookie-password-123', roles: ['admin'] } })
    const post = withPayloadRest(config, REST_POST(config))
    const response = await post(
      new Request('https://www.erpz.example/api/users/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'cookie-admin@example.com', password: 'cookie-password-123' }),
      }),
      { params: Promise.resolve({ slug: ['users', 'login'] }) },
    )
    expect(response.status).toBe(200)
    const cookie = response.headers.getSetCookie().find((value) => value.startsWith('payload-token='))
    expect(cookie).toMatch(/;\s*Secure/i)
    expect(cookie).toMatch(/;\s*HttpOnly/i)
  })
})
