import fs from 'node:fs'
import path from 'node:path'

import { describe, expect, it } from 'vitest'

import { modulePath, modules } from './modules'
import { addOns, formatInr, plans } from './pricing'
import { SEED_POLICIES as policies } from '../server/seed/policy-content'

import { SEED_PAGES } from '../server/seed/pages'

const publicFile = (url: string) => path.join(process.cwd(), 'public', url)
const policyText = (slug: keyof typeof policies) => {
  const p = policies[slug]
  return [p.title, p.lastUpdated, p.intro, ...p.sections.flatMap((s) => [s.heading, ...(s.paragraphs ?? []), ...(s.list ?? [])])].join('\n')
}

describe('solution pages content', () => {
  const solutionPages = SEED_PAGES.filter((seed) => seed.parentPath === '/solutions')
  const rowsOf = (seed: (typeof SEED_PAGES)[number]) => seed.layout.flatMap((block) => (block.blockType === 'featureRows' ? block.rows : []))

  it('has one seeded page per module, in module order, each with three feature rows', () => {
    expect(solutionPages.map((p) => p.path)).toEqual(modules.map((m) => modulePath(m.slug)))
    for (const page of solutionPages) expect(rowsOf(page)).toHaveLength(3)
  })

  it('points every feature at media that exists in public/, and at least one is a video', () => {
    const rows = solutionPages.flatMap(rowsOf)
    for (const row of rows) {
      if (row.mediaKind === 'video') {
        for (const ext of ['.mp4', '.jpg', '.webm', '.vtt']) expect(fs.existsSync(publicFile(`/media/${row.video}${ext}`)), `${row.video}${ext}`).toBe(true)
      } else {
        expect(fs.existsSync(publicFile(`/media/${row.illustration}.svg`)), row.illustration ?? 'no illustration').toBe(true)
      }
    }
    expect(rows.some((row) => row.mediaKind === 'video')).toBe(true)
  })
})

describe('pricing content', () => {
  it('has the SPEC prices and the Most Popular mark on Growth only', () => {
    expect(plans.map((p) => [p.name, p.pricePerUserInr && formatInr(p.pricePerUserInr)])).toEqual([
      ['Launch Plan', '₹1,900'],
      ['Growth Plan', '₹4,900'],
      ['Enterprise Plan', null],
    ])
    expect(plans.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['growth'])
  })

  it('offers the add-ons on the plans SPEC §3 names', () => {
    expect(addOns.map((a) => [a.name, a.plans])).toEqual([
      ['IoT Device Connector', ['growth', 'enterprise']],
      ['Advanced Analytics Pack', ['enterprise']],
      ['Compliance Toolkit', ['enterprise']],
    ])
  })
})

describe('policy content carries every term from SPEC §9', () => {
  it.each([
    ['cancellation-refund-policy', ['14 days of your first purchase', '24 consecutive hours', '3-5 business days', '5-10 business days', '7-14 business days', '3-7 business days', '30 days after cancellation', 'May 15, 2025']],
    ['shipping-delivery-policy', ['within 24 hours', '1-3 business days', '1-2 business days', 'India: 3-5 days', 'Asia-Pacific: 5-7 days', 'North America: 7-10 days', 'Europe: 7-10 days', 'other regions: 10-15 days', 'within 7 days', 'Mon-Fri 9:00-18:00 IST', 'May 15, 2025']],
    ['terms-of-service', ['99.9% uptime', 'laws of India', 'courts of Hyderabad', 'April 15, 2025']],
    ['privacy-policy', ['role-based access control', 'SSO and advanced access controls', '30 days', 'April 15, 2025']],
    ['cookie-policy', ['cookiesAccepted', 'April 15, 2025']],
  ] as const)('%s', (slug, terms) => {
    const text = policyText(slug)
    for (const term of terms) expect(text).toContain(term)
  })
})
