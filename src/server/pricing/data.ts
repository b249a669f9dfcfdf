import 'server-only'

/**
 * What the pricing blocks show, read from the published plans, add-ons and comparison rows (or, at
 * build, from their seed documents): plans keyed by their `key`, add-ons by a key of their own.
 */
import type { Currency, PricePeriod, PriceUnit } from '@/lib/money'

export type PricingPlan = {
  key: string
  name: string
  shortName: string
  description: string
  /** null: custom pricing. */
  price: number | null
  currency: Currency
  unit: PriceUnit | null
  period: PricePeriod | null
  mostPopular: boolean
  features: string[]
  /** Keys of the add-ons this plan offers. */
  addOns: string[]
  cta: { label: string; href: string }
}

export type PricingAddOn = {
  key: string
  name: string
  description: string
  price: number | null
  currency: Currency
  unit: PriceUnit | null
  period: PricePeriod | null
}

export type PricingCell = { value: 'included' | 'notIncluded' } | { value: 'text'; text: string }

export type PricingRow = { group: string; feature: string; /** By plan key; a plan missing here is not included. */ cells: Record<string, PricingCell> }

export type Pricing = { plans: PricingPlan[]; addOns: PricingAddOn[]; rows: PricingRow[] }

/** The rows grouped under their headings, each group where its first row is. */
export function groupRows(rows: readonly PricingRow[]): { group: string; rows: PricingRow[] }[] {
  const groups: { group: string; rows: PricingRow[] }[] = []
  for (const row of rows) {
    const found = groups.find((group) => group.group === row.group)
    if (found) found.rows.push(row)
    else groups.push({ group: row.group, rows: [row] })
  }
  return groups
}
