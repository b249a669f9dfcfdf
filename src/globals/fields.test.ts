import { describe, expect, it } from 'vitest'

import { DEFAULT_FOOTER, DEFAULT_HEADER, DEFAULT_SETTINGS } from './defaults'
import { httpsProblem, linkProblem } from './fields'
import { clock12, officeHoursLine, phoneHref } from './format'

describe('links in the header and footer', () => {
  it('accepts a path on the site or an https URL', () => {
    for (const ok of ['/pricing', '/', '/solutions/production-planning#plan', '/blog?category=quality', 'https://www.linkedin.com/company/erpz']) {
      expect(linkProblem(ok), ok).toBeNull()
    }
  })

  it('refuses everything else with a sentence saying what is expected', () => {
    expect(linkProblem('javascript:alert(1)')).toBe('A link must be a path starting with / or an https:// URL, not javascript:.')
    expect(linkProblem('http://example.com')).toBe('A link must be a path starting with / or an https:// URL, not http:.')
    expect(linkProblem('pricing')).toBe('A link must be a path starting with / (e.g. /pricing) or an https:// URL.')
    const notAPath = 'A link must be a path starting with a single / and using forward slashes (e.g. /pricing) or an https:// URL.'
    expect(linkProblem('//evil.example')).toBe(notAPath)
    expect(linkProblem('/\\evil.example/x')).toBe(notAPath)
    expect(linkProblem('/a b')).toBe('A link cannot contain spaces.')
    expect(linkProblem('')).toMatch(/^A link is required/)
    expect(linkProblem(`/${'a'.repeat(600)}`)).toBe('A link can be at most 500 characters long.')
    expect(httpsProblem('/linkedin')).toBe('This must be a full https:// URL, e.g. https://www.linkedin.com/company/erpz.')
  })

  it('seeds only links that pass', () => {
    const links = [
      ...DEFAULT_HEADER.navItems,
      ...DEFAULT_HEADER.solutionsMenu.links,
      DEFAULT_HEADER.primaryCta,
      DEFAULT_HEADER.secondaryCta,
      ...DEFAULT_FOOTER.columns.flatMap((column) => column.links),
    ]
    for (const link of links) expect(linkProblem(link.href), link.href).toBeNull()
    for (const social of DEFAULT_FOOTER.social) expect(httpsProblem(social.href), social.href).toBeNull()
    expect(httpsProblem(DEFAULT_SETTINGS.contact.mapUrl)).toBeNull()
  })
})

describe('derived texts of the site settings', () => {
  it('writes office hours as the contact page always has', () => {
    expect(officeHoursLine(DEFAULT_SETTINGS.contact.officeHours)).toBe('Monday to Friday 9:00 AM - 6:00 PM (PST)')
    expect(clock12('00:30')).toBe('12:30 AM')
    expect(clock12('12:00')).toBe('12:00 PM')
  })

  it('derives the tel: link from the phone number as written', () => {
    expect(phoneHref(DEFAULT_SETTINGS.contact.phone)).toBe('tel:+914048527100')
  })
})
