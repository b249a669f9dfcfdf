import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/shipping-delivery-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function ShippingDeliveryPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Shipping & Delivery Policy" subtitle={pageInfo(path).description} />
    </>
  )
}
