import 'server-only'

import type { Seeder } from './seeder'
import { SEED_ADD_ONS, SEED_COMPARISON_ROWS, SEED_PLANS } from '../pricing/seed-documents'

const QUIET = { skipRevalidate: true }

/**
 * The plans, add-ons and comparison rows of /pricing from today's copy (src/content/pricing.ts),
 * published. Each collection is seeded only while it is empty, so edits are never overwritten; the
 * plans find their add-ons by name, the rows their plans by key.
 */
export const seedPricing: Seeder = {
  name: 'pricing',
  run: async (payload, log) => {
    let created = 0
    const empty = async (collection: 'plans' | 'add-ons' | 'comparison-rows') => (await payload.count({ collection, overrideAccess: true })).totalDocs === 0

    if (await empty('add-ons')) {
      for (const addOn of SEED_ADD_ONS) {
        await payload.create({ collection: 'add-ons', overrideAccess: true, context: QUIET, data: { ...addOn, _status: 'published' } })
        created++
      }
    }
    if (await empty('plans')) {
      const addOns = await payload.find({ collection: 'add-ons', depth: 0, limit: 100, pagination: false, overrideAccess: true })
      const addOnId = new Map(addOns.docs.map((addOn) => [addOn.name, addOn.id]))
      for (const { addOnNames, ...plan } of SEED_PLANS) {
        const ids = addOnNames.map((name) => addOnId.get(name)).filter((id): id is number => typeof id === 'number')
        await payload.create({ collection: 'plans', overrideAccess: true, context: QUIET, data: { ...plan, addOns: ids, _status: 'published' } })
        created++
      }
    }
    if (await empty('comparison-rows')) {
      const plans = await payload.find({ collection: 'plans', depth: 0, limit: 50, pagination: false, overrideAccess: true })
      const planId = new Map(plans.docs.map((plan) => [plan.key, plan.id]))
      for (const row of SEED_COMPARISON_ROWS) {
        const cells = row.cells.flatMap(({ planKey, value, text }) => {
          const plan = planId.get(planKey)
          return plan === undefined ? [] : [{ plan, value, text: text ?? null }]
        })
        await payload.create({ collection: 'comparison-rows', overrideAccess: true, context: QUIET, data: { group: row.group, feature: row.feature, order: row.order, cells, _status: 'published' } })
        created++
      }
    }
    if (created > 0) log(`▸ Seeded ${created} plans, add-ons and comparison rows`)
    return created
  },
}
