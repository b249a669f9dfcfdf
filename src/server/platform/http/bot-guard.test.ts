import { afterEach, describe, expect, it, vi } from 'vitest'

import { FORM_TOKEN_FIELD, HONEYPOT_FIELD } from '@/lib/validation/shared'
import { issueFormToken } from './form-token'
import { logger } from '@/server/platform/log'

import { botReason, replayReason } from './bot-guard'

describe('bot guard', () => {
  const t0 = 1_800_000_000_000
  const form = { thing: 'booking', details: { type: 'demo' } }
  const post = (fields: Record<string, unknown>) => ({ [HONEYPOT_FIELD]: '', [FORM_TOKEN_FIELD]: issueFormToken(t0), ...fields })

  afterEach(() => vi.restoreAllMocks())

  it('lets a person through without a log line', () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {})
    expect(botReason(form, post({}), t0 + 5_000)).toBeNull()
    expect(info).not.toHaveBeenCalled()
  })

  it('names each reason once, in one log line', () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {})
    expect(botReason(form, post({ [HONEYPOT_FIELD]: 'http://spam' }), t0 + 5_000)).toBe('honeypot')
    expect(botReason(form, { [FORM_TOKEN_FIELD]: issueFormToken(t0) }, t0 + 5_000)).toBe('honeypot')
    expect(botReason(form, post({ [FORM_TOKEN_FIELD]: 'forged' }), t0 + 5_000)).toBe('token_invalid')
    expect(botReason(form, post({}), t0 + 500)).toBe('too_fast')
    expect(botReason(form, post({}), t0 + 25 * 3600_000)).toBe('expired')
    expect(info.mock.calls).toEqual(
      ['honeypot', 'honeypot', 'token_invalid', 'too_fast', 'expired'].map((reason) => [{ type: 'demo', reason }, 'booking discarded by spam checks']),
    )
  })

  it('spends a token once: the second post is a replay', async () => {
    const info = vi.spyOn(logger, 'info').mockImplementation(() => {})
    const token = issueFormToken(t0)
    expect(await replayReason(form, token)).toBeNull()
    expect(await replayReason(form, token)).toBe('token_replayed')
    expect(info.mock.calls).toEqual([[{ type: 'demo', reason: 'token_replayed' }, 'booking discarded by spam checks']])
  })
})
