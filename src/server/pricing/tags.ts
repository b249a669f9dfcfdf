import 'server-only'

/** The cache tag of the plans, add-ons and comparison rows (one tag: /pricing reads them together). */
export const PRICING_TAG = 'pricing'
