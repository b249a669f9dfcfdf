import type { Field } from 'payload'

import { CURRENCIES, PRICE_PERIODS, PRICE_UNITS } from '../../lib/money'

/** Price (empty: on request), currency, unit and period, shared by plans and add-ons. */
export const priceFields = (emptyMeans: string): Field[] => [
  {
    type: 'row',
    fields: [
      {
        name: 'price',
        type: 'number',
        min: 0,
        max: 100_000_000,
        admin: { description: `The amount, without the currency sign. Leave empty for ${emptyMeans}.`, step: 1 },
        validate: (value: number | null | undefined) =>
          value === null || value === undefined || (Number.isFinite(value) && value >= 0 && value <= 100_000_000)
            ? true
            : 'Price: a number from 0 to 100,000,000 without the currency sign (e.g. 1900), or empty.',
      },
      {
        name: 'currency',
        type: 'select',
        required: true,
        defaultValue: 'INR',
        options: CURRENCIES.map((value) => ({ label: value, value })),
      },
    ],
  },
  {
    type: 'row',
    fields: [
      { name: 'unit', label: 'Per', type: 'select', options: Object.entries(PRICE_UNITS).map(([value, label]) => ({ label, value })), admin: { description: 'What one price buys.' } },
      { name: 'period', label: 'Billed every', type: 'select', options: Object.entries(PRICE_PERIODS).map(([value, label]) => ({ label, value })) },
    ],
  },
]

export const orderField: Field = {
  name: 'order',
  type: 'number',
  required: true,
  defaultValue: 10,
  min: 0,
  max: 1000,
  admin: { position: 'sidebar', description: 'Lower numbers come first.' },
}
