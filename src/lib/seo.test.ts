import { describe, expect, it } from 'vitest'

import { publicPages } from '@/content/routes'

import { pageMetadata } from './seo'

describe('pageMetadata', () => {
  it('gives a page its title, canonical path and social cards', () => {
    const meta = pageMetadata({ title: 'Pricing', description: 'Plans', path: '/pricing' })
    expect(meta.title).toBe('Pricing | ERPZ')
    expect(meta.alternates?.canonical).toBe('/pricing')
    expect(meta.openGraph).toMatchObject({ title: 'Pricing | ERPZ', url: '/pricing' })
    expect(meta.twitter).toMatchObject({ card: 'summary_large_image' })
  })

  it('gives every public page a distinct title', () => {
    const titles = publicPages.map((p) => pageMetadata({ ...p, path: p.path }).title)
    expect(new Set(titles).size).toBe(publicPages.length)
  })
})
