import { describe, expect, it } from 'vitest'

import { formEnvelope } from '@/server/platform/http/form-envelope'

import { errorResponse, respond } from './envelope'
import { ApiError } from './errors'

describe('error catalogue', () => {
  it('renders a code in the workspace envelope with its status, status string and default message', async () => {
    const response = errorResponse(new ApiError('rate_limited', undefined, { retryAfter: 3 }, { 'retry-after': '3' }))
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('3')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(await response.json()).toEqual({ status: 'TOO_MANY_REQUESTS', message: 'Too many requests. Please try again later.', data: { retryAfter: 3 } })
    expect(await errorResponse(new ApiError('unauthenticated')).json()).toEqual({
      status: 'UNAUTHORIZED',
      message: 'The admin does not have permission please try to login again.',
      data: null,
    })
  })

  it('renders the same code in the form envelope, in the endpoint’s own words where it has them', async () => {
    const envelope = formEnvelope({ invalid_input: 'Please correct the highlighted fields.' })
    const invalid = envelope.render(new ApiError('invalid_input', 'Name is required.', { fieldErrors: { name: ['Name is required.'] } }))
    expect(invalid.status).toBe(422)
    expect(await invalid.json()).toEqual({ ok: false, message: 'Please correct the highlighted fields.', errors: { name: ['Name is required.'] } })
    const missing = envelope.render(new ApiError('not_found', 'There is no such meeting type.'))
    expect(missing.status).toBe(404)
    expect(await missing.json()).toEqual({ ok: false, message: 'There is no such meeting type.' })
  })

  it('answers a success in the workspace envelope', async () => {
    expect(await respond(201, { id: 1 }).json()).toEqual({ status: 'SUCCESS', message: 'Created or modified.', data: { id: 1 } })
  })
})
