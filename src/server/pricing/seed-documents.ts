import 'server-only'

/**
 * The plans, add-ons and comparison rows the seed creates, from today's copy (src/content/pricing.ts,
 * SPEC §9), and the same data as the pricing blocks read it, for the build (which never opens the
 * database, decision 157).
 */
import { addOns, comparison, plans, type Cell } from '../../content/pricing'
import type { Pricing, PricingCell } from './data'

export type PlanSeed = {
  key: string
  name: string
  shortName: string
  description: string
  price: number | null
  currency: 'INR'
  unit: 'user'
  period: 'month'
  mostPopular: boolean
  features: { text: string }[]
  /** The add-ons by name (the seed looks their ids up). */
  addOnNames: string[]
  cta: { label: string; href: string }
  order: number
}

export type AddOnSeed = { name: string; description: string; price: null; currency: 'INR'; order: number }

export type ComparisonRowSeed = { group: string; feature: string; cells: { planKey: string; value: PricingCell['value']; text?: string }[]; order: number }

export const SEED_ADD_ONS: readonly AddOnSeed[] = addOns.map((addOn, index) => ({
  name: addOn.name,
  description: addOn.text,
  price: null,
  currency: 'INR',
  order: (index + 1) * 10,
}))

export const SEED_PLANS: readonly PlanSeed[] = plans.map((plan, index) => ({
  key: plan.id,
  name: plan.name,
  shortName: plan.name.replace(/ Plan$/, ''),
  description: plan.tagline,
  price: plan.pricePerUserInr,
  currency: 'INR',
  unit: 'user',
  period: 'month',
  mostPopular: plan.mostPopular,
  features: plan.features.map((text) => ({ text })),
  addOnNames: addOns.filter((addOn) => addOn.plans.includes(plan.id)).map((addOn) => addOn.name),
  cta: { ...plan.cta },
  order: (index + 1) * 10,
}))

const cellOf = (cell: Cell): { value: PricingCell['value']; text?: string } =>
  cell === true ? { value: 'included' } : cell === false ? { value: 'notIncluded' } : { value: 'text', text: cell }

export const SEED_COMPARISON_ROWS: readonly ComparisonRowSeed[] = comparison.flatMap((group, g) =>
  group.rows.map((row, r) => ({
    group: group.group,
    feature: row.feature,
    cells: row.cells.map((cell, index) => ({ planKey: plans[index]!.id, ...cellOf(cell) })),
    order: (g + 1) * 100 + (r + 1) * 10,
  })),
)

/** The seed documents as the blocks read them. */
export function seedPricing(): Pricing {
  return {
    plans: SEED_PLANS.map((plan) => ({
      key: plan.key,
      name: plan.name,
      shortName: plan.shortName,
      description: plan.description,
      price: plan.price,
      currency: plan.currency,
      unit: plan.unit,
      period: plan.period,
      mostPopular: plan.mostPopular,
      features: plan.features.map((feature) => feature.text),
      addOns: plan.addOnNames,
      cta: plan.cta,
    })),
    addOns: SEED_ADD_ONS.map((addOn) => ({ key: addOn.name, name: addOn.name, description: addOn.description, price: null, currency: addOn.currency, unit: null, period: null })),
    rows: SEED_COMPARISON_ROWS.map((row) => ({
      group: row.group,
      feature: row.feature,
      cells: Object.fromEntries(row.cells.map((cell) => [cell.planKey, cell.value === 'text' ? { value: 'text', text: cell.text ?? '' } : { value: cell.value }])) as Record<string, PricingCell>,
    })),
  }
}
