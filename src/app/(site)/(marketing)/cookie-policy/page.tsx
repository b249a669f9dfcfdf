import { PolicyPage } from '@/components/marketing/policy-page'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/cookie-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function CookiePolicyPage() {
  return <PolicyPage slug="cookie-policy" />
}
