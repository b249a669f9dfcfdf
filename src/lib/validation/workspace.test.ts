import { describe, expect, it } from 'vitest'

import { LeadMetaSchema } from './lead-meta'
import { CompanyCreateSchema, DomainCheckSchema } from './workspace'

describe('control characters in workspace and lead envelope fields', () => {
  it('strips them from a company name instead of storing them', () => {
    const parsed = CompanyCreateSchema.parse({ name: 'Acme\u0000 Forge\n', industryType: 'other', workspace: '1' })
    expect(parsed.name).toBe('Acme Forge')
    expect(CompanyCreateSchema.safeParse({ name: '\u0000', industryType: 'other', workspace: '1' }).success).toBe(false)
  })

  it('strips them from a domain check and from where a lead came from', () => {
    expect(DomainCheckSchema.parse({ name: 'acme\u0000' }).name).toBe('acme')
    expect(LeadMetaSchema.parse({ sourcePage: '/contact\u0000', utm: { source: 'mail\u0001' } })).toEqual({
      sourcePage: '/contact',
      utm: { source: 'mail' },
    })
  })

  it('trims where a lead came from, no-break spaces and line breaks included', () => {
    expect(LeadMetaSchema.parse({ sourcePage: ' \u00A0=HYPERLINK("http://evil.example","x")', referrer: '\r\nhttps://a.example/ ', utm: { campaign: '\tq4 ' } })).toEqual({
      sourcePage: '=HYPERLINK("http://evil.example","x")',
      referrer: 'https://a.example/',
      utm: { campaign: 'q4' },
    })
  })
})
