import type { Metadata } from 'next'
import { notFound } from 'next/navigation'

import { JsonLd } from '@/components/site/json-ld'
import { site } from '@/config/site'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'
import type { Page } from '@/payload-types'
import type { SiteGlobals } from '@/globals/defaults'
import { unitText } from '@/lib/money'
import { siteGlobals } from '@/server/globals/read'
import { cachedPage } from '@/server/pages/cached'
import { cachedPricing } from '@/server/pricing/cached'

import type { RoleQuery } from './OpenRoles/Component'
import { RenderBlocks, trailOf } from './registry'

/** Title, description, canonical, share image and robots of a page document. */
export function pageDocumentMetadata(page: Page, { preview = false }: { preview?: boolean } = {}): Metadata {
  const image = typeof page.meta?.image === 'object' && page.meta.image?.url ? page.meta.image.url : undefined
  const metadata = pageMetadata({
    title: page.title,
    description: page.meta.description,
    path: page.path ?? '/',
    image,
    noindex: preview || Boolean(page.meta.noindex),
  })
  if (page.meta.canonical) metadata.alternates = { canonical: page.meta.canonical }
  return metadata
}

/** The structured data a page type carries (a FAQ block adds its own FAQPage). */
async function structuredData(page: Page, settings: SiteGlobals['settings']): Promise<Record<string, unknown> | null> {
  switch (page.meta.structuredData) {
    case 'product': {
      // The published plans as offers (Site ▸ Plans); a plan without a price has no price.
      const url = `${env.PUBLIC_URL}${page.path === '/' ? '' : (page.path ?? '')}`
      const { plans } = await cachedPricing()
      return {
        '@type': 'Product',
        name: site.product,
        description: settings.company.description,
        brand: { '@type': 'Brand', name: site.product },
        url,
        offers: plans.map((plan) => {
          const unit = unitText(plan.unit, plan.period)
          return {
            '@type': 'Offer',
            name: plan.name,
            description: plan.description,
            url,
            ...(plan.price === null
              ? {}
              : {
                  price: String(plan.price),
                  priceCurrency: plan.currency,
                  priceSpecification: {
                    '@type': 'UnitPriceSpecification',
                    price: String(plan.price),
                    priceCurrency: plan.currency,
                    ...(unit ? { unitText: unit } : {}),
                  },
                }),
          }
        }),
      }
    }
    case 'softwareApplication':
      return {
        '@type': 'SoftwareApplication',
        name: site.product,
        applicationCategory: 'BusinessApplication',
        operatingSystem: 'Web',
        url: env.PUBLIC_URL,
        description: settings.company.description,
        offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
      }
    case 'organization':
      return {
        '@type': 'Organization',
        name: site.product,
        url: env.PUBLIC_URL,
        logo: `${env.PUBLIC_URL}/brand/erpz-logo.svg`,
        foundingDate: String(settings.company.foundingYear),
        email: settings.contact.email,
        address: {
          '@type': 'PostalAddress',
          addressLocality: settings.contact.address.locality,
          addressRegion: settings.contact.address.region,
          addressCountry: 'IN',
        },
      }
    case 'service': {
      const service = page.meta.service
      return {
        '@type': 'Service',
        name: service?.name ?? page.title,
        ...(service?.serviceType ? { serviceType: service.serviceType } : {}),
        description: service?.description ?? page.meta.description,
        url: `${env.PUBLIC_URL}${page.path === '/' ? '' : (page.path ?? '')}`,
        ...(service?.audience ? { audience: { '@type': 'BusinessAudience', audienceType: service.audience } } : {}),
        provider: { '@type': 'Organization', name: site.product, url: env.PUBLIC_URL },
        areaServed: 'IN',
      }
    }
    default:
      return null
  }
}

/** A page document: its structured data and its blocks. */
export async function PageDocument({ page, roleQuery }: { page: Page; roleQuery?: RoleQuery }) {
  const data = await structuredData(page, (await siteGlobals()).settings)
  return (
    <>
      {data && <JsonLd data={data} />}
      <RenderBlocks blocks={page.layout} trail={trailOf(page)} roleQuery={roleQuery} />
    </>
  )
}

/** The metadata of the published page document at `path` (none when there is none). */
export async function pageDocumentMetadataAt(path: string): Promise<Metadata> {
  const page = await cachedPage(path)
  return page ? pageDocumentMetadata(page) : {}
}

/**
 * The shell of a route that renders the page document at one path (the home page, /careers): the
 * published document, else the not-found page. Prerendered at build from the seed document, cached
 * under the `pages` tags and rendered again when an editor publishes (decision 157).
 */
export async function PageDocumentAt({ path, roleQuery }: { path: string; roleQuery?: RoleQuery }) {
  const page = await cachedPage(path)
  if (!page) notFound()
  return <PageDocument page={page} roleQuery={roleQuery} />
}
