/**
 * A stream's end is heard however it comes (decision 211, stop 58): Live Help's presence once
 * listened to the request's signal alone, and undici's Request follows the signal it was given
 * through a weak reference, so once the request was collected its signal never aborted and an agent
 * stayed online after their browser had gone. The body being cancelled under the stream (what our
 * server does when the client leaves) must end it as surely as the signal.
 */
import { describe, expect, it, vi } from 'vitest'

import { openEventStream, openStreamCount, type StreamOptions } from './event-stream'

vi.mock('./bus', () => ({ subscribe: vi.fn(async () => () => {}) }))

const LIMITS = { perAddress: 5, total: 10, heartbeatMs: 60_000, maxMs: 60_000, maxQueuedBytes: 65_536 }

function open(signal: AbortSignal, onClose: () => void) {
  const options: StreamOptions = { signal, client: 'test', limits: LIMITS, channels: ['c'], replay: async () => [], toEvent: () => null, onClose }
  return openEventStream(options)
}

describe('openEventStream', () => {
  it('ends once when the response body is cancelled, with no abort of the signal', async () => {
    const onClose = vi.fn()
    const before = openStreamCount()
    const outcome = await open(new AbortController().signal, onClose)
    if (!outcome.ok) throw new Error('refused')
    expect(openStreamCount()).toBe(before + 1)
    const reader = outcome.response.body!.getReader()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('retry: 2000\n\n')
    await reader.cancel()
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(openStreamCount()).toBe(before)
  })

  it('ends once when the signal aborts, and again never', async () => {
    const onClose = vi.fn()
    const gone = new AbortController()
    const outcome = await open(gone.signal, onClose)
    if (!outcome.ok) throw new Error('refused')
    gone.abort()
    await outcome.response.body!.cancel()
    expect(onClose).toHaveBeenCalledTimes(1)
  })

  it('ends at once when the client had gone before it opened', async () => {
    const onClose = vi.fn()
    await open(AbortSignal.abort(), onClose)
    expect(onClose).toHaveBeenCalledTimes(1)
  })
})
