import { describe, expect, it } from 'vitest'

import { chooseRequestId, currentRequestId, requestIdMixin, runWithRequestId } from './request-context'

describe('request ids', () => {
  const generate = () => 'generated'

  it('keeps a well-formed id only from the trusted proxy', () => {
    expect(chooseRequestId('abc-123', true, generate)).toBe('abc-123')
    expect(chooseRequestId('abc-123', false, generate)).toBe('generated')
    expect(chooseRequestId(undefined, true, generate)).toBe('generated')
    expect(chooseRequestId('bad id\nwith newline', true, generate)).toBe('generated')
    expect(chooseRequestId('x'.repeat(129), true, generate)).toBe('generated')
  })

  it('is visible to everything awaited inside the request, and only there', async () => {
    expect(currentRequestId()).toBeUndefined()
    const seen = await runWithRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 5))
      return requestIdMixin()
    })
    expect(seen).toEqual({ reqId: 'req-1' })
    expect(requestIdMixin()).toEqual({})
  })
})
