import { describe, expect, it } from 'vitest'

import { formatPrice, unitLabel, unitText } from './money'

describe('prices', () => {
  it('prints rupees with Indian digit grouping and no decimals, other currencies with their sign', () => {
    expect(formatPrice(1900, 'INR')).toBe('₹1,900')
    expect(formatPrice(4900, 'INR')).toBe('₹4,900')
    expect(formatPrice(1250000, 'INR')).toBe('₹12,50,000')
    expect(formatPrice(1900, 'USD')).toBe('$1,900')
    expect(formatPrice(19.5, 'USD')).toBe('$19.50')
  })

  it('says what a price buys, on the card and in the structured data', () => {
    expect(unitLabel('user', 'month')).toBe('per user / month')
    expect(unitLabel(null, 'year')).toBe('per year')
    expect(unitLabel('plant', null)).toBe('per plant')
    expect(unitLabel(null, null)).toBe('')
    expect(unitText('user', 'month')).toBe('per user per month')
    expect(unitText('device', null)).toBe('per device')
  })
})
