import Link from 'next/link'

import { JsonLd } from '@/components/site/json-ld'
import { PageHero } from '@/components/site/page-hero'
import { Button } from '@/components/ui/button'
import { site } from '@/config/site'
import { pageInfo } from '@/content/routes'
import { env } from '@/env'
import { pageMetadata } from '@/lib/seo'

const path = '/'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function HomePage() {
  return (
    <>
      <JsonLd
        data={{
          '@type': 'SoftwareApplication',
          name: site.product,
          applicationCategory: 'BusinessApplication',
          operatingSystem: 'Web',
          url: env.PUBLIC_URL,
          description: site.description,
          offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
        }}
      />
      <PageHero
        dark
        eyebrow="AI-powered operations platform"
        title="Run your factory from shop floor to top floor"
        subtitle="Hundreds of manufacturers plan, procure, assure quality, track stock and see performance in one place. Start free."
      >
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href="/onboarding/workspace-url">Get Started Free</Link>
          </Button>
          <Button asChild size="lg" variant="outlineLight">
            <Link href="/demo-booking">Request a Demo</Link>
          </Button>
        </div>
      </PageHero>
      <section id="solutions" className="min-h-[60vh] px-4 py-20 sm:px-6" aria-labelledby="solutions-heading">
        <h2 id="solutions-heading" className="text-center text-3xl font-bold">
          Solutions for every role in your factory
        </h2>
      </section>
    </>
  )
}
