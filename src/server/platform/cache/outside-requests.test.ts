import { AsyncLocalStorage } from 'node:async_hooks'

import { afterEach, describe, expect, it } from 'vitest'

import { markRootScope, outsideRequests, runOutsideRequests } from './outside-requests.mjs'

const ROOT_SCOPE = Symbol.for('erpz.cacheRootScope')
const render = new AsyncLocalStorage<{ page: string }>()

/** What a timer armed now sees of the render when it fires: what it keeps alive until then. */
const storeSeenByTimer = () => new Promise<unknown>((resolve) => setTimeout(() => resolve(render.getStore()), 1))

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[ROOT_SCOPE]
})

describe('cache calls outside the request (decision 213)', () => {
  it('a timer armed by a cache call during a render does not hold the render', async () => {
    markRootScope()
    const handler = runOutsideRequests({
      name: 'timers',
      get: () => storeSeenByTimer(),
      set: async () => {},
      revalidateTag: async () => {},
    })
    const seen = await render.run({ page: '/blog?q=made-up' }, () => handler.get())
    expect(seen).toBeUndefined()
    // The caller's own context is untouched once the call returns.
    await render.run({ page: '/pricing' }, async () => {
      await handler.get()
      expect(render.getStore()).toEqual({ page: '/pricing' })
    })
  })

  it('without the server’s scope (the build, a direct load) the call runs as it is', async () => {
    const seen = await render.run({ page: '/' }, () => outsideRequests(() => storeSeenByTimer()))
    expect(seen).toEqual({ page: '/' })
  })

  it('keeps the handler’s name and passes arguments and results through', async () => {
    markRootScope()
    const handler = runOutsideRequests({
      name: 'echo',
      get: async (key: string, meta: { implicitTags: string[] }) => `${key}:${meta.implicitTags.join(',')}`,
      set: async () => {},
      revalidateTag: async () => {},
    })
    expect(handler.name).toBe('echo')
    expect(await handler.get('k', { implicitTags: ['a', 'b'] })).toBe('k:a,b')
    expect('delete' in handler).toBe(false)
  })
})
