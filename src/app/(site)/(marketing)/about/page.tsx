import { PageHero } from '@/components/site/page-hero'
import { JsonLd } from '@/components/site/json-ld'
import { site } from '@/config/site'
import { env } from '@/env'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/about'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function AboutPage() {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'Organization',
          name: site.product,
          url: env.PUBLIC_URL,
          logo: `${env.PUBLIC_URL}/brand/erpz-logo.svg`,
          foundingDate: String(site.foundingYear),
          email: site.contact.email,
          address: {
            '@type': 'PostalAddress',
            addressLocality: site.contact.address.locality,
            addressRegion: site.contact.address.region,
            addressCountry: 'IN',
          },
        }}
      />
      <PageHero eyebrow="About ERPZ" title="Built for the people who run factories" subtitle={pageInfo(path).description} />
    </>
  )
}
