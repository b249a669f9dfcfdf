/**
 * The worker's stop: it must end at once even when it is called while the worker is claiming,
 * the moment after which the loop used to start a nap of up to `maxIdleMs` that nothing woke.
 */
import type { Payload } from 'payload'
import { afterEach, describe, expect, it, vi } from 'vitest'

const claims: Array<{ resolve: (items: []) => void }> = []

vi.mock('./store', () => ({
  claimItems: vi.fn(() => new Promise((resolve) => claims.push({ resolve }))),
  insertItem: vi.fn(),
  pruneItems: vi.fn(async () => {}),
  settleItem: vi.fn(async () => {}),
}))

const { startOutboxWorker } = await import('.')

afterEach(() => {
  vi.useRealTimers()
  claims.length = 0
})

describe('outbox worker stop', () => {
  it('ends without waiting out a nap when stop comes while a claim is in flight', async () => {
    vi.useFakeTimers()
    const worker = startOutboxWorker({} as Payload, { kinds: [], concurrency: 2, leaseMs: 1_000, maxIdleMs: 60_000, maintenanceMs: 3_600_000 })
    // Idle for a while: each empty claim doubles the nap up to a minute.
    for (let i = 0; i < 14; i++) {
      await vi.waitFor(() => expect(claims.length).toBe(i + 1))
      claims[i]!.resolve([])
      await vi.advanceTimersByTimeAsync(60_000)
    }
    await vi.waitFor(() => expect(claims.length).toBe(15))
    // Stop while the 15th claim is under way, then let the claim come back empty.
    let stopped = false
    const stopping = worker.stop().then(() => (stopped = true))
    claims[14]!.resolve([])
    await vi.advanceTimersByTimeAsync(0)
    expect(stopped).toBe(true)
    await stopping
    expect(claims.length).toBe(15)
  })
})
