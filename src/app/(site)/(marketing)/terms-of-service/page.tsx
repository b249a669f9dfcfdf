import { PolicyPage } from '@/components/marketing/policy-page'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/terms-of-service'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function TermsOfServicePage() {
  return <PolicyPage slug="terms-of-service" />
}
