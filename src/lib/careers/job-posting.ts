import { convertLexicalToHTML } from '@payloadcms/richtext-lexical/html'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

import { site } from '@/config/site'

/** The fields of an opening that its public page and its JobPosting use. */
export type PublicOpening = {
  id: number | string
  title: string
  slug: string
  status: 'open' | 'closed'
  department: string
  location: string
  workplaceType: 'on-site' | 'hybrid' | 'remote'
  addressLocality?: string | null
  addressRegion?: string | null
  addressCountry: string
  employmentType: string
  description: unknown
  requirements: { requirement: string }[]
  salary?: { min?: number | null; max?: number | null; currency?: string | null; unit?: string | null } | null
  datePosted: string
  closingDate?: string | null
}

/** Whether a role takes applications at `now`: open, and its closing date (if any) not reached. */
export function isOpenAt(opening: Pick<PublicOpening, 'status' | 'closingDate'>, now: Date): boolean {
  if (opening.status !== 'open') return false
  return !opening.closingDate || new Date(opening.closingDate).getTime() > now.getTime()
}

/** The role's description as HTML (escaped by Lexical's converter); empty when there is none. */
export function descriptionHtml(description: unknown): string {
  if (!description || typeof description !== 'object' || !('root' in description)) return ''
  return convertLexicalToHTML({ data: description as SerializedEditorState, disableContainer: true })
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c)

/** An ISO 8601 date-time, or undefined. */
const iso = (value: string | null | undefined) => (value ? new Date(value).toISOString() : undefined)

const COUNTRY_NAMES: Record<string, string> = { IN: 'India' }

/**
 * schema.org JobPosting with every property Google requires (title, description, datePosted,
 * hiringOrganization, jobLocation, or applicantLocationRequirements for remote roles) and the
 * recommended ones it has (validThrough, employmentType, baseSalary, identifier, directApply).
 */
export function jobPosting(opening: PublicOpening, siteUrl: string): Record<string, unknown> {
  const requirements = opening.requirements.map((r) => `<li>${escapeHtml(r.requirement)}</li>`).join('')
  const description = `${descriptionHtml(opening.description)}${requirements ? `<p>Requirements:</p><ul>${requirements}</ul>` : ''}`
  const country = opening.addressCountry.toUpperCase()
  const remote = opening.workplaceType === 'remote'
  const salary = opening.salary
  const hasSalary = Boolean(salary?.currency && (salary.min != null || salary.max != null))
  return {
    '@type': 'JobPosting',
    title: opening.title,
    description,
    identifier: { '@type': 'PropertyValue', name: site.product, value: opening.slug },
    datePosted: iso(opening.datePosted),
    ...(opening.closingDate ? { validThrough: iso(opening.closingDate) } : {}),
    employmentType: opening.employmentType,
    hiringOrganization: { '@type': 'Organization', name: site.product, sameAs: siteUrl, logo: `${siteUrl}/brand/erpz-logo.svg` },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: COUNTRY_NAMES[country] ?? country },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              ...(opening.addressLocality ? { addressLocality: opening.addressLocality } : {}),
              ...(opening.addressRegion ? { addressRegion: opening.addressRegion } : {}),
              addressCountry: country,
            },
          },
        }),
    ...(hasSalary && salary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: salary.currency!.toUpperCase(),
            value: {
              '@type': 'QuantitativeValue',
              ...(salary.min != null ? { minValue: salary.min } : {}),
              ...(salary.max != null ? { maxValue: salary.max } : {}),
              unitText: salary.unit ?? 'YEAR',
            },
          },
        }
      : {}),
    directApply: true,
    url: `${siteUrl}/careers/${opening.slug}`,
  }
}
