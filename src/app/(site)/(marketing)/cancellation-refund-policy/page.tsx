import { PolicyPage } from '@/components/marketing/policy-page'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/cancellation-refund-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function CancellationRefundPolicyPage() {
  return <PolicyPage slug="cancellation-refund-policy" />
}
