import { describe, expect, it } from 'vitest'

import { careers } from '@/content/careers'

import { isOpenAt, jobPosting, type PublicOpening } from './job-posting'

/** schema.org JobPosting: what Google requires, and the recommended properties we always can give. */
const REQUIRED = ['title', 'description', 'datePosted', 'hiringOrganization'] as const
const EMPLOYMENT_TYPES = ['FULL_TIME', 'PART_TIME', 'CONTRACTOR', 'TEMPORARY', 'INTERN', 'VOLUNTEER', 'PER_DIEM', 'OTHER']
const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/

/** One paragraph of Lexical state, as the seed stores a role's summary. */
const lexicalParagraph = (value: string) => ({
  root: {
    type: 'root', format: '', indent: 0, version: 1, direction: 'ltr',
    children: [{ type: 'paragraph', format: '', indent: 0, version: 1, direction: 'ltr', textFormat: 0, children: [{ type: 'text', text: value, format: 0, detail: 0, mode: 'normal', style: '', version: 1 }] }],
  },
})

/** The seeded openings as src/server/seed/careers.ts stores them. */
const seeded = (): PublicOpening[] =>
  careers.roles.map((role, i) => ({
    id: i + 1,
    title: role.title,
    slug: role.id,
    status: 'open',
    department: role.department,
    location: role.location,
    workplaceType: role.workplaceType,
    addressLocality: role.addressLocality ?? null,
    addressRegion: role.addressRegion ?? null,
    addressCountry: 'IN',
    employmentType: 'FULL_TIME',
    description: lexicalParagraph(role.summary),
    requirements: role.requirements.map((requirement) => ({ requirement })),
    datePosted: '2026-11-20T09:30:00.000Z',
  }))

describe('JobPosting of the seeded roles', () => {
  for (const opening of seeded()) {
    it(`${opening.title}: required and recommended properties, ISO 8601 dates`, () => {
      const posting = jobPosting(opening, 'https://erpz.in')
      for (const property of REQUIRED) expect(posting[property], property).toBeTruthy()
      expect(posting['@type']).toBe('JobPosting')
      expect(posting.datePosted).toMatch(ISO_8601)
      expect(posting.description).toContain(opening.requirements[0]!.requirement)
      expect(posting.description).toContain('<p>')
      expect(EMPLOYMENT_TYPES).toContain(posting.employmentType)
      expect(posting.hiringOrganization).toMatchObject({ '@type': 'Organization', name: 'ERPZ', sameAs: 'https://erpz.in' })
      expect(posting.identifier).toMatchObject({ '@type': 'PropertyValue', value: opening.slug })
      // Location: a place with a country, or for a remote role the countries applicants may live in.
      if (opening.workplaceType === 'remote') {
        expect(posting.jobLocationType).toBe('TELECOMMUTE')
        expect(posting.applicantLocationRequirements).toEqual({ '@type': 'Country', name: 'India' })
        expect(posting.jobLocation).toBeUndefined()
      } else {
        expect(posting.jobLocation).toEqual({
          '@type': 'Place',
          address: { '@type': 'PostalAddress', addressLocality: 'Hyderabad', addressRegion: 'Telangana', addressCountry: 'IN' },
        })
      }
      expect(posting.validThrough).toBeUndefined()
      expect(posting.baseSalary).toBeUndefined()
    })
  }

  it('gives validThrough and baseSalary when the role has a closing date and a salary', () => {
    const [opening] = seeded()
    const posting = jobPosting({ ...opening!, closingDate: '2026-12-31T18:29:59.000Z', salary: { min: 2400000, max: 3600000, currency: 'inr', unit: 'YEAR' } }, 'https://erpz.in')
    expect(posting.validThrough).toBe('2026-12-31T18:29:59.000Z')
    expect(posting.baseSalary).toEqual({ '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', minValue: 2400000, maxValue: 3600000, unitText: 'YEAR' } })
  })

  it('escapes markup typed into a requirement', () => {
    const [opening] = seeded()
    const posting = jobPosting({ ...opening!, requirements: [{ requirement: '<script>alert(1)</script>' }] }, 'https://erpz.in')
    expect(posting.description).not.toContain('<script>')
    expect(posting.description).toContain('&lt;script&gt;')
  })
})

describe('isOpenAt', () => {
  const now = new Date('2026-11-25T12:00:00Z')
  it('is open without a closing date, until the closing date, and never when closed', () => {
    expect(isOpenAt({ status: 'open', closingDate: null }, now)).toBe(true)
    expect(isOpenAt({ status: 'open', closingDate: '2026-11-25T12:00:01Z' }, now)).toBe(true)
    expect(isOpenAt({ status: 'open', closingDate: '2026-11-25T12:00:00Z' }, now)).toBe(false)
    expect(isOpenAt({ status: 'closed', closingDate: null }, now)).toBe(false)
  })
})
