import { describe, expect, it } from 'vitest'

import { policies, policySlugs } from '@/content/policies'

import { renderPdf, textWidth, toWinAnsi, wrapText } from './pdf-writer'
import { policyPdf } from './policy-pdf'

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

describe('pdf writer', () => {
  it('wraps text so no line is wider than the limit', () => {
    const text = 'Refunds are processed within 5-10 business days for card payments and 7-14 for bank transfers.'
    const lines = wrapText(text, 150, 10)
    expect(lines.length).toBeGreaterThan(2)
    for (const line of lines) expect(textWidth(line, 10)).toBeLessThanOrEqual(150)
    expect(lines.join(' ')).toBe(text)
  })

  it('maps characters the standard fonts lack', () => {
    expect(toWinAnsi('₹1,900 – café')).toBe('INR 1,900 – cafe')
  })

  it('writes a structurally valid PDF whose xref offsets point at the objects', () => {
    const pdf = latin1(renderPdf([{ kind: 'title', text: 'Hello (world)' }], { title: 'Test' }))
    expect(pdf.startsWith('%PDF-1.4')).toBe(true)
    expect(pdf.trimEnd().endsWith('%%EOF')).toBe(true)
    expect(pdf).toContain('(Hello \\(world\\)) Tj')
    const startxref = Number(/startxref\n(\d+)/.exec(pdf)![1])
    expect(pdf.slice(startxref, startxref + 4)).toBe('xref')
    const entries = [...pdf.slice(startxref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
    entries.forEach((offset, index) => expect(pdf.slice(offset).startsWith(`${index + 1} 0 obj`)).toBe(true))
  })

  it('breaks long documents onto several pages', () => {
    const blocks = Array.from({ length: 120 }, (_, i) => ({ kind: 'paragraph' as const, text: `Paragraph ${i} with some words.` }))
    const pdf = latin1(renderPdf(blocks, { title: 'Long' }))
    expect(Number(/\/Count (\d+)/.exec(pdf)![1])).toBeGreaterThan(1)
    expect(pdf).toContain('page 2 of')
  })

  it.each(policySlugs)('renders the %s with its title, date and every section heading', (slug) => {
    const policy = policies[slug]
    const pdf = latin1(policyPdf(policy))
    expect(pdf).toContain(`/Title (ERPZ ${toWinAnsi(policy.title)})`)
    expect(pdf).toContain(policy.lastUpdated)
    for (const section of policy.sections) expect(pdf).toContain(`(${section.heading})`)
  })
})
