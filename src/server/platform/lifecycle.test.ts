import { describe, expect, it } from 'vitest'

import { onShutdown, runShutdownHooks } from './lifecycle'

describe('shutdown hooks', () => {
  it('finish the work before closing connections, and one failure does not stop the rest', async () => {
    const order: string[] = []
    const slow = (name: string, ms: number) => async () => {
      await new Promise((resolve) => setTimeout(resolve, ms))
      order.push(name)
    }
    onShutdown('pool', 'connections', slow('pool', 1))
    onShutdown('job batch', 'work', slow('job batch', 30))
    onShutdown('broken', 'work', async () => {
      throw new Error('boom')
    })
    onShutdown('worker', 'work', slow('worker', 10))
    const failures: string[] = []
    await runShutdownHooks((name) => failures.push(name))
    expect(order).toEqual(['worker', 'job batch', 'pool'])
    expect(failures).toEqual(['broken'])
  })
})
