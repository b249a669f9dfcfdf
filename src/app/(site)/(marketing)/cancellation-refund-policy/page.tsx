import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/cancellation-refund-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function CancellationRefundPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Cancellation & Refund Policy" subtitle={pageInfo(path).description} />
    </>
  )
}
