import { PolicyPage } from '@/components/marketing/policy-page'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/privacy-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function PrivacyPolicyPage() {
  return <PolicyPage slug="privacy-policy" />
}
