/** The policy PDF is made from the stored document's text, with a font that prints ₹ and Indic scripts. */
import { describe, expect, it } from 'vitest'

import { seedDate, seedPolicyBody } from '@/server/seed/policies'
import { SEED_POLICIES } from '@/server/seed/policy-content'

import { pdfText } from '../../../../../tests/support/pdf-text'

import { policyBlocks, renderPolicyPdf } from './policy-pdf'

const terms = SEED_POLICIES['terms-of-service']
const stored = { title: terms.title, lastUpdated: seedDate(terms.lastUpdated), body: seedPolicyBody(terms), updatedAt: '2025-04-15T12:00:00.000Z' }
const flat = (text: string) => text.replace(/\s+/g, ' ')

describe('policy PDF', () => {
  it('reads as the stored policy: title, date, every heading, paragraph and list item, ₹ as ₹', async () => {
    const text = flat(await pdfText(await renderPolicyPdf(stored)))
    expect(text).toContain('Terms of Service')
    expect(text).toContain('Last updated: April 15, 2025')
    expect(text).toContain('₹1,900')
    expect(text).not.toContain('INR')
    for (const block of policyBlocks(stored).slice(2)) expect(text).toContain(flat(block.text))
    expect(text).toMatch(/Page 1 of \d/)
  }, 30_000)

  it('sets Devanagari and Telugu in their embedded fonts without failing, and wraps long text onto more pages', async () => {
    const t = (text: string) => ({ type: 'text', text })
    const body = {
      root: {
        type: 'root',
        children: [
          { type: 'paragraph', children: [t('शुल्क ₹1,499 प्रति उपयोगकर्ता')] },
          { type: 'paragraph', children: [t('రుసుము')] },
          ...Array.from({ length: 60 }, (_, i) => ({ type: 'paragraph', children: [t(`Clause ${i}: ${'a long sentence that wraps '.repeat(8)}`)] })),
        ],
      },
    }
    const bytes = await renderPolicyPdf({ title: 'नीति', lastUpdated: '2026-01-01T12:00:00.000Z', body })
    const text = await pdfText(bytes)
    expect(text).toContain('₹1,499')
    expect(text).toContain('Clause 59')
    expect(text).toMatch(/Page 3 of \d/)
  }, 30_000)
})
