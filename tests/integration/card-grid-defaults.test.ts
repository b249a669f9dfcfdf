/**
 * Sensible block defaults (issue 44, decision 201): a Card grid added without choosing a style or a
 * column count is stored as three plain cards, and one whose cards are left empty says which to fill.
 */
import { describe, expect, it } from 'vitest'

import { getTestPayload } from '../support/payload'

const QUIET = { skipRevalidate: true }
const HERO = { blockType: 'hero', style: 'page', title: 'Cards' }

describe('a new Card grid', () => {
  it('is stored as plain cards in three columns when nobody chose otherwise', async () => {
    const payload = await getTestPayload()
    const cards = [1, 2, 3].map((n) => ({ title: `Card ${n}`, text: `What card ${n} says.` }))
    const page = await payload.create({
      collection: 'pages',
      overrideAccess: true,
      context: QUIET,
      data: { _status: 'published', title: 'Grid defaults', slug: `grid-defaults-${Date.now()}`, meta: { description: 'Cards.' }, layout: [HERO, { blockType: 'cardGrid', title: 'Why ERPZ', cards }] } as never,
    })
    const block = (page.layout ?? [])[1]
    expect(block).toMatchObject({ blockType: 'cardGrid', cardStyle: 'plain', columns: 'three' })
    expect(block?.blockType === 'cardGrid' ? block.cards.map((card) => card.title) : []).toEqual(['Card 1', 'Card 2', 'Card 3'])
  })

  it('starts with three cards to fill in, and refuses to publish them empty with a message per card', async () => {
    const payload = await getTestPayload()
    const failure = await payload
      .create({ collection: 'pages', overrideAccess: true, context: QUIET, data: { _status: 'published', title: 'Empty grid', slug: `empty-grid-${Date.now()}`, meta: { description: 'Cards.' }, layout: [HERO, { blockType: 'cardGrid', title: 'Why ERPZ' }] } as never })
      .then(() => null, (error: unknown) => error as { data?: { errors?: Array<{ path?: string }> } })
    const paths = (failure?.data?.errors ?? []).map((error) => error.path)
    expect(paths).toEqual(['layout.1.cards.0.title', 'layout.1.cards.0.text', 'layout.1.cards.1.title', 'layout.1.cards.1.text', 'layout.1.cards.2.title', 'layout.1.cards.2.text'])
  })
})
