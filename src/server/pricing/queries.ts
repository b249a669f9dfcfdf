import 'server-only'

import type { Payload } from 'payload'

import type { Currency, PricePeriod, PriceUnit } from '@/lib/money'

import type { Pricing, PricingCell } from './data'

const idOf = (value: unknown): string | null => {
  const id = typeof value === 'object' && value !== null ? (value as { id?: unknown }).id : value
  return typeof id === 'number' || typeof id === 'string' ? String(id) : null
}

/**
 * The published plans, add-ons and comparison rows, in their order, as the pricing blocks show
 * them. A link to something unpublished (an add-on draft, a deleted plan) is left out.
 */
export async function getPublishedPricing(payload: Payload): Promise<Pricing> {
  const published = { _status: { equals: 'published' } } as const
  const [plans, addOns, rows] = await Promise.all([
    payload.find({ collection: 'plans', where: published, sort: 'order', depth: 0, limit: 50, pagination: false, overrideAccess: false }),
    payload.find({ collection: 'add-ons', where: published, sort: 'order', depth: 0, limit: 100, pagination: false, overrideAccess: false }),
    payload.find({ collection: 'comparison-rows', where: published, sort: 'order', depth: 0, limit: 500, pagination: false, overrideAccess: false }),
  ])
  const planKey = new Map(plans.docs.map((plan) => [String(plan.id), plan.key]))
  const addOnKeys = new Set(addOns.docs.map((addOn) => String(addOn.id)))
  return {
    plans: plans.docs.map((plan) => ({
      key: plan.key,
      name: plan.name,
      shortName: plan.shortName,
      description: plan.description,
      price: typeof plan.price === 'number' ? plan.price : null,
      currency: plan.currency as Currency,
      unit: (plan.unit ?? null) as PriceUnit | null,
      period: (plan.period ?? null) as PricePeriod | null,
      mostPopular: Boolean(plan.mostPopular),
      features: plan.features.map((feature) => feature.text),
      addOns: (plan.addOns ?? []).map(idOf).filter((id): id is string => id !== null && addOnKeys.has(id)),
      cta: { label: plan.cta.label, href: plan.cta.href },
    })),
    addOns: addOns.docs.map((addOn) => ({
      key: String(addOn.id),
      name: addOn.name,
      description: addOn.description,
      price: typeof addOn.price === 'number' ? addOn.price : null,
      currency: addOn.currency as Currency,
      unit: (addOn.unit ?? null) as PriceUnit | null,
      period: (addOn.period ?? null) as PricePeriod | null,
    })),
    rows: rows.docs.map((row) => {
      const cells: Record<string, PricingCell> = {}
      for (const cell of row.cells ?? []) {
        const key = planKey.get(idOf(cell.plan) ?? '')
        if (!key) continue
        cells[key] = cell.value === 'text' ? { value: 'text', text: cell.text ?? '' } : { value: cell.value }
      }
      return { group: row.group, feature: row.feature, cells }
    }),
  }
}
