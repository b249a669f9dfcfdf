/**
 * Plans, add-ons and the comparison matrix as documents (issue 31, decision 175): seeded word for
 * word from today's copy, edited and published by editors, read by visitors only when published,
 * refused in words when wrong, and every publish expires the `pricing` tag and /pricing, which is
 * what makes every instance render the page again (the same call Next.js's revalidateTag ends in).
 */
import type { Payload } from 'payload'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'

import { env } from '@/env'
import type { User } from '@/payload-types'
import { getPublishedPricing } from '@/server/pricing/queries'
import { SEED_ADD_ONS, SEED_COMPARISON_ROWS, SEED_PLANS, seedPricing as seedPricingData } from '@/server/pricing/seed-documents'
import { runSeeds } from '@/server/seed'
import { seedPricing } from '@/server/seed/pricing'

import { getTestPayload } from '../support/payload'

let payload: Payload
let editor: User
let sales: User

/** The tags expired through Next.js's incremental cache, as a running server's cache receives them. */
const expired: string[][] = []
const cacheHolder = globalThis as { __incrementalCache?: unknown }
afterEach(() => {
  expired.length = 0
})

const as = (user: User) => ({ user: { ...user, collection: 'users' } as never, overrideAccess: false as const })

async function refusal(write: Promise<unknown>): Promise<string> {
  try {
    await write
  } catch (error) {
    const data = (error as { data?: { errors?: Array<{ message: string; path?: string }> } }).data
    return [(error as Error).message, ...(data?.errors ?? []).map((e) => `${e.path}: ${e.message}`)].join(' | ')
  }
  throw new Error('the write was accepted')
}

async function planByKey(key: string) {
  const found = await payload.find({ collection: 'plans', where: { key: { equals: key } }, depth: 0, limit: 1, overrideAccess: true })
  return found.docs[0]!
}

beforeAll(async () => {
  payload = await getTestPayload()
  editor = (await payload.create({
    collection: 'users',
    data: { email: 'pricing.editor@example.com', password: 'editor-password-123', name: 'Pricing Editor', roles: ['editor'] },
    overrideAccess: true,
  })) as User
  sales = (await payload.create({
    collection: 'users',
    data: { email: 'pricing.sales@example.com', password: 'sales-password-1234', name: 'Pricing Sales', roles: ['sales'] },
    overrideAccess: true,
  })) as User
  cacheHolder.__incrementalCache = {
    revalidateTag: async (tags: string[]) => {
      expired.push(tags)
    },
  }
  return () => {
    delete cacheHolder.__incrementalCache
  }
})

describe(`plans, add-ons and comparison rows (${env.dialect})`, () => {
  it('seeds them once from today\'s copy, published, and reads them back exactly as the build renders them', async () => {
    const first = await runSeeds(payload, [seedPricing], () => {})
    expect(first.pricing).toBe(SEED_ADD_ONS.length + SEED_PLANS.length + SEED_COMPARISON_ROWS.length)
    expect((await runSeeds(payload, [seedPricing], () => {})).pricing).toBe(0)
    // Nothing seeded expires a cache.
    expect(expired).toEqual([])

    const stored = await getPublishedPricing(payload)
    const seed = seedPricingData()
    const addOnName = new Map(stored.addOns.map((addOn) => [addOn.key, addOn.name]))
    expect(stored.plans.map((plan) => ({ ...plan, addOns: plan.addOns.map((key) => addOnName.get(key)) }))).toEqual(seed.plans)
    expect(stored.addOns.map(({ key: _key, ...addOn }) => addOn)).toEqual(seed.addOns.map(({ key: _key, ...addOn }) => addOn))
    expect(stored.rows).toEqual(seed.rows)
    // SPEC §9 in the documents themselves.
    expect(stored.plans.map((plan) => [plan.name, plan.price, plan.currency, plan.mostPopular])).toEqual([
      ['Launch Plan', 1900, 'INR', false],
      ['Growth Plan', 4900, 'INR', true],
      ['Enterprise Plan', null, 'INR', false],
    ])
    expect(stored.plans.map((plan) => plan.addOns.map((key) => addOnName.get(key)))).toEqual([
      [],
      ['IoT Device Connector'],
      ['IoT Device Connector', 'Advanced Analytics Pack', 'Compliance Toolkit'],
    ])
    expect(stored.rows.find((row) => row.feature === 'Plants')?.cells).toEqual({
      launch: { value: 'text', text: '1' },
      growth: { value: 'text', text: 'Up to 3' },
      enterprise: { value: 'text', text: 'Unlimited' },
    })
  })

  it('an editor publishes a new price: /pricing and the pricing tag expire, visitors read the new price', async () => {
    const launch = await planByKey('launch')
    await payload.update({ collection: 'plans', id: launch.id, data: { price: 2100, _status: 'published' }, ...as(editor) })
    expect(expired).toEqual([['pricing', '_N_T_/pricing']])
    const visible = await getPublishedPricing(payload)
    expect(visible.plans.find((plan) => plan.key === 'launch')?.price).toBe(2100)
    // The version says who published it.
    const versions = await payload.findVersions({ collection: 'plans', where: { parent: { equals: launch.id } }, sort: '-createdAt', limit: 1, depth: 0 })
    expect(Number(versions.docs[0]?.version.updatedBy)).toBe(editor.id)

    // Restored, and again the page expires.
    expired.length = 0
    await payload.update({ collection: 'plans', id: launch.id, data: { price: 1900, _status: 'published' }, ...as(editor) })
    expect(expired).toEqual([['pricing', '_N_T_/pricing']])
  })

  it('a draft stays with the editors: visitors keep reading the published plan, and a never-published add-on expires nothing', async () => {
    const growth = await planByKey('growth')
    await payload.update({ collection: 'plans', id: growth.id, data: { price: 9999, _status: 'draft' }, draft: true, ...as(editor) })
    expect((await getPublishedPricing(payload)).plans.find((plan) => plan.key === 'growth')?.price).toBe(4900)
    const asVisitor = await payload.find({ collection: 'plans', where: { key: { equals: 'growth' } }, overrideAccess: false, depth: 0 })
    expect(asVisitor.docs[0]?.price).toBe(4900)
    const asEditor = await payload.find({ collection: 'plans', where: { key: { equals: 'growth' } }, draft: true, ...as(editor), depth: 0 })
    expect(asEditor.docs[0]?.price).toBe(9999)

    expired.length = 0
    const draftAddOn = await payload.create({
      collection: 'add-ons',
      data: { name: 'Draft Add-on', description: 'Not yet for sale.', currency: 'INR', order: 99, _status: 'draft' },
      draft: true,
      ...as(editor),
    })
    expect(expired).toEqual([])
    expect((await payload.find({ collection: 'add-ons', where: { id: { equals: draftAddOn.id } }, overrideAccess: false })).docs).toEqual([])
    // A published plan that names the draft add-on does not show it.
    await payload.update({ collection: 'plans', id: growth.id, data: { price: 4900, addOns: [...(growth.addOns ?? []).map(Number), draftAddOn.id], _status: 'published' }, ...as(editor) })
    const visible = await getPublishedPricing(payload)
    expect(visible.addOns.map((addOn) => addOn.name)).not.toContain('Draft Add-on')
    expect(visible.plans.find((plan) => plan.key === 'growth')?.addOns).toHaveLength(1)
  })

  it('unpublishing a plan takes it off the page and out of the comparison at once', async () => {
    const plan = await payload.create({
      collection: 'plans',
      data: {
        name: 'Pilot Plan',
        shortName: 'Pilot',
        key: 'pilot',
        description: 'For a pilot line.',
        price: 990,
        currency: 'INR',
        unit: 'user',
        period: 'month',
        features: [{ text: 'One line' }],
        cta: { label: 'Start a pilot', href: '/contact' },
        order: 5,
        _status: 'published',
      },
      ...as(editor),
    })
    expect((await getPublishedPricing(payload)).plans[0]?.key).toBe('pilot')
    expired.length = 0
    await payload.update({ collection: 'plans', id: plan.id, data: { _status: 'draft' }, ...as(editor) })
    expect(expired).toEqual([['pricing', '_N_T_/pricing']])
    expect((await getPublishedPricing(payload)).plans.map((p) => p.key)).toEqual(['launch', 'growth', 'enterprise'])
    expired.length = 0
    await payload.delete({ collection: 'plans', id: plan.id, ...as(editor) })
    expect(expired).toEqual([['pricing', '_N_T_/pricing']])
  })

  it('only editors and admins change them; sales staff and visitors are refused and nothing changes', async () => {
    const launch = await planByKey('launch')
    await expect(payload.update({ collection: 'plans', id: launch.id, data: { price: 1 }, ...as(sales) })).rejects.toThrow(/not allowed/i)
    await expect(payload.update({ collection: 'plans', id: launch.id, data: { price: 1 }, overrideAccess: false })).rejects.toThrow(/not allowed/i)
    await expect(payload.create({ collection: 'add-ons', data: { name: 'X', description: 'Y', currency: 'INR', order: 1 }, ...as(sales) })).rejects.toThrow(/not allowed/i)
    expect((await planByKey('launch')).price).toBe(1900)
    expect(expired).toEqual([])
  })

  it('refuses wrong values in words: a negative price, a plan twice in a row, a text value without text, a bad key', async () => {
    const launch = await planByKey('launch')
    expect(await refusal(payload.update({ collection: 'plans', id: launch.id, data: { price: -5, _status: 'published' }, ...as(editor) }))).toMatch(/price/i)
    expect(await refusal(payload.update({ collection: 'plans', id: launch.id, data: { key: 'Launch Plan!', _status: 'published' }, ...as(editor) }))).toContain(
      'Key: lowercase letters, digits and hyphens',
    )
    const twice = await refusal(
      payload.create({
        collection: 'comparison-rows',
        data: { group: 'Platform', feature: 'Twice', order: 1, cells: [{ plan: launch.id, value: 'included' }, { plan: launch.id, value: 'notIncluded' }], _status: 'published' },
        ...as(editor),
      }),
    )
    expect(twice).toContain('Each plan has one value in a row')
    const noText = await refusal(
      payload.create({ collection: 'comparison-rows', data: { group: 'Platform', feature: 'Empty', order: 1, cells: [{ plan: launch.id, value: 'text' }], _status: 'published' }, ...as(editor) }),
    )
    expect(noText).toContain('Text is required when the value is "Text"')
    expect(expired).toEqual([])
    expect((await planByKey('launch')).price).toBe(1900)
  })
})
