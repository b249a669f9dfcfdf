import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/pricing'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function PricingPage() {
  return (
    <>
      <PageHero eyebrow="Pricing" title="Simple pricing that grows with your factory" subtitle={pageInfo(path).description} />
    </>
  )
}
