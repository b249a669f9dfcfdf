import { PageHero } from '@/components/site/page-hero'
import { pageInfo } from '@/content/routes'
import { pageMetadata } from '@/lib/seo'

const path = '/privacy-policy'
export const metadata = pageMetadata({ ...pageInfo(path), path })

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Legal" title="Privacy Policy" subtitle={pageInfo(path).description} />
    </>
  )
}
