import { PolicyPage } from '@/components/marketing/policy-page'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/shipping-delivery-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function ShippingDeliveryPolicyPage() {
  return <PolicyPage slug="shipping-delivery-policy" />
}
