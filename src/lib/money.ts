/**
 * Prices as the site prints them: the currency's sign and its digit grouping (₹1,900 with Indian
 * grouping, $1,900, €1.900), no decimals for whole amounts; and a price's unit in words.
 */
export const CURRENCIES = ['INR', 'USD', 'EUR'] as const
export type Currency = (typeof CURRENCIES)[number]

const LOCALE: Record<Currency, string> = { INR: 'en-IN', USD: 'en-US', EUR: 'de-DE' }
const SIGN: Record<Currency, string> = { INR: '₹', USD: '$', EUR: '€' }

export function formatPrice(amount: number, currency: Currency): string {
  const digits = amount.toLocaleString(LOCALE[currency], { maximumFractionDigits: 2, minimumFractionDigits: Number.isInteger(amount) ? 0 : 2 })
  return `${SIGN[currency]}${digits}`
}

/** What one price buys: "per user", "per plant"… */
export const PRICE_UNITS = { user: 'per user', plant: 'per plant', device: 'per device', account: 'per account' } as const
export type PriceUnit = keyof typeof PRICE_UNITS
/** How often it is paid. */
export const PRICE_PERIODS = { month: 'month', year: 'year' } as const
export type PricePeriod = keyof typeof PRICE_PERIODS

/** "per user / month" as the plan cards print it ("per month" without a unit, "per user" without a period). */
export function unitLabel(unit: PriceUnit | null | undefined, period: PricePeriod | null | undefined): string {
  if (unit && period) return `${PRICE_UNITS[unit]} / ${PRICE_PERIODS[period]}`
  if (unit) return PRICE_UNITS[unit]
  return period ? `per ${PRICE_PERIODS[period]}` : ''
}

/** "per user per month", the structured data's unitText. */
export function unitText(unit: PriceUnit | null | undefined, period: PricePeriod | null | undefined): string {
  return [unit ? PRICE_UNITS[unit] : null, period ? `per ${PRICE_PERIODS[period]}` : null].filter(Boolean).join(' ')
}
